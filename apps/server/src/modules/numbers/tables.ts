import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HOLD_FLOWS } from '@store/domain/number-search';
import { NUMBER_CLASSES } from '@store/domain/msisdn';

/**
 * Digits compared byte by byte: with the "C" collation the primary key itself serves `LIKE '081%'`
 * and `ORDER BY number`, whatever collation the database was created with.
 */
const digitsText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** withdrawn: taken out of sale by a number-pool manager (issue 20); never searched, held or sold. */
export const NUMBER_STATUSES = ['available', 'held', 'sold', 'withdrawn'] as const;

/**
 * The pool of mobile numbers (the operator BSS's resource pool, TMF685) with its reservation: one
 * row per number, held by one shopper at a time (hold_* set together), sold once.
 * digit_sum and digits_mask (bit d = digit d appears after the 0X prefix) are derived at insert.
 *
 * The search indexes (decision 014) are partial on available numbers and covering: each carries
 * number, class, price, digit_sum and digits_mask (as trailing key columns, drizzle has no INCLUDE),
 * so every search is answered from an index alone.
 *
 * fortune_base, fortune_wishes and fortune_bad are what the personalised fortune ranking needs
 * (decision 024, fortune-repository.ts): stored when the pool is seeded and again when the
 * numerology data changes; null for instant-SIM stock numbers, which are never offered online.
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
    /** The score with no wish and no kalakini: weights of the distinct pairs after the 0X prefix plus the digit sum's. */
    fortuneBase: smallint('fortune_base'),
    /** Per wish (WISHES order, 4 bits each from bit 0): how many distinct pairs that are not bad support it. */
    fortuneWishes: integer('fortune_wishes'),
    /** Whether a pair is bad (one bad pair spoils a number: never in a personalised list). */
    fortuneBad: boolean('fortune_bad'),
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
    // the personalised fortune ranking (decision 024): numbers without a bad pair, best base first
    index('mobile_numbers_fortune_idx')
      .on(t.fortuneBase.desc(), t.number, t.fortuneWishes, t.digitsMask, t.class, t.price, t.digitSum)
      .where(sql`${t.status} = 'available' and ${t.fortuneBad} = false`),
    // The console's pool list (issue 20, decision 046): every state, in number order, filtered by a
    // state, class or price that few numbers have (held, sold, withdrawn; silver and up; 1,000 baht and
    // up: about 1-2% each). The common ones (available, normal, bronze, cheap) are found soon enough
    // walking the primary key, so these stay partial and small, and a hold writes to them only once.
    index('mobile_numbers_admin_status_idx')
      .on(t.status, t.number)
      .where(sql`${t.status} <> 'available'`),
    index('mobile_numbers_admin_class_idx')
      .on(t.class, t.number)
      .where(sql`${t.class} not in ('normal', 'lucky_bronze')`),
    index('mobile_numbers_admin_price_idx')
      .on(t.price, t.number)
      .where(sql`${t.price} >= 100000`),
    uniqueIndex('mobile_numbers_hold_id_idx').on(t.holdId),
    index('mobile_numbers_hold_owner_idx')
      .on(t.holdOwner)
      .where(sql`${t.status} = 'held'`),
    index('mobile_numbers_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

/**
 * The most wish supports any number of the pool without a bad pair has, for each set of wishes
 * (bit w = WISHES[w]): the largest sum over the set of the counts in fortune_wishes. The ranking
 * bounds what wishes can add to a number's base with it (decision 024). Written with the scores;
 * empty while the pool is scored again, when the ranking falls back to 7 per wish.
 */
export const numberFortuneBounds = pgTable('number_fortune_bounds', {
  wishes: smallint('wishes').primaryKey(),
  maxCount: smallint('max_count').notNull(),
});
