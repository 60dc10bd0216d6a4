import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  CLM_VAS_SERVICES,
  clmChangeViewSchema,
  clmConfirmPackageBodySchema,
  clmCurrentPackageSchema,
  clmOnTopSchema,
  clmOtpBodySchema,
  clmPackageOfferSchema,
  clmVasChangeBodySchema,
  clmVasListSchema,
  clmVerificationSchema,
  clmVerifyMobileBodySchema,
  clmVerifyMobileOnlyBodySchema,
  clmVerifyTolBodySchema,
} from '../clm';
import { defineRoute } from './define';
import { token } from './primitives';

const tags = ['clm'];
const error = errorEnvelopeSchema;
const idParams = z.object({ id: z.string().uuid() });
const idempotency = z.object({ 'idempotency-key': z.string().optional() });
const verifyErrors = { 400: error, 401: error, 403: error, 404: error, 409: error, 429: error, 503: error };
const readErrors = { 401: error, 403: error, 404: error, 410: error, 503: error };

export const verifyUppack = defineRoute({
  method: 'POST',
  path: '/clm/uppack/verify',
  tags,
  summary:
    'Package upgrade, verify (spec clm-up-pack/verify): sends an OTP (flow clm) to the number and opens a verification bound to this user and browser (cookie store_clm). 404 subscriber_not_found, 409 subscriber_suspended, 429 otp_resend_too_soon / otp_rate_limited, 503 subscriber_system_busy (details.retry_after_s)',
  body: clmVerifyMobileBodySchema,
  response: { 201: dataEnvelope(clmVerificationSchema), ...verifyErrors },
});

export const verifyUppackOwner = defineRoute({
  method: 'POST',
  path: '/clm/uppack/verify-mobile-only',
  tags,
  summary: 'Package upgrade, verify-mobile-only: the signed-in user’s own number (proved by an OTP here in the last 90 days) is verified without an OTP. 403 not_your_number',
  body: clmVerifyMobileOnlyBodySchema,
  response: { 201: dataEnvelope(clmVerificationSchema), ...verifyErrors },
});

export const verifyTmvhVas = defineRoute({
  method: 'POST',
  path: '/clm/vas/tmvh/verify',
  tags,
  summary: 'Mobile add-ons, verify (spec clm-tmvh-vas/verify): an OTP to the number, as for the package upgrade',
  body: clmVerifyMobileBodySchema,
  response: { 201: dataEnvelope(clmVerificationSchema), ...verifyErrors },
});

export const verifyTmvhVasOwner = defineRoute({
  method: 'POST',
  path: '/clm/vas/tmvh/verify-mobile-only',
  tags,
  summary: 'Mobile add-ons, the owner’s own number without an OTP (403 not_your_number)',
  body: clmVerifyMobileOnlyBodySchema,
  response: { 201: dataEnvelope(clmVerificationSchema), ...verifyErrors },
});

export const verifyTolVas = defineRoute({
  method: 'POST',
  path: '/clm/vas/tol/verify',
  tags,
  summary:
    'Home-internet add-ons, verify (spec clm-tol-vas/verify): an OTP to the account’s contact mobile. 404 tol_account_not_found, 409 subscriber_suspended, 503 subscriber_system_busy',
  body: clmVerifyTolBodySchema,
  response: { 201: dataEnvelope(clmVerificationSchema), ...verifyErrors },
});

export const getClmVerification = defineRoute({
  method: 'GET',
  path: '/clm/verifications/:id',
  tags,
  summary: 'My verification (404 verification_not_found for another user’s or browser’s, 410 verification_expired)',
  params: idParams,
  response: { 200: dataEnvelope(clmVerificationSchema), ...readErrors },
});

export const confirmClmOtp = defineRoute({
  method: 'POST',
  path: '/clm/verifications/:id/otp',
  tags,
  summary: 'The OTP of a verification: 400 otp_incorrect (details.attempts_left) / otp_expired, 429 otp_attempts_exceeded, 404 otp_not_found',
  params: idParams,
  body: clmOtpBodySchema,
  response: { 200: dataEnvelope(clmVerificationSchema), 400: error, ...readErrors, 429: error },
});

export const getClmCurrentPackage = defineRoute({
  method: 'GET',
  path: '/clm/verifications/:id/current-package',
  tags,
  summary:
    'Spec clm-up-pack/get-current-package: the line (number and ID masked), its package and benefits, contract end, bill cycle, a change on the way. 403 verification_required',
  params: idParams,
  response: { 200: dataEnvelope(clmCurrentPackageSchema), ...readErrors },
});

export const getClmOnTop = defineRoute({
  method: 'GET',
  path: '/clm/verifications/:id/benefit-on-top',
  tags,
  summary: 'Spec clm-up-pack/benefit-on-top: the on-top benefits running on the line',
  params: idParams,
  response: { 200: dataEnvelope(z.array(clmOnTopSchema)), ...readErrors },
});

export const listClmPackages = defineRoute({
  method: 'GET',
  path: '/clm/verifications/:id/packages',
  tags,
  summary:
    'Spec clm-up-pack/list-package: every package offered, with the monthly difference; the refused ones with their reasons (current_package, type_not_allowed, family_not_allowed, too_new, under_contract)',
  params: idParams,
  response: { 200: dataEnvelope(z.array(clmPackageOfferSchema)), ...readErrors },
});

export const confirmClmPackage = defineRoute({
  method: 'POST',
  path: '/clm/verifications/:id/confirm-new-package',
  tags,
  summary:
    'Spec clm-up-pack/confirm-new-package, with an Idempotency-Key (400 idempotency_key_required): a package_change service order and the change scheduled now or at the next bill cycle. 201 placed; 200 the same change again (same key, or the same package confirmed again). 404 package_not_offered, 409 change_pending / subscriber_suspended / idempotency_key_reused, 422 package_not_eligible (details.reasons) / billing_address_missing, 503 subscriber_system_busy',
  params: idParams,
  headers: idempotency,
  body: clmConfirmPackageBodySchema,
  response: { 200: dataEnvelope(clmChangeViewSchema), 201: dataEnvelope(clmChangeViewSchema), 400: error, 409: error, 422: error, ...readErrors },
});

export const getClmChange = defineRoute({
  method: 'GET',
  path: '/clm/changes/:secure_key',
  tags,
  summary: 'Spec clm-up-pack/success: the change of an order by its secure key (number masked), with the order’s state',
  params: z.object({ secure_key: token(64) }),
  response: { 200: dataEnvelope(clmChangeViewSchema), 404: error },
});

export const listClmVas = defineRoute({
  method: 'GET',
  path: '/clm/verifications/:id/vas',
  tags,
  summary: 'Spec clm-{tmvh,tol}-vas/list-package: the add-ons of the line or account, with monthly price and what they include, the subscribed ones marked',
  params: idParams,
  response: { 200: dataEnvelope(clmVasListSchema), ...readErrors },
});

export const changeClmVas = defineRoute({
  method: 'POST',
  path: '/clm/verifications/:id/vas',
  tags,
  summary:
    'Spec clm-{tmvh,tol}-vas/confirm-new-package, with an Idempotency-Key: adds or removes an add-on (a vas_change service order, completed at once). 201 done, 200 the same again. 404 vas_not_found, 409 vas_already_subscribed / vas_not_subscribed / subscriber_suspended, 503 subscriber_system_busy',
  params: idParams,
  headers: idempotency,
  body: clmVasChangeBodySchema,
  response: { 200: dataEnvelope(clmChangeViewSchema), 201: dataEnvelope(clmChangeViewSchema), 400: error, 409: error, 422: error, ...readErrors },
});

export const previewClmCurrentPackage = defineRoute({
  method: 'GET',
  path: '/clm/preview/current-package',
  tags,
  summary: 'Spec clm/preview/get-current-package: a made-up subscriber’s package (preview: true), never a real line’s data',
  response: { 200: dataEnvelope(clmCurrentPackageSchema), 404: error },
});

export const previewClmOnTop = defineRoute({
  method: 'GET',
  path: '/clm/preview/benefit-on-top',
  tags,
  summary: 'Spec clm/preview/benefit-on-top: sample on-top benefits',
  response: { 200: dataEnvelope(z.array(clmOnTopSchema)) },
});

export const previewClmPackages = defineRoute({
  method: 'GET',
  path: '/clm/preview/packages',
  tags,
  summary: 'Spec clm/preview/list-package: the packages offered, as the sample subscriber would see them',
  response: { 200: dataEnvelope(z.array(clmPackageOfferSchema)) },
});

export const previewClmVas = defineRoute({
  method: 'GET',
  path: '/clm/preview/vas/:service',
  tags,
  summary: 'Spec clm-{tmvh,tol}-vas/preview/list-package: the add-ons sold, as the sample subscriber would see them',
  params: z.object({ service: z.enum(CLM_VAS_SERVICES) }),
  response: { 200: dataEnvelope(clmVasListSchema), 503: error },
});
