import type { OrderChannel } from '@store/domain/staff';
import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderLine, OrderDelivery, OrderContact, ServiceFulfilment, TaxInvoiceBuyer, TaxInvoiceSeller } from './types';

type Text = { th: string; en: string };

/** Partner stores where an order can be picked up (seeded; spec 7 GET /truemoveh/shop-list, /v2/store-pickup/nearme). */
export const pickupShops = pgTable('pickup_shops', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<Text>().notNull(),
  area: jsonb('area').$type<Text>().notNull(),
  address: jsonb('address').$type<Text>().notNull(),
  province: text('province').notNull(),
  phone: text('phone').notNull(),
  openingHours: text('opening_hours').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  searchText: text('search_text').notNull(),
});

/**
 * Orders (decision 011). `order_number` is what the shopper reads and types (tracking with the phone);
 * `secure_key` is the unguessable capability of the order pages. `lines`, `delivery` and `contact`
 * are snapshots. `idempotency_key` (scoped by user or guest cart) with `request_hash` makes a retried
 * place-order return the same order; at most one unpaid order per cart.
 *
 * A service order (`kind` service, issue 15: prepaid to postpaid, later home internet and MNP) has no
 * cart (`cart_id` null), nothing to pay online (total 0, payment method `none`) and a `billing`
 * delivery; `fulfilment` says when it was sent to the system that carries it out and when that takes effect.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    secureKey: text('secure_key').notNull().unique(),
    userId: uuid('user_id'),
    cartId: uuid('cart_id'),
    kind: text('kind').$type<'product' | 'service'>().notNull().default('product'),
    cartVersion: integer('cart_version').notNull(),
    state: text('state').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    total: integer('total').notNull(),
    couponCode: text('coupon_code'),
    /** Member points that paid part of it (issue 18, decision 035) and what they were worth (satang; `total` is the rest). */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsValue: integer('points_value').notNull().default(0),
    delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    /** The contact phone, digits only, for guest tracking. */
    contactPhone: text('contact_phone').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Where it was sold (ORDER_CHANNELS of @store/domain/staff): online, or a staff member's channel. */
    channel: text('channel').$type<OrderChannel>().notNull().default('online'),
    /** The staff member who placed it for a customer, and the dealer code of a dealer's sale. */
    staffId: uuid('staff_id'),
    dealerCode: text('dealer_code'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilment: jsonb('fulfilment').$type<ServiceFulfilment>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_open_cart_idx')
      .on(t.cartId)
      .where(sql`${t.state} in ('placed', 'awaiting_payment')`),
    index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    // Staff search (issue 20): by the contact phone (exact, normalised) and by date, newest first.
    index('orders_contact_phone_idx').on(t.contactPhone, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    // Staff search by state (a rare one: failed payments, open orders) and by the beginning of an order
    // number (LIKE 'TW2611%', whatever the database's collation), decision 046.
    index('orders_state_idx').on(t.state, t.createdAt, t.id),
    index('orders_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
    index('orders_channel_idx')
      .on(t.channel, t.createdAt)
      .where(sql`${t.channel} <> 'online'`),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('placed', 'awaiting_payment')`),
  ],
);

/** Every move of an order's state with its time (the state machine of @store/domain/order-state). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** Numbers of full tax invoices: one sequence for all years (TI<Bangkok year>-<6 digits>, decision 022). */
export const taxInvoiceNumberSeq = pgSequence('tax_invoice_number_seq', { startWith: 1, increment: 1 });

/**
 * Full tax invoices (ใบกำกับภาษีเต็มรูป, issue 13; decision 022): at most one per paid order, issued
 * on the buyer's request. The buyer and the seller are snapshots (an invoice never changes after it
 * is issued), the amounts are those printed: net + vat = total, the order's total.
 */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    buyer: jsonb('buyer').$type<TaxInvoiceBuyer>().notNull(),
    seller: jsonb('seller').$type<TaxInvoiceSeller>().notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tax_invoices_amounts_check', sql`${t.net} + ${t.vat} = ${t.total} and ${t.vat} >= 0`)],
);

/**
 * What is left to do outside the transaction that cancelled an order (issue 16: a paid order whose
 * porting was refused or cancelled): refresh the grid's stock totals, reverse pending charges and
 * refund successful ones in full (gateway key `cancel:<order>:<charge>`, so a retry refunds once).
 * Written in the cancelling transaction, so the work exists only if the cancellation committed; the
 * order sweeper (and a kick after the cancel) does it and marks it done.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    orderId: uuid('order_id').primaryKey(),
    reason: text('reason').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('order_cancellations_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Refunds of a paid order made by staff (issue 20; decision 041): full or partial, through the
 * payment port. `idempotency_key` is the staff request's key (unique): a retried request finds its
 * refund instead of making a second one. The order row is locked while a refund is written, and the
 * refunds that are not `failed` never add up to more than the charge (checked in that lock), so two
 * concurrent refunds of the rest give one. `pending` until the gateway answers; the gateway key is
 * `refund:<id>`, so retrying a pending refund refunds once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    chargeId: text('charge_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    failureCode: text('failure_code'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    staffId: uuid('staff_id'),
    staffLabel: text('staff_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.createdAt), check('order_refunds_amount_check', sql`${t.amount} > 0`)],
);
