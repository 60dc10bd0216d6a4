import { z } from 'zod';
import { text } from './contracts/primitives';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';

/**
 * Pay smooth (issue 18; decision 037): device instalments through a partner with its own approval
 * step. The shopper applies for a device and a plan (POST /pay-smooth/verify), the partner decides
 * (submitted -> approved | refused; an approved one expires unused), and an approved application
 * pays for one order of the shopper's cart.
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

export const paySmoothPlanSchema = z.object({ months: z.number().int(), monthly: z.number().int(), first: z.number().int(), total: z.number().int() });
export type PaySmoothPlan = z.infer<typeof paySmoothPlanSchema>;
export function paySmoothPlan(amount: number, months: number): PaySmoothPlan {
  const parts = paySmoothInstalments(amount, months);
  return { months, monthly: parts[parts.length - 1], first: parts[0], total: amount };
}

const mobile = z
  .string()
  .transform((v) => normalizeThaiMobile(v))
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));

/** POST /pay-smooth/verify: the applicant and the device. */
export const paySmoothVerifyBodySchema = z.object({
  product_id: z.number().int().positive().max(2_147_483_647),
  variant_id: z.number().int().positive().max(2_147_483_647),
  months: z.union([z.literal(6), z.literal(10), z.literal(12)]),
  applicant: z.object({
    name: text(100).min(1),
    thai_id: text(20).min(1),
    mobile,
    monthly_income: z.number().int().min(0).max(100_000_000_00),
  }),
});
export type PaySmoothVerifyBody = z.input<typeof paySmoothVerifyBodySchema>;

export const paySmoothApplicationSchema = z.object({
  /** What the product page and the payment page carry (spec: paysmoothToken, header paysmooth-token). */
  token: z.string(),
  state: z.enum(PAYSMOOTH_STATES),
  reason: z.enum(PAYSMOOTH_REASONS).nullable(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  title: z.object({ th: z.string(), en: z.string() }),
  amount: z.number().int(),
  plan: paySmoothPlanSchema,
  credit_limit: z.number().int().nullable(),
  applicant: z.object({ name: z.string(), thai_id: z.string(), mobile: z.string() }),
  expires_at: z.string().nullable(),
  order: z.object({ order_number: z.string(), secure_key: z.string() }).nullable(),
  created_at: z.string(),
});
export type PaySmoothApplication = z.infer<typeof paySmoothApplicationSchema>;
