import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  saleConfigSchema,
  saleLinkViewSchema,
  saleLoginBodySchema,
  saleOrderBodySchema,
  saleOrderListSchema,
  saleOrderSchema,
  saleQrResultSchema,
  saleSendBodySchema,
  saleShopConfigSchema,
  saleShopSchema,
  saleSmsResultSchema,
  shopCodeSchema,
} from '../sale';
import { defineRoute } from './define';
import { token } from './primitives';

const tags = ['sale'];
const error = errorEnvelopeSchema;
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });
const linkParams = z.object({ token: token(100) });

/**
 * Seller sale mode (issue 19 part B, decision 039). The seller is a staff session (role seller,
 * permission sell.seller; the spec's seller_token is the httpOnly staff_session cookie): without it
 * the seller routes answer 401 staff_sign_in_required, with another role 403 permission_denied.
 * The customer's routes (/sale/links/:token) need no session: the signed link is the key.
 */
export const saleLogin = defineRoute({
  method: 'POST',
  path: '/v2/sale/login',
  tags,
  summary:
    'Spec /v2/sale/login: a seller signs in at their shop; sets the staff session cookie (not a token in storage). 401 staff_credentials_invalid, 403 not_a_seller / shop_mismatch, 404 shop_not_found, 429 staff_account_locked',
  body: saleLoginBodySchema,
  response: { 200: dataEnvelope(saleConfigSchema), 401: error, 403: error, 404: error, 429: error },
});

export const saleLogout = defineRoute({
  method: 'POST',
  path: '/v2/sale/logout',
  tags,
  summary: 'Ends the seller session (the sale footer logout)',
  response: { 200: dataEnvelope(z.object({ signed_out: z.boolean() })) },
});

export const validateShopCode = defineRoute({
  method: 'POST',
  path: '/v2/sale/validate-shop-code',
  tags,
  summary: 'Spec /v2/sale/validate-shop-code: the shop of a code (404 shop_not_found; rate-limited per address)',
  body: z.object({ shop_code: shopCodeSchema }),
  response: { 200: dataEnvelope(z.object({ shop: saleShopSchema.pick({ code: true, name: true }) })), 404: error, 429: error },
});

export const getSaleConfig = defineRoute({
  method: 'GET',
  path: '/sale/config',
  tags,
  summary: "Spec GET /sale/config: this browser's sale data (sale_mode 1 and shop_code with a seller session, else sale_mode 0)",
  response: { 200: dataEnvelope(saleConfigSchema) },
});

export const getSaleShopConfig = defineRoute({
  method: 'GET',
  path: '/sale/config/:id',
  tags,
  summary: "Spec GET /sale/config/{id}: the sale settings of the seller's own shop (sell.seller; 403 shop_not_yours, 404 shop_not_found)",
  params: z.object({ id: token(32) }),
  response: { 200: dataEnvelope(saleShopConfigSchema), 401: error, 403: error, 404: error },
});

export const getSaleShop = defineRoute({
  method: 'GET',
  path: '/sale/shop/:id',
  tags,
  summary: "Spec GET /sale/shop/{id}: the seller's own shop (sell.seller; 403 shop_not_yours, 404 shop_not_found)",
  params: z.object({ id: token(32) }),
  response: { 200: dataEnvelope(saleShopSchema), 401: error, 403: error, 404: error },
});

export const placeSaleOrder = defineRoute({
  method: 'POST',
  path: '/v2/sale/order',
  tags,
  summary:
    "The seller's cart as an order for a customer (channel seller, picked up at the seller's shop, not paid: the customer pays through a sale link). Idempotency-Key required; 201 placed, 200 the same again; 422 cart_empty, 409 cart_changed / out_of_stock / idempotency_key_reused",
  headers: idempotencyHeaders,
  body: saleOrderBodySchema,
  response: { 200: dataEnvelope(saleOrderSchema), 201: dataEnvelope(saleOrderSchema), 400: error, 401: error, 403: error, 409: error, 422: error },
});

export const listSaleOrders = defineRoute({
  method: 'GET',
  path: '/v2/sale/order',
  tags,
  summary: "Spec GET /v2/sale/order: the seller's own orders, newest first, by cursor, with the paid totals of the Bangkok day and month (401 when the session ended)",
  querystring: z.object({ cursor: z.string().max(200).optional() }),
  response: { 200: dataEnvelope(saleOrderListSchema), 400: error, 401: error, 403: error },
});

export const getSaleOrder = defineRoute({
  method: 'GET',
  path: '/v2/sale/order/:order_number',
  tags,
  summary: "One of the seller's orders (403 order_not_yours for another seller's, 404 order_not_found)",
  params: z.object({ order_number: token(32) }),
  response: { 200: dataEnvelope(saleOrderSchema), 401: error, 403: error, 404: error },
});

export const sendSaleSms = defineRoute({
  method: 'POST',
  path: '/v2/sale/sms',
  tags,
  summary:
    "Spec /v2/sale/sms: a new signed link to the order, sent by SMS to the customer's mobile (Idempotency-Key required: a retry sends nothing again). 403 order_not_yours, 409 order_not_payable, 404 order_not_found",
  headers: idempotencyHeaders,
  body: saleSendBodySchema,
  response: { 200: dataEnvelope(saleSmsResultSchema), 201: dataEnvelope(saleSmsResultSchema), 400: error, 401: error, 403: error, 404: error, 409: error },
});

export const showSaleQr = defineRoute({
  method: 'POST',
  path: '/v2/sale/qr',
  tags,
  summary:
    "Spec /v2/sale/qr: a new signed link to the order and its QR code (an SVG data URL) for the customer's phone camera (Idempotency-Key required). 403 order_not_yours, 409 order_not_payable, 404 order_not_found",
  headers: idempotencyHeaders,
  body: saleSendBodySchema,
  response: { 200: dataEnvelope(saleQrResultSchema), 201: dataEnvelope(saleQrResultSchema), 400: error, 401: error, 403: error, 404: error, 409: error },
});

export const getSaleLink = defineRoute({
  method: 'GET',
  path: '/sale/links/:token',
  tags,
  summary:
    "The customer's view of a sale link (no session): the order, its state and the pending QR. 404 sale_link_invalid (tampered or unknown), 410 sale_link_expired (unless the order is paid: then it shows paid)",
  params: linkParams,
  response: { 200: dataEnvelope(saleLinkViewSchema), 404: error, 410: error },
});

export const paySaleLink = defineRoute({
  method: 'POST',
  path: '/sale/links/:token/payment',
  tags,
  summary:
    'The customer pays the order of a sale link by PromptPay QR (Idempotency-Key required; the same key gives the same charge). 404 sale_link_invalid, 410 sale_link_expired, 409 order_not_payable / order_expired, 422 payment_method_unavailable',
  headers: idempotencyHeaders,
  params: linkParams,
  response: { 201: dataEnvelope(saleLinkViewSchema), 400: error, 404: error, 409: error, 410: error, 422: error },
});
