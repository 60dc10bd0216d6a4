/**
 * Instalment arithmetic of pay-later (see paylater.ts), without zod so the storefront's home page can
 * show a plan's monthly figure without loading the schema library.
 */

/** Instalment plans offered, in months; all at 0% interest. */
export const PAYLATER_TERMS = [3, 6, 10] as const;
export type PayLaterTerm = (typeof PAYLATER_TERMS)[number];

/** The smallest order pay-later takes (1,000 baht: 100 baht a month on the longest plan). */
export const PAYLATER_MIN_SATANG = 100_000;
/** How long the shopper has to approve a pay-later charge on the provider's page. */
export const PAYLATER_APPROVAL_TTL_MS = 15 * 60_000;

/**
 * Splits `total` satang into `months` instalments that add up to exactly `total`: equal whole-satang
 * parts, the remainder (fewer satang than months) carried by the first instalment, as Thai
 * instalment plans bill the rounding in the first month.
 */
export function instalments(total: number, months: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole number of satang');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive whole number');
  const part = Math.floor(total / months);
  const parts = Array.from({ length: months }, () => part);
  parts[0] += total - part * months;
  return parts;
}
