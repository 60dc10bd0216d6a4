import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Bundle, ExistingCampaign, HoldKind, LineSimMeta, ProductType } from '@store/domain/line-kinds';

type Text = { th: string; en: string };

/**
 * Carts (decision 011): a signed-in shopper's (user_id) or a guest's (hash of the `store_cart`
 * cookie). `status`: open, checking_out (an order was placed from it and is not paid), checked_out
 * (paid), merged (a guest cart poured into a user's at sign-in). Every change locks the row and bumps
 * `version`. One open or checking-out cart per user.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestTokenHash: text('guest_token_hash'),
    status: text('status').notNull().default('open'),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_active_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('open', 'checking_out')`),
    uniqueIndex('carts_guest_token_idx').on(t.guestTokenHash),
    check('carts_owner_check', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
  ],
);

/**
 * Cart lines (spec 3 Cart line). Money in satang; `price` is per unit, snapshotted when added;
 * `discount` is the line's own (not the coupon's). Catalogue devices are product_type `product`
 * with a variant; other modules (issue 6 numbers, SIM) add service lines with their own type,
 * `sim_meta`, `inventory_id` and a typed hold (`hold_kind`, `hold_id`). `advance_payment` is existing_campaign.advance_payment.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    productId: text('product_id').notNull(),
    variantId: integer('variant_id'),
    category: text('category'),
    title: jsonb('title').$type<Text>().notNull(),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    quantity: integer('quantity').notNull(),
    discount: integer('discount').notNull().default(0),
    capacity: text('capacity'),
    colour: jsonb('colour').$type<Text>(),
    image: text('image'),
    href: text('href'),
    /** The kind's meta (packages/domain/src/line-kinds.ts), checked on every write and read. */
    simMeta: jsonb('sim_meta').$type<LineSimMeta>(),
    existingCampaign: jsonb('existing_campaign').$type<ExistingCampaign>(),
    bundle: jsonb('bundle').$type<Bundle>(),
    inventoryId: text('inventory_id'),
    /** A typed hold `{ kind, id }` (HOLD_KINDS): the module owning the kind knows the id. */
    holdKind: text('hold_kind').$type<HoldKind>(),
    holdId: text('hold_id'),
    advancePayment: integer('advance_payment'),
    /** The flash sale whose price the line got (its quota is taken at checkout). */
    flashSaleId: text('flash_sale_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId, t.createdAt),
    index('cart_lines_hold_idx').on(t.holdKind, t.holdId),
    uniqueIndex('cart_lines_variant_idx')
      .on(t.cartId, t.variantId)
      .where(sql`${t.productType} = 'product'`),
    check('cart_lines_quantity_check', sql`${t.quantity} >= 1`),
    check('cart_lines_money_check', sql`${t.price} >= 0 and ${t.discount} >= 0`),
    check('cart_lines_hold_check', sql`(${t.holdKind} is null) = (${t.holdId} is null)`),
  ],
);
