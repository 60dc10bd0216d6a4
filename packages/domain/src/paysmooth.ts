import { z } from 'zod';
import { text } from './contracts/primitives';
import { PAYSMOOTH_REASONS, PAYSMOOTH_STATES } from './paysmooth-plan';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';

/**
 * Pay smooth (issue 18; decision 037): device instalments through a partner with its own approval
 * step. The shopper applies for a device and a plan (POST /pay-smooth/verify), the partner decides
 * (submitted -> approved | refused; an approved one expires unused), and an approved application
 * pays for one order of the shopper's cart.
 */

export const paySmoothPlanSchema = z.object({ months: z.number().int(), monthly: z.number().int(), first: z.number().int(), total: z.number().int() });

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
