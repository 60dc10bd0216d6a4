import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  OFFLINE_AUTH_TYPES,
  offlineAuthenticationBodySchema,
  offlineOrderSchema,
  offlinePlaceOrderBodySchema,
  offlineResendEmailBodySchema,
  offlineSessionSchema,
  offlineShopChangeSchema,
  offlineShopSchema,
  shopCodeSchema,
} from '../offline-shop';
import { defineRoute } from './define';

const tags = ['offline-shop'];
const orderNumber = z.object({ order_number: z.string().regex(/^[A-Za-z0-9-]{4,40}$/, { message: 'order_number_invalid' }) });

export const offlineAuthentication = defineRoute({
  method: 'POST',
  path: '/offline/authentication',
  tags,
  summary:
    'Sign in on a shop device (spec offline authentication): staff credentials through the staff module, the role of the chosen type and the shop of the account (401 staff_credentials_invalid, 403 offline_role_mismatch / offline_shop_mismatch, 404 offline_shop_not_found). Sets the staff_session cookie.',
  body: offlineAuthenticationBodySchema,
  response: { 200: dataEnvelope(offlineSessionSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 429: errorEnvelopeSchema },
});

export const offlineVerify = defineRoute({
  method: 'POST',
  path: '/offline/verify',
  tags,
  summary: 'Checks the device session (spec offline verify): 401 offline_sign_in_required, 403 offline_channel_not_permitted (details.error "020")',
  response: { 200: dataEnvelope(offlineSessionSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
});

export const offlineDealerInfo = defineRoute({
  method: 'GET',
  path: '/offline/dealer-info',
  tags,
  summary: 'The signed-in dealer or employee: name, dealer code and shop (spec dealer-info)',
  response: { 200: dataEnvelope(z.object({ display_name: z.string(), dealer_code: z.string().nullable(), channel: z.enum(OFFLINE_AUTH_TYPES), shop: offlineShopSchema })) },
});

export const offlineAuthChannel = defineRoute({
  method: 'GET',
  path: '/offline/auth-channel',
  tags,
  summary: "The shop's permitted channels (spec auth-channel); without a shop_code, the signed-in device's shop",
  querystring: z.object({ shop_code: shopCodeSchema.optional() }),
  response: { 200: dataEnvelope(z.object({ shop_code: z.string(), channels: z.array(z.enum(OFFLINE_AUTH_TYPES)) })), 404: errorEnvelopeSchema },
});

export const offlineLogout = defineRoute({
  method: 'GET',
  path: '/offline/logout',
  tags,
  summary: 'Logs the shop device out (spec offline logout ?type=&key=[&error=020]) and redirects to the login page, carrying the error',
  querystring: z.object({
    type: z.enum(OFFLINE_AUTH_TYPES).optional(),
    key: shopCodeSchema.optional(),
    error: z.literal('020').optional(),
  }),
  response: { 302: z.null().meta({ description: 'redirect to /offline-store/berfuntong/login' }) },
});

export const offlinePlaceOrder = defineRoute({
  method: 'POST',
  path: '/offline/placeorder',
  tags,
  summary:
    'Places the counter sale of a fortune number (spec /v2/vhora/offline/placeorder; Idempotency-Key) in channel offline_shop or dealer, picked up at the shop: reserved until paid at the counter with offline_stock.enable_two_steps, else paid and handed over at once',
  body: offlinePlaceOrderBodySchema,
  response: { 201: dataEnvelope(offlineOrderSchema), 200: dataEnvelope(offlineOrderSchema), 403: errorEnvelopeSchema, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema },
});

export const listOfflineOrders = defineRoute({
  method: 'GET',
  path: '/offline/orders',
  tags,
  summary: "The orders the signed-in staff member may see: a dealer their own, an employee their shop's",
  response: { 200: dataEnvelope(z.array(offlineOrderSchema)) },
});

export const getOfflineOrder = defineRoute({
  method: 'GET',
  path: '/offline/orders/:order_number',
  tags,
  summary: "One order of the shop (403 permission_denied for another dealer's or another shop's order; 404 offline_order_not_found)",
  params: orderNumber,
  response: { 200: dataEnvelope(offlineOrderSchema), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
});

export const handOverOfflineOrder = defineRoute({
  method: 'POST',
  path: '/offline/orders/:order_number/handover',
  tags,
  summary: 'The customer paid at the counter: the reserved order is paid and handed over (two-step stock; 409 illegal_order_transition when not waiting)',
  params: orderNumber,
  response: { 200: dataEnvelope(offlineOrderSchema), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const resendOfflineEmail = defineRoute({
  method: 'POST',
  path: '/offline/orders/:order_number/resend-email',
  tags,
  summary: "E-mails the number's reading again (spec resend-email) through the e-mail outbox; one a minute, ten a day (429)",
  params: orderNumber,
  body: offlineResendEmailBodySchema,
  response: { 201: dataEnvelope(z.object({ sent_to: z.string(), number: z.string() })), 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
});

export const listOfflineShops = defineRoute({
  method: 'GET',
  path: '/offline/shops',
  tags,
  summary: 'The shops, their permitted channels and pickup (staff.manage)',
  response: { 200: dataEnvelope(z.array(offlineShopSchema)) },
});

export const changeOfflineShop = defineRoute({
  method: 'PATCH',
  path: '/offline/shops/:code',
  tags,
  summary: "Changes a shop's names, permitted channels or pickup (staff.manage; audited)",
  params: z.object({ code: shopCodeSchema }),
  body: offlineShopChangeSchema,
  response: { 200: dataEnvelope(offlineShopSchema), 404: errorEnvelopeSchema },
});
