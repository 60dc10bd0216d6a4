import { z } from 'zod';
import { INT32_MAX, text } from './contracts/primitives';
import { holdRefSchema } from './line-kinds';
import { orderViewSchema } from './order';
import { ORDER_STATES } from './order-state';
import { ORDER_CHANNELS } from './staff';

/**
 * The operator back office, part B (issue 20; decision 041): orders and refunds, work queues and
 * the reveal of personal data, as staff read them. Every view here masks personal data (phones,
 * Thai IDs, birth data); the whole value is given only by a reveal, which is audited.
 */

/** A row of the staff order search. */
export const staffOrderRowSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  state: z.enum(ORDER_STATES),
  status_code: z.string(),
  kind: z.enum(['product', 'service']),
  channel: z.enum(ORDER_CHANNELS),
  total: z.number().int(),
  payment_method: z.string(),
  contact_name: z.string(),
  /** Masked: 081-xxx-5678. */
  contact_phone: z.string(),
  total_quantity: z.number().int(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export const orderRefundSchema = z.object({
  id: z.string(),
  charge_id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  state: z.enum(REFUND_STATES),
  failure_code: z.string().nullable(),
  staff: z.string(),
  created_at: z.string(),
});
export type OrderRefundView = z.infer<typeof orderRefundSchema>;

/** A payment attempt of an order as staff see it (the gateway's refunded amount for a paid one). */
export const staffPaymentSchema = z.object({
  charge_id: z.string().nullable(),
  method: z.string(),
  status: z.string(),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  failure_code: z.string().nullable(),
  created_at: z.string(),
});

export const staffOrderDetailSchema = z.object({
  order: orderViewSchema,
  kind: z.enum(['product', 'service']),
  channel: z.enum(ORDER_CHANNELS),
  staff_id: z.string().nullable(),
  dealer_code: z.string().nullable(),
  payments: z.array(staffPaymentSchema),
  refunds: z.array(orderRefundSchema),
  /** Satang that may still be refunded (the paid charge less every refund that did not fail). */
  refundable: z.number().int(),
  holds: z.array(z.object({ line_id: z.string(), hold: holdRefSchema })),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/** An order's personal data in full (a reveal; audited). */
export const orderRevealSchema = z.object({
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  delivery_phone: z.string().nullable(),
  /** Birth dates and times of the lines' holders (fortune numbers, verification), by line id. */
  lines: z.array(z.object({ line_id: z.string(), birth_date: z.string().nullable(), birth_time: z.string().nullable(), id_number: z.string().nullable() })),
});
export type OrderReveal = z.infer<typeof orderRevealSchema>;

/** Work-queue states of a lead (contact request or home-internet lead). */
export const LEAD_STATES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const LEAD_KINDS = ['contact', 'home_internet'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Which moves a lead may make: new -> contacted -> won | lost; a lost lead may be contacted again. */
export const LEAD_MOVES: Record<LeadState, readonly LeadState[]> = {
  new: ['contacted', 'lost'],
  contacted: ['won', 'lost'],
  won: [],
  lost: ['contacted'],
};

export const staffLeadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.string(),
  name: z.string(),
  /** Masked: 081-xxx-5678 (reveal for the whole number). */
  mobile: z.string(),
  /** What they asked about (campaign, product, or the home-internet preferred call time). */
  topic: z.string(),
  state: z.enum(LEAD_STATES),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

export { maskMobile } from './thai-id';

const i18nText = (max: number) => z.object({ th: text(max).min(1), en: text(max).min(1) });
const listOf = (max: number) => z.array(text(100).min(1)).max(max);

/** A coupon as the back office edits it: its rules as stored (coupon module), with its counters. */
export const staffCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.object({ th: z.string(), en: z.string() }),
  description: z.object({ th: z.string(), en: z.string() }),
  discount_kind: z.enum(['percent', 'fixed']),
  percent: z.number().nullable(),
  amount: z.number().int().nullable(),
  max_discount: z.number().int().nullable(),
  min_spend: z.number().int(),
  scope_product_ids: z.array(z.string()),
  scope_categories: z.array(z.string()),
  scope_product_types: z.array(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
  total_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  collectable: z.boolean(),
  used: z.number().int(),
  collected: z.number().int(),
  created_at: z.string(),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

const satang = () => z.number().int().min(0).max(INT32_MAX);
const couponFields = {
  title: i18nText(120),
  description: i18nText(500),
  discount_kind: z.enum(['percent', 'fixed']),
  percent: z.number().gt(0).max(100).nullable(),
  amount: satang().nullable(),
  max_discount: satang().nullable(),
  min_spend: satang(),
  scope_product_ids: listOf(200),
  scope_categories: listOf(100),
  scope_product_types: listOf(30),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  total_limit: z.number().int().min(1).max(INT32_MAX).nullable(),
  per_user_limit: z.number().int().min(1).max(1000).nullable(),
  collectable: z.boolean(),
};

/** The discount is of its kind (a percent, or an amount), and the window closes after it opens. */
function couponRules(v: Partial<{ discount_kind: 'percent' | 'fixed'; percent: number | null; amount: number | null; starts_at: string; ends_at: string }>, ctx: z.RefinementCtx) {
  if (v.discount_kind === 'percent' && (v.percent === null || v.percent === undefined)) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'coupon_percent_required' });
  if (v.discount_kind === 'fixed' && (v.amount === null || v.amount === undefined)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'coupon_amount_required' });
  if (v.starts_at && v.ends_at && Date.parse(v.starts_at) >= Date.parse(v.ends_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'coupon_window_invalid' });
}

export const COUPON_CODE_RE = /^[A-Z0-9_-]{3,32}$/;
export const newCouponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_RE, 'coupon_code_invalid')),
    ...couponFields,
  })
  .superRefine(couponRules);
export type NewCoupon = z.infer<typeof newCouponSchema>;

/** A change: any of the fields; the kind and its value are checked together on the stored coupon. */
export const couponChangeSchema = z
  .object(couponFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type CouponChange = z.infer<typeof couponChangeSchema>;

export const couponUseSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  /** The shopper's account id, masked to its last 6 characters. */
  user: z.string(),
  discount: z.number().int(),
  used_at: z.string(),
  released_at: z.string().nullable(),
});
