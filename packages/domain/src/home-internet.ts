import { z } from 'zod';
import { i18nTextSchema } from './content';
import { text, token } from './contracts/primitives';
import { ekycApplicationSchema, EKYC_STATUSES } from './ekyc';
import { orderViewSchema } from './order';
import { ORDER_STATES } from './order-state';
import { otpCodeSchema } from './otp';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';
import { HOME_INTERNET_TECHNOLOGIES } from './line-kinds';

/**
 * Home internet (issue 17; spec 2 /trueonline/*, 3 tolBypassEkyc, 4 TOSERR02, 7 "TOL"; DOMAIN.md
 * TMF645 service qualification and TMF646 appointment). The shopper checks coverage at the
 * installation address (a TOL transaction starts, which expires after `tol_bypass_ekyc.transaction_ttl`
 * when `is_transaction_expire`), picks a package the address qualifies for, holds an installation
 * slot, confirms a contact mobile by OTP, passes the blacklist check and eKYC (unless staff granted a
 * bypass for this transaction) and places a service order; packages with an upfront payment are paid
 * online (card or PromptPay) before the installation is confirmed to the field team.
 */

/** Access technologies: fibre to the home, VDSL over copper, fixed wireless (5G home). */
export const HI_TECHNOLOGIES = HOME_INTERNET_TECHNOLOGIES;
export type HiTechnology = (typeof HI_TECHNOLOGIES)[number];
/** Best first: a qualification offers the best technology with a free port, the others as `alternate`. */
export const HI_TECHNOLOGY_RANK: Record<HiTechnology, number> = { ftth: 0, vdsl: 1, fwa: 2 };

export const HI_BUILDING_TYPES = ['house', 'condo', 'shophouse'] as const;
export type HiBuildingType = (typeof HI_BUILDING_TYPES)[number];

/** TMF645 qualificationResult. */
export const HI_QUALIFICATION_RESULTS = ['qualified', 'alternate', 'unqualified'] as const;
export type HiQualificationResult = (typeof HI_QUALIFICATION_RESULTS)[number];

/**
 * Why an address is not (fully) qualified: no network there, the best network there has no free port
 * (then a lower technology is offered as alternate, or nothing), or the building does not let the
 * operator in (an exclusive contract with another provider).
 */
export const HI_UNQUALIFIED_REASONS = ['no_coverage', 'no_capacity', 'building_not_served'] as const;
export type HiUnqualifiedReason = (typeof HI_UNQUALIFIED_REASONS)[number];

/** A TOL transaction: open while the shopper goes through the steps, then ordered or expired. */
export const HI_TRANSACTION_STATES = ['open', 'ordered', 'expired'] as const;
export type HiTransactionState = (typeof HI_TRANSACTION_STATES)[number];

/** How long an installation slot is held when the transaction does not expire (or expires later). */
export const HI_APPOINTMENT_HOLD_MS = 15 * 60_000;
/** An appointment can be moved until this long before its start (the field team's plan is fixed then). */
export const HI_RESCHEDULE_CUTOFF_MS = 24 * 3_600_000;
/** Days of slots the calendar shows. */
export const HI_CALENDAR_DAYS = 14;

/** Preferred call-back times of a lead. */
export const HI_LEAD_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type HiLeadTime = (typeof HI_LEAD_TIMES)[number];

/**
 * The status page `/trueonline/status/:page/:code`: every failure of the flow has a code with its
 * bilingual text in the web app. The web maps an API error code to its status code with this table;
 * anything else is TOSERR01.
 */
export const HI_STATUS_CODES = {
  TOSERR01: 'unknown',
  TOSERR02: 'tol_transaction_expired',
  TOSERR03: 'tol_blacklisted',
  TOSERR04: 'ekyc_rejected',
  TOSERR05: 'slot_full',
  TOSERR06: 'tol_transaction_not_found',
  TOSERR07: 'tol_not_qualified',
  TOSERR08: 'tol_package_not_available',
  TOSERR09: 'no_capacity',
  TOSERR10: 'tol_order_failed',
} as const;
export type HiStatusCode = keyof typeof HI_STATUS_CODES;
/** The status code of an API error code (TOSERR01 for any other). */
export function hiStatusCodeOf(errorCode: string): HiStatusCode {
  const hit = (Object.entries(HI_STATUS_CODES) as [HiStatusCode, string][]).find(([, code]) => code === errorCode);
  return hit ? hit[0] : 'TOSERR01';
}

const mobile = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));
const lang = z.enum(['th', 'en']).default('th');
const id = z.number().int().positive().max(2_147_483_647);

/** A service the address can have: technology and top speed. */
export const hiServiceSchema = z.object({ technology: z.enum(HI_TECHNOLOGIES), max_down_mbps: z.number().int(), max_up_mbps: z.number().int() });
export type HiService = z.infer<typeof hiServiceSchema>;

/** POST /home-internet/service-qualifications (TMF645 checkServiceQualification): the installation address. */
export const hiQualificationBodySchema = z
  .object({
    subdistrict_id: id,
    postcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { message: 'postcode_invalid' }),
    house_no: text(40).min(1),
    building_type: z.enum(HI_BUILDING_TYPES),
    /** Condo: the building's name and the floor. */
    building_name: text(120).optional(),
    floor: text(10).optional(),
    moo: text(10).optional(),
    soi: text(80).optional(),
    road: text(80).optional(),
    /** The pin on the map (optional: the address decides). */
    lat: z.number().min(5).max(21).optional(),
    lng: z.number().min(97).max(106).optional(),
  })
  .refine((b) => b.building_type !== 'condo' || (b.building_name ?? '').length > 0, { path: ['building_name'], message: 'building_name_required' });
export type HiQualificationBody = z.input<typeof hiQualificationBodySchema>;

/** The installation address as the pages show it (place names in both languages). */
export const hiAddressSchema = z.object({
  house_no: z.string(),
  building_type: z.enum(HI_BUILDING_TYPES),
  building_name: z.string().nullable(),
  floor: z.string().nullable(),
  moo: z.string().nullable(),
  soi: z.string().nullable(),
  road: z.string().nullable(),
  subdistrict_id: z.number().int(),
  subdistrict: i18nTextSchema,
  district: i18nTextSchema,
  province: i18nTextSchema,
  postcode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type HiAddress = z.infer<typeof hiAddressSchema>;

/** TMF645 answer: the result, the area, what is available (services) or instead (alternate), and why not. */
export const hiQualificationSchema = z.object({
  id: z.string(),
  qualification_result: z.enum(HI_QUALIFICATION_RESULTS),
  address: hiAddressSchema,
  /** The coverage area (the appointments' area), null when unqualified. */
  area_id: z.string().nullable(),
  services: z.array(hiServiceSchema),
  alternate: z.array(hiServiceSchema),
  reasons: z.array(z.object({ code: z.enum(HI_UNQUALIFIED_REASONS) })),
  transaction: z.object({ id: z.string(), expires_at: z.string().nullable() }),
});
export type HiQualification = z.infer<typeof hiQualificationSchema>;

/** A home-internet package (spec tol-all-packages, get-package-detail). Money in satang. */
export const hiPackageSchema = z.object({
  id: z.string(),
  name: i18nTextSchema,
  technology: z.enum(HI_TECHNOLOGIES),
  down_mbps: z.number().int(),
  up_mbps: z.number().int(),
  /** Satang a month. */
  monthly_price: z.number().int(),
  /** 0 = no contract. */
  contract_months: z.number().int(),
  installation_fee: z.number().int(),
  /** Paid online with the order (satang; 0 for most: the first bill carries everything). */
  upfront_payment: z.number().int(),
  /** What the upfront payment is (first month, installation fee), null when nothing is paid online. */
  upfront_label: i18nTextSchema.nullable(),
  router: i18nTextSchema,
  extras: z.array(i18nTextSchema),
  image: z.string(),
  /** With ?transaction_id=: the best fit for the address. */
  recommended: z.boolean(),
});
export type HiPackage = z.infer<typeof hiPackageSchema>;

/** An installation slot (TMF646 availableTimeSlot): free teams = capacity - booked - held. */
export const hiTimeSlotSchema = z.object({
  id: z.string(),
  /** The Bangkok day (YYYY-MM-DD) and the half of it (morning, afternoon). */
  day: z.string(),
  period: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  free: z.number().int(),
});
export type HiTimeSlot = z.infer<typeof hiTimeSlotSchema>;

/** The installation appointment (TMF646 appointment) as the pages show it. */
export const hiAppointmentSchema = z.object({
  id: z.string(),
  state: z.enum(['initialized', 'confirmed', 'cancelled', 'completed', 'failed']),
  start: z.string(),
  end: z.string(),
  /** While held (initialized): when the hold runs out. */
  hold_expires_at: z.string().nullable(),
  /** Can still be moved (until HI_RESCHEDULE_CUTOFF_MS before the start). */
  can_reschedule: z.boolean(),
  reschedule_until: z.string(),
});
export type HiAppointment = z.infer<typeof hiAppointmentSchema>;

/** GET /home-internet/transactions/:id: everything the pages of the flow need. */
export const hiTransactionSchema = z.object({
  id: z.string(),
  state: z.enum(HI_TRANSACTION_STATES),
  qualification: hiQualificationSchema.omit({ transaction: true }),
  package: hiPackageSchema.nullable(),
  appointment: hiAppointmentSchema.nullable(),
  contact: z.object({ name: z.string(), mobile: z.string(), email: z.string().nullable(), otp_verified: z.boolean() }).nullable(),
  /** The Thai ID of the blacklist check, masked; null until checked. */
  thai_id: z.string().nullable(),
  blacklist_checked: z.boolean(),
  ekyc: z.object({ application_id: z.string(), status: z.enum(EKYC_STATUSES) }).nullable(),
  /** eKYC is needed (config ekyc_mobile) and not bypassed. */
  ekyc_required: z.boolean(),
  ekyc_bypass: z.boolean(),
  order: z.object({ order_number: z.string(), secure_key: z.string(), state: z.enum(ORDER_STATES) }).nullable(),
  /** What is paid online with the order (satang) and monthly. */
  pay_now: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type HiTransaction = z.infer<typeof hiTransactionSchema>;

export const hiPackageChoiceBodySchema = z.object({ package_id: token(40) });
export const hiSlotBodySchema = z.object({ slot_id: token(100) });

/** POST /home-internet/transactions/:id/blacklist-check (spec check-blacklist-retrieve-calendar). */
export const hiBlacklistBodySchema = z.object({ thai_id: text(32).min(1) });
export const hiCalendarSchema = z.object({ area_id: z.string(), available_time_slots: z.array(hiTimeSlotSchema) });
export type HiCalendar = z.infer<typeof hiCalendarSchema>;

export const hiContactBodySchema = z.object({ name: text(120).min(1), mobile, email: z.string().trim().email().max(200).optional(), lang });
export type HiContactBody = z.input<typeof hiContactBodySchema>;
export const hiContactVerifyBodySchema = z.object({ request_id: z.string().uuid(), code: otpCodeSchema });

export const hiEkycBodySchema = z.object({ lang });
export const hiEkycApplicationSchema = ekycApplicationSchema;
export const hiEkycBypassSchema = z.object({ bypass: z.boolean() });

/** POST /home-internet/orders (spec register-order, tol-ssv submit-order), with an Idempotency-Key. */
export const hiOrderBodySchema = z.object({
  transaction_id: z.string().uuid(),
  consents: z.object({ terms: z.literal(true), marketing: z.boolean(), data_sharing: z.boolean() }),
});
export type HiOrderBody = z.input<typeof hiOrderBodySchema>;
export const hiPlacedSchema = z.object({
  order_number: z.string(),
  secure_key: z.string(),
  state: z.enum(ORDER_STATES),
  /** An upfront payment is due: pay through POST /orders/:secure_key/payments (card or PromptPay). */
  pay: z.boolean(),
  total: z.number().int(),
});
export type HiPlaced = z.infer<typeof hiPlacedSchema>;

/** GET /home-internet/orders/:secure_key (tracking): the order, its package, address and appointment. */
export const hiOrderViewSchema = orderViewSchema.extend({
  installation: z.object({
    package: hiPackageSchema,
    address: hiAddressSchema,
    appointment: hiAppointmentSchema.nullable(),
  }),
});
export type HiOrderView = z.infer<typeof hiOrderViewSchema>;

/** POST /home-internet/leads (spec tol-ssv contact-form, form-contact). */
export const hiLeadBodySchema = z.object({
  name: text(120).min(1),
  mobile,
  preferred_time: z.enum(HI_LEAD_TIMES),
  consent: z.literal(true),
  transaction_id: z.string().uuid().optional(),
});
export type HiLeadBody = z.input<typeof hiLeadBodySchema>;
export const hiLeadSchema = z.object({ id: z.string(), created_at: z.string() });

/** Staff's view of a lead: the full mobile to call back, and the address checked when there was one. */
export const hiStaffLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  preferred_time: z.enum(HI_LEAD_TIMES),
  transaction_id: z.string().nullable(),
  qualification_result: z.enum(HI_QUALIFICATION_RESULTS).nullable(),
  reasons: z.array(z.enum(HI_UNQUALIFIED_REASONS)),
  address: z.string().nullable(),
  created_at: z.string(),
});
export type HiStaffLead = z.infer<typeof hiStaffLeadSchema>;

/** The `home_internet` line's meta (defined with the line kinds, line-kinds.ts). */
export { homeInternetMetaSchema, type HomeInternetMeta } from './line-kinds';
