import type { SubscriberChangeKind, SubscriberChangeStatus, SubscriberStatus, SubscriberType } from '@store/domain/subscribers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
