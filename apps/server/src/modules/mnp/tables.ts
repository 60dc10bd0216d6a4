import type { DonorId, MnpMode, MnpPortingState, PortingRejectReason } from '@store/domain/mnp';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/** The postpaid plans offered for porting in: the SIM module's plans by NAS code, the journeys each allows, what is paid online and the shelf order. */
export const mnpOffers = pgTable('mnp_offers', {
  nasCode: text('nas_code').primaryKey(),
  modes: text('modes').array().$type<('one_step' | 'two_step')[]>().notNull(),
  advancePayment: integer('advance_payment').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Device bundles for porting in: a catalogue device (tagged mnp-bundle) at its price less `discount`, with a plan and a contract. */
export const mnpBundles = pgTable(
  'mnp_bundles',
  {
    id: text('id').primaryKey(),
    productId: integer('product_id').notNull(),
    nasCode: text('nas_code').notNull(),
    name: jsonb('name').$type<Text>().notNull(),
    discount: integer('discount').notNull(),
    contractMonths: integer('contract_months').notNull(),
    advancePayment: integer('advance_payment').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('mnp_bundles_product_idx').on(t.productId, t.nasCode)],
);

/**
 * A verification: the number proved by an OTP to it, for 30 minutes, for the user who passed it.
 * The Thai ID is kept encrypted (for the porting request and the eKYC) with its last four digits;
 * the PIN (encrypted) once the clearinghouse said it is good, with the attempts made.
 */
export const mnpVerifications = pgTable(
  'mnp_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    mode: text('mode').$type<MnpMode>().notNull(),
    msisdn: text('msisdn').notNull(),
    donor: text('donor').$type<DonorId>().notNull(),
    donorType: text('donor_type').$type<'prepaid' | 'postpaid'>().notNull(),
    thaiIdEnc: text('thai_id_enc'),
    thaiIdLast4: text('thai_id_last4').notNull(),
    pinEnc: text('pin_enc'),
    pinExpiresAt: timestamp('pin_expires_at', { withTimezone: true }),
    pinAttempts: integer('pin_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mnp_verifications_user_idx').on(t.userId, t.createdAt), index('mnp_verifications_expiry_idx').on(t.expiresAt)],
);

/**
 * A porting in, the hold of an MNP cart line (kind `porting`): held (in a cart), awaiting_payment,
 * awaiting_activation (two-step, paid), to_submit (the sweeper submits it with backoff), stuck (the
 * clearinghouse never answered: staff retry), then the clearinghouse's states. At most one porting in
 * progress per number (partial unique index). The Thai ID and PIN are kept encrypted only while
 * needed: the PIN until the clearinghouse accepted the request, the ID until the number joined our
 * subscribers (it is the new line's holder) or the porting ended.
 */
export const mnpPortings = pgTable(
  'mnp_portings',
  {
    id: uuid('id').primaryKey(),
    verificationId: uuid('verification_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The cart line's idempotency: the caller's Idempotency-Key, scoped by user. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    cartId: uuid('cart_id'),
    lineId: uuid('line_id'),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    msisdn: text('msisdn').notNull(),
    mode: text('mode').$type<MnpMode>().notNull(),
    donor: text('donor').$type<DonorId>().notNull(),
    donorType: text('donor_type').$type<'prepaid' | 'postpaid'>().notNull(),
    nasCode: text('nas_code').notNull(),
    planTitle: jsonb('plan_title').$type<Text>().notNull(),
    bundleId: text('bundle_id'),
    variantId: integer('variant_id'),
    thaiIdEnc: text('thai_id_enc'),
    thaiIdLast4: text('thai_id_last4').notNull(),
    pinEnc: text('pin_enc'),
    ekycApplicationId: uuid('ekyc_application_id'),
    state: text('state').$type<MnpPortingState>().notNull(),
    reason: text('reason').$type<PortingRejectReason>(),
    requestId: text('request_id'),
    windowAt: timestamp('window_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastErrorCode: text('last_error_code'),
    simSerial: text('sim_serial'),
    activationAttempts: integer('activation_attempts').notNull().default(0),
    tempNumber: text('temp_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    validatingAt: timestamp('validating_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mnp_portings_one_open_idx')
      .on(t.msisdn)
      .where(sql`${t.state} not in ('completed', 'rejected', 'cancelled')`),
    uniqueIndex('mnp_portings_key_idx').on(t.idempotencyKey),
    index('mnp_portings_order_idx').on(t.orderId),
    index('mnp_portings_request_idx').on(t.requestId),
    index('mnp_portings_state_idx').on(t.state, t.nextAttemptAt),
  ],
);

/** Temporary numbers for auto bundles: the SIM works with one until the porting completes. */
export const mnpTempNumbers = pgTable('mnp_temp_numbers', {
  msisdn: text('msisdn').primaryKey(),
  state: text('state').$type<'free' | 'assigned'>().notNull().default('free'),
  portingId: uuid('porting_id'),
});
