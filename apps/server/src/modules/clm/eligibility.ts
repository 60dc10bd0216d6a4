import type { ClmRefusalReason } from '@store/domain/clm';
import type { SubscriberType } from '@store/domain/subscribers';

export interface EligibilityProfile {
  type: SubscriberType;
  nasCode: string | null;
  family: string | null;
  monthlyFee: number;
  monthsActive: number;
  /** True while the line's contract runs. */
  underContract: boolean;
}

export interface EligibilityRule {
  nasCode: string;
  monthlyFee: number;
  allowedTypes: SubscriberType[];
  allowedFromFamilies: string[];
  minMonths: number;
  allowedUnderContract: boolean;
}

/**
 * Why a subscriber may not move to a package (empty: they may), every reason: it is their package;
 * their type or their package's family is not allowed; too few months of service; under contract
 * (the offer is closed to lines under contract, or it is cheaper than the current package).
 */
export function refusals(profile: EligibilityProfile, rule: EligibilityRule): ClmRefusalReason[] {
  const reasons: ClmRefusalReason[] = [];
  if (profile.nasCode === rule.nasCode) reasons.push('current_package');
  if (!rule.allowedTypes.includes(profile.type)) reasons.push('type_not_allowed');
  if (!profile.family || !rule.allowedFromFamilies.includes(profile.family)) reasons.push('family_not_allowed');
  if (profile.monthsActive < rule.minMonths) reasons.push('too_new');
  if (profile.underContract && (!rule.allowedUnderContract || rule.monthlyFee < profile.monthlyFee)) reasons.push('under_contract');
  return reasons;
}
