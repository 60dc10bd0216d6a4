/**
 * Pay smooth's plan arithmetic and constants (issue 18; decision 037), without schemas so the web
 * app can import it: 6, 10 or 12 monthly instalments at 0% that add up to the device price.
 */
export const PAYSMOOTH_MONTHS = [6, 10, 12] as const;
export type PaySmoothMonths = (typeof PAYSMOOTH_MONTHS)[number];
/** The partner finances devices from this price (satang). */
export const PAYSMOOTH_MIN_SATANG = 3_000_00;

export const PAYSMOOTH_STATES = ['submitted', 'approved', 'refused', 'expired', 'used'] as const;
export type PaySmoothState = (typeof PAYSMOOTH_STATES)[number];
export const PAYSMOOTH_REASONS = ['credit_check_failed', 'credit_limit_exceeded', 'no_credit_record', 'income_too_low', 'amount_below_minimum'] as const;
export type PaySmoothReason = (typeof PAYSMOOTH_REASONS)[number];

/** The monthly instalments of `amount` over `months`: equal, the first takes the remainder; they add up to the amount (0% interest). */
export function paySmoothInstalments(amount: number, months: number): number[] {
  const base = Math.floor(amount / months);
  return Array.from({ length: months }, (_, i) => (i === 0 ? amount - base * (months - 1) : base));
}

export interface PaySmoothPlan {
  months: number;
  monthly: number;
  first: number;
  total: number;
}
export function paySmoothPlan(amount: number, months: number): PaySmoothPlan {
  const parts = paySmoothInstalments(amount, months);
  return { months, monthly: parts[parts.length - 1], first: parts[0], total: amount };
}
