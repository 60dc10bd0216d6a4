import { z } from 'zod';
import { i18nTextSchema } from './content';
import { text, token } from './contracts/primitives';
import { otpCodeSchema } from './otp';
import { orderViewSchema } from './order';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';
import { SUBSCRIBER_CHANGE_STATUSES, SUBSCRIBER_TYPES, subscriberPackageSchema, type SubscriberStatus, type SubscriberType } from './subscribers';

/**
 * Prepaid to postpaid (issue 15; spec 2 /pre2post, 7 check/pre_to_post, /placeorder/pre_to_post/ss):
 * the check (number + Thai ID -> OTP to that number), the qualification in the shape of TM Forum
 * TMF679 (qualified / unqualified with every reason at once), the plans offered for the conversion
 * with what is kept, the order body (billing address, PDPA consents, eKYC application) and the
 * order view with its conversion. The eligibility rules are `pre2postReasons` below (pure).
 */

/** A qualification is good for this long after the OTP (then 410 qualification_expired at order). */
export const QUALIFICATION_TTL_MS = 30 * 60_000;

export const PRE2POST_REASONS = ['id_mismatch', 'not_prepaid', 'suspended', 'blacklisted', 'too_new', 'balance_owed', 'conversion_pending'] as const;
export type Pre2postReasonCode = (typeof PRE2POST_REASONS)[number];

/** One reason a number cannot convert; `details` where there is a figure to show (months, amount owed in satang). */
export const qualificationReasonSchema = z.object({
  code: z.enum(PRE2POST_REASONS),
  details: z
    .object({
      months: z.number().int().optional(),
      min_months: z.number().int().optional(),
      /** Satang owed (positive). */
      amount: z.number().int().optional(),
    })
    .optional(),
});
export type QualificationReason = z.infer<typeof qualificationReasonSchema>;

/** What the eligibility rules look at, read from the subscriber system (and the store's own pending orders). */
export interface EligibilityFacts {
  type: SubscriberType;
  status: SubscriberStatus;
  blacklisted: boolean;
  /** Whole months since activation. */
  months: number;
  /** Satang; negative = owed. */
  balance: number;
  /** The declared Thai ID is the holder's. */
  holderMatches: boolean;
  /** The number already has a conversion pending (scheduled, or an order waiting for it). */
  conversionPending: boolean;
}

/** Config `check_aging`: when on, a number younger than `min_months` cannot convert. */
export interface EligibilityRules {
  checkAging: { toggle: boolean; min_months: number };
}

/**
 * Every reason a prepaid number cannot convert to postpaid, all at once (not just the first), in a
 * fixed order; an empty list means qualified.
 */
export function pre2postReasons(facts: EligibilityFacts, rules: EligibilityRules): QualificationReason[] {
  const reasons: QualificationReason[] = [];
  if (!facts.holderMatches) reasons.push({ code: 'id_mismatch' });
  if (facts.type !== 'prepaid') reasons.push({ code: 'not_prepaid' });
  if (facts.status === 'suspended') reasons.push({ code: 'suspended' });
  if (facts.blacklisted) reasons.push({ code: 'blacklisted' });
  if (rules.checkAging.toggle && facts.months < rules.checkAging.min_months) {
    reasons.push({ code: 'too_new', details: { months: facts.months, min_months: rules.checkAging.min_months } });
  }
  if (facts.balance < 0) reasons.push({ code: 'balance_owed', details: { amount: -facts.balance } });
  if (facts.conversionPending) reasons.push({ code: 'conversion_pending' });
  return reasons;
}

/** The time a conversion takes effect: the next 00:00 in Asia/Bangkok (UTC+7, no daylight saving) after `now`. */
export function nextBangkokMidnight(now: Date): Date {
  const BKK = 7 * 3_600_000;
  const local = now.getTime() + BKK;
  const day = 86_400_000;
  return new Date((Math.floor(local / day) + 1) * day - BKK);
}

const mobile = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));

/** A Thai ID as typed (dashes and spaces allowed); the service checks its checksum (400 thai_id_invalid, not validation_failed). */
const thaiIdInput = text(32).min(1);

/** POST /pre2post/check: the number to convert and the holder's Thai ID (checksum checked: 400 thai_id_invalid). */
export const pre2postCheckBodySchema = z.object({
  mobile_number: mobile,
  thai_id: thaiIdInput,
  lang: z.enum(['th', 'en']).default('th'),
});
export type Pre2postCheckBody = z.input<typeof pre2postCheckBodySchema>;

/** POST /pre2post/qualifications: the check's OTP request and code, with the same number and ID. */
export const qualificationBodySchema = z.object({
  request_id: z.string().uuid(),
  mobile_number: mobile,
  thai_id: thaiIdInput,
  code: otpCodeSchema,
});
export type QualificationBody = z.input<typeof qualificationBodySchema>;

/**
 * A qualification (TMF679 ProductOfferingQualification, trimmed): `qualification_result` qualified
 * or unqualified with its reasons; kept QUALIFICATION_TTL_MS for the user who made it. The number
 * and the ID are masked; `subscriber` is what the subscriber system says of the line (shown to the
 * person who just proved they hold the SIM by its OTP). `ekyc_required` follows config ekyc_mobile.
 */
export const qualificationSchema = z.object({
  id: z.string(),
  mobile_number: z.string(),
  thai_id: z.string(),
  qualification_result: z.enum(['qualified', 'unqualified']),
  created_at: z.string(),
  expires_at: z.string(),
  subscriber: z.object({
    type: z.enum(SUBSCRIBER_TYPES),
    package: subscriberPackageSchema,
    months: z.number().int(),
    /** Satang; negative = owed. */
    balance: z.number().int(),
  }),
  reasons: z.array(qualificationReasonSchema),
  ekyc_required: z.boolean(),
});
export type Qualification = z.infer<typeof qualificationSchema>;

/** What happens to the prepaid balance at the conversion. */
export const BALANCE_POLICIES = ['credited_to_first_bill', 'kept_as_credit', 'forfeited'] as const;
export type BalancePolicy = (typeof BALANCE_POLICIES)[number];

/** A postpaid plan offered for the conversion (the SIM module's plan, by NAS code) and what the subscriber keeps. */
export const pre2postPlanSchema = z.object({
  nas_code: z.string(),
  package_id: z.number().int(),
  name: i18nTextSchema,
  /** Satang a month, billed monthly (nothing is paid online). */
  monthly_price: z.number().int(),
  contract: z.number().int(),
  penalty: z.number().int(),
  data_gb: z.number().nullable(),
  speed_mbps: z.number().nullable(),
  call_minutes: z.number().int().nullable(),
  highlights: z.array(i18nTextSchema),
  term_short: i18nTextSchema,
  term_long: i18nTextSchema,
  image: z.object({ desktop: z.string(), mobile: z.string() }),
  keeps: z.object({
    /** The number stays the same (always true for a conversion). */
    number: z.literal(true),
    balance: z.enum(BALANCE_POLICIES),
    /** The kept things in words, for the plan page. */
    notes: z.array(i18nTextSchema),
  }),
});
export type Pre2postPlan = z.infer<typeof pre2postPlanSchema>;

export { CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS, type ConsentPurpose } from './consents';

const phone = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }));

/** The address bills go to (the Thai address picker: subdistrict + postcode; province and district follow). */
export const billingAddressInputSchema = z.object({
  name: text(100).min(1),
  phone,
  line1: text(200).min(1),
  subdistrict_id: z.number().int().positive().max(2_147_483_647),
  postcode: z.string().regex(/^\d{5}$/),
});

/** POST /pre2post/orders (spec /placeorder/pre_to_post/ss, /pre_ekyc/placeorder), with an Idempotency-Key header. */
export const pre2postOrderBodySchema = z.object({
  qualification_id: z.string().uuid(),
  nas_code: token(40),
  billing_address: billingAddressInputSchema,
  email: z.email().max(200).optional(),
  consents: z.object({ terms: z.literal(true), marketing: z.boolean(), data_sharing: z.boolean() }),
  ekyc_application_id: z.string().uuid().optional(),
});
export type Pre2postOrderBody = z.input<typeof pre2postOrderBodySchema>;

/** What placing answers: where the success page goes, and the order's state (awaiting_ekyc or in_progress). */
export const pre2postPlacedSchema = z.object({
  order_number: z.string(),
  secure_key: z.string(),
  state: z.enum(['awaiting_ekyc', 'in_progress', 'completed', 'cancelled']),
});
export type Pre2postPlaced = z.infer<typeof pre2postPlacedSchema>;

/**
 * The conversion an order carries: `pending` while the order waits for eKYC (nothing sent to the
 * subscriber system yet, effective_at null), then the subscriber system's change: scheduled,
 * applied or cancelled.
 */
export const CONVERSION_STATES = ['pending', ...SUBSCRIBER_CHANGE_STATUSES] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];
export const conversionViewSchema = z.object({
  number: z.string(),
  nas_code: z.string(),
  plan_title: i18nTextSchema,
  effective_at: z.string().nullable(),
  state: z.enum(CONVERSION_STATES),
});
export type ConversionView = z.infer<typeof conversionViewSchema>;

/** GET /pre2post/orders/:secure_key: the order view (masked) and its conversion. */
export const pre2postOrderViewSchema = orderViewSchema.extend({ conversion: conversionViewSchema });
export type Pre2postOrderView = z.infer<typeof pre2postOrderViewSchema>;

// ---------------------------------------------------------------------------------------------
// The console's conversions queue (issue 20 work queues; decision 045).

/** A conversion's own states (pre2post_conversions.state): pending ones are awaiting_ekyc, to_schedule and scheduled. */
export const CONVERSION_ROW_STATES = ['awaiting_ekyc', 'to_schedule', 'scheduled', 'applied', 'cancelled'] as const;
export type ConversionRowState = (typeof CONVERSION_ROW_STATES)[number];
/** The queue's filter: a state, or `attention` (waiting for the eKYC or not yet taken by the subscriber system). */
export const CONVERSION_QUEUE_FILTERS = ['attention', ...CONVERSION_ROW_STATES] as const;
export type ConversionQueueFilter = (typeof CONVERSION_QUEUE_FILTERS)[number];

/** A conversion as staff see it: the number masked, no ID; what the subscriber system last said. */
export const staffConversionSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  mobile_number: z.string(),
  nas_code: z.string(),
  plan_title: z.object({ th: z.string(), en: z.string() }),
  state: z.enum(CONVERSION_ROW_STATES),
  ekyc_application_id: z.string().nullable(),
  change_id: z.string().nullable(),
  effective_at: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error_code: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffConversion = z.infer<typeof staffConversionSchema>;
