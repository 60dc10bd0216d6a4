import { z } from 'zod';
import { dataEnvelope } from '../api';
import { instantClaimBodySchema, PACK_STATUSES } from '../instant-sim';
import { numberHoldSchema } from '../number-search';
import { otpRequestSchema, otpSentSchema } from '../otp';
import { simPackageQuerySchema, simPackageSchema, simVerificationSchema, simVerifyBodySchema } from '../sim';
import { diyChoiceSchema, diyOptionSchema } from '../sim-diy';
import { defineRoute } from './define';
import { INT32_MAX } from './primitives';

const tags = ['sim'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });
const verificationParams = z.object({ id: z.string().uuid() });

export const listSimPackages = defineRoute({
  method: 'GET',
  path: '/sim/packages',
  tags,
  summary: 'Price plans (spec GET /truemoveh/price-plan/search: section wemall, sim_type postpaid by default)',
  querystring: simPackageQuerySchema,
  response: { 200: dataEnvelope(z.array(simPackageSchema)) },
});

export const getSimPackage = defineRoute({
  method: 'GET',
  path: '/sim/packages/:id',
  tags,
  summary: 'One price plan',
  params: idParams,
  response: { 200: dataEnvelope(simPackageSchema) },
});

export const getSimPackageBanner = defineRoute({
  method: 'GET',
  path: '/sim/packages/:id/:variant.svg',
  tags,
  summary: 'A plan banner drawn as SVG, its words in the page language (lang th by default, or en)',
  params: idParams.extend({ variant: z.enum(['desktop', 'mobile', 'detail-desktop', 'detail-mobile']) }),
  querystring: z.object({ lang: z.enum(['th', 'en']).default('th') }),
  response: { 200: z.string().meta({ description: 'image/svg+xml' }) },
});

export const listEsimDevices = defineRoute({
  method: 'GET',
  path: '/esim/support-devices',
  tags,
  summary: 'Devices that take an eSIM (spec GET /esim/support-devices)',
  response: { 200: dataEnvelope(z.array(z.object({ brand: z.string(), model: z.string() }))) },
});

export const sendSimOtp = defineRoute({
  method: 'POST',
  path: '/sim/otp',
  tags,
  summary: 'Send an OTP to a mobile number (spec GET /wportal/otp/request); 429 otp_resend_too_soon / otp_rate_limited',
  body: otpRequestSchema,
  response: { 201: dataEnvelope(otpSentSchema) },
});

export const verifySimBuyer = defineRoute({
  method: 'POST',
  path: '/sim/verifications',
  tags,
  summary: 'Verify the buyer of a held number: Thai ID (checksum), birth date, OTP, blacklist (spec POST /verify/{id}); the ID is masked in the answer',
  body: simVerifyBodySchema,
  response: { 201: dataEnvelope(simVerificationSchema) },
});

export const getSimVerification = defineRoute({
  method: 'GET',
  path: '/sim/verifications/:id',
  tags,
  summary: 'One of my verifications (masked)',
  params: verificationParams,
  response: { 200: dataEnvelope(simVerificationSchema) },
});

export const addVerifiedToCart = defineRoute({
  method: 'POST',
  path: '/sim/verifications/:id/cart',
  tags,
  summary: 'Put a verified number and its plan in my cart (the line carries sim_meta and the hold); 409 hold_expired',
  params: verificationParams,
  response: { 201: dataEnvelope(z.object({ cart_id: z.string(), line_id: z.string() })) },
});

export const getSimDiy = defineRoute({
  method: 'GET',
  path: '/sim/diy',
  tags,
  summary: 'SIM DIY postpaid (spec GET /truemoveh/sim-diy/package): the plan (contract, terms) and the active options with their monthly prices',
  response: { 200: dataEnvelope(z.object({ plan: simPackageSchema, options: z.array(diyOptionSchema) })) },
});

export const quoteSimDiy = defineRoute({
  method: 'POST',
  path: '/sim/diy/quote',
  tags,
  summary: 'SIM DIY: price a composition (spec POST /truemoveh/sim-diy/package); 400 diy_option_unknown / diy_option_kind / diy_extra_duplicate',
  body: diyChoiceSchema,
  response: { 200: dataEnvelope(z.object({ monthly_price: z.number().int(), parts: z.array(diyOptionSchema) })) },
});

export const claimInstantPack = defineRoute({
  method: 'POST',
  path: '/sim/instant/claims',
  tags,
  summary:
    'Instant SIM: claim the pack in hand (number + last 6 digits or whole ICCID) to activate it with an instant-SIM plan (201; 200 when already mine); 404 pack_not_found, 409 pack_claimed / pack_activated',
  body: instantClaimBodySchema,
  response: { 200: dataEnvelope(numberHoldSchema), 201: dataEnvelope(numberHoldSchema) },
});

export const listInstantClaims = defineRoute({
  method: 'GET',
  path: '/sim/instant/claims',
  tags,
  summary: 'My instant-SIM packs being activated (live claims), soonest expiry first',
  response: { 200: dataEnvelope(z.array(numberHoldSchema)) },
});

export const listInstantPacks = defineRoute({
  method: 'GET',
  path: '/dev/instant-sim-packs',
  tags,
  summary: 'Operator/developer: instant-SIM packs in stock (number, ICCID, batch, status)',
  querystring: z.object({ status: z.enum(PACK_STATUSES).optional(), limit: z.coerce.number().int().min(1).max(200).default(20) }),
  response: {
    200: dataEnvelope(z.array(z.object({ iccid: z.string(), number: z.string(), batch: z.string(), status: z.enum(PACK_STATUSES), activated_at: z.string().nullable() }))),
  },
});

export const readSmsOutbox = defineRoute({
  method: 'GET',
  path: '/dev/sms-outbox',
  tags,
  summary: 'Operator/developer: the embedded SMS outbox, newest first',
  querystring: z.object({
    to: z
      .string()
      .regex(/^0\d{9}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: { 200: dataEnvelope(z.array(z.object({ id: z.string(), to: z.string(), body: z.string(), purpose: z.string(), created_at: z.string() }))) },
});
