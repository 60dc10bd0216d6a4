import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HOLD_FLOWS } from '@store/domain/number-search';
import { NUMBER_CLASSES } from '@store/domain/msisdn';

/**
 * Digits compared byte by byte: with the "C" collation the primary key itself serves `LIKE '081%'`
 * and `ORDER BY number`, whatever collation the database was created with.
 */
const digitsText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const NUMBER_STATUSES = ['available', 'held', 'sold'] as const;

/**
 * The pool of mobile numbers (the operator BSS's resource pool, TMF685) with its reservation: one
 * row per number, held by one shopper at a time (hold_* set together), sold once.
 * digit_sum and digits_mask (bit d = digit d appears after the 0X prefix) are derived at insert.
 *
 * The search indexes (decision 014) are partial on available numbers and covering: each carries
 * number, class, price, digit_sum and digits_mask (as trailing key columns, drizzle has no INCLUDE),
 * so every search is answered from an index alone.
 */
export const mobileNumbers = pgTable(
  'mobile_numbers',
  {
    number: digitsText('number').primaryKey(),
    class: text('class', { enum: NUMBER_CLASSES }).notNull(),
    price: integer('price').notNull(),
    digitSum: smallint('digit_sum').notNull(),
    digitsMask: smallint('digits_mask').notNull(),
    status: text('status', { enum: NUMBER_STATUSES }).notNull().default('available'),
    holdId: uuid('hold_id'),
    holdOwner: text('hold_owner'),
    holdFlow: text('hold_flow', { enum: HOLD_FLOWS }),
    holdKey: text('hold_key'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Set when an order confirmed the hold (its expiry then follows the order's). */
    holdOrderId: text('hold_order_id'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** What the flow that took the hold attached to it (fortune: grade, group, birth time), for the SIM verification. */
    holdMeta: jsonb('hold_meta').$type<Record<string, unknown>>(),
  },
  (t) => [
    // number order: starts, and every search that walks the numbers in order testing each one
    index('mobile_numbers_available_idx')
      .on(t.number, t.class, t.price, t.digitSum, t.digitsMask)
      .where(sql`${t.status} = 'available'`),
    // ends with 3+ digits, and a position pattern's fixed end: the last four digits, in number order
    index('mobile_numbers_last4_idx')
      .on(sql`right(${t.number}, 4)`, t.number, t.class, t.price, t.digitSum, t.digitsMask)
      .where(sql`${t.status} = 'available'`),
    // contains 4+ digits: the number's seven 4-digit substrings (number_grams, migration 0010)
    index('mobile_numbers_grams_idx')
      .using('gin', sql`number_grams(${t.number})`)
      .where(sql`${t.status} = 'available'`),
    // digit sum, class, price: each in number order for the keyset page
    index('mobile_numbers_sum_idx')
      .on(t.digitSum, t.number, t.class, t.price, t.digitsMask)
      .where(sql`${t.status} = 'available'`),
    index('mobile_numbers_class_idx')
      .on(t.class, t.number, t.price, t.digitSum, t.digitsMask)
      .where(sql`${t.status} = 'available'`),
    index('mobile_numbers_price_idx')
      .on(t.price, t.number, t.class, t.digitSum, t.digitsMask)
      .where(sql`${t.status} = 'available'`),
    uniqueIndex('mobile_numbers_hold_id_idx').on(t.holdId),
    index('mobile_numbers_hold_owner_idx')
      .on(t.holdOwner)
      .where(sql`${t.status} = 'held'`),
    index('mobile_numbers_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
