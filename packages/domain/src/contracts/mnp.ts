import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { ekycApplicationSchema } from '../ekyc';
import {
  MNP_PORTING_STATES,
  mnpActivationBodySchema,
  mnpBundleSchema,
  mnpBundleSummarySchema,
  mnpCheckBodySchema,
  mnpCheckOtpBodySchema,
  mnpOfferSchema,
  mnpPinBodySchema,
  mnpPlaceOrderBodySchema,
  mnpPlacedSchema,
  mnpPortingViewSchema,
  mnpStaffPortingSchema,
  mnpTempNumberSchema,
  mnpVerificationSchema,
} from '../mnp';
import { otpSentSchema } from '../otp';
import { defineRoute } from './define';
import { serialIdParam, token } from './primitives';

const tags = ['mnp'];
const error = errorEnvelopeSchema;

export const listMnpOffers = defineRoute({
  method: 'GET',
  path: '/mnp/offers',
  tags,
  summary: 'Plans offered for porting a number in, with the journeys each allows (one_step, two_step) and the advance payment paid online',
  response: { 200: dataEnvelope(z.array(mnpOfferSchema)) },
});

export const getMnpOffer = defineRoute({
  method: 'GET',
  path: '/mnp/offers/:nas_code',
  tags,
  summary: 'One plan offered for porting in (404 plan_not_found)',
  params: z.object({ nas_code: token(40) }),
  response: { 200: dataEnvelope(mnpOfferSchema), 404: error },
});

export const listMnpBundles = defineRoute({
  method: 'GET',
  path: '/mnp/bundles',
  tags,
  summary: "A device's bundles for porting in (the product page's offers), cheapest plan first; an empty list when the device has none",
  querystring: z.object({ product_id: serialIdParam() }),
  response: { 200: dataEnvelope(z.array(mnpBundleSummarySchema)) },
});

export const getAutoMnpBundle = defineRoute({
  method: 'GET',
  path: '/mnp/bundles/auto',
  tags,
  summary: "The auto bundle (spec /online-store/mnp-auto/:id/:nas_code/:bundle_id): the device's bundle chosen from the plan's NAS code (404 bundle_not_found)",
  querystring: z.object({ product_id: serialIdParam(), nas_code: token(40), variant_id: serialIdParam().optional() }),
  response: { 200: dataEnvelope(mnpBundleSchema), 404: error },
});

export const getMnpBundle = defineRoute({
  method: 'GET',
  path: '/mnp/bundles/:bundle_id',
  tags,
  summary:
    'A device bundle for porting in (spec /online-store/mnp-bundle/:id/:inventory/:bundle): the device variant at the bundle price with its plan and contract. 404 bundle_not_found (also for a product or variant the bundle is not for)',
  params: z.object({ bundle_id: token(40) }),
  querystring: z.object({ product_id: serialIdParam(), variant_id: serialIdParam().optional() }),
  response: { 200: dataEnvelope(mnpBundleSchema), 404: error },
});

export const randomMnpTempNumber = defineRoute({
  method: 'GET',
  path: '/mnp/bundling/random/mobile/nas',
  tags,
  summary:
    'Spec GET /mnp/bundling/random/mobile/nas: a free temporary number for an auto bundle (the SIM works with it until the porting completes). Offered, not held: placing the order takes one. 404 plan_not_found, 409 temp_numbers_exhausted',
  querystring: z.object({ nas_code: token(40) }),
  response: { 200: dataEnvelope(mnpTempNumberSchema), 404: error, 409: error },
});

export const checkMnp = defineRoute({
  method: 'POST',
  path: '/mnp/check',
  tags,
  summary:
    "Porting in, step 1 (spec POST /mnp/{path}): the number and the holder's Thai ID; sends an OTP to that number (flow mnp). 400 thai_id_invalid, 404 mnp_number_unknown (no other operator has it), 409 mnp_already_ours (already this operator's: convert or upgrade instead) / porting_in_progress, 429 otp_*",
  body: mnpCheckBodySchema,
  response: { 201: dataEnvelope(otpSentSchema), 400: error, 401: error, 404: error, 409: error, 429: error, 503: error },
});

export const checkMnpOtp = defineRoute({
  method: 'POST',
  path: '/mnp/check-otp',
  tags,
  summary: 'Porting in, step 2 (spec POST /mnp/check-otp): checks the OTP (otp_* errors) and answers the verification, kept 30 minutes for this user',
  body: mnpCheckOtpBodySchema,
  response: { 201: dataEnvelope(mnpVerificationSchema), 400: error, 401: error, 404: error, 409: error, 429: error },
});

export const getMnpVerification = defineRoute({
  method: 'GET',
  path: '/mnp/verifications/:id',
  tags,
  summary: "One of my verifications (404 mnp_verification_not_found for another user's)",
  params: z.object({ id: z.string().uuid() }),
  response: { 200: dataEnvelope(mnpVerificationSchema), 401: error, 404: error },
});

export const verifyMnpPin = defineRoute({
  method: 'POST',
  path: '/mnp/verifications/:id/pin',
  tags,
  summary:
    'Spec POST /mnp/verify-pin-code: the 8-digit PIN from the current operator (*151*<ID>#), checked with the clearinghouse. 422 porting_pin_invalid (details.attempts_left), 410 porting_pin_expired / mnp_verification_expired, 404 porting_pin_not_found, 429 porting_pin_locked',
  params: z.object({ id: z.string().uuid() }),
  body: mnpPinBodySchema,
  response: { 200: dataEnvelope(mnpVerificationSchema), 400: error, 401: error, 404: error, 410: error, 422: error, 429: error, 503: error },
});

export const startMnpEkyc = defineRoute({
  method: 'POST',
  path: '/mnp/verifications/:id/ekyc',
  tags,
  summary: 'The eKYC application (purpose mnp) for the ID the verification checked. 404 mnp_verification_not_found, 410 mnp_verification_expired',
  params: z.object({ id: z.string().uuid() }),
  body: z.object({ lang: z.enum(['th', 'en']).default('th') }),
  response: { 201: dataEnvelope(ekycApplicationSchema), 401: error, 404: error, 410: error },
});

export const placeMnpOrder = defineRoute({
  method: 'POST',
  path: '/mnp/placeorder',
  tags,
  summary:
    "Spec POST /mnp/placeorder, with an Idempotency-Key (400 idempotency_key_required): makes the porting (held) and puts its line (mnp_one_step, mnp_two_step or device_mnp_bundle) in the caller's cart; the order is then placed and paid through the cart. 201 added, 200 the same again. 409 porting_in_progress / out_of_stock / idempotency_key_reused, 410 mnp_verification_expired, 422 porting_pin_required / plan_not_offered / bundle_not_found / ekyc_required / ekyc_pending / ekyc_rejected / ekyc_expired, 403 ekyc_not_for_this_id",
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  body: mnpPlaceOrderBodySchema,
  response: { 200: dataEnvelope(mnpPlacedSchema), 201: dataEnvelope(mnpPlacedSchema), 400: error, 401: error, 403: error, 404: error, 409: error, 410: error, 422: error },
});

export const listOrderPortings = defineRoute({
  method: 'GET',
  path: '/mnp/orders/:secure_key/portings',
  tags,
  summary:
    "The portings of an order, by the order's secure key (tracking): state, steps, the rejection reason, whether it can still be cancelled or activated. 404 order_not_found",
  params: z.object({ secure_key: token(64) }),
  response: { 200: dataEnvelope(z.array(mnpPortingViewSchema)), 404: error },
});

export const cancelMnpPorting = defineRoute({
  method: 'POST',
  path: '/mnp/portings/:id/cancel',
  tags,
  summary:
    'Cancels my porting before it is scheduled (also at the clearinghouse); a paid order of it that has not shipped is cancelled and refunded. 404 porting_not_found (not mine), 409 porting_not_cancellable',
  params: z.object({ id: z.string().uuid() }),
  response: { 200: dataEnvelope(mnpPortingViewSchema), 401: error, 404: error, 409: error },
});

export const activateMnp = defineRoute({
  method: 'POST',
  path: '/mnp/activations',
  tags,
  summary:
    'Two-step porting: with the SIM in hand, the order number, the serial printed on the SIM and a PIN from the current operator submit the porting. 404 order_not_found, 409 order_not_delivered / porting_not_awaiting_activation, 422 sim_serial_mismatch / porting_pin_invalid, 410 porting_pin_expired, 429 activation_locked / porting_pin_locked',
  body: mnpActivationBodySchema,
  response: { 200: dataEnvelope(mnpPortingViewSchema), 400: error, 401: error, 404: error, 409: error, 410: error, 422: error, 429: error },
});

export const listStaffPortings = defineRoute({
  method: 'GET',
  path: '/staff/mnp/portings',
  tags,
  summary: 'Staff (mnp.manage): portings by state, newest first; `stuck` lists the ones the clearinghouse never answered',
  querystring: z.object({ state: z.enum(MNP_PORTING_STATES).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: { 200: dataEnvelope(z.array(mnpStaffPortingSchema)), 401: error, 403: error },
});

export const retryStaffPorting = defineRoute({
  method: 'POST',
  path: '/staff/mnp/portings/:id/retry',
  tags,
  summary: 'Staff (mnp.manage): sends a stuck porting to the clearinghouse again (to_submit, attempts reset). 404 porting_not_found, 409 porting_not_stuck',
  params: z.object({ id: z.string().uuid() }),
  response: { 200: dataEnvelope(mnpStaffPortingSchema), 401: error, 403: error, 404: error, 409: error },
});

export const devSimSerials = defineRoute({
  method: 'GET',
  path: '/dev/mnp/sim-serials',
  tags,
  summary: "Sandbox only (404 otherwise): the serials printed on the SIM cards of an order's portings, as the delivered SIM shows them (for testers)",
  querystring: z.object({ order_number: token(40) }),
  response: { 200: dataEnvelope(z.array(z.object({ porting_id: z.string(), sim_serial: z.string().nullable() }))), 404: error },
});
