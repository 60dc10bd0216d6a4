import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Products a signed-in shopper saved (spec 7 Wishlist). Products are read through the catalog service. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_recent_idx').on(t.userId, t.createdAt)],
);
