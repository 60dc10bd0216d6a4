/**
 * Member card and points rules (issue 18 part C, decision 035), zod-free so that the storefront may
 * load them: tiers, aging, what points are worth and how many may pay for an order.
 */

/** Card tiers, lowest first. A privilege names the lowest tier that may claim it. */
export const CARD_TIERS = ['red', 'black'] as const;
export type CardTier = (typeof CARD_TIERS)[number];

/** Whether a card of `tier` may have what needs at least `min`. */
export const tierAtLeast = (tier: CardTier, min: CardTier) => CARD_TIERS.indexOf(tier) >= CARD_TIERS.indexOf(min);

/** Whole months from `since` to `now` (UTC calendar months; a month counts once its day has come). */
export function agingMonths(since: Date, now: Date = new Date()): number {
  let months = (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + (now.getUTCMonth() - since.getUTCMonth());
  if (now.getUTCDate() < since.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** Spec 3: aging in months shown as years and months (14 -> { years: 1, months: 2 }). */
export const agingParts = (months: number) => ({ years: Math.floor(Math.max(0, months) / 12), months: Math.max(0, months) % 12 });

/** The configured points rule (config `loyalty_points`). */
export interface PointsRule {
  toggle: boolean;
  /** What one point is worth, satang. */
  satang_per_point: number;
  /** The largest share of an order's total points may pay, basis points (3000 = 30 %). */
  max_share_bp: number;
}

/**
 * The most points an order of `total` satang may take with `balance` points: the value stays within
 * the maximum share, and at least `minCharge` satang is left for the card or PromptPay charge.
 */
export function maxPointsFor(total: number, balance: number, rule: PointsRule, minCharge: number): number {
  if (!rule.toggle || rule.satang_per_point <= 0 || total <= minCharge) return 0;
  const byShare = Math.floor((total * rule.max_share_bp) / 10_000);
  const byCharge = total - minCharge;
  return Math.max(0, Math.min(balance, Math.floor(Math.min(byShare, byCharge) / rule.satang_per_point)));
}

export const pointsValue = (points: number, rule: Pick<PointsRule, 'satang_per_point'>) => points * rule.satang_per_point;

/** "8000000001" -> "xxxxxx0001". */
export const maskCardNo = (cardNo: string) => cardNo.replace(/.(?=.{4})/g, 'x');
