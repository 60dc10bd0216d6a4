import { z } from 'zod';
import { i18n, productCardSchema } from './catalog';
import { CONDITION_KEYS, COUPON_ERROR_CODES, COUPON_STATES, WALLET_LISTS } from './coupon-rules';

/**
 * The coupon API's shapes (spec 7 Coupons, decision 011). Money in satang, times UTC ISO. A coupon
 * gives a percent (optionally capped) or a fixed amount off the lines it covers.
 */
export const couponDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number(), max_discount: z.number().int().nullable() }),
  z.object({ kind: z.literal('fixed'), amount: z.number().int() }),
]);

export const couponScopeSchema = z.object({
  products: z.array(z.object({ id: z.string(), name: i18n, href: z.string().nullable() })),
  categories: z.array(z.object({ slug: z.string(), name: i18n })),
  product_types: z.array(z.string()),
});

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: i18n,
  description: i18n,
  discount: couponDiscountSchema,
  min_spend: z.number().int(),
  scope: couponScopeSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  /** null = unlimited. */
  total_limit: z.number().int().nullable(),
  used: z.number().int(),
  collected: z.number().int(),
  /** Uses left over all shoppers; null = unlimited. */
  remaining: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  collectable: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** The caller holds it (false for a guest). */
  collected_by_me: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const walletCouponSchema = couponSchema.extend({
  collected_at: z.string(),
  used_by_me: z.number().int(),
  last_used_at: z.string().nullable(),
});
export type WalletCoupon = z.infer<typeof walletCouponSchema>;

/**
 * GET /my/coupons/cart: a coupon of my wallet, usable now, checked against my cart. `fits` with the
 * `discount` it would give, or `error_code` saying why not; `shortfall` is what the covered items
 * still lack for the minimum spend (satang; 0 unless error_code is coupon_min_spend).
 */
export const cartCouponSchema = z.object({
  coupon: walletCouponSchema,
  fits: z.boolean(),
  discount: z.number().int(),
  error_code: z.enum(COUPON_ERROR_CODES).nullable(),
  shortfall: z.number().int(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const walletQuerySchema = z.object({ list: z.enum(WALLET_LISTS).default('all') });

export const couponHistoryEntrySchema = z.object({
  kind: z.enum(['used', 'released', 'expired']),
  at: z.string(),
  order_id: z.string().nullable(),
  coupon: couponSchema,
});
export type CouponHistoryEntry = z.infer<typeof couponHistoryEntrySchema>;

export const couponConditionSchema = z.object({
  coupon: couponSchema,
  product: productCardSchema,
  applies: z.boolean(),
  checks: z.array(z.object({ key: z.enum(CONDITION_KEYS), met: z.boolean() })),
});
export type CouponCondition = z.infer<typeof couponConditionSchema>;

export const collectResultSchema = z.object({ coupon: couponSchema, collected_at: z.string(), created: z.boolean() });

/** POST /my/coupons/sync: `date_from` is the `date` of the last successful sync (spec 7, YYYY-MM-DD HH:mm:ss UTC). */
export const syncBodySchema = z.object({
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'date_from looks like 2025-03-15 08:00:00')
    .optional(),
});

export const syncResultSchema = z.object({
  /** This sync's time (YYYY-MM-DD HH:mm:ss UTC): the next call's `date_from`. */
  date: z.string(),
  added: z.array(couponSchema),
  count: z.number().int(),
  limit: z.number().int(),
  next_at: z.string().nullable(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
