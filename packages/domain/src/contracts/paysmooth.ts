import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { orderViewSchema, placeOrderBodySchema } from '../order';
import { paySmoothApplicationSchema, paySmoothVerifyBodySchema } from '../paysmooth';
import { defineRoute } from './define';
import { token } from './primitives';

const tags = ['paysmooth'];
const error = errorEnvelopeSchema;

export const verifyPaySmooth = defineRoute({
  method: 'POST',
  path: '/pay-smooth/verify',
  tags,
  summary:
    "Spec POST /pay-smooth/verify: the applicant's details and the device go to the pay-smooth partner; answers the application's token (spec paysmoothToken) with the plan, submitted for the partner's approval step or refused at once with the reason. 400 thai_id_invalid, 404 product_not_found, 422 paysmooth_amount_below_minimum, 503 paysmooth_busy",
  body: paySmoothVerifyBodySchema,
  response: { 201: dataEnvelope(paySmoothApplicationSchema), 400: error, 401: error, 404: error, 422: error, 503: error },
});

export const getPaySmoothApplication = defineRoute({
  method: 'GET',
  path: '/pay-smooth/applications/:token',
  tags,
  summary:
    "The caller's own pay-smooth application as the partner decided it (submitted, approved, refused with the reason, expired, used with its order); what the product page with header paysmooth-token shows. 404 paysmooth_application_not_found, 503 paysmooth_busy",
  params: z.object({ token: token(64) }),
  response: { 200: dataEnvelope(paySmoothApplicationSchema), 401: error, 404: error, 503: error },
});

export const placePaySmoothOrder = defineRoute({
  method: 'POST',
  path: '/pay-smooth/orders',
  tags,
  summary:
    "The caller's cart as an order paid by an approved pay-smooth application (once). 422 paysmooth_not_approved (details.state, details.reason; nothing placed, the cart stays), 422 paysmooth_cart_mismatch, 409 paysmooth_already_used (details.order_number), 422 cart_empty; the same Idempotency-Key gives the same order",
  body: placeOrderBodySchema.omit({ payment: true }).extend({ token: token(64) }),
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  response: {
    200: dataEnvelope(z.object({ order: orderViewSchema })),
    201: dataEnvelope(z.object({ order: orderViewSchema })),
    400: error,
    401: error,
    404: error,
    409: error,
    422: error,
    503: error,
  },
});
