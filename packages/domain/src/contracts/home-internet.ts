import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import {
  HI_TECHNOLOGIES,
  hiBlacklistBodySchema,
  hiCalendarSchema,
  hiContactBodySchema,
  hiContactVerifyBodySchema,
  hiEkycApplicationSchema,
  hiEkycBodySchema,
  hiEkycBypassSchema,
  hiLeadBodySchema,
  hiLeadSchema,
  hiOrderBodySchema,
  hiOrderViewSchema,
  hiPackageChoiceBodySchema,
  hiPackageSchema,
  hiPlacedSchema,
  hiQualificationBodySchema,
  hiQualificationSchema,
  hiSlotBodySchema,
  hiStaffLeadSchema,
  hiTransactionSchema,
} from '../home-internet';
import { i18nTextSchema } from '../content';
import { otpSentSchema } from '../otp';
import { defineRoute } from './define';
import { INT32_MAX, serialId, serialIdParam, text, token } from './primitives';

const tags = ['home-internet'];
const error = errorEnvelopeSchema;
const txParams = z.object({ id: z.string().uuid() });
const keyParams = z.object({ secure_key: token(64) });

/**
 * Every call on a transaction past its expires_at is 410 tol_transaction_expired (the web shows
 * /trueonline/status/<page>/TOSERR02); another user's or browser's transaction is 404
 * tol_transaction_not_found. The coverage check and the transaction's reads and package choice work
 * for guests (the browser that checked, by an httpOnly cookie); from the appointment on, sign-in is
 * required and the transaction becomes the signed-in user's.
 */
const expiredNote = '410 tol_transaction_expired, 404 tol_transaction_not_found';

export const checkHiCoverage = defineRoute({
  method: 'POST',
  path: '/home-internet/service-qualifications',
  tags,
  summary:
    'TMF645 checkServiceQualification (spec get-service-area, map-package-coverage, tol-ssv get-map-package-coverage): the installation address -> qualified (technologies and top speed), alternate (a lower technology: the best one has no free port) or unqualified with the reasons (no_coverage, no_capacity, building_not_served). Starts the TOL transaction (expires after config tol_bypass_ekyc.transaction_ttl when is_transaction_expire). 400 address_place_mismatch, 429',
  body: hiQualificationBodySchema,
  response: { 201: dataEnvelope(hiQualificationSchema), 400: error, 429: error },
});

export const listHiPackages = defineRoute({
  method: 'GET',
  path: '/home-internet/packages',
  tags,
  summary:
    'Spec tol-all-packages: every home-internet package, fastest first; with ?transaction_id= (spec match-package) only those the address qualifies for, the best marked recommended (404/410 for the transaction as on every transaction call)',
  querystring: z.object({ transaction_id: z.string().uuid().optional() }),
  response: { 200: dataEnvelope(z.array(hiPackageSchema)), 404: error, 410: error },
});

export const getHiPackage = defineRoute({
  method: 'GET',
  path: '/home-internet/packages/:id',
  tags,
  summary: 'Spec get-package-detail: one package (404 tol_package_not_found)',
  params: z.object({ id: token(40) }),
  response: { 200: dataEnvelope(hiPackageSchema), 404: error },
});

export const getHiTransaction = defineRoute({
  method: 'GET',
  path: '/home-internet/transactions/:id',
  tags,
  summary: `The TOL transaction: the qualification, the package, the held appointment, the contact (masked) and its OTP, the blacklist check, the eKYC and its bypass, the order, expires_at. ${expiredNote}`,
  params: txParams,
  response: { 200: dataEnvelope(hiTransactionSchema), 404: error, 410: error },
});

export const chooseHiPackage = defineRoute({
  method: 'PUT',
  path: '/home-internet/transactions/:id/package',
  tags,
  summary: `Picks the package (one the address qualifies for, else 422 tol_package_not_available; 404 tol_package_not_found). 422 tol_not_qualified for an unqualified address. ${expiredNote}`,
  params: txParams,
  body: hiPackageChoiceBodySchema,
  response: { 200: dataEnvelope(hiTransactionSchema), 404: error, 409: error, 410: error, 422: error },
});

export const holdHiAppointment = defineRoute({
  method: 'POST',
  path: '/home-internet/transactions/:id/appointment',
  tags,
  summary: `Holds an installation slot of the area (TMF646 appointment initialized) until the transaction expires or for 15 minutes, releasing an earlier hold of this transaction. Sign-in required (401). 409 slot_full, 404 slot_not_found, 422 tol_package_required. ${expiredNote}`,
  params: txParams,
  body: hiSlotBodySchema,
  response: { 200: dataEnvelope(hiTransactionSchema), 401: error, 404: error, 409: error, 410: error, 422: error },
});

export const checkHiBlacklist = defineRoute({
  method: 'POST',
  path: '/home-internet/transactions/:id/blacklist-check',
  tags,
  summary: `Spec check-blacklist-retrieve-calendar: the holder's Thai ID (kept encrypted on the transaction for the eKYC and the order) -> 422 tol_blacklisted, else the calendar of the area (free slots for ${14} days). 400 thai_id_invalid. Sign-in required. ${expiredNote}`,
  params: txParams,
  body: hiBlacklistBodySchema,
  response: { 200: dataEnvelope(hiCalendarSchema), 400: error, 401: error, 404: error, 410: error, 422: error, 429: error },
});

export const getHiCalendar = defineRoute({
  method: 'GET',
  path: '/home-internet/transactions/:id/slots',
  tags,
  summary: `The calendar of the transaction's area (TMF646 searchTimeSlot): free slots for 14 days from ?from= (a Bangkok date, default today). 422 tol_not_qualified. ${expiredNote}`,
  params: txParams,
  querystring: z.object({
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  response: { 200: dataEnvelope(hiCalendarSchema), 404: error, 410: error, 422: error },
});

export const sendHiContactOtp = defineRoute({
  method: 'POST',
  path: '/home-internet/transactions/:id/contact',
  tags,
  summary: `The installation contact (name, mobile, email): sends an OTP to the mobile (flow home_internet). 429 otp_resend_too_soon / otp_rate_limited. Sign-in required. ${expiredNote}`,
  params: txParams,
  body: hiContactBodySchema,
  response: { 201: dataEnvelope(otpSentSchema), 400: error, 401: error, 404: error, 410: error, 429: error },
});

export const verifyHiContactOtp = defineRoute({
  method: 'POST',
  path: '/home-internet/transactions/:id/contact/verify',
  tags,
  summary: `Spec check-otp-update-status: the OTP of the contact mobile (otp_* errors); the contact is then verified. Sign-in required. ${expiredNote}`,
  params: txParams,
  body: hiContactVerifyBodySchema,
  response: { 200: dataEnvelope(hiTransactionSchema), 400: error, 401: error, 404: error, 409: error, 410: error, 429: error },
});

export const startHiEkyc = defineRoute({
  method: 'POST',
  path: '/home-internet/transactions/:id/ekyc',
  tags,
  summary: `The eKYC application (purpose home_internet) for the ID of the blacklist check (422 tol_blacklist_check_required, 409 ekyc_bypassed when staff granted a bypass). Sign-in required. ${expiredNote}`,
  params: txParams,
  body: hiEkycBodySchema,
  response: { 201: dataEnvelope(hiEkycApplicationSchema), 401: error, 404: error, 409: error, 410: error, 422: error },
});

export const getHiEkycBypass = defineRoute({
  method: 'GET',
  path: '/home-internet/transactions/:id/ekyc-bypass',
  tags,
  summary: `Spec tol-ssv ekyc-bypass (tolBypassEkyc): whether this transaction skips the eKYC (staff granted it after checking the ID at a shop). ${expiredNote}`,
  params: txParams,
  response: { 200: dataEnvelope(hiEkycBypassSchema), 404: error, 410: error },
});

export const placeHiOrder = defineRoute({
  method: 'POST',
  path: '/home-internet/orders',
  tags,
  summary:
    'Spec register-order / tol-ssv submit-order, with an Idempotency-Key (400 idempotency_key_required): places the service order (one home_internet line holding the appointment). With an upfront payment it waits in awaiting_payment (pay through POST /orders/:secure_key/payments), else it starts in_progress with the appointment confirmed. 201 placed, 200 the same again. 422 tol_package_required / tol_appointment_required / tol_contact_unverified / tol_blacklist_check_required / ekyc_required / ekyc_pending / ekyc_rejected / ekyc_expired, 409 no_capacity / appointment_expired / tol_already_ordered / idempotency_key_reused, 410 tol_transaction_expired, 404 tol_transaction_not_found',
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  body: hiOrderBodySchema,
  response: { 200: dataEnvelope(hiPlacedSchema), 201: dataEnvelope(hiPlacedSchema), 400: error, 401: error, 404: error, 409: error, 410: error, 422: error },
});

export const getHiOrder = defineRoute({
  method: 'GET',
  path: '/home-internet/orders/:secure_key',
  tags,
  summary:
    'Tracking: the home-internet order by its secure key, with the package, the installation address (masked to the house number) and the appointment (state, time, can_reschedule until 24 hours before). 404 order_not_found',
  params: keyParams,
  response: { 200: dataEnvelope(hiOrderViewSchema), 404: error },
});

export const getHiOrderSlots = defineRoute({
  method: 'GET',
  path: '/home-internet/orders/:secure_key/slots',
  tags,
  summary: "Spec retrive-new-timeslot: the free slots of the order's area (14 days from ?from=). Sign-in as the order's owner (401, 404 order_not_found)",
  params: keyParams,
  querystring: z.object({
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  response: { 200: dataEnvelope(hiCalendarSchema), 401: error, 404: error },
});

export const moveHiAppointment = defineRoute({
  method: 'POST',
  path: '/home-internet/orders/:secure_key/appointment',
  tags,
  summary:
    "Spec change-due-date: moves the installation to another slot (the new slot is taken first: 409 slot_full; 409 appointment_locked after the cut-off, 24 hours before the start, or once completed/cancelled). Sign-in as the order's owner (401, 404 order_not_found)",
  params: keyParams,
  body: hiSlotBodySchema,
  response: { 200: dataEnvelope(hiOrderViewSchema), 401: error, 404: error, 409: error, 410: error },
});

export const createHiLead = defineRoute({
  method: 'POST',
  path: '/home-internet/leads',
  tags,
  summary: 'Spec tol-ssv contact-form (package/form-contact): name, mobile, preferred call time, consent; staff call back. 201; 429 per address and per mobile',
  body: hiLeadBodySchema,
  response: { 201: dataEnvelope(hiLeadSchema), 400: error, 429: error },
});

export const listStaffHiLeads = defineRoute({
  method: 'GET',
  path: '/staff/home-internet/leads',
  tags,
  summary: 'Staff (contact.read, audited): the leads, newest first, with the full mobile to call back',
  querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: { 200: dataEnvelope(z.array(hiStaffLeadSchema)), 401: error, 403: error },
});

export const bypassHiEkyc = defineRoute({
  method: 'POST',
  path: '/staff/home-internet/transactions/:id/bypass-ekyc',
  tags,
  summary:
    'Staff (orders.fulfil, audited): the customer of this transaction showed their ID card at a shop; the eKYC is skipped (tolBypassEkyc). 404 tol_transaction_not_found, 410 tol_transaction_expired',
  params: txParams,
  response: { 200: dataEnvelope(hiEkycBypassSchema), 401: error, 403: error, 404: error, 410: error },
});

export const hiCoverageAreaSchema = z.object({
  id: z.string(),
  province_id: z.number().int(),
  district_id: z.number().int().nullable(),
  subdistrict_id: z.number().int().nullable(),
  /** The place the row covers: a whole province, a district or one subdistrict (its most specific id). */
  level: z.enum(['province', 'district', 'subdistrict']),
  /** Names of the province, district and subdistrict (null above the row's level). */
  place: z.object({ province: i18nTextSchema, district: i18nTextSchema.nullable(), subdistrict: i18nTextSchema.nullable() }),
  technology: z.enum(HI_TECHNOLOGIES),
  max_down_mbps: z.number().int(),
  max_up_mbps: z.number().int(),
  capacity: z.number().int(),
  used: z.number().int(),
  active: z.boolean(),
  unserved_buildings: z.array(z.string()),
});

export const listStaffHiCoverage = defineRoute({
  method: 'GET',
  path: '/staff/home-internet/coverage',
  tags,
  summary:
    'Staff (catalog.manage): coverage areas in id order, filtered by province, district, subdistrict, technology, active and place name (Thai or English); keyset pages (cursor = the last id)',
  querystring: z.object({
    province_id: serialIdParam().optional(),
    district_id: serialIdParam().optional(),
    subdistrict_id: serialIdParam().optional(),
    technology: z.enum(HI_TECHNOLOGIES).optional(),
    active: z.enum(['true', 'false']).optional(),
    q: text(60).optional(),
    cursor: token(60).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(hiCoverageAreaSchema), next_cursor: z.string().nullable() })), 400: error, 401: error, 403: error },
});

export const getStaffHiCoverage = defineRoute({
  method: 'GET',
  path: '/staff/home-internet/coverage/:id',
  tags,
  summary: 'Staff (catalog.manage): one coverage area (404 coverage_area_not_found)',
  params: z.object({ id: token(60) }),
  response: { 200: dataEnvelope(hiCoverageAreaSchema), 401: error, 403: error, 404: error },
});

/** A coverage area's figures as the console writes them (a change takes any of them; a new area needs its speeds and ports). */
const hiCoverageFields = {
  max_down_mbps: z.number().int().min(1).max(100_000),
  max_up_mbps: z.number().int().min(1).max(100_000),
  capacity: z.number().int().min(0).max(1_000_000),
  active: z.boolean(),
  unserved_buildings: z.array(z.string().trim().min(1).max(120)).max(200),
};

export const updateStaffHiCoverage = defineRoute({
  method: 'PATCH',
  path: '/staff/home-internet/coverage/:id',
  tags,
  summary:
    'Staff (catalog.manage, audited with before and after): edits a coverage area (speeds, ports, active, buildings not served); the next coverage check answers with it. 404 coverage_area_not_found, 422 capacity_below_used, 422 coverage_area_invalid (top upload above top download)',
  params: z.object({ id: token(60) }),
  body: z.object(hiCoverageFields).partial().strict(),
  response: { 200: dataEnvelope(hiCoverageAreaSchema), 401: error, 403: error, 404: error, 422: error },
});

export const createStaffHiCoverage = defineRoute({
  method: 'POST',
  path: '/staff/home-internet/coverage',
  tags,
  summary:
    "Staff (catalog.manage, audited): creates a coverage area for a whole province, a district or a subdistrict of the Thai address data, with its technology, top speeds and ports (active by default, no port used). Its code is made from the place and technology (hi-p<province code>-, hi-d<district code>-, hi-s<subdistrict code>-<technology>); the next coverage check answers with it (the most specific level with rows decides, so a subdistrict's first row replaces the wider ones there). 409 coverage_area_exists (that place already has a row of that technology), 422 coverage_place_invalid (an id not in the address data, or a district or subdistrict outside the province or district given), 422 coverage_area_invalid (top upload above top download). No delete: an area without service is switched off",
  body: z
    .object({
      province_id: serialId(),
      district_id: serialId().nullable().default(null),
      subdistrict_id: serialId().nullable().default(null),
      technology: z.enum(HI_TECHNOLOGIES),
      ...hiCoverageFields,
      active: hiCoverageFields.active.default(true),
      unserved_buildings: hiCoverageFields.unserved_buildings.default([]),
    })
    .strict()
    .refine((b) => b.subdistrict_id === null || b.district_id !== null, { message: 'A subdistrict needs its district.', path: ['district_id'] }),
  response: { 201: dataEnvelope(hiCoverageAreaSchema), 400: error, 401: error, 403: error, 409: error, 422: error },
});

/** A package as the console sees it: the storefront's fields with its image override, shelf order and state. */
export const hiStaffPackageSchema = hiPackageSchema.omit({ recommended: true }).extend({ active: z.boolean(), sort: z.number().int(), image_override: z.string() });

export const listStaffHiPackages = defineRoute({
  method: 'GET',
  path: '/staff/home-internet/packages',
  tags,
  summary: 'Staff (catalog.manage): home-internet packages of every state in id order, filtered by technology and active; keyset pages (cursor = the last id)',
  querystring: z.object({
    technology: z.enum(HI_TECHNOLOGIES).optional(),
    active: z.enum(['true', 'false']).optional(),
    cursor: token(40).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(hiStaffPackageSchema), next_cursor: z.string().nullable() })), 400: error, 401: error, 403: error },
});

export const getStaffHiPackage = defineRoute({
  method: 'GET',
  path: '/staff/home-internet/packages/:id',
  tags,
  summary: 'Staff (catalog.manage): one home-internet package of any state (404 tol_package_not_found)',
  params: z.object({ id: token(40) }),
  response: { 200: dataEnvelope(hiStaffPackageSchema), 401: error, 403: error, 404: error },
});

const hiText = z.object({ th: text(200).min(1, 'Required.'), en: text(200).min(1, 'Required.') }).strict();
const hiSatang = z.number().int().min(0).max(INT32_MAX);

/** A package's fields as the console writes them (a change takes any of them; a new package all but the defaults). */
const hiPackageFields = {
  name: hiText,
  down_mbps: z.number().int().min(1).max(100_000),
  up_mbps: z.number().int().min(1).max(100_000),
  monthly_price: hiSatang,
  contract_months: z.number().int().min(0).max(60),
  installation_fee: hiSatang,
  upfront_payment: hiSatang,
  upfront_label: hiText.nullable(),
  router: hiText,
  extras: z.array(hiText).max(10),
  sort: z.number().int().min(0).max(INT32_MAX),
  active: z.boolean(),
};

export const updateStaffHiPackage = defineRoute({
  method: 'PATCH',
  path: '/staff/home-internet/packages/:id',
  tags,
  summary:
    'Staff (catalog.manage, audited with before and after): edits a home-internet package in place (name, speeds, monthly price, contract, installation fee, upfront payment and its label, router, extras, shelf order, active); GET /home-internet/packages shows it on the next request. 404 tol_package_not_found, 422 tol_package_invalid (upload above download, or an upfront payment without its label)',
  params: z.object({ id: token(40) }),
  body: z
    .object(hiPackageFields)
    .partial()
    .strict()
    .refine((b) => Object.keys(b).length > 0, 'Give at least one field to change.'),
  response: { 200: dataEnvelope(hiStaffPackageSchema), 401: error, 403: error, 404: error, 422: error },
});

export const createStaffHiPackage = defineRoute({
  method: 'POST',
  path: '/staff/home-internet/packages',
  tags,
  summary:
    'Staff (catalog.manage, audited): creates a home-internet package (code, name, technology, speeds, monthly price, contract; installation fee and upfront payment default 0, extras none, on by default, shelf order default the end of the shelf); GET /home-internet/packages offers it on the next request. 409 hi_package_exists, 422 tol_package_invalid (upload above download, or an upfront payment without its label). No delete: a package no longer sold is switched off',
  body: z
    .object({
      id: token(40).regex(/^[a-z0-9][a-z0-9-]*$/, 'Lowercase letters, digits and dashes.'),
      technology: z.enum(HI_TECHNOLOGIES),
      ...hiPackageFields,
      installation_fee: hiPackageFields.installation_fee.default(0),
      upfront_payment: hiPackageFields.upfront_payment.default(0),
      upfront_label: hiPackageFields.upfront_label.default(null),
      extras: hiPackageFields.extras.default([]),
      sort: hiPackageFields.sort.optional(),
      active: hiPackageFields.active.default(true),
    })
    .strict(),
  response: { 201: dataEnvelope(hiStaffPackageSchema), 400: error, 401: error, 403: error, 409: error, 422: error },
});

export const devExpireHiTransaction = defineRoute({
  method: 'POST',
  path: '/dev/home-internet/transactions/:id/expire',
  tags,
  summary: 'Sandbox only (404 otherwise): ends a transaction now (expires_at = now) so testers see TOSERR02 without waiting for transaction_ttl',
  params: txParams,
  response: { 200: dataEnvelope(z.object({ id: z.string(), expires_at: z.string() })), 404: error },
});

export const getHiPackageImage = defineRoute({
  method: 'GET',
  path: '/home-internet/packages/:id/image.svg',
  tags,
  summary: "A package's picture drawn as SVG (its speed and technology), its words in the page language (lang th by default, or en). 404 tol_package_not_found",
  params: z.object({ id: token(40) }),
  querystring: z.object({ lang: z.enum(['th', 'en']).default('th') }),
  response: { 200: z.string().meta({ description: 'image/svg+xml' }), 404: error },
});
