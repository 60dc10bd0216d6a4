import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables';

/**
 * The store's side of payments: one row per payment attempt (a gateway charge, once made), the
 * webhook events already handled, and the cards shoppers chose to keep (brand and last 4 only).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's Idempotency-Key, scoped by user: the same key and body give the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    userId: uuid('user_id').references(() => users.userId, { onDelete: 'set null' }),
    orderId: text('order_id'),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('THB'),
    gateway: text('gateway').notNull(),
    chargeId: text('charge_id').unique(),
    status: text('status').notNull().default('pending'),
    failureCode: text('failure_code'),
    saveCard: boolean('save_card').notNull().default(false),
    /** Pay-later: the plan the shopper chose, in months. */
    installmentTerm: integer('installment_term'),
    gatewayCustomerId: text('gateway_customer_id'),
    gatewayCardId: text('gateway_card_id'),
    /** Card payments: the brand and last 4 digits the gateway reported (what the order pages show). */
    cardBrand: text('card_brand'),
    cardLastDigits: text('card_last_digits'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey), index('payments_order_idx').on(t.orderId)],
);

/** Webhook events handled, each once: a replayed event finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  key: text('key').notNull(),
  chargeId: text('charge_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cards kept at the gateway for a shopper (spec 7 GET, DELETE /card-token/{userId}). */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayCustomerId: text('gateway_customer_id').notNull(),
    gatewayCardId: text('gateway_card_id').notNull().unique(),
    brand: text('brand').notNull(),
    lastDigits: text('last_digits').notNull(),
    name: text('name').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId, t.createdAt)],
);
