import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { appointmentSchema } from '../appointments';
import {
  couponChangeSchema,
  couponUseSchema,
  LEAD_KINDS,
  LEAD_STATES,
  newCouponSchema,
  orderRefundSchema,
  orderRevealSchema,
  staffCouponSchema,
  staffLeadSchema,
  staffOrderDetailSchema,
  staffOrderRowSchema,
} from '../backoffice';
import { EKYC_PURPOSES, EKYC_REJECT_REASONS, EKYC_STATUSES } from '../ekyc';
import { ORDER_STATES } from '../order-state';
import { ORDER_CHANNELS } from '../staff';
import { defineRoute } from './define';
import { serialIdParam, text, token } from './primitives';

/**
 * The operator back office, part B (issue 20; decision 041): orders and refunds, coupons, work
 * queues and the reveal of personal data. Every route names one permission (403 permission_denied
 * before anything is read or written) and every change is audited; personal data is masked unless
 * revealed, and each reveal is itself audited.
 */
const tags = ['back office'];
const error = errorEnvelopeSchema;
const page = <T extends z.ZodType>(item: T) => dataEnvelope(z.object({ items: z.array(item), next_cursor: z.string().nullable() }));
const orderParams = z.object({ order_number: token(40) });
const limit = z.coerce.number().int().min(1).max(100).default(25);

export const searchStaffOrders = defineRoute({
  method: 'GET',
  path: '/staff/orders',
  tags,
  summary:
    'Staff (orders.read): orders newest first, by cursor; filter by order number (whole or its beginning), contact phone (exact, normalised), date range, state and channel. Phones masked',
  querystring: z.object({
    q: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9A-Za-z-]*$/)
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9 +-]{9,16}$/)
      .optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    state: z.enum(ORDER_STATES).optional(),
    channel: z.enum(ORDER_CHANNELS).optional(),
    cursor: token(120).optional(),
    limit,
  }),
  response: { 200: page(staffOrderRowSchema), 400: error, 401: error, 403: error },
});

export const getStaffOrder = defineRoute({
  method: 'GET',
  path: '/staff/orders/:order_number',
  tags,
  summary: 'Staff (orders.read): the order with its lines, payments (refunded amounts), refunds, holds and state history. Personal data masked. 404 order_not_found',
  params: orderParams,
  response: { 200: dataEnvelope(staffOrderDetailSchema), 401: error, 403: error, 404: error },
});

export const refundStaffOrder = defineRoute({
  method: 'POST',
  path: '/staff/orders/:order_number/refunds',
  tags,
  summary:
    'Staff (orders.refund, audited): refunds part (amount, satang) or the rest (no amount) of what was paid, through the payment gateway. Needs an Idempotency-Key: the same key answers the same refund (200). 409 order_not_refundable / order_fully_refunded / idempotency_key_reused, 422 refund_exceeds_paid / refund_refused, 503 refund_pending',
  params: orderParams,
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  body: z.object({ amount: z.number().int().min(1).max(2_147_483_647).optional(), reason: text(300).min(1) }),
  response: { 200: dataEnvelope(orderRefundSchema), 201: dataEnvelope(orderRefundSchema), 400: error, 401: error, 403: error, 404: error, 409: error, 422: error, 503: error },
});

export const cancelStaffOrder = defineRoute({
  method: 'POST',
  path: '/staff/orders/:order_number/cancel',
  tags,
  summary:
    'Staff (orders.refund, audited): cancels an order that has not shipped (unpaid, paid or packing); what it took is given back and what is left of its payment refunded in full. 409 order_not_cancellable',
  params: orderParams,
  body: z.object({ reason: text(300).min(1) }),
  response: { 200: dataEnvelope(staffOrderDetailSchema), 401: error, 403: error, 404: error, 409: error },
});

export const resendStaffReceipt = defineRoute({
  method: 'POST',
  path: '/staff/orders/:order_number/receipt-email',
  tags,
  summary: "Staff (orders.read, audited): e-mails the order's receipt link again to its contact e-mail. 409 order_not_paid, 422 order_has_no_email",
  params: orderParams,
  response: { 202: dataEnvelope(z.object({ sent_to: z.string() })), 401: error, 403: error, 404: error, 409: error, 422: error },
});

export const revealStaffOrder = defineRoute({
  method: 'POST',
  path: '/staff/orders/:order_number/reveal',
  tags,
  summary: "Staff (personal_data.reveal; every reveal audited): the order's contact phone, delivery phone and its lines' birth data and ID in full",
  params: orderParams,
  body: z.object({ reason: text(200).min(1) }),
  response: { 200: dataEnvelope(orderRevealSchema), 401: error, 403: error, 404: error },
});

const couponParams = z.object({ id: serialIdParam() });

export const listStaffCoupons = defineRoute({
  method: 'GET',
  path: '/staff/coupons',
  tags,
  summary: 'Staff (coupons.manage): coupons newest first, by cursor; q matches the code or title',
  querystring: z.object({ q: text(40).optional(), cursor: serialIdParam().optional(), limit }),
  response: { 200: page(staffCouponSchema), 401: error, 403: error },
});

export const getStaffCoupon = defineRoute({
  method: 'GET',
  path: '/staff/coupons/:id',
  tags,
  summary: 'Staff (coupons.manage): a coupon with its rules and counters. 404 coupon_not_found',
  params: couponParams,
  response: { 200: dataEnvelope(staffCouponSchema), 401: error, 403: error, 404: error },
});

export const createStaffCoupon = defineRoute({
  method: 'POST',
  path: '/staff/coupons',
  tags,
  summary: 'Staff (coupons.manage, audited): a new coupon (a percent with an optional cap, or a fixed amount; minimum spend, scope, window, limits). 409 coupon_code_taken',
  body: newCouponSchema,
  response: { 201: dataEnvelope(staffCouponSchema), 400: error, 401: error, 403: error, 409: error },
});

export const changeStaffCoupon = defineRoute({
  method: 'PATCH',
  path: '/staff/coupons/:id',
  tags,
  summary: 'Staff (coupons.manage, audited): changes a coupon. 404 coupon_not_found, 422 coupon_invalid / total_limit_below_used',
  params: couponParams,
  body: couponChangeSchema,
  response: { 200: dataEnvelope(staffCouponSchema), 400: error, 401: error, 403: error, 404: error, 422: error },
});

export const listStaffCouponUses = defineRoute({
  method: 'GET',
  path: '/staff/coupons/:id/uses',
  tags,
  summary: 'Staff (coupons.manage): the uses of a coupon newest first (order, shopper masked, discount, given back), by cursor',
  params: couponParams,
  querystring: z.object({ cursor: serialIdParam().optional(), limit }),
  response: { 200: page(couponUseSchema), 401: error, 403: error, 404: error },
});

const leadParams = z.object({ kind: z.enum(LEAD_KINDS), id: token(60) });

export const listStaffLeads = defineRoute({
  method: 'GET',
  path: '/staff/leads',
  tags,
  summary: 'Staff (contact.read): the call-back queue, contact requests or home-internet leads, of a state or all, newest first, by cursor. Mobiles masked',
  querystring: z.object({ kind: z.enum(LEAD_KINDS).default('contact'), state: z.enum(LEAD_STATES).optional(), cursor: token(120).optional(), limit }),
  response: { 200: page(staffLeadSchema), 400: error, 401: error, 403: error },
});

export const moveStaffLead = defineRoute({
  method: 'POST',
  path: '/staff/leads/:kind/:id/state',
  tags,
  summary: 'Staff (leads.manage, audited): moves a lead (new -> contacted -> won or lost; lost -> contacted). 404 lead_not_found, 409 illegal_lead_transition / lead_changed',
  params: leadParams,
  body: z.object({ state: z.enum(LEAD_STATES) }),
  response: { 200: dataEnvelope(staffLeadSchema), 401: error, 403: error, 404: error, 409: error },
});

export const revealStaffLead = defineRoute({
  method: 'POST',
  path: '/staff/leads/:kind/:id/reveal',
  tags,
  summary: "Staff (personal_data.reveal; every reveal audited): the lead's whole mobile, to call back",
  params: leadParams,
  body: z.object({ reason: text(200).min(1) }),
  response: { 200: dataEnvelope(z.object({ mobile: z.string() })), 401: error, 403: error, 404: error },
});

export const listStaffAppointments = defineRoute({
  method: 'GET',
  path: '/staff/appointments',
  tags,
  summary: "Staff (orders.fulfil): a Bangkok day's installation appointments, of one coverage area or all, by start time",
  querystring: z.object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    area_id: token(60).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
  }),
  response: { 200: dataEnvelope(z.array(appointmentSchema.extend({ area_id: z.string(), reference: z.string() }))), 400: error, 401: error, 403: error },
});

export const staffEkycItemSchema = z.object({
  id: z.string(),
  purpose: z.enum(EKYC_PURPOSES),
  status: z.enum(EKYC_STATUSES),
  reject_reason: z.enum(EKYC_REJECT_REASONS).nullable(),
  /** Masked to its last four digits. */
  thai_id: z.string(),
  vendor: z.string(),
  submitted_at: z.string().nullable(),
  expires_at: z.string(),
  /** The photos still kept (readable at /staff/ekyc/:id/images/:kind with ekyc.read). */
  images: z.array(z.string()),
});

export const listStaffEkyc = defineRoute({
  method: 'GET',
  path: '/staff/ekyc',
  tags,
  summary: 'Staff (ekyc.read): eKYC applications of a status (verifying: waiting for a decision), oldest first, by cursor. Thai IDs masked',
  querystring: z.object({ status: z.enum(EKYC_STATUSES).default('verifying'), cursor: z.uuid().optional(), limit }),
  response: { 200: page(staffEkycItemSchema), 401: error, 403: error },
});

export const decideStaffEkyc = defineRoute({
  method: 'POST',
  path: '/staff/ekyc/:id/decision',
  tags,
  summary: 'Staff (ekyc.review, audited): approves or rejects (with a reason) an application waiting for a decision. 404 ekyc_not_found, 409 ekyc_not_reviewable',
  params: z.object({ id: z.uuid() }),
  body: z.object({ status: z.enum(['approved', 'rejected']), reason: z.enum(EKYC_REJECT_REASONS).optional() }),
  response: {
    200: dataEnvelope(z.object({ id: z.string(), status: z.enum(EKYC_STATUSES), reject_reason: z.enum(EKYC_REJECT_REASONS).nullable() })),
    401: error,
    403: error,
    404: error,
    409: error,
  },
});
