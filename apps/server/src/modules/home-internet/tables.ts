import type { HiAddress, HiLeadTime, HiQualificationResult, HiService, HiTechnology, HiTransactionState, HiUnqualifiedReason } from '@store/domain/home-internet';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * Coverage (TMF645's data): areas with a technology, top speeds and ports. An area covers a whole
 * province (district and subdistrict null), a district, or one subdistrict; the most specific level
 * that has rows for an address decides (a subdistrict's rows override its district's, which
 * override the province's), so an inactive subdistrict row makes a hole with no coverage. `used`
 * counts the ports taken by orders (one conditional write, `used < capacity`). Operators edit it
 * (staff routes); seeded for every province (seed.ts).
 */
export const hiCoverageAreas = pgTable(
  'hi_coverage_areas',
  {
    id: text('id').primaryKey(),
    provinceId: integer('province_id').notNull(),
    districtId: integer('district_id'),
    subdistrictId: integer('subdistrict_id'),
    technology: text('technology').$type<HiTechnology>().notNull(),
    maxDownMbps: integer('max_down_mbps').notNull(),
    maxUpMbps: integer('max_up_mbps').notNull(),
    capacity: integer('capacity').notNull(),
    used: integer('used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Buildings (condos) in the area that do not let the operator in (lower-case names). */
    unservedBuildings: text('unserved_buildings')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('hi_coverage_province_idx').on(t.provinceId, t.districtId, t.subdistrictId)],
);

/** Home-internet packages (spec tol-all-packages). Money in satang. */
export const hiPackages = pgTable('hi_packages', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Text>().notNull(),
  technology: text('technology').$type<HiTechnology>().notNull(),
  downMbps: integer('down_mbps').notNull(),
  upMbps: integer('up_mbps').notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  contractMonths: integer('contract_months').notNull(),
  installationFee: integer('installation_fee').notNull().default(0),
  upfrontPayment: integer('upfront_payment').notNull().default(0),
  upfrontLabel: jsonb('upfront_label').$type<Text | null>(),
  router: jsonb('router').$type<Text>().notNull(),
  extras: jsonb('extras').$type<Text[]>().notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A TOL transaction (the spec's correlation id): from the coverage check to the order. Owned by the
 * signed-in user, or, for a guest, the browser whose cookie token hashes to `guest_token_hash`
 * (claimed by the user who signs in with it). The contact mobile and the holder's Thai ID are kept
 * encrypted (with their last four digits) only while needed: cleared when the order is placed or the
 * transaction expires. `expires_at` is null when config tol_bypass_ekyc.is_transaction_expire is off.
 */
export const hiTransactions = pgTable(
  'hi_transactions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    state: text('state').$type<HiTransactionState>().notNull().default('open'),
    result: text('result').$type<HiQualificationResult>().notNull(),
    areaId: text('area_id'),
    address: jsonb('address').$type<HiAddress>().notNull(),
    services: jsonb('services').$type<HiService[]>().notNull(),
    alternate: jsonb('alternate').$type<HiService[]>().notNull(),
    reasons: jsonb('reasons').$type<HiUnqualifiedReason[]>().notNull(),
    packageId: text('package_id'),
    appointmentId: text('appointment_id'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactMobileEnc: text('contact_mobile_enc'),
    contactMobileLast4: text('contact_mobile_last4'),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }),
    thaiIdEnc: text('thai_id_enc'),
    thaiIdLast4: text('thai_id_last4'),
    blacklistCheckedAt: timestamp('blacklist_checked_at', { withTimezone: true }),
    ekycApplicationId: uuid('ekyc_application_id'),
    ekycBypass: boolean('ekyc_bypass').notNull().default(false),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('hi_transactions_user_idx').on(t.userId, t.createdAt),
    index('hi_transactions_expiry_idx').on(t.state, t.expiresAt),
    index('hi_transactions_order_idx').on(t.orderId),
  ],
);

/** IDs refused home internet (unpaid bills, fraud): HMACs of the ID, never the ID. */
export const hiBlacklist = pgTable('hi_blacklist', {
  thaiIdHash: text('thai_id_hash').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Leads (spec contact-form): who to call back about home internet. The mobile encrypted, with its last four digits and an HMAC for the per-number limit. */
export const hiLeads = pgTable(
  'hi_leads',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    mobileEnc: text('mobile_enc').notNull(),
    mobileLast4: text('mobile_last4').notNull(),
    mobileHash: text('mobile_hash').notNull(),
    preferredTime: text('preferred_time').$type<HiLeadTime>().notNull(),
    transactionId: uuid('transaction_id'),
    userId: uuid('user_id'),
    /** The work-queue state (issue 20; LEAD_STATES of @store/domain/backoffice): new, contacted, won, lost. */
    status: text('status').notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hi_leads_created_idx').on(t.createdAt), index('hi_leads_mobile_idx').on(t.mobileHash, t.createdAt), index('hi_leads_status_idx').on(t.status, t.createdAt, t.id)],
);
