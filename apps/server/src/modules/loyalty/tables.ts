import type { CardTier } from '@store/domain/loyalty-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/**
 * The embedded card system (issue 18 part C, decision 035): member cards as the card system keeps
 * them. The holder's Thai ID only as an HMAC under the store's personal-data key (app.sim.hmac) and
 * its last four digits; the card's mobile number to find a card for a store user with that phone.
 * `points` never goes below zero (a check, and every debit is one conditional write). `fault`
 * makes a test card fail the way the real system does (`busy`: every call 503 card_system_busy).
 */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    cardNo: text('card_no').primaryKey(),
    tier: text('tier').$type<CardTier>().notNull(),
    holderIdHash: text('holder_id_hash').notNull(),
    holderIdLast4: text('holder_id_last4').notNull(),
    mobile: text('mobile').notNull(),
    memberSince: timestamp('member_since', { withTimezone: true }).notNull(),
    points: integer('points').notNull().default(0),
    fault: text('fault').$type<'busy'>(),
    /** What the card is for (README "Card system (sandbox)"). */
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_cards_holder_idx').on(t.holderIdHash),
    uniqueIndex('loyalty_cards_mobile_idx').on(t.mobile),
    check('loyalty_cards_points_check', sql`${t.points} >= 0`),
  ],
);

/**
 * The card system's points ledger: a debit and the credit that gives it back share the caller's
 * reference; one of each per card and reference (a repeat is the same entry).
 */
export const loyaltyPointEntries = pgTable(
  'loyalty_point_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardNo: text('card_no')
      .notNull()
      .references(() => loyaltyCards.cardNo, { onDelete: 'cascade' }),
    kind: text('kind').$type<'debit' | 'credit' | 'earn'>().notNull(),
    points: integer('points').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_point_entries_reference_idx').on(t.cardNo, t.kind, t.reference), index('loyalty_point_entries_card_idx').on(t.cardNo, t.createdAt)],
);

/** The store's side: which card a store user holds (one card per user, one user per card; a card moves to the account that proves its holder's Thai ID). */
export const loyaltyLinks = pgTable('loyalty_links', {
  userId: uuid('user_id').primaryKey(),
  cardNo: text('card_no').notNull().unique(),
  via: text('via').$type<'phone' | 'thai_id'>().notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Privilege offers (the store's content): a partner offer, or a product sold at the member price to
 * cards of `min_tier` and above (`line_kind` family_black_truecard for black-card offers,
 * member_privilege for a partner's product). `discount_bp` off the variant's price.
 */
export const loyaltyPrivileges = pgTable('loyalty_privileges', {
  id: text('id').primaryKey(),
  partner: jsonb('partner').$type<Text>().notNull(),
  title: jsonb('title').$type<Text>().notNull(),
  summary: jsonb('summary').$type<Text>().notNull(),
  terms: jsonb('terms').$type<Text[]>().notNull(),
  howToClaim: jsonb('how_to_claim').$type<Text[]>().notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  minTier: text('min_tier').$type<CardTier>().notNull(),
  lineKind: text('line_kind').$type<'family_black_truecard' | 'member_privilege'>().notNull(),
  image: text('image').notNull(),
  productId: integer('product_id'),
  discountBp: integer('discount_bp').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/**
 * A member's claim on a privilege price: the hold of a privilege line (kind `privilege`). `held`
 * while in the cart, `reserved` by an unpaid order (the right checked again), `used` once paid,
 * `released` when the line left the cart or the order expired.
 */
export const loyaltyClaims = pgTable(
  'loyalty_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    privilegeId: text('privilege_id')
      .notNull()
      .references(() => loyaltyPrivileges.id),
    variantId: integer('variant_id').notNull(),
    cardNo: text('card_no').notNull(),
    status: text('status').$type<'held' | 'reserved' | 'used' | 'released'>().notNull().default('held'),
    lineId: text('line_id'),
    orderId: text('order_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_claims_key_idx').on(t.userId, t.idempotencyKey), index('loyalty_claims_user_idx').on(t.userId, t.privilegeId)],
);

/**
 * Points that paid part of an order (the store's side of a debit): which card, how many, under the
 * reference `order:<order number>`. `given_back` once the order was cancelled or expired unpaid and
 * the card system credited them (one conditional write: never twice).
 */
export const loyaltyRedemptions = pgTable('loyalty_redemptions', {
  orderId: text('order_id').primaryKey(),
  orderNumber: text('order_number').notNull(),
  userId: uuid('user_id').notNull(),
  cardNo: text('card_no').notNull(),
  points: integer('points').notNull(),
  value: integer('value').notNull(),
  status: text('status').$type<'taken' | 'given_back'>().notNull().default('taken'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  givenBackAt: timestamp('given_back_at', { withTimezone: true }),
});
