import type { SubscriberChangeKind, SubscriberChangeStatus, SubscriberStatus, SubscriberType } from '@store/domain/subscribers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };
/** Where a line's or account's bills go (subdistrict id and postcode of the address data). */
export type SubscriberBillingAddress = { name: string; phone: string; line1: string; subdistrict_id: number; postcode: string };

/**
 * The embedded subscriber system (issue 15): the operator's lines as its BSS keeps them. The
 * holder's Thai ID is kept only as an HMAC under the store's personal-data key (app.sim.hmac) and
 * its last four digits. `balance` is in satang, negative when the subscriber owes. `fault` makes a
 * test line fail the way the real system does (`busy`: every call 503 subscriber_system_busy).
 */
export const subscribers = pgTable('subscribers', {
  msisdn: text('msisdn').primaryKey(),
  type: text('type').$type<SubscriberType>().notNull(),
  holderIdHash: text('holder_id_hash').notNull(),
  holderIdLast4: text('holder_id_last4').notNull(),
  packageNasCode: text('package_nas_code').notNull(),
  packageTitleTh: text('package_title_th').notNull(),
  packageTitleEn: text('package_title_en').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
  balance: integer('balance').notNull().default(0),
  blacklisted: boolean('blacklisted').notNull().default(false),
  status: text('status').$type<SubscriberStatus>().notNull().default('active'),
  fault: text('fault').$type<'busy'>(),
  /** What the line is for (the README's test-line table). */
  notes: text('notes').notNull().default(''),
  /** The caller's reference of the porting that brought the number in (portIn; a repeat with it is the same line). */
  portedInReference: text('ported_in_reference'),
  /** Issue 18 (CLM): the end of the line's contract (null: none), the day of the month its bill cycle starts, its billing address. */
  contractEndsAt: timestamp('contract_ends_at', { withTimezone: true }),
  billCycleDay: integer('bill_cycle_day').notNull().default(1),
  billingAddress: jsonb('billing_address').$type<SubscriberBillingAddress>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Changes of type or plan the subscriber system carries out at `effective_at` (the sweeper applies
 * them). At most one scheduled change per number (partial unique index). `reference` is the
 * caller's (the store's order id).
 */
export const subscriberChanges = pgTable(
  'subscriber_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    kind: text('kind').$type<SubscriberChangeKind>().notNull(),
    toNasCode: text('to_nas_code').notNull(),
    toTitleTh: text('to_title_th').notNull(),
    toTitleEn: text('to_title_en').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SubscriberChangeStatus>().notNull().default('scheduled'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriber_changes_one_scheduled_idx')
      .on(t.msisdn)
      .where(sql`${t.status} = 'scheduled'`),
    index('subscriber_changes_due_idx')
      .on(t.effectiveAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/**
 * The subscriber system's package catalogue (issue 18): each package's family (a line may move only
 * within families an offer allows), monthly fee (satang) and benefits. A line's package is looked up
 * here by NAS code.
 */
export const subscriberPackages = pgTable('subscriber_packages', {
  nasCode: text('nas_code').primaryKey(),
  type: text('type').$type<SubscriberType>().notNull(),
  family: text('family').notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  monthlyFee: integer('monthly_fee').notNull(),
  benefits: jsonb('benefits').$type<Text[]>().notNull(),
});

/** On-top benefits running on a line (extra data, calls, content) until `expires_at` (null: while the package lasts). */
export const subscriberOnTop = pgTable(
  'subscriber_on_top',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => subscribers.msisdn, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    detailTh: text('detail_th').notNull(),
    detailEn: text('detail_en').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('subscriber_on_top_msisdn_idx').on(t.msisdn)],
);

/** Value-added services (add-ons) the subscriber system sells: for a mobile line or a home-internet account. */
export const subscriberVasCatalog = pgTable('subscriber_vas_catalog', {
  code: text('code').primaryKey(),
  service: text('service').$type<'mobile' | 'home'>().notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  includes: jsonb('includes').$type<Text[]>().notNull(),
  /** Satang a month. */
  monthlyPrice: integer('monthly_price').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * The add-ons subscribed on a line (msisdn) or a home-internet account (account id): at most one
 * running per service and code (partial unique index); `reference` is the caller's (the store's
 * order id) for the add, `removed_reference` for the removal, so a repeat answers the same row.
 */
export const subscriberVas = pgTable(
  'subscriber_vas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: text('service_id').notNull(),
    code: text('code')
      .notNull()
      .references(() => subscriberVasCatalog.code),
    reference: text('reference').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReference: text('removed_reference'),
  },
  (t) => [
    uniqueIndex('subscriber_vas_one_running_idx')
      .on(t.serviceId, t.code)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('subscriber_vas_reference_idx').on(t.reference),
  ],
);

/** Home-internet (TOL) accounts: the holder, the contact mobile the OTP goes to, the package, billing address. */
export const subscriberTolAccounts = pgTable('subscriber_tol_accounts', {
  accountId: text('account_id').primaryKey(),
  holderName: text('holder_name').notNull(),
  contactMobile: text('contact_mobile').notNull(),
  packageTitleTh: text('package_title_th').notNull(),
  packageTitleEn: text('package_title_en').notNull(),
  status: text('status').$type<SubscriberStatus>().notNull().default('active'),
  fault: text('fault').$type<'busy'>(),
  billingAddress: jsonb('billing_address').$type<SubscriberBillingAddress>().notNull(),
  notes: text('notes').notNull().default(''),
});
