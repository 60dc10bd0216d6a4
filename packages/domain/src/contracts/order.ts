import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { orderViewSchema, paymentInputSchema, paymentResultSchema, pickupShopSchema, placeOrderBodySchema, trackingRowSchema } from '../order';
import { payLaterStatusSchema } from '../paylater';
import { taxInvoiceRequestSchema, taxInvoiceViewSchema } from '../tax-invoice';
import { defineRoute } from './define';

const tags = ['order'];
const paymentResult = dataEnvelope(paymentResultSchema);
const secureParams = z.object({ secure_key: z.string().min(1).max(64) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100) });
const orderNumberParams = z.object({ order_number: z.string().min(4).max(40) });

export const listPickupShops = defineRoute({
  method: 'GET',
  path: '/pickup-shops',
  tags,
  summary: 'Partner stores for pickup; q matches name or area; with lat/lng nearest first (distance_m)',
  querystring: z.object({
    q: z.string().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    lang: z.enum(['th', 'en']).optional(),
  }),
  response: { 200: dataEnvelope(z.array(pickupShopSchema)) },
});

export const getPaymentMethods = defineRoute({
  method: 'GET',
  path: '/payment-methods',
  tags,
  summary: 'Payment methods offered now (config payment_methods); pay-later only for an eligible shopper on android or ios',
  querystring: z.object({
    coupon_code: z.string().trim().max(40).optional(),
    platform: z.enum(['android', 'ios', 'web']).optional().describe('ignored: the User-Agent decides'),
  }),
  response: { 200: dataEnvelope(z.object({ methods: z.array(z.object({ method: z.enum(['card', 'promptpay', 'paylater']) })), pay_later_status: payLaterStatusSchema })) },
});

export const getPayLaterStatus = defineRoute({
  method: 'GET',
  path: '/paylater/status',
  tags,
  summary: 'Spec 3 pay_later_status: may I pay my cart (or my unpaid order) later on this device, the plans, and why not',
  querystring: z.object({ coupon_code: z.string().trim().max(40).optional(), order: z.string().min(1).max(64).optional() }),
  response: { 200: dataEnvelope(z.object({ pay_later_status: payLaterStatusSchema })) },
});

export const placeOrder = defineRoute({
  method: 'POST',
  path: '/orders',
  tags,
  summary: 'Place an order from my cart (Idempotency-Key): reserve stock, take the coupon, create the order, charge',
  headers: idempotencyHeaders,
  body: placeOrderBodySchema,
  response: { 200: paymentResult, 201: paymentResult },
});

export const payAgain = defineRoute({
  method: 'POST',
  path: '/orders/:secure_key/payments',
  tags,
  summary: 'Pay an order again with another method after a failure (Idempotency-Key; 403 order_not_yours)',
  params: secureParams,
  headers: idempotencyHeaders,
  body: z.object({ payment: paymentInputSchema }),
  response: { 201: paymentResult, 403: errorEnvelopeSchema },
});

export const cancelUnpaidOrder = defineRoute({
  method: 'POST',
  path: '/orders/:secure_key/cancel',
  tags,
  summary:
    'Cancel my order while it waits for payment (issue 18): stock, coupon use, member points and holds are given back, pending charges reversed. 403 order_not_yours, 409 order_not_cancellable once paid',
  params: secureParams,
  response: { 200: dataEnvelope(orderViewSchema), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const refreshOrder = defineRoute({
  method: 'POST',
  path: '/orders/:secure_key/refresh',
  tags,
  summary: 'Read the order’s latest charge again (the return from 3-D Secure)',
  params: secureParams,
  response: { 200: paymentResult },
});

export const getOrder = defineRoute({
  method: 'GET',
  path: '/orders/:secure_key',
  tags,
  summary: 'An order by its secure key (the key is the capability)',
  params: secureParams,
  response: { 200: dataEnvelope(orderViewSchema) },
});

export const getReceipt = defineRoute({
  method: 'GET',
  path: '/orders/:secure_key/receipt.pdf',
  tags,
  summary: 'Receipt PDF (Thai font embedded)',
  params: secureParams,
  querystring: z.object({ lang: z.enum(['th', 'en']).default('th') }),
  response: { 200: z.string().meta({ description: 'application/pdf' }) },
});

export const requestTaxInvoice = defineRoute({
  method: 'POST',
  path: '/orders/:secure_key/tax-invoice',
  tags,
  summary:
    'Request the full tax invoice (ใบกำกับภาษีเต็มรูป) of a paid order with the buyer’s name, tax ID, branch and address: 201 issued, 200 the same request again; 409 order_not_paid, 409 tax_invoice_exists (other details), 403 order_not_yours; the tax ID comes back masked',
  params: secureParams,
  body: taxInvoiceRequestSchema,
  response: { 200: dataEnvelope(taxInvoiceViewSchema), 201: dataEnvelope(taxInvoiceViewSchema), 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const getTaxInvoicePdf = defineRoute({
  method: 'GET',
  path: '/orders/:secure_key/tax-invoice.pdf',
  tags,
  summary: 'The full tax invoice PDF (ใบกำกับภาษี/ใบเสร็จรับเงิน, Thai font embedded); 404 tax_invoice_not_found when none was requested',
  params: secureParams,
  querystring: z.object({ lang: z.enum(['th', 'en']).default('th') }),
  response: { 200: z.string().meta({ description: 'application/pdf' }), 404: errorEnvelopeSchema },
});

export const trackOrder = defineRoute({
  method: 'GET',
  path: '/tracking',
  tags,
  summary: 'Guest tracking by order number and contact phone (404 order_not_found when they do not match)',
  querystring: z.object({ order_number: z.string().trim().min(4).max(40), phone: z.string().trim().min(9).max(20) }),
  response: { 200: dataEnvelope(orderViewSchema) },
});

export const listMyOrders = defineRoute({
  method: 'GET',
  path: '/my/orders',
  tags,
  summary: 'My orders, newest first (cursor); q matches the order number',
  querystring: z.object({ q: z.string().trim().max(40).optional(), cursor: z.string().max(200).optional() }),
  response: { 200: dataEnvelope(z.object({ items: z.array(trackingRowSchema), next_cursor: z.string().nullable() })) },
});

export const getMyOrder = defineRoute({
  method: 'GET',
  path: '/my/orders/:order_number',
  tags,
  summary: 'One of my orders (403 when it is another account’s)',
  params: orderNumberParams,
  response: { 200: dataEnvelope(orderViewSchema) },
});

export const advanceOrder = defineRoute({
  method: 'POST',
  path: '/operator/orders/:order_number/state',
  tags,
  summary: 'Move a paid order along packing, delivering, delivered (orders.fulfil; 409 illegal_order_transition)',
  params: orderNumberParams,
  body: z.object({ state: z.enum(['packing', 'delivering', 'delivered']) }),
  response: { 200: dataEnvelope(orderViewSchema) },
});
