import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * Coupons (spec 7 Coupons; TMF671 promotion): a percent (optionally capped) or fixed discount over the
 * lines in scope, a minimum spend, a validity window, a total limit with its `used` and `collected`
 * counters, and a per-user limit. `collectable` coupons are collected on /coupon; the others reach a
 * shopper's wallet only by coupon sync and apply only for those who hold them.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; matched case-insensitively. */
    code: text('code').notNull(),
    title: jsonb('title').$type<Text>().notNull(),
    description: jsonb('description').$type<Text>().notNull(),
    discountKind: text('discount_kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent off (kind percent), e.g. 10 or 12.5. */
    percent: real('percent'),
    /** Satang off (kind fixed). */
    amount: integer('amount'),
    /** Cap of a percent discount, satang; null = no cap. */
    maxDiscount: integer('max_discount'),
    minSpend: integer('min_spend').notNull().default(0),
    scopeProductIds: text('scope_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scopeCategories: text('scope_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scopeProductTypes: text('scope_product_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Uses over all shoppers; null = unlimited. */
    totalLimit: integer('total_limit'),
    used: integer('used').notNull().default(0),
    collected: integer('collected').notNull().default(0),
    /** Uses per shopper; null = unlimited. */
    perUserLimit: integer('per_user_limit').default(1),
    collectable: boolean('collectable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    index('coupons_ends_idx').on(t.endsAt),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_discount',
      sql`(${t.discountKind} = 'percent' and ${t.percent} > 0 and ${t.percent} <= 100 and ${t.amount} is null) or (${t.discountKind} = 'fixed' and ${t.amount} >= 0 and ${t.percent} is null)`,
    ),
    check('coupons_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('coupons_used', sql`${t.used} >= 0 and (${t.totalLimit} is null or ${t.used} <= ${t.totalLimit})`),
    check('coupons_collected', sql`${t.collected} >= 0`),
  ],
);

/** A coupon in a shopper's wallet: when it was collected (or synced) and how often they used it. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: text('user_id').notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'collect' (on /coupon), 'sync' (coupon sync) or 'use' (applied by code without collecting first). */
    source: text('source').notNull().default('collect'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] }), index('user_coupons_recent_idx').on(t.userId, t.collectedAt), check('user_coupons_used', sql`${t.usedCount} >= 0`)],
);

/** One row per order that took a use of a coupon; `released_at` once the use was given back. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    discount: integer('discount').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('coupon_uses_order_idx').on(t.orderId), index('coupon_uses_user_idx').on(t.userId, t.usedAt)],
);

/** Spec 9 coupon sync counter per shopper: the UTC day counted, syncs that day, the last one's time. */
export const couponSyncs = pgTable('coupon_syncs', {
  userId: text('user_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
