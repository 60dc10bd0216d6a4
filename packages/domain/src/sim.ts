import { z } from 'zod';
import { INT32_MAX } from './contracts/primitives';
import { i18nTextSchema } from './content';
import { HOLD_FLOWS } from './number-search';
import { otpCodeSchema } from './otp';
import { THAI_MOBILE_RE } from './phone';
import { diyChoiceSchema } from './sim-diy';
import { isThaiNationalId, normalizeThaiId } from './thai-id';

const localized = i18nTextSchema;

export const SIM_TYPES = ['postpaid', 'prepaid'] as const;
export type SimType = (typeof SIM_TYPES)[number];

/**
 * A price plan shaped like the spec's "SIM package sample" (spec 3): prices in satang, contract in
 * months, texts in Thai and English, plus what the pages show (data, calls, highlights, eSIM).
 */
export const simPackageSchema = z.object({
  id: z.number().int(),
  name: localized,
  campaign_code: z.string(),
  nas_code: z.string(),
  /** Monthly (postpaid) or starter (prepaid) price in satang; the sample's "baseline". */
  baseline: z.number().int(),
  advance_payment: z.number().int(),
  contract: z.number().int(),
  penalty: z.number().int(),
  sim_type: z.enum(SIM_TYPES),
  source_type: z.literal('sim'),
  status: z.enum(['active', 'inactive']),
  section: z.string(),
  mat_category: z.string(),
  pool_number: z.string(),
  term_long: localized,
  term_short: localized,
  data_gb: z.number().nullable(),
  speed_mbps: z.number().nullable(),
  call_minutes: z.number().int().nullable(),
  validity_days: z.number().int().nullable(),
  highlights: z.array(localized),
  esim_allowed: z.boolean(),
  image: z.object({ desktop: z.string(), mobile: z.string() }),
  detail_image: z.object({ desktop: z.string(), mobile: z.string() }),
  verification_required: z.boolean(),
  verification_type: z.enum(['thai_id_otp']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SimPackage = z.infer<typeof simPackageSchema>;

/** GET /sim/packages query (spec price-plan search: section wemall and sim_type postpaid by default). */
export const simPackageQuerySchema = z.object({
  sim_type: z.enum(SIM_TYPES).default('postpaid'),
  section: z.string().max(40).default('wemall'),
  q: z.string().trim().max(60).optional(),
  max_price: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
  esim: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** Age of majority in Thailand: a postpaid contract needs the buyer to be at least this old. */
export const POSTPAID_MIN_AGE = 20;
export const MAX_AGE = 120;

/** Whole years between a YYYY-MM-DD birth date and `on`. */
export function ageOn(birthDate: string, on: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age -= 1;
  return age;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const thaiIdSchema = z
  .string()
  .transform(normalizeThaiId)
  .refine((v) => /^\d{13}$/.test(v), { message: 'thai_id_format' })
  .refine(isThaiNationalId, { message: 'thai_id_checksum' });

/** POST /sim/verifications: the verify page of spec 2 (Thai ID, birth date, mobile and its OTP) for a held number. */
export const simVerifyBodySchema = z.object({
  package_id: z.number().int().positive(),
  /** A number-pool hold (uuid) or an instant-SIM pack claim (pack:uuid). */
  hold_id: z.string().regex(/^(pack:)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'hold_id_invalid' }),
  thai_id: thaiIdSchema,
  birth_date: z.string().refine(isIsoDate, { message: 'birth_date_invalid' }),
  mobile_number: z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }),
  otp_request_id: z.string().uuid(),
  otp_code: otpCodeSchema,
  esim: z.boolean().default(false),
  /** SIM DIY only: the options the buyer composed (priced again by the server). */
  diy: diyChoiceSchema.optional(),
});
export type SimVerifyBody = z.input<typeof simVerifyBodySchema>;

/** The cart line's sim_meta (spec 3), with the ID masked: the full ID stays on the server. */
export const simMetaSchema = z.object({
  thai_id: z.string(),
  number: z.string(),
  dealer_code: z.string().nullable(),
  correlation_id: z.string(),
  campaign_type: z.enum(HOLD_FLOWS),
  sim_type: z.enum(['physical-sim', 'esim']),
  birth_date: z.string(),
  hold_id: z.string(),
  package_id: z.number().int(),
  nas_code: z.string(),
  /** SIM DIY: the composed package (option ids), its monthly price and its parts in both languages. */
  diy: z.object({ choice: diyChoiceSchema, monthly_price: z.number().int(), summary: i18nTextSchema }).nullable().optional(),
  /** Fortune numbers (spec 3): the birth time and zone the number was read for, and its grade and group. */
  birth_time: z.string().nullable().optional(),
  timezone: z.string().nullable().optional(),
  berfuntong: z.object({ grade: z.string(), group_title: i18nTextSchema, subgroup_title: i18nTextSchema }).nullable().optional(),
});
export type SimMeta = z.infer<typeof simMetaSchema>;

export const simVerificationSchema = z.object({
  verification_id: z.string(),
  sim_meta: simMetaSchema,
  mobile_number: z.string(),
  hold_expires_at: z.string(),
});
export type SimVerification = z.infer<typeof simVerificationSchema>;

/** A cart or order line that opens a postpaid number (it carries sim_meta). */
export function isPostpaidSimLine(line: { product_type: string; sim_meta?: unknown }): boolean {
  return line.product_type === 'postpaid' && line.sim_meta !== null && line.sim_meta !== undefined;
}

/**
 * Spec config sim_postpaid_pickup_only: when on, a cart with a postpaid SIM is only handed over at a
 * shop (the staff check the ID card against the registration), so delivery to an address is not offered.
 */
export function simPickupOnly(lines: readonly { product_type: string; sim_meta?: unknown }[], toggle: boolean): boolean {
  return toggle && lines.some(isPostpaidSimLine);
}
