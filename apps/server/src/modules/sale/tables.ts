import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Shops in sale mode (issue 19 part B, decision 039): a seller signs in at one of them
 * (staff_accounts.shop_code); the customer's order is picked up at its partner shop. Seeded (seed.ts).
 */
export const saleShops = pgTable('sale_shops', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<{ th: string; en: string }>().notNull(),
  address: jsonb('address').$type<{ th: string; en: string }>().notNull(),
  phone: text('phone').notNull(),
  /** The partner shop (pickup_shops.id) a customer's order is picked up at. */
  pickupShopId: text('pickup_shop_id').notNull(),
  /** How long a sale link (and its order) waits for the customer's payment. */
  linkTtlHours: integer('link_ttl_hours').notNull().default(24),
  active: boolean('active').notNull().default(true),
});

/**
 * Sale links (decision 039): one row per link a seller sent (SMS) or showed (QR), for one order. The
 * link's token is the row id and its HMAC under the store's sale-link key, so a changed token is
 * refused and the token itself is never stored. A retry with the same Idempotency-Key finds its row
 * (unique per seller and key) and sends no second SMS.
 */
export const saleLinks = pgTable(
  'sale_links',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    shopCode: text('shop_code').notNull(),
    /** sms or qr */
    sentBy: text('sent_by').$type<'sms' | 'qr'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the SMS left through the SMS port (null for a QR, or while it is being sent). */
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sale_links_staff_key_idx').on(t.staffId, t.idempotencyKey), index('sale_links_order_idx').on(t.orderId, t.createdAt)],
);
