import { z } from 'zod';
import { i18nTextSchema } from './content';
import { text, token } from './contracts/primitives';
import { otpCodeSchema } from './otp';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';

/**
 * Number porting in (issue 16; spec 2 /mnp/*, /online-store/mnp-*, 3 product types mnp_one_step,
 * mnp_two_step, device_mnp_bundle, 7 "MNP"; DOMAIN.md "Number portability"). The shopper proves
 * they hold the number (OTP to it) and the ID, gives the PIN of their current operator (one-step,
 * or at activation for two-step), picks a plan (or a device bundle), passes eKYC when configured,
 * and checks out; the store submits a porting request to the national clearinghouse, which the
 * current operator (the donor) validates; approved requests are scheduled in a porting window and
 * completed within 2 days, when the number joins this operator's subscribers.
 */

/** The four journeys: SIM only in one step (PIN now, submitted when paid), two steps (SIM first, submitted at activation), a device bundle, an auto bundle (device + plan from the NAS code, with a temporary number). */
export const MNP_MODES = ['one_step', 'two_step', 'bundle', 'auto'] as const;
export type MnpMode = (typeof MNP_MODES)[number];

/** The `:id` of /mnp/verify/:id/:code. */
export const MNP_VERIFY_MODE_SLUGS = { 'one-step': 'one_step', 'two-step': 'two_step' } as const satisfies Record<string, MnpMode>;

/** The other operators a number can come from (donors). */
export const DONORS = ['ais', 'nt'] as const;
export type DonorId = (typeof DONORS)[number];
export const DONOR_NAMES: Record<DonorId, { th: string; en: string }> = {
  ais: { th: 'เอไอเอส', en: 'AIS' },
  nt: { th: 'เอ็นที (my by NT)', en: 'NT (my by NT)' },
};

/** A verification (after the OTP) is good for this long; then 410 mnp_verification_expired. */
export const MNP_VERIFICATION_TTL_MS = 30 * 60_000;
/** Wrong PINs a verification may try (then 429 porting_pin_locked); the clearinghouse also locks a PIN after as many. */
export const MNP_PIN_MAX_ATTEMPTS = 5;
/** A porting PIN: 8 digits, from the current operator (*151*<ID>#), valid until 00:00 Asia/Bangkok. */
export const PORTING_PIN_RE = /^\d{8}$/;
/** Submissions the clearinghouse does not answer are retried this many times (backoff 1, 2, 4, 8, 16 minutes), then the porting is `stuck` for staff. */
export const MNP_SUBMIT_MAX_ATTEMPTS = 6;
export function submitBackoffMs(attempts: number): number {
  return Math.min(16, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/** A porting request's state at the clearinghouse. */
export const PORTING_REQUEST_STATES = ['submitted', 'donor_validating', 'approved', 'rejected', 'scheduled', 'completed', 'cancelled'] as const;
export type PortingRequestState = (typeof PORTING_REQUEST_STATES)[number];
/** Open requests: at most one per number. */
export const OPEN_PORTING_REQUEST_STATES: readonly PortingRequestState[] = ['submitted', 'donor_validating', 'approved', 'scheduled'];

/** The only reasons a porting may be refused (DOMAIN.md: refusals only for stated reasons). */
export const PORTING_REJECT_REASONS = ['id_mismatch', 'pin_invalid', 'unregistered_prepaid', 'unpaid_bill', 'number_inactive', 'porting_in_progress'] as const;
export type PortingRejectReason = (typeof PORTING_REJECT_REASONS)[number];

/**
 * The store's porting (the `porting` hold of an MNP cart line): held (in a cart), awaiting_payment
 * (its order is placed), awaiting_activation (two-step: paid, waits for the SIM in hand), to_submit
 * (the sweeper submits it, retrying with backoff), stuck (never answered: for staff), then the
 * clearinghouse's states, ending completed, rejected or cancelled.
 */
export const MNP_PORTING_STATES = [
  'held',
  'awaiting_payment',
  'awaiting_activation',
  'to_submit',
  'stuck',
  'submitted',
  'donor_validating',
  'approved',
  'scheduled',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type MnpPortingState = (typeof MNP_PORTING_STATES)[number];
export const ENDED_PORTING_STATES: readonly MnpPortingState[] = ['completed', 'rejected', 'cancelled'];
/** The shopper may cancel until the porting is scheduled. */
export const CANCELLABLE_PORTING_STATES: readonly MnpPortingState[] = [
  'held',
  'awaiting_payment',
  'awaiting_activation',
  'to_submit',
  'stuck',
  'submitted',
  'donor_validating',
  'approved',
];

/** The steps tracking shows for a porting. */
export const PORTING_STEPS = ['submitted', 'donor_validating', 'approved', 'scheduled', 'completed'] as const;
export type PortingStep = (typeof PORTING_STEPS)[number];

/**
 * A SIM card serial (ICCID, ITU-T E.118): 89 (telecom) + 66 (Thailand) + 15 digits + a Luhn check
 * digit, 20 digits. Printed on the SIM: the two-step activation asks for it.
 */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
export function iccidOf(body15: string): string {
  if (!/^\d{15}$/.test(body15)) throw new Error('An ICCID body is 15 digits.');
  const base = `8966${body15}`;
  return `${base}${luhnCheckDigit(base)}`;
}
export function isIccid(value: string): boolean {
  return /^8966\d{16}$/.test(value) && luhnCheckDigit(value.slice(0, 19)) === Number(value[19]);
}
/** A serial as typed (spaces and dashes allowed). */
export const normalizeIccid = (value: string) => value.replace(/[\s-]/g, '');

const mobile = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));
/** A Thai ID as typed; the service checks its checksum (400 thai_id_invalid). */
const thaiIdInput = text(32).min(1);
const lang = z.enum(['th', 'en']).default('th');

/** A plan offered for porting in: the SIM module's postpaid plan by NAS code, the journeys it allows and what is paid online. */
export const mnpOfferSchema = z.object({
  nas_code: z.string(),
  package_id: z.number().int(),
  name: i18nTextSchema,
  /** Satang a month. */
  monthly_price: z.number().int(),
  /** Paid online with the order (satang; 0 = nothing). */
  advance_payment: z.number().int(),
  contract: z.number().int(),
  data_gb: z.number().nullable(),
  speed_mbps: z.number().nullable(),
  call_minutes: z.number().int().nullable(),
  highlights: z.array(i18nTextSchema),
  term_short: i18nTextSchema,
  image: z.object({ desktop: z.string(), mobile: z.string() }),
  modes: z.array(z.enum(['one_step', 'two_step'])),
});
export type MnpOffer = z.infer<typeof mnpOfferSchema>;

/** A device bundle for porting in: a device variant at the bundle price with a plan and a contract. */
export const mnpBundleSchema = z.object({
  id: z.string(),
  name: i18nTextSchema,
  product: z.object({ id: z.number().int(), title: i18nTextSchema, brand: z.string(), image: z.string(), href: z.string() }),
  variant: z.object({
    id: z.number().int(),
    capacity: z.string().nullable(),
    /** The colour's key (its picture's path). */
    colour: z.string().nullable(),
    /** The colour's name in both languages. */
    colour_name: i18nTextSchema.nullable(),
    /** The device's own price now (satang). */
    price: z.number().int(),
    in_stock: z.boolean(),
  }),
  /** Every variant of the device the bundle applies to (for the picker). */
  variants: z.array(
    z.object({
      id: z.number().int(),
      capacity: z.string().nullable(),
      colour: z.string().nullable(),
      colour_name: i18nTextSchema.nullable(),
      price: z.number().int(),
      in_stock: z.boolean(),
    }),
  ),
  /** Satang off the device price. */
  discount: z.number().int(),
  /** The device at the bundle price (price - discount). */
  bundle_price: z.number().int(),
  advance_payment: z.number().int(),
  /** Paid online: bundle_price + advance_payment. */
  pay_now: z.number().int(),
  contract_months: z.number().int(),
  offer: mnpOfferSchema,
});
export type MnpBundle = z.infer<typeof mnpBundleSchema>;

/** A device's bundles in short (GET /mnp/bundles?product_id=), for the product page's "switch to us with this phone" offers. */
export const mnpBundleSummarySchema = z.object({
  id: z.string(),
  name: i18nTextSchema,
  product_id: z.number().int(),
  /** The variant the bundle page opens with (the first in stock). */
  variant_id: z.number().int(),
  nas_code: z.string(),
  plan_name: i18nTextSchema,
  /** Satang a month. */
  monthly_price: z.number().int(),
  /** Satang off the device price. */
  discount: z.number().int(),
  contract_months: z.number().int(),
  advance_payment: z.number().int(),
});
export type MnpBundleSummary = z.infer<typeof mnpBundleSummarySchema>;

/** POST /mnp/check (spec /mnp/{path}): the number to move and the holder's ID; an OTP goes to the number. */
export const mnpCheckBodySchema = z.object({ mode: z.enum(MNP_MODES), mobile_number: mobile, thai_id: thaiIdInput, lang });
export type MnpCheckBody = z.input<typeof mnpCheckBodySchema>;

/** POST /mnp/check-otp: the OTP of the check, with the same number and ID. */
export const mnpCheckOtpBodySchema = z.object({ request_id: z.string().uuid(), mode: z.enum(MNP_MODES), mobile_number: mobile, thai_id: thaiIdInput, code: otpCodeSchema });
export type MnpCheckOtpBody = z.input<typeof mnpCheckOtpBodySchema>;

/** POST /mnp/verifications/:id/pin (spec verify-pin-code). */
export const mnpPinBodySchema = z.object({ pin: z.string().trim().regex(PORTING_PIN_RE, { message: 'porting_pin_format' }) });

/** A verification: the number proved by its OTP, for MNP_VERIFICATION_TTL_MS, for the user who made it. */
export const mnpVerificationSchema = z.object({
  id: z.string(),
  mode: z.enum(MNP_MODES),
  mobile_number: z.string(),
  thai_id: z.string(),
  donor: z.object({ id: z.enum(DONORS), name: i18nTextSchema }),
  donor_type: z.enum(['prepaid', 'postpaid']),
  /** One-step, bundle and auto need the PIN now; two-step gives it at activation. */
  pin_required: z.boolean(),
  pin_verified: z.boolean(),
  pin_expires_at: z.string().nullable(),
  pin_attempts_left: z.number().int(),
  ekyc_required: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type MnpVerification = z.infer<typeof mnpVerificationSchema>;

/** POST /mnp/placeorder (Idempotency-Key header): the porting, and its line in the caller's cart. */
export const mnpPlaceOrderBodySchema = z.object({
  verification_id: z.string().uuid(),
  nas_code: token(40),
  ekyc_application_id: z.string().uuid().optional(),
  bundle: z.object({ bundle_id: token(40), product_id: z.number().int().positive().max(2_147_483_647), variant_id: z.number().int().positive().max(2_147_483_647) }).optional(),
  consents: z.object({ terms: z.literal(true), marketing: z.boolean(), data_sharing: z.boolean() }),
});
export type MnpPlaceOrderBody = z.input<typeof mnpPlaceOrderBodySchema>;
export const mnpPlacedSchema = z.object({ cart_id: z.string(), line_id: z.string(), porting_id: z.string() });
export type MnpPlaced = z.infer<typeof mnpPlacedSchema>;

/** A porting as the shopper sees it (tracking) and staff see it (with `order_number`). */
export const mnpPortingViewSchema = z.object({
  id: z.string(),
  order_number: z.string().nullable(),
  mode: z.enum(MNP_MODES),
  mobile_number: z.string(),
  donor: z.object({ id: z.enum(DONORS), name: i18nTextSchema }),
  plan: z.object({ nas_code: z.string(), title: i18nTextSchema }),
  state: z.enum(MNP_PORTING_STATES),
  reason: z.enum(PORTING_REJECT_REASONS).nullable(),
  /** When the number moves (start of the porting window), once scheduled. */
  window_at: z.string().nullable(),
  /** The auto bundle's temporary number (until the porting completes). */
  temp_number: z.string().nullable(),
  steps: z.array(z.object({ key: z.enum(PORTING_STEPS), done: z.boolean(), at: z.string().nullable() })),
  cancellable: z.boolean(),
  /** Two-step: the SIM is delivered and the porting waits for its activation. */
  can_activate: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MnpPortingView = z.infer<typeof mnpPortingViewSchema>;

/** Staff's view of a porting: the shopper's view with the submission attempts. */
export const mnpStaffPortingSchema = mnpPortingViewSchema.extend({
  attempts: z.number().int(),
  last_error_code: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type MnpStaffPorting = z.infer<typeof mnpStaffPortingSchema>;

/** POST /mnp/activations (two-step): the order, the serial printed on the delivered SIM, and the PIN. */
export const mnpActivationBodySchema = z.object({
  order_number: token(40),
  sim_serial: z
    .string()
    .trim()
    .max(40)
    .transform(normalizeIccid)
    .pipe(z.string().regex(/^\d{19,20}$/, { message: 'sim_serial_format' })),
  pin: z.string().trim().regex(PORTING_PIN_RE, { message: 'porting_pin_format' }),
});
export type MnpActivationBody = z.input<typeof mnpActivationBodySchema>;

/** GET /mnp/bundling/random/mobile/nas: a temporary number offered with an auto bundle. */
export const mnpTempNumberSchema = z.object({ mobile_number: z.string(), nas_code: z.string() });
