import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  BUNDLE_KINDS,
  BUNDLE_SHELVES,
  LEAD_STATES,
  bundleCampaignSchema,
  bundleCampaignSummarySchema,
  bundleClaimedSchema,
  bundleRulesSchema,
  bundleVerificationSchema,
  instantBenefitSchema,
  leadSchema,
} from '../bundles';
import { otpCodeSchema, otpSentSchema } from '../otp';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '../phone';
import { defineRoute } from './define';
import { int32Param, serialIdParam, text, token } from './primitives';

const tags = ['bundles'];
const error = errorEnvelopeSchema;
const mobile = text(20)
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));
/** A Thai ID as typed; the service checks its checksum (400 thai_id_invalid). */
const thaiId = text(32).min(1);
const campaignId = token(60);

export const listBundleCampaigns = defineRoute({
  method: 'GET',
  path: '/bundles/campaigns',
  tags,
  summary: 'Open device-bundle campaigns (the /clmbundle, /clm/* offers pages), by kind and shelf; cheapest first',
  querystring: z.object({ kind: z.enum(BUNDLE_KINDS).optional(), shelf: z.enum(BUNDLE_SHELVES).optional(), product_id: serialIdParam().optional() }),
  response: { 200: dataEnvelope(z.array(bundleCampaignSummarySchema)) },
});

export const getBundleCampaign = defineRoute({
  method: 'GET',
  path: '/bundles/campaigns/:id',
  tags,
  summary: 'One campaign: its device variants at the subscriber price, plan, contract, rules and instant benefits (404 campaign_not_found)',
  params: z.object({ id: campaignId }),
  response: { 200: dataEnvelope(bundleCampaignSchema), 404: error },
});

export const sendBundleOtp = defineRoute({
  method: 'POST',
  path: '/bundles/otp',
  tags,
  summary:
    'Step 1 of validate_existing_campaign: the number and its holder ID are looked up in the subscriber system and an OTP goes to the number (signed in; 400 thai_id_invalid, 404 subscriber_not_found, 429 otp_*, 503 subscriber_system_busy)',
  body: z.object({ campaign_id: campaignId, mobile_number: mobile, thai_id: thaiId, lang: z.enum(['th', 'en']).default('th') }),
  response: { 201: dataEnvelope(otpSentSchema), 400: error, 401: error, 404: error, 429: error, 503: error },
});

const existingVerifyBody = z.object({
  campaign_id: campaignId,
  mobile_number: mobile,
  thai_id: thaiId,
  /** The OTP of POST /bundles/otp; left out by a signed-in owner who proved the number within the last 30 minutes. */
  request_id: z.string().uuid().optional(),
  code: otpCodeSchema.optional(),
});

export const validateExistingCampaign = defineRoute({
  method: 'POST',
  path: '/verify/validate_existing_campaign',
  tags,
  summary:
    'Spec POST /verify/validate_existing_campaign: a subscriber number (OTP or a signed-in owner) and the holder ID against a device_bundle_existing campaign; answers eligible or every reason (404 campaign_not_found, 422 otp_required)',
  body: existingVerifyBody,
  response: { 201: dataEnvelope(bundleVerificationSchema), 400: error, 401: error, 404: error, 422: error, 503: error },
});

export const verifyBundleCampaign = defineRoute({
  method: 'POST',
  path: '/truemoveh/bundle-campaigns/verify',
  tags,
  summary: 'Spec POST /truemoveh/bundle-campaigns/verify: the same check for a device_bundle_prepaid campaign (a prepaid customer)',
  body: existingVerifyBody,
  response: { 201: dataEnvelope(bundleVerificationSchema), 400: error, 401: error, 404: error, 422: error, 503: error },
});

export const verifyNewCustomer = defineRoute({
  method: 'POST',
  path: '/verify/:id',
  tags,
  summary:
    'Spec POST /verify/{id}: a new customer (device_bundle_new_customer, with a number held from the pool) or a device-only buyer checks their Thai ID against campaign {id}: one per ID per campaign (404 campaign_not_found, 400 thai_id_invalid)',
  params: z.object({ id: campaignId }),
  body: z.object({ thai_id: thaiId }),
  response: { 201: dataEnvelope(bundleVerificationSchema), 400: error, 401: error, 404: error, 422: error },
});

export const getBundleVerification = defineRoute({
  method: 'GET',
  path: '/bundles/verifications/:id',
  tags,
  summary: 'My verification (404 verification_not_found)',
  params: z.object({ id: z.string().uuid() }),
  response: { 200: dataEnvelope(bundleVerificationSchema), 401: error, 404: error },
});

export const claimBundle = defineRoute({
  method: 'POST',
  path: '/bundles/claims',
  tags,
  summary:
    'Puts an eligible verification in the cart (Idempotency-Key): the device line of its kind at the subscriber price, and an advancepayment line when the campaign has one (410 verification_expired, 422 not_eligible, 409 out_of_stock / hold_expired)',
  body: z.object({ verification_id: z.string().uuid(), variant_id: z.number().int().min(1).max(2_147_483_647), number_hold_id: token(100).optional() }),
  response: { 200: dataEnvelope(bundleClaimedSchema), 201: dataEnvelope(bundleClaimedSchema), 400: error, 401: error, 404: error, 409: error, 410: error, 422: error },
});

export const campaignInstantBenefits = defineRoute({
  method: 'POST',
  path: '/clm/get-campaign-instant-benefit',
  tags,
  summary: "Spec POST clm/get-campaign-instant-benefit: the campaign's instant benefits for this verified number, with the ones already claimed",
  body: z.object({ verification_id: z.string().uuid() }),
  response: { 200: dataEnvelope(z.array(instantBenefitSchema)), 401: error, 404: error, 410: error, 422: error },
});

export const claimInstantBenefit = defineRoute({
  method: 'POST',
  path: '/clm/instant-benefits/:benefit_id/claim',
  tags,
  summary: 'Claims an instant benefit for the verified number, once (stored; a repeat answers the same)',
  params: z.object({ benefit_id: token(60) }),
  body: z.object({ verification_id: z.string().uuid() }),
  response: { 200: dataEnvelope(instantBenefitSchema), 401: error, 404: error, 410: error, 422: error },
});

export const addLead = defineRoute({
  method: 'POST',
  path: '/clm/callback/add-leads',
  tags,
  summary: 'Spec POST clm/callback/add-leads: asks for a call back about a campaign (a lead transaction, state new; one open lead per number and campaign)',
  body: z.object({ campaign_id: campaignId, contact_name: text(120).min(1), mobile_number: mobile }),
  response: { 201: dataEnvelope(leadSchema), 200: dataEnvelope(leadSchema), 400: error, 404: error, 429: error },
});

export const listMyLeads = defineRoute({
  method: 'GET',
  path: '/clm/leadTransaction',
  tags,
  summary: "Spec GET /clm/leadTransaction: the signed-in user's lead transactions, newest first (number masked)",
  response: { 200: dataEnvelope(z.array(leadSchema)), 401: error },
});

export const updateMyLead = defineRoute({
  method: 'PUT',
  path: '/clm/leadTransaction',
  tags,
  summary: 'Spec PUT /clm/leadTransaction: the user withdraws one of their open leads (404 lead_not_found, 409 lead_closed)',
  body: z.object({ id: z.number().int().min(1).max(2_147_483_647), state: z.literal('withdrawn') }),
  response: { 200: dataEnvelope(leadSchema), 401: error, 404: error, 409: error },
});

export const listStaffLeads = defineRoute({
  method: 'GET',
  path: '/staff/bundles/leads',
  tags,
  summary: 'Lead transactions for the call centre (permission contact.read; every read audited)',
  querystring: z.object({ state: z.enum(LEAD_STATES).optional(), limit: int32Param().pipe(z.number().min(1).max(500)).default(50) }),
  response: { 200: dataEnvelope(z.array(leadSchema)), 401: error, 403: error },
});

export const updateStaffLead = defineRoute({
  method: 'PUT',
  path: '/staff/bundles/leads/:id',
  tags,
  summary: 'The call centre moves a lead (contacted, closed; permission contact.read; audited)',
  params: z.object({ id: serialIdParam() }),
  body: z.object({ state: z.enum(['contacted', 'closed']) }),
  response: { 200: dataEnvelope(leadSchema), 401: error, 403: error, 404: error },
});

export const listStaffCampaigns = defineRoute({
  method: 'GET',
  path: '/staff/bundles/campaigns',
  tags,
  summary: 'Every campaign, open or not (permission catalog.manage)',
  response: { 200: dataEnvelope(z.array(bundleCampaignSummarySchema.extend({ active: z.boolean(), rules: bundleRulesSchema }))), 401: error, 403: error },
});

export const updateStaffCampaign = defineRoute({
  method: 'PUT',
  path: '/staff/bundles/campaigns/:id',
  tags,
  summary: "Edits a campaign's window, rules, charges and on/off (permission catalog.manage; audited with before and after)",
  params: z.object({ id: campaignId }),
  body: z
    .object({
      active: z.boolean(),
      starts_at: z.string().datetime(),
      ends_at: z.string().datetime(),
      rc: z.number().int().min(0).max(100_000_000),
      advance_payment: z.number().int().min(0).max(100_000_000),
      contract_months: z.number().int().min(0).max(60),
      rules: bundleRulesSchema,
    })
    .partial(),
  response: { 200: dataEnvelope(bundleCampaignSchema), 400: error, 401: error, 403: error, 404: error },
});
