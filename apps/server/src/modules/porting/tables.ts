import type { DonorId, PortingRejectReason, PortingRequestState } from '@store/domain/mnp';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded porting clearinghouse (issue 16; decision 029): the other operators' numbers as the
 * clearinghouse and the donors know them. The holder's Thai ID is kept only as an HMAC under the
 * store's personal-data key (app.sim.hmac) and its last four digits. `bill_outstanding` in satang.
 * `never_answers`: the clearinghouse times out on every request for the number. `ported_out_at`:
 * the number moved to this operator (no longer the donor's).
 */
export const portingNumbers = pgTable('porting_numbers', {
  msisdn: text('msisdn').primaryKey(),
  donor: text('donor').$type<DonorId>().notNull(),
  type: text('type').$type<'prepaid' | 'postpaid'>().notNull(),
  holderIdHash: text('holder_id_hash').notNull(),
  holderIdLast4: text('holder_id_last4').notNull(),
  registered: boolean('registered').notNull().default(true),
  billOutstanding: integer('bill_outstanding').notNull().default(0),
  active: boolean('active').notNull().default(true),
  neverAnswers: boolean('never_answers').notNull().default(false),
  /** What the number is for (README's table), {th, en}. */
  notes: jsonb('notes').$type<{ th: string; en: string }>().notNull(),
  portedOutAt: timestamp('ported_out_at', { withTimezone: true }),
});

/**
 * The porting PIN a holder asked their operator for (one per number: asking again replaces it),
 * as an HMAC; valid until 00:00 Asia/Bangkok of the clearinghouse clock; locked after 5 wrong tries.
 */
export const portingPins = pgTable('porting_pins', {
  msisdn: text('msisdn')
    .primaryKey()
    .references(() => portingNumbers.msisdn, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Porting requests at the clearinghouse. `next_at` is when the request's next step is due on the
 * clearinghouse clock (null once it ended). At most one open request (submitted, donor_validating,
 * approved, scheduled) per number (partial unique index), and one request per caller reference.
 */
export const portingRequests = pgTable(
  'porting_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => portingNumbers.msisdn, { onDelete: 'cascade' }),
    donor: text('donor').$type<DonorId>().notNull(),
    thaiIdHash: text('thai_id_hash').notNull(),
    pinHash: text('pin_hash'),
    reference: text('reference').notNull(),
    state: text('state').$type<PortingRequestState>().notNull().default('submitted'),
    reason: text('reason').$type<PortingRejectReason>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
    windowAt: timestamp('window_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    nextAt: timestamp('next_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('porting_requests_one_open_idx')
      .on(t.msisdn)
      .where(sql`${t.state} in ('submitted', 'donor_validating', 'approved', 'scheduled')`),
    uniqueIndex('porting_requests_reference_idx').on(t.reference),
    index('porting_requests_due_idx')
      .on(t.nextAt)
      .where(sql`${t.nextAt} is not null`),
  ],
);

/** The clearinghouse clock: one row; its "now" is the real time plus `offset_ms` (tests and the e2e move it ahead). */
export const portingClock = pgTable('porting_clock', {
  id: integer('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});
