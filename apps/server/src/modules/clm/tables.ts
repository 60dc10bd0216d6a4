import type { ClmEffective, ClmService } from '@store/domain/clm';
import type { SubscriberType } from '@store/domain/subscribers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * The packages an existing subscriber may move to (issue 18, decision 033), by NAS code of the
 * subscriber system's catalogue, with who may take each: the subscriber types, the families a line
 * may come from, the months of service needed, and whether a line under contract may take it (a
 * cheaper package never is, while a contract runs).
 */
export const clmOffers = pgTable('clm_offers', {
  nasCode: text('nas_code').primaryKey(),
  allowedTypes: jsonb('allowed_types').$type<SubscriberType[]>().notNull(),
  allowedFromFamilies: jsonb('allowed_from_families').$type<string[]>().notNull(),
  minMonths: integer('min_months').notNull().default(0),
  allowedUnderContract: boolean('allowed_under_contract').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * The sample subscriber of the preview pages (/preview/uppack, /preview/tmvhvas, /preview/tolvas):
 * made-up data shown to someone who is not a subscriber, never a real line's.
 */
export const clmPreviewProfiles = pgTable('clm_preview_profiles', {
  id: text('id').primaryKey(),
  type: text('type').$type<SubscriberType>().notNull(),
  packageNasCode: text('package_nas_code').notNull(),
  monthsActive: integer('months_active').notNull(),
  contractMonthsLeft: integer('contract_months_left'),
  billCycleDay: integer('bill_cycle_day').notNull(),
  onTop: jsonb('on_top').$type<{ code: string; title: Text; detail: Text; days_left: number | null }[]>().notNull(),
  /** Add-on codes shown as subscribed on the preview lists. */
  vasCodes: jsonb('vas_codes').$type<string[]>().notNull(),
  homePackage: jsonb('home_package').$type<Text>().notNull(),
});

/**
 * A verification (short-lived, server-side): the signed-in user, the browser (hash of the store_clm
 * cookie), the service and its target (the number, or the home-internet account id), the number the
 * OTP went to and its request; verified once the code was right (or at once for the number's owner).
 */
export const clmVerifications = pgTable(
  'clm_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    browserHash: text('browser_hash').notNull(),
    service: text('service').$type<ClmService>().notNull(),
    target: text('target').notNull(),
    otpTo: text('otp_to'),
    otpRequestId: uuid('otp_request_id'),
    otpResendAfter: timestamp('otp_resend_after', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('clm_verifications_user_idx').on(t.userId, t.createdAt), index('clm_verifications_expiry_idx').on(t.expiresAt)],
);

/** Numbers a user proved by OTP here: theirs for verify-mobile-only until `verified_at` + CLM_OWNER_NUMBER_TTL_MS. */
export const clmOwnerNumbers = pgTable(
  'clm_owner_numbers',
  {
    userId: uuid('user_id').notNull(),
    msisdn: text('msisdn').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.msisdn] })],
);

/**
 * A change placed through CLM, one per service order: a package change (the subscriber system's
 * change id, when it takes effect) or an add-on added or removed. At most one scheduled package
 * change per number (partial unique index), so two confirms cannot both schedule one.
 */
export const clmChanges = pgTable(
  'clm_changes',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().unique(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<'package' | 'vas'>().notNull(),
    service: text('service').$type<ClmService>().notNull(),
    target: text('target').notNull(),
    fromTitle: jsonb('from_title').$type<Text>(),
    fromNasCode: text('from_nas_code'),
    toTitle: jsonb('to_title').$type<Text>().notNull(),
    toCode: text('to_code').notNull(),
    vasAction: text('vas_action').$type<'add' | 'remove'>(),
    effective: text('effective').$type<ClmEffective>(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    priceDifference: integer('price_difference').notNull(),
    changeId: text('change_id'),
    state: text('state').$type<'scheduled' | 'applied' | 'cancelled'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('clm_changes_one_package_change_idx')
      .on(t.target)
      .where(sql`${t.kind} = 'package' and ${t.state} = 'scheduled'`),
    index('clm_changes_change_idx').on(t.changeId),
    index('clm_changes_user_idx').on(t.userId),
  ],
);
