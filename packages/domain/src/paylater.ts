import { z } from 'zod';

/**
 * Pay-later (buy now, pay in instalments) rules shared by the storefront and the server (spec 2
 * /paylater, 3 pay_later_status.eligible, 9 "only when eligible and on a phone"): the plans, how an
 * amount splits into instalments, which devices count as phones and why a shopper is not eligible.
 */

import { instalments, PAYLATER_TERMS, type PayLaterTerm } from './instalments';

export { PAYLATER_APPROVAL_TTL_MS, PAYLATER_MIN_SATANG, PAYLATER_TERMS, instalments, type PayLaterTerm } from './instalments';

export const payLaterTermSchema = z.union([z.literal(3), z.literal(6), z.literal(10)]);

export interface PayLaterPlan {
  months: PayLaterTerm;
  /** Satang due each month, first month first; they add up to the amount. */
  instalments: number[];
  /** The amount of every month after the first (the first may carry a few satang more). */
  monthly: number;
  interest_rate: 0;
}

/** The plans for an amount, shortest first. */
export const payLaterPlans = (amount: number): PayLaterPlan[] =>
  PAYLATER_TERMS.map((months) => {
    const parts = instalments(amount, months);
    return { months, instalments: parts, monthly: parts[parts.length - 1], interest_rate: 0 as const };
  });

/** The device a User-Agent names: Android phones, iPhones, or anything else ("web"; iPads and desktops). */
export function devicePlatform(userAgent: string | null | undefined): 'android' | 'ios' | 'web' {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'android';
  if (/iphone/i.test(ua)) return 'ios';
  return 'web';
}

/** Spec 9: pay-later is for phones only (Android or iPhone). */
export const isPhone = (userAgent: string | null | undefined) => devicePlatform(userAgent) !== 'web';

/**
 * Why pay-later is not offered, in the order they are checked: switched off, not a phone, a guest,
 * no mobile number on the account, an amount under the minimum, the provider refusing the number
 * (credit check), or not enough credit left for the amount.
 */
export const PAYLATER_REASONS = [
  'method_disabled',
  'not_a_phone',
  'login_required',
  'phone_required',
  'cart_empty',
  'amount_below_minimum',
  'credit_check_failed',
  'credit_limit_exceeded',
] as const;
export type PayLaterReason = (typeof PAYLATER_REASONS)[number];

export const payLaterPlanSchema = z.object({
  months: payLaterTermSchema,
  instalments: z.array(z.number().int()),
  monthly: z.number().int(),
  interest_rate: z.literal(0),
});

/** Spec 3 `pay_later_status`: whether this shopper, on this device, may pay this amount later, and why not. */
export const payLaterStatusSchema = z.object({
  eligible: z.boolean(),
  reason: z.enum(PAYLATER_REASONS).nullable(),
  platform: z.enum(['android', 'ios', 'web']),
  amount: z.number().int(),
  min_amount: z.number().int(),
  /** The provider's credit for the shopper's number; null when the provider was not asked (a guest, a desktop). */
  credit_limit: z.number().int().nullable(),
  available_credit: z.number().int().nullable(),
  plans: z.array(payLaterPlanSchema),
});
export type PayLaterStatus = z.infer<typeof payLaterStatusSchema>;
