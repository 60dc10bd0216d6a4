import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OfflineAuthType } from '@store/domain/offline-shop';

type Text = { th: string; en: string };

/** The shops with a counter (issue 19): who may sign in on their devices, and whether the customer picks up there. */
export const offlineShops = pgTable('offline_shops', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Text>().notNull(),
  address: jsonb('address').$type<Text>().notNull(),
  phone: text('phone').notNull(),
  openingHours: text('opening_hours').notNull(),
  /** The permitted channels (spec auth-channel): employee, dealer. */
  channels: text('channels').array().$type<OfflineAuthType[]>().notNull(),
  pickup: boolean('pickup').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counter sales: which shop, channel, staff member and dealer sold an order (the order itself is the
 * order module's), and the owner of the number's hold (one per sale, for the reading e-mail).
 */
export const offlineSales = pgTable(
  'offline_sales',
  {
    orderId: uuid('order_id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    shopCode: text('shop_code').notNull(),
    channel: text('channel').$type<OfflineAuthType>().notNull(),
    staffId: uuid('staff_id').notNull(),
    staffLabel: text('staff_label').notNull(),
    dealerCode: text('dealer_code'),
    holdOwner: text('hold_owner').notNull(),
    number: text('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offline_sales_shop_idx').on(t.shopCode, t.createdAt), index('offline_sales_staff_idx').on(t.staffId, t.createdAt)],
);
