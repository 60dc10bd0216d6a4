import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { ekycApplicationSchema } from '../ekyc';
import { otpSentSchema } from '../otp';
import {
  pre2postCheckBodySchema,
  pre2postOrderBodySchema,
  pre2postOrderViewSchema,
  pre2postPlacedSchema,
  pre2postPlanSchema,
  qualificationBodySchema,
  qualificationSchema,
  CONVERSION_QUEUE_FILTERS,
  staffConversionSchema,
} from '../pre2post';
import { defineRoute } from './define';
import { token } from './primitives';

const tags = ['pre2post'];
const error = errorEnvelopeSchema;

export const checkPre2post = defineRoute({
  method: 'POST',
  path: '/pre2post/check',
  tags,
  summary:
    "Prepaid to postpaid, step 1 (spec POST check/pre_to_post): number + Thai ID; sends an OTP to that number (flow pre_to_post). Does not tell whether the ID is the holder's (the qualification does, after the OTP). 400 thai_id_invalid, 404 subscriber_not_found, 429 otp_resend_too_soon / otp_rate_limited, 503 subscriber_system_busy (details.retry_after_s)",
  body: pre2postCheckBodySchema,
  response: { 201: dataEnvelope(otpSentSchema), 400: error, 401: error, 404: error, 429: error, 503: error },
});

export const qualifyPre2post = defineRoute({
  method: 'POST',
  path: '/pre2post/qualifications',
  tags,
  summary:
    'Prepaid to postpaid, step 2: checks the OTP (otp_* errors) and answers the TMF679-shaped qualification, qualified or unqualified with every reason; kept 30 minutes for this user',
  body: qualificationBodySchema,
  response: { 201: dataEnvelope(qualificationSchema), 400: error, 401: error, 404: error, 429: error, 503: error },
});

export const getPre2postQualification = defineRoute({
  method: 'GET',
  path: '/pre2post/qualifications/:id',
  tags,
  summary: "One of my qualifications (404 qualification_not_found for another user's)",
  params: z.object({ id: z.string().uuid() }),
  response: { 200: dataEnvelope(qualificationSchema), 401: error, 404: error },
});

export const startPre2postEkyc = defineRoute({
  method: 'POST',
  path: '/pre2post/qualifications/:id/ekyc',
  tags,
  summary:
    "The eKYC application of a qualified check (spec POST /pre_to_post/ekyc), for the ID the check verified (the browser does not keep the ID): 201 the application (eKYC module). 404 qualification_not_found (another user's), 410 qualification_expired, 422 not_qualified",
  params: z.object({ id: z.string().uuid() }),
  body: z.object({ lang: z.enum(['th', 'en']).default('th') }),
  response: { 201: dataEnvelope(ekycApplicationSchema), 401: error, 404: error, 410: error, 422: error },
});

export const listPre2postPlans = defineRoute({
  method: 'GET',
  path: '/pre2post/plans',
  tags,
  summary: 'Postpaid plans offered for the conversion, with what is kept (number, prepaid balance policy)',
  response: { 200: dataEnvelope(z.array(pre2postPlanSchema)) },
});

export const getPre2postPlan = defineRoute({
  method: 'GET',
  path: '/pre2post/plans/:nas_code',
  tags,
  summary: 'One plan offered for the conversion (404 plan_not_found)',
  params: z.object({ nas_code: token(40) }),
  response: { 200: dataEnvelope(pre2postPlanSchema), 404: error },
});

export const placePre2postOrder = defineRoute({
  method: 'POST',
  path: '/pre2post/orders',
  tags,
  summary:
    'Place the conversion order (spec /placeorder/pre_to_post/ss and /pre_ekyc/placeorder) with an Idempotency-Key (400 idempotency_key_required): 201 placed, 200 the same order again. 409 conversion_pending / idempotency_key_reused, 410 qualification_expired, 422 not_qualified / ekyc_required / ekyc_rejected / plan_not_found, 403/404 for an eKYC application not mine or not this ID',
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  body: pre2postOrderBodySchema,
  response: {
    200: dataEnvelope(pre2postPlacedSchema),
    201: dataEnvelope(pre2postPlacedSchema),
    400: error,
    401: error,
    403: error,
    404: error,
    409: error,
    410: error,
    422: error,
  },
});

export const getPre2postOrder = defineRoute({
  method: 'GET',
  path: '/pre2post/orders/:secure_key',
  tags,
  summary: 'A conversion order by its secure key (spec GET /get/order/pre_to_post/ss/{id}): the order view, masked, and its conversion',
  params: z.object({ secure_key: token(64) }),
  response: { 200: dataEnvelope(pre2postOrderViewSchema), 404: error },
});

// The console's conversions queue (issue 20; decision 045): orders.read to look, orders.fulfil to act.
const CONVERSION_CURSOR_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const conversionIdParams = z.object({ id: z.string().uuid() });

export const staffListConversions = defineRoute({
  method: 'GET',
  path: '/staff/pre2post/conversions',
  tags,
  summary:
    'Staff (orders.read): prepaid-to-postpaid conversions, newest first, by state (`attention`: waiting for the eKYC or not yet taken by the subscriber system); keyset pages (cursor = created_at|id of the last row); numbers masked',
  querystring: z.object({
    state: z.enum(CONVERSION_QUEUE_FILTERS).optional(),
    cursor: z.string().regex(CONVERSION_CURSOR_RE, 'cursor_invalid').optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(staffConversionSchema), next_cursor: z.string().nullable() })), 400: error, 401: error, 403: error },
});

export const staffGetConversion = defineRoute({
  method: 'GET',
  path: '/staff/pre2post/conversions/:id',
  tags,
  summary: 'Staff (orders.read): one conversion (404 conversion_not_found)',
  params: conversionIdParams,
  response: { 200: dataEnvelope(staffConversionSchema), 400: error, 401: error, 403: error, 404: error },
});

export const staffRetryConversion = defineRoute({
  method: 'POST',
  path: '/staff/pre2post/conversions/:id/retry',
  tags,
  summary:
    'Staff (orders.fulfil): sends an approved conversion (to_schedule) to the subscriber system now instead of waiting for the sweeper; a busy system leaves it to_schedule (attempts and last_error_code say so), a refusal cancels the order. 404 conversion_not_found, 409 conversion_not_retryable; audited',
  params: conversionIdParams,
  response: { 200: dataEnvelope(staffConversionSchema), 400: error, 401: error, 403: error, 404: error, 409: error },
});

export const staffCancelConversion = defineRoute({
  method: 'POST',
  path: '/staff/pre2post/conversions/:id/cancel',
  tags,
  summary:
    'Staff (orders.fulfil): cancels a pending conversion and its service order (a scheduled change is cancelled in the subscriber system; the number is free to convert again). 404 conversion_not_found, 409 conversion_not_pending; audited',
  params: conversionIdParams,
  response: { 200: dataEnvelope(staffConversionSchema), 400: error, 401: error, 403: error, 404: error, 409: error },
});
