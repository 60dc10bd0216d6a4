import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own tables (a separate system in all but process): keys, card tokens,
 * customer cards, sources, charges, refunds, idempotency keys and the webhook outbox. Card numbers
 * are never stored: only brand, last 4 digits and the test scenario the number selected.
 */
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const sandboxKeys = pgTable('sandbox_gateway_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: created(),
});

const cardColumns = {
  brand: text('brand').notNull(),
  lastDigits: text('last_digits').notNull(),
  name: text('name').notNull(),
  expirationMonth: integer('expiration_month').notNull(),
  expirationYear: integer('expiration_year').notNull(),
  /** success | insufficient_fund | card_declined | three_d_secure */
  scenario: text('scenario').notNull(),
};

export const sandboxTokens = pgTable('sandbox_gateway_tokens', {
  id: text('id').primaryKey(),
  ...cardColumns,
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

export const sandboxCards = pgTable('sandbox_gateway_cards', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  ...cardColumns,
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: created(),
});

export const sandboxSources = pgTable('sandbox_gateway_sources', {
  id: text('id').primaryKey(),
  /** promptpay | paylater */
  type: text('type').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** Pay-later: the plan in months and the payer's mobile number (the provider's account). */
  installmentTerm: integer('installment_term'),
  phoneNumber: text('phone_number'),
  chargeId: text('charge_id').unique(),
  createdAt: created(),
});

export const sandboxCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    tokenId: text('token_id'),
    cardId: text('card_id'),
    customerId: text('customer_id'),
    cardBrand: text('card_brand'),
    cardLastDigits: text('card_last_digits'),
    cardName: text('card_name'),
    cardExpirationMonth: integer('card_expiration_month'),
    cardExpirationYear: integer('card_expiration_year'),
    sourceId: text('source_id'),
    /** promptpay | paylater, when made with a source. */
    sourceType: text('source_type'),
    installmentTerm: integer('installment_term'),
    phoneNumber: text('phone_number'),
    scannablePayload: text('scannable_payload'),
    authorizeUri: text('authorize_uri'),
    returnUri: text('return_uri'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_gateway_charges_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
    check('sandbox_gateway_charges_refund_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

export const sandboxRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  chargeId: text('charge_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: created(),
});

/**
 * The pay-later provider's accounts, one per mobile number, made on the first eligibility check:
 * a credit limit, what approved charges use of it (refunds give it back), and whether the credit
 * check refused the number. Credit is taken by one conditional write, so two approvals at once can
 * never go over the limit.
 */
export const sandboxPayLaterAccounts = pgTable(
  'sandbox_gateway_paylater_accounts',
  {
    phoneNumber: text('phone_number').primaryKey(),
    /** active | refused */
    status: text('status').notNull(),
    creditLimit: integer('credit_limit').notNull(),
    creditUsed: integer('credit_used').notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_gateway_paylater_credit_check', sql`${t.creditUsed} between 0 and ${t.creditLimit}`)],
);

/** One row per Idempotency-Key: the request it was first used with and what it made. */
export const sandboxIdempotency = pgTable('sandbox_gateway_idempotency', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  resourceId: text('resource_id'),
  createdAt: created(),
});

/** Events to deliver to the store's webhook (an outbox: written with the change, sent after commit). */
export const sandboxEvents = pgTable(
  'sandbox_gateway_events',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    chargeId: text('charge_id').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('sandbox_gateway_events_undelivered_idx')
      .on(t.createdAt)
      .where(sql`delivered_at is null`),
  ],
);
