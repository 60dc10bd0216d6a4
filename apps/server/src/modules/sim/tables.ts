import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HOLD_FLOWS } from '@store/domain/number-search';
import { OTP_FLOWS } from '@store/domain/otp';
import { SIM_TYPES } from '@store/domain/sim';
import { DIY_KINDS, type DiyPackage } from '@store/domain/sim-diy';

type Localized = { th: string; en: string };

/** Price plans (spec 3 "SIM package sample"); money in satang, texts in Thai and English. */
export const simPackages = pgTable(
  'sim_packages',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<Localized>().notNull(),
    campaignCode: text('campaign_code').notNull(),
    nasCode: text('nas_code').notNull().unique(),
    simType: text('sim_type', { enum: SIM_TYPES }).notNull(),
    baseline: integer('baseline').notNull(),
    advancePayment: integer('advance_payment').notNull(),
    contract: smallint('contract').notNull(),
    penalty: integer('penalty').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    section: text('section').notNull().default('wemall'),
    matCategory: text('mat_category').notNull(),
    poolNumber: text('pool_number').notNull(),
    termLong: jsonb('term_long').$type<Localized>().notNull(),
    termShort: jsonb('term_short').$type<Localized>().notNull(),
    dataGb: doublePrecision('data_gb'),
    speedMbps: doublePrecision('speed_mbps'),
    callMinutes: integer('call_minutes'),
    validityDays: integer('validity_days'),
    highlights: jsonb('highlights').$type<Localized[]>().notNull(),
    esimAllowed: boolean('esim_allowed').notNull(),
    colour: text('colour').notNull(),
    verificationRequired: boolean('verification_required').notNull().default(true),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sim_packages_list_idx').on(t.simType, t.section, t.status, t.sort)],
);

/** Devices that take an eSIM (spec 7 GET /esim/support-devices). */
export const esimDevices = pgTable('esim_devices', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  sort: integer('sort').notNull(),
});

/**
 * The SMS port's embedded default: every message the store would send, kept for the developer and
 * the tests to read (GET /api/dev/sms-outbox with the operator token). Rows older than a day are
 * removed by the sweeper.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_number').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);

/** One OTP sent: only an HMAC of the code is kept; attempts are counted by a conditional UPDATE. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    flow: text('flow', { enum: OTP_FLOWS }).notNull(),
    userId: text('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_requests_mobile_idx').on(t.mobile, t.createdAt)],
);

/** IDs refused a SIM (unpaid debt, fraud); kept as HMACs, never as the ID itself. */
export const simBlacklist = pgTable('sim_blacklist', {
  thaiIdHash: text('thai_id_hash').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A passed verification (the buyer of one held number). The national ID is needed to register the
 * SIM with the order, so it is kept encrypted (AES-256-GCM), with an HMAC for look-ups; responses
 * only ever show it masked.
 */
export const simVerifications = pgTable(
  'sim_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** The number-pool hold (uuid) or the instant-SIM pack claim (pack:uuid). */
    holdId: text('hold_id').notNull(),
    number: text('number').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => simPackages.id),
    flow: text('flow', { enum: HOLD_FLOWS }).notNull(),
    /** What the hold carried for sim_meta (fortune numbers: grade, group, birth time and zone). */
    holdMeta: jsonb('hold_meta').$type<Record<string, unknown>>(),
    thaiIdEncrypted: text('thai_id_encrypted').notNull(),
    thaiIdHash: text('thai_id_hash').notNull(),
    thaiIdLast4: text('thai_id_last4').notNull(),
    birthDate: text('birth_date').notNull(),
    mobile: text('mobile').notNull(),
    esim: boolean('esim').notNull(),
    /** SIM DIY: the composed package as priced when the buyer was verified. */
    diy: jsonb('diy').$type<DiyPackage>(),
    /** Set when the line went to the cart (once per verification). */
    addedToCartAt: timestamp('added_to_cart_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('sim_verifications_hold_idx').on(t.holdId), index('sim_verifications_user_idx').on(t.userId)],
);

export { PACK_STATUSES } from '@store/domain/instant-sim';
import { PACK_STATUSES } from '@store/domain/instant-sim';

/**
 * Instant-SIM packs (spec 2 /online-store/instantsim): prepaid SIM cards sold in shops with the number
 * and the SIM serial (ICCID, Luhn check digit) printed on the card. The number is in the pool as
 * stock (never offered online). A shopper claims a pack (number + serial) to activate it online: one
 * conditional UPDATE, so only one claim at a time; the claim (claim_id, shown as `pack:<uuid>`) is the
 * cart line's hold; payment activates the pack, once.
 */
export const instantSimPacks = pgTable(
  'instant_sim_packs',
  {
    iccid: text('iccid').primaryKey(),
    number: text('number').notNull().unique(),
    batch: text('batch').notNull(),
    status: text('status', { enum: PACK_STATUSES }).notNull().default('in_stock'),
    claimId: uuid('claim_id'),
    claimOwner: text('claim_owner'),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    /** Set when an order took the claim (its expiry then follows the order's). */
    claimOrderId: text('claim_order_id'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instant_sim_packs_claim_idx').on(t.claimId),
    index('instant_sim_packs_owner_idx')
      .on(t.claimOwner)
      .where(sql`${t.status} = 'claimed'`),
  ],
);

/**
 * The options of SIM DIY postpaid (spec 7 POST, GET /truemoveh/sim-diy/package): one base fee, data
 * allowances, call allowances and extras, each with its monthly price in satang. The operator edits
 * the rows (price, active); the store composes and prices packages from the active ones.
 */
export const simDiyOptions = pgTable('sim_diy_options', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: DIY_KINDS }).notNull(),
  label: jsonb('label').$type<Localized>().notNull(),
  price: integer('price').notNull(),
  dataGb: doublePrecision('data_gb'),
  speedMbps: doublePrecision('speed_mbps'),
  callMinutes: integer('call_minutes'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull(),
});
