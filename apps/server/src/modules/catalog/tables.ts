import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

type Text = { th: string; en: string };

/** Device and accessory categories (smartphones, tablets, watches, accessories, routers). */
export const catalogCategories = pgTable('catalog_categories', {
  slug: text('slug').primaryKey(),
  name: jsonb('name').$type<Text>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Brands; `aliases` are other spellings (Thai script, common misspellings) that search matches. */
export const catalogBrands = pgTable('catalog_brands', {
  slug: text('slug').primaryKey(),
  name: jsonb('name').$type<Text>().notNull(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
});

/** Store lists (/online-store/list/:slug): a title, SEO text and a filter over products. */
export const catalogLists = pgTable('catalog_lists', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<Text>().notNull(),
  description: jsonb('description').$type<Text>().notNull(),
  category: text('category'),
  brand: text('brand'),
  tag: text('tag'),
});

/** A sellable device or accessory (TMF620 productOffering); prices and stock live on its variants. */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => catalogCategories.slug),
    brandSlug: text('brand_slug')
      .notNull()
      .references(() => catalogBrands.slug),
    productType: text('product_type').notNull().default('product'),
    lifecycleStatus: text('lifecycle_status').notNull().default('active'),
    name: jsonb('name').$type<Text>().notNull(),
    subtitle: jsonb('subtitle').$type<Text>().notNull(),
    description: jsonb('description').$type<Text>().notNull(),
    seo: jsonb('seo').$type<{ title: Text; description: Text; body: Text[] }>().notNull(),
    specs: jsonb('specs').$type<{ label: Text; value: Text }[]>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shopId: text('shop_id'),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** Summary of the variants for the grid (lowest price and its compare-at price, stock, options): kept by refreshProductSummaries. */
    minPrice: integer('min_price').notNull().default(0),
    maxPrice: integer('max_price').notNull().default(0),
    compareAtPrice: integer('compare_at_price'),
    totalStock: integer('total_stock').notNull().default(0),
    capacities: text('capacities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    swatches: jsonb('swatches')
      .$type<{ key: string; name: Text; hex: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Normalised words of every name and alias, and the same without spaces (Thai), both trigram-indexed. */
    searchText: text('search_text').notNull().default(''),
    searchCompact: text('search_compact').notNull().default(''),
    /**
     * The console's product search (decision 046 addendum): both names and the slug, lower-cased,
     * separated by U+001F (a search holding it finds nothing), matched with LIKE on a lower-cased pattern.
     */
    consoleSearch: text('console_search').generatedAlwaysAs(sql`lower(coalesce(name->>'th', '') || chr(31) || coalesce(name->>'en', '') || chr(31) || slug)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_products_path_idx').on(t.categorySlug, t.brandSlug, t.slug),
    index('catalog_products_brand_idx').on(t.brandSlug),
    index('catalog_products_popular_idx').on(t.popularity, t.id),
    index('catalog_products_price_idx').on(t.minPrice, t.id),
    index('catalog_products_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('catalog_products_search_compact_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
  ],
);

/**
 * One buyable option of a product: capacity and colour, a price in satang and its stock: `stock` on
 * hand, `stock_reserved` of it held by unpaid orders, `stock_sold` shipped out by paid orders. Free to
 * sell = stock - stock_reserved; written only by conditional updates (modules/catalog/stock.ts).
 */
export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    capacity: text('capacity'),
    capacityGb: integer('capacity_gb'),
    colorKey: text('color_key').notNull(),
    colorName: jsonb('color_name').$type<Text>().notNull(),
    colorHex: text('color_hex').notNull(),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    stock: integer('stock').notNull().default(0),
    stockReserved: integer('stock_reserved').notNull().default(0),
    stockSold: integer('stock_sold').notNull().default(0),
    position: integer('position').notNull().default(0),
    /**
     * The console's search text, lower-cased: the SKU and the product's Thai and English names, separated by U+001F
     * (which no search can contain). Kept by triggers (migrations 0039, 0042) on the variant's SKU or product
     * and on the product's name; trigram-indexed, so a search that matches nothing reads the index,
     * not every variant joined to its product (decision 046).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('catalog_variants_sku_idx').on(t.sku),
    index('catalog_variants_product_idx').on(t.productId, t.position),
    index('catalog_variants_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('catalog_variants_price_check', sql`${t.price} >= 0`),
    check('catalog_variants_stock_check', sql`${t.stock} >= 0`),
    check('catalog_variants_reserved_check', sql`${t.stockReserved} >= 0 and ${t.stockReserved} <= ${t.stock}`),
    check('catalog_variants_sold_check', sql`${t.stockSold} >= 0`),
  ],
);

/** Shop-in-shop pages (/online-store/brand/:name, /online-store/shop/:id); `hide_menu` hides the menu. */
export const catalogShops = pgTable('catalog_shops', {
  id: text('id').primaryKey(),
  brandSlug: text('brand_slug'),
  tag: text('tag'),
  name: jsonb('name').$type<Text>().notNull(),
  tagline: jsonb('tagline').$type<Text>().notNull(),
  description: jsonb('description').$type<Text>().notNull(),
  theme: text('theme').notNull(),
  hideMenu: boolean('hide_menu').notNull().default(false),
  menu: jsonb('menu').$type<{ label: Text; link: string }[]>().notNull(),
});

/** Editorial pages (/editorial/:id, a shop's /editorial/:id) with products picked by tag or brand. */
export const catalogEditorials = pgTable('catalog_editorials', {
  id: text('id').primaryKey(),
  shopId: text('shop_id'),
  title: jsonb('title').$type<Text>().notNull(),
  summary: jsonb('summary').$type<Text>().notNull(),
  body: jsonb('body').$type<{ kind: 'h2' | 'p'; text: Text }[]>().notNull(),
  theme: text('theme').notNull(),
  productTag: text('product_tag'),
  productBrand: text('product_brand'),
  position: integer('position').notNull().default(0),
});

/** Campaigns of spec 3/4: active only while status is active and now is between start and end. */
export const catalogCampaigns = pgTable('catalog_campaigns', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<Text>().notNull(),
  description: jsonb('description').$type<Text>().notNull(),
  theme: text('theme').notNull(),
  status: text('status').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

export const catalogCampaignProducts = pgTable(
  'catalog_campaign_products',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => catalogCampaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] })],
);

/** Flash sales: a time window (store-wide or one brand's) with a limited quota per variant. */
export const catalogFlashSales = pgTable('catalog_flash_sales', {
  id: text('id').primaryKey(),
  brandSlug: text('brand_slug'),
  title: jsonb('title').$type<Text>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

export const catalogFlashSaleItems = pgTable(
  'catalog_flash_sale_items',
  {
    flashSaleId: text('flash_sale_id')
      .notNull()
      .references(() => catalogFlashSales.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    quota: integer('quota').notNull(),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.variantId] }), check('catalog_flash_sale_items_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.quota}`)],
);

/** "Notify me" requests for a variant that is out of stock (POST /stock-reminder). */
export const catalogStockReminders = pgTable(
  'catalog_stock_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    userId: text('user_id'),
    lang: text('lang').notNull().default('th'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalog_stock_reminders_contact_idx').on(t.variantId, t.contact)],
);

/**
 * The history of a variant's units on hand (issue 20): one row per change an operator made, by hand
 * or by a CSV import, with the units before and after. Newest first per variant.
 */
export const catalogStockMovements = pgTable(
  'catalog_stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    stockBefore: integer('stock_before').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: ['manual', 'import'] }).notNull(),
    changedBy: text('changed_by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_stock_movements_variant_idx').on(t.variantId, t.id)],
);

/** Raw bytes (PostgreSQL bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A product's uploaded pictures (issue 20 part C), one per view of the storefront's gallery (0 front,
 * 1 back, 2 side, 3 in the box), resized by the console's upload to the sizes the storefront draws
 * (400 px cards, 800 px detail), WebP. When a product has one for a view, its picture route
 * (/product-images/:id/:colour/:view.svg) answers it instead of the generated SVG, for every colour
 * (decision 042, addendum).
 */
export const catalogProductImages = pgTable(
  'catalog_product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    /** The gallery view; uploads made before views could be chosen were of the front (0). */
    view: integer('view').notNull().default(0),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.view, t.size] }), check('catalog_product_images_view_check', sql`${t.view} between 0 and 3`)],
);
