import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 */
export const mobileNumbers = pgTable(
  'mobile_numbers',
  {
    number: digitsText('number').primaryKey(),
    /** The number backwards, so "ends with" is a prefix match on an index (with its own statistics). */
    numberReversed: digitsText('number_reversed').notNull().generatedAlwaysAs(sql`reverse(number)`),
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
  },
  (t) => [
    // ends with: a prefix match on the reversed number (C collation, so a plain btree serves LIKE 'x%')
    index('mobile_numbers_reversed_idx').on(t.numberReversed).where(sql`${t.status} = 'available'`),
    // contains: trigrams
    index('mobile_numbers_trgm_idx').using('gin', t.number.op('gin_trgm_ops')).where(sql`${t.status} = 'available'`),
    // digit sum, in number order for the keyset page
    index('mobile_numbers_sum_idx').on(t.digitSum, t.number).where(sql`${t.status} = 'available'`),
    // class and price range
    index('mobile_numbers_class_price_idx').on(t.class, t.price, t.number).where(sql`${t.status} = 'available'`),
    index('mobile_numbers_price_idx').on(t.price, t.number).where(sql`${t.status} = 'available'`),
    uniqueIndex('mobile_numbers_hold_id_idx').on(t.holdId),
    index('mobile_numbers_hold_owner_idx').on(t.holdOwner).where(sql`${t.status} = 'held'`),
    index('mobile_numbers_hold_expiry_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
  ],
);
