import type { StoreConfig } from '@store/domain/config';
import { HOROSCOPES, zodiacOf, type FortuneCampaign, type Horoscope, type ZodiacSign } from '@store/domain/fortune';
import { maskOf } from '@store/domain/msisdn';
import type { NumerologyData } from '@store/domain/numerology';
import { notFound } from '../../lib/errors';

/**
 * What each fortune campaign lists (issue 14), shared by the ranking and the hold so a number the
 * list would not show cannot be held through it either:
 * - every campaign: available numbers with no bad pair and without the shopper's kalakini digit;
 * - zodiac: among them, numbers with at least one lucky digit of the sign;
 * - vhora god (and its presale): only the top grade ("god-blessed");
 * - high tier (berfuntong_high_tier, the shopper's filter): the two top grades;
 * - disable_lowtier: never the lowest grade.
 */
export interface CampaignRules {
  /** The lowest score listed, or null for none. */
  minScore: number | null;
  /** Digit mask the number must meet (any digit), or null. */
  requireAnyMask: number | null;
  zodiac: Horoscope | null;
}

/** Whether the campaign's page and calls are on (spec 2: toggled-off pages go home). */
export function campaignOn(campaign: FortuneCampaign, config: StoreConfig): boolean {
  switch (campaign) {
    case 'berfuntong':
      return config.berfuntong.toggle;
    case 'zodiac':
      return config.zodiac.toggle && config.berfuntong_zodiac.toggle;
    case 'vhora-god':
    case 'presale-vhora-god':
      return config.vhora_god.toggle;
    case 'mahachok':
      return config.vhora_mahachoke.toggle;
  }
}

/** 404 fortune_campaign_off when the campaign is switched off. */
export function requireCampaignOn(campaign: FortuneCampaign, config: StoreConfig): void {
  if (!campaignOn(campaign, config)) throw notFound('fortune_campaign_off', 'This fortune campaign is not open now.');
}

export function campaignRules(
  input: { campaign: FortuneCampaign; birthDate: string; zodiacSign?: ZodiacSign; highTier?: boolean },
  config: StoreConfig,
  data: NumerologyData,
): CampaignRules {
  const grades = [...data.grades].sort((a, b) => b.min_score - a.min_score);
  const floors: number[] = [];
  if (input.campaign === 'vhora-god' || input.campaign === 'presale-vhora-god') floors.push(grades[0].min_score);
  if (input.highTier && config.berfuntong_high_tier.toggle && grades.length > 1) floors.push(grades[1].min_score);
  if (config.disable_lowtier.toggle && grades.length > 1) floors.push(grades[grades.length - 2].min_score);
  const zodiac = input.campaign === 'zodiac' ? HOROSCOPES.find((h) => h.key === (input.zodiacSign ?? zodiacOf(input.birthDate)))! : null;
  return {
    minScore: floors.length ? Math.max(...floors) : null,
    requireAnyMask: zodiac ? maskOf(zodiac.lucky_digits) : null,
    zodiac,
  };
}
