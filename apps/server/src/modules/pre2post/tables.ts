import type { BalancePolicy, QualificationReason } from '@store/domain/pre2post';
import type { SubscriberPackage, SubscriberType } from '@store/domain/subscribers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/** The postpaid plans offered for a conversion: the SIM module's plans by NAS code, with the balance policy and shelf order. */
export const pre2postOffers = pgTable('pre2post_offers', {
  nasCode: text('nas_code').primaryKey(),
  balancePolicy: text('balance_policy').$type<BalancePolicy>().notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A qualification (TMF679), kept 30 minutes for the user who passed the OTP. The Thai ID is kept
 * encrypted only until then (to check the eKYC application at order time; the sweeper clears it),
 * with its last four digits; `subscriber` is what the subscriber system said.
 */
export const pre2postQualifications = pgTable(
  'pre2post_qualifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    msisdn: text('msisdn').notNull(),
    thaiIdEnc: text('thai_id_enc'),
    thaiIdLast4: text('thai_id_last4').notNull(),
    qualified: boolean('qualified').notNull(),
    reasons: jsonb('reasons').$type<QualificationReason[]>().notNull(),
    subscriber: jsonb('subscriber').$type<{ type: SubscriberType; package: SubscriberPackage; months: number; balance: number }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pre2post_qualifications_user_idx').on(t.userId, t.createdAt), index('pre2post_qualifications_expiry_idx').on(t.expiresAt)],
);

/**
 * A number's conversion to postpaid, the hold of a `pre_to_post` order line (kind `conversion`):
 * awaiting_ekyc (the order waits for the eKYC), to_schedule (approved, or no eKYC needed; not yet
 * accepted by the subscriber system), scheduled (the change id and when it takes effect), applied, or
 * cancelled (given back). At most one pending (awaiting_ekyc, to_schedule, scheduled) per number.
 */
export const pre2postConversions = pgTable(
  'pre2post_conversions',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull().unique(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id').notNull(),
    msisdn: text('msisdn').notNull(),
    qualificationId: uuid('qualification_id').notNull(),
    nasCode: text('nas_code').notNull(),
    planTitle: jsonb('plan_title').$type<Text>().notNull(),
    ekycApplicationId: uuid('ekyc_application_id'),
    state: text('state').$type<'awaiting_ekyc' | 'to_schedule' | 'scheduled' | 'applied' | 'cancelled'>().notNull(),
    changeId: text('change_id'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Calls to the subscriber system that did not take the change (busy), and the last one's error code (the console's queue). */
    attempts: integer('attempts').notNull().default(0),
    lastErrorCode: text('last_error_code'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pre2post_conversions_one_pending_idx')
      .on(t.msisdn)
      .where(sql`${t.state} in ('awaiting_ekyc', 'to_schedule', 'scheduled')`),
    index('pre2post_conversions_ekyc_idx').on(t.ekycApplicationId),
    index('pre2post_conversions_change_idx').on(t.changeId),
    // The console's queue: by state, newest first (keyset on created_at, id).
    index('pre2post_conversions_queue_idx').on(t.state, t.createdAt, t.id),
    index('pre2post_conversions_created_idx').on(t.createdAt, t.id),
    index('pre2post_conversions_work_idx')
      .on(t.state)
      .where(sql`${t.state} in ('awaiting_ekyc', 'to_schedule')`),
  ],
);
