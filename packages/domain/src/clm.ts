import { z } from 'zod';
import { i18nTextSchema } from './content';
import { normalizeThaiMobile, THAI_MOBILE_RE } from './phone';
import { SUBSCRIBER_TYPES } from './subscribers';
import { text } from './contracts/primitives';

/**
 * Existing subscribers (CLM, issue 18 part A; decision 033): a package upgrade (/uppack) and the
 * value-added services (add-ons) of a mobile line (/clm/tmvhvas) or a home-internet account
 * (/clm/tolvas). Each starts with a verification: a short-lived server-side record bound to the
 * signed-in user, the browser (cookie) and the number or account, opened by an OTP to the number
 * (or to the account's contact mobile), or at once for the owner of the number.
 */
export const CLM_SERVICES = ['uppack', 'tmvh', 'tol'] as const;
export type ClmService = (typeof CLM_SERVICES)[number];
/** The add-on services: a mobile line's (tmvh) or a home-internet account's (tol). */
export const CLM_VAS_SERVICES = ['tmvh', 'tol'] as const;
export type ClmVasService = (typeof CLM_VAS_SERVICES)[number];

/** A verification lasts this long after it was opened (the pages then ask for a new OTP). */
export const CLM_VERIFICATION_TTL_MS = 30 * 60_000;
/** A number proved by OTP counts as the user's own (verify-mobile-only) for this long. */
export const CLM_OWNER_NUMBER_TTL_MS = 90 * 86_400_000;

export const CLM_EFFECTIVE = ['now', 'next_bill_cycle'] as const;
export type ClmEffective = (typeof CLM_EFFECTIVE)[number];

/** Why a package is not offered to this subscriber (shown greyed with the reason). */
export const CLM_REFUSAL_REASONS = ['current_package', 'type_not_allowed', 'family_not_allowed', 'too_new', 'under_contract'] as const;
export type ClmRefusalReason = (typeof CLM_REFUSAL_REASONS)[number];

/** A home-internet account id: ten digits (e.g. 9600000001). */
export const TOL_ACCOUNT_RE = /^96\d{8}$/;

const mobile = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));

export const clmVerifyMobileBodySchema = z.object({ mobile_number: mobile, lang: z.enum(['th', 'en']).default('th') });
export const clmVerifyMobileOnlyBodySchema = z.object({ mobile_number: mobile });
export const clmVerifyTolBodySchema = z.object({
  account_id: text(20).regex(TOL_ACCOUNT_RE, { message: 'tol_account_invalid' }),
  lang: z.enum(['th', 'en']).default('th'),
});
export const clmOtpBodySchema = z.object({ request_id: z.string().uuid(), code: z.string().regex(/^\d{6}$/, { message: 'otp_invalid' }) });

/** A verification as the pages see it: the number or account masked. */
export const clmVerificationSchema = z.object({
  id: z.string(),
  service: z.enum(CLM_SERVICES),
  /** The number (masked), or the TOL account id (masked). */
  target: z.string(),
  /** Where the OTP went (masked), when one was sent. */
  otp_to: z.string().nullable(),
  state: z.enum(['otp_sent', 'verified']),
  expires_at: z.string(),
  /** The OTP request (to confirm with the code); null once verified. */
  request_id: z.string().nullable(),
  resend_after: z.string().nullable(),
});
export type ClmVerification = z.infer<typeof clmVerificationSchema>;

export const clmPackageSchema = z.object({
  nas_code: z.string(),
  title: i18nTextSchema,
  family: z.string(),
  /** Satang a month. */
  monthly_fee: z.number().int(),
  benefits: z.array(i18nTextSchema),
});
export type ClmPackage = z.infer<typeof clmPackageSchema>;

/** get-current-package: the line, masked, with its package, contract and bill cycle. */
export const clmCurrentPackageSchema = z.object({
  number: z.string(),
  holder_thai_id: z.string(),
  type: z.enum(SUBSCRIBER_TYPES),
  months_active: z.number().int(),
  package: clmPackageSchema,
  contract_ends_at: z.string().nullable(),
  bill_cycle_day: z.number().int(),
  next_bill_cycle_at: z.string(),
  pending_change: z.object({ to: i18nTextSchema, to_nas_code: z.string(), effective_at: z.string() }).nullable(),
  preview: z.boolean(),
});
export type ClmCurrentPackage = z.infer<typeof clmCurrentPackageSchema>;

export const clmOnTopSchema = z.object({ code: z.string(), title: i18nTextSchema, detail: i18nTextSchema, expires_at: z.string().nullable() });
export type ClmOnTop = z.infer<typeof clmOnTopSchema>;

export const clmPackageOfferSchema = clmPackageSchema.extend({
  /** Satang a month: the new fee minus the current one (negative = cheaper). */
  price_difference: z.number().int(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(CLM_REFUSAL_REASONS)),
});
export type ClmPackageOffer = z.infer<typeof clmPackageOfferSchema>;

export const clmConfirmPackageBodySchema = z.object({
  nas_code: text(40).min(1),
  effective: z.enum(CLM_EFFECTIVE),
  accept_terms: z.literal(true, { message: 'terms_required' }),
});

/** The change a confirm placed (and the success page shows). */
export const clmChangeViewSchema = z.object({
  order_number: z.string(),
  secure_key: z.string(),
  order_state: z.string(),
  kind: z.enum(['package', 'vas']),
  service: z.enum(CLM_SERVICES),
  target: z.string(),
  state: z.enum(['scheduled', 'applied', 'cancelled']),
  from: i18nTextSchema.nullable(),
  to: i18nTextSchema,
  effective: z.enum(CLM_EFFECTIVE).nullable(),
  effective_at: z.string().nullable(),
  /** Satang a month. */
  price_difference: z.number().int(),
  vas_action: z.enum(['add', 'remove']).nullable(),
  created_at: z.string(),
});
export type ClmChangeView = z.infer<typeof clmChangeViewSchema>;

export const clmVasSchema = z.object({
  code: z.string(),
  title: i18nTextSchema,
  includes: z.array(i18nTextSchema),
  /** Satang a month. */
  monthly_price: z.number().int(),
  subscribed: z.boolean(),
  subscribed_at: z.string().nullable(),
});
export type ClmVas = z.infer<typeof clmVasSchema>;

export const clmVasListSchema = z.object({
  service: z.enum(CLM_VAS_SERVICES),
  target: z.string(),
  /** The account's or line's package title. */
  package: i18nTextSchema,
  items: z.array(clmVasSchema),
  preview: z.boolean(),
});
export type ClmVasList = z.infer<typeof clmVasListSchema>;

export const clmVasChangeBodySchema = z.object({ vas_code: text(40).min(1), action: z.enum(['add', 'remove']) });

/** The day of the next bill cycle (00:00 Asia/Bangkok on `day` of this or next month) after `now`. */
export function nextBillCycle(now: Date, day: number): Date {
  const BKK = 7 * 3_600_000;
  const local = new Date(now.getTime() + BKK);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const at = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month, Math.min(day, last)) - BKK);
  };
  const thisMonth = at(y, m);
  return thisMonth.getTime() > now.getTime() ? thisMonth : at(y, m + 1);
}

/** Masks a TOL account id: 96XXXX0001. */
export const maskTolAccount = (id: string) => (id.length === 10 ? `${id.slice(0, 2)}XXXX${id.slice(6)}` : id);
