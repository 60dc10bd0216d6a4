import { z } from 'zod';
import { dataEnvelope } from '../api';
import { defineRoute } from './define';
import { INT32_MAX, serialId, serialIdParam, text } from './primitives';

/** The operator console's catalogue (issue 20; catalog.manage). Prices in satang. */
const tags = ['admin'];
const satang = z.number().int().min(0).max(INT32_MAX);
const idParams = z.object({ id: serialIdParam() });

export const adminVariantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_slug: z.string(),
  product_name: z.object({ th: z.string(), en: z.string() }),
  sku: z.string(),
  color: z.string(),
  capacity: z.string().nullable(),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  stock: z.number().int(),
  stock_reserved: z.number().int(),
  available: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  stock_before: z.number().int(),
  stock_after: z.number().int(),
  reason: z.enum(['manual', 'import']),
  changed_by: z.string(),
  at: z.string(),
});

export const adminListVariants = defineRoute({
  method: 'GET',
  path: '/admin/variants',
  tags,
  summary: 'Catalogue variants with product, price, compare-at price and stock, by id; search by SKU or product name; keyset pages (cursor = the last id)',
  querystring: z.object({
    q: text(100).optional(),
    low_stock: z.enum(['true', 'false']).optional(),
    cursor: serialIdParam().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(adminVariantSchema), next_cursor: z.string().nullable() })) },
});

export const adminGetVariant = defineRoute({
  method: 'GET',
  path: '/admin/variants/:id',
  tags,
  summary: 'One variant (404 variant_not_found)',
  params: idParams,
  response: { 200: dataEnvelope(adminVariantSchema) },
});

export const adminChangeVariant = defineRoute({
  method: 'PATCH',
  path: '/admin/variants/:id',
  tags,
  summary: 'Change price, compare-at price or stock (a stock movement); the storefront shows it at once (caches invalidated); 409 stock_below_reserved; audited',
  params: idParams,
  body: z
    .object({ price: satang.optional(), compare_at_price: satang.nullable().optional(), stock: satang.optional() })
    .strict()
    .refine((b) => b.price !== undefined || b.compare_at_price !== undefined || b.stock !== undefined, 'Give price, compare_at_price or stock.'),
  response: { 200: dataEnvelope(adminVariantSchema) },
});

export const adminStockMovements = defineRoute({
  method: 'GET',
  path: '/admin/variants/:id/stock-movements',
  tags,
  summary: 'The history of a variant’s stock, newest first (at most 200)',
  params: idParams,
  response: { 200: dataEnvelope(z.array(stockMovementSchema)) },
});

export const adminImportPrices = defineRoute({
  method: 'POST',
  path: '/admin/variants/import',
  tags,
  summary:
    'Bulk price and stock from CSV (columns sku, price, compare_at_price, stock; baht; a blank cell leaves the value; compare_at_price "-" clears it). Every bad row reported with its line and reason (unknown_sku, duplicate_sku, invalid_price, invalid_stock, stock_below_reserved, nothing_to_change); dry_run previews; the good rows are written in one transaction; audited',
  body: z.object({ csv: z.string().max(1_000_000), dry_run: z.boolean().default(false), file_name: text(200).optional() }),
  response: {
    200: dataEnvelope(
      z.object({
        dry_run: z.boolean(),
        rows: z.number().int(),
        accepted: z.number().int(),
        updated: z.number().int(),
        rejected: z.array(z.object({ line: z.number().int(), sku: z.string(), reason: z.string() })),
      }),
    ),
  },
});

// ---- Part C (issue 20): product images, shops, campaigns and flash sales. ----

const bilingual = (max: number) => z.object({ th: text(max).min(1), en: text(max).min(1) });
const slugId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Lowercase letters, digits and dashes.');
const slugParams = z.object({ id: slugId });
const instant = z.iso.datetime({ offset: true });
const textCursor = slugId.optional();
const listQuery = z.object({ cursor: textCursor, limit: z.coerce.number().int().min(1).max(200).default(25) });
const page = <T extends z.ZodType>(item: T) => dataEnvelope(z.object({ items: z.array(item), next_cursor: z.string().nullable() }));
/** The banner themes the storefront draws (apps/web: .theme-<name>). */
const THEMES = ['red', 'navy', 'teal', 'violet', 'amber'] as const;
export const ADMIN_THEMES = THEMES;

/** The sizes (px, square) an uploaded product picture is resized to: grid cards and the detail page. */
export const PRODUCT_IMAGE_SIZES = [400, 800] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The views of a product's gallery on the storefront's product page: 0 front, 1 back, 2 side, 3 in the box. */
export const PRODUCT_IMAGE_VIEWS = [0, 1, 2, 3] as const;
const viewParams = idParams.extend({
  view: z.coerce
    .number()
    .int()
    .min(0)
    .max(PRODUCT_IMAGE_VIEWS.length - 1),
});

export const adminProductImageSchema = z.object({
  product_id: z.number().int(),
  view: z.number().int(),
  sizes: z.array(z.object({ size: z.number().int(), content_type: z.string(), bytes: z.number().int(), url: z.string() })),
  version: z.number().int(),
  updated_by: z.string(),
  updated_at: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminPutProductImage = defineRoute({
  method: 'PUT',
  path: '/admin/products/:id/images/:view',
  tags,
  summary:
    'Upload the picture of one view of a product (0 front, 1 back, 2 side, 3 in the box; every colour) as the raw body (image/jpeg, image/png, image/webp or application/octet-stream; the bytes decide: 415 product_image_type; 413 product_image_too_large over 8 MB; 400 product_image_unreadable). Resized to 400 and 800 px WebP; replaces the one before; the storefront shows it at once; audited',
  params: viewParams,
  response: { 200: dataEnvelope(adminProductImageSchema) },
});

export const adminGetProductImage = defineRoute({
  method: 'GET',
  path: '/admin/products/:id/images/:view',
  tags,
  summary: 'The uploaded picture of one view of a product (404 product_image_not_found when it shows the generated one)',
  params: viewParams,
  response: { 200: dataEnvelope(adminProductImageSchema) },
});

export const adminDeleteProductImage = defineRoute({
  method: 'DELETE',
  path: '/admin/products/:id/images/:view',
  tags,
  summary: 'Remove the uploaded picture of one view (the storefront goes back to the generated one); audited',
  params: viewParams,
  response: { 200: dataEnvelope(z.object({ product_id: z.number().int(), view: z.number().int(), removed: z.boolean() })) },
});

// ---- Products (issue 20): the console's product page, its SEO text and its pictures per view. ----

const localized = z.object({ th: z.string(), en: z.string() });

export const adminProductSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  href: z.string(),
  category_slug: z.string(),
  brand_slug: z.string(),
  name: localized,
  lifecycle_status: z.string(),
  variant_count: z.number().int(),
  min_price: z.number().int(),
  max_price: z.number().int(),
  total_stock: z.number().int(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductSeoSchema = z.object({ title: localized, description: localized, body: z.array(localized) });

export const adminProductSchema = adminProductSummarySchema.extend({
  seo: adminProductSeoSchema,
  colors: z.array(z.object({ key: z.string(), name: localized, hex: z.string() })),
  variants: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      color: z.string(),
      capacity: z.string().nullable(),
      price: z.number().int(),
      compare_at_price: z.number().int().nullable(),
      stock: z.number().int(),
      available: z.number().int(),
    }),
  ),
  images: z.array(z.object({ view: z.number().int(), uploaded: adminProductImageSchema.nullable() })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Limits of a product's SEO text: the document title, the meta description (the storefront sends at most 300 characters), the "about" paragraphs. */
export const PRODUCT_SEO_LIMITS = { title: 150, description: 300, paragraph: 2000, paragraphs: 10 } as const;

export const adminListProducts = defineRoute({
  method: 'GET',
  path: '/admin/products',
  tags,
  summary: 'Catalogue products by id with their price and stock summary; search by name (Thai or English) or slug; keyset pages (cursor = the last id)',
  querystring: z.object({
    q: text(100).optional(),
    cursor: serialIdParam().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: page(adminProductSummarySchema) },
});

export const adminGetProduct = defineRoute({
  method: 'GET',
  path: '/admin/products/:id',
  tags,
  summary: 'One product with its SEO text, variants and the picture of each view (uploaded or null: generated); 404 product_not_found',
  params: idParams,
  response: { 200: dataEnvelope(adminProductSchema) },
});

export const adminChangeProduct = defineRoute({
  method: 'PATCH',
  path: '/admin/products/:id',
  tags,
  summary:
    'Change a product’s SEO text (document title, meta description, the “about” paragraphs; Thai and English, trimmed, non-empty); the storefront’s product page shows it on the next request (caches invalidated); audited with before and after',
  params: idParams,
  body: z
    .object({
      seo: z
        .object({
          title: bilingual(PRODUCT_SEO_LIMITS.title),
          description: bilingual(PRODUCT_SEO_LIMITS.description),
          body: z.array(bilingual(PRODUCT_SEO_LIMITS.paragraph)).min(1).max(PRODUCT_SEO_LIMITS.paragraphs),
        })
        .strict(),
    })
    .strict(),
  response: { 200: dataEnvelope(adminProductSchema) },
});

export const adminShopSchema = z.object({
  id: z.string(),
  brand_slug: z.string().nullable(),
  name: z.object({ th: z.string(), en: z.string() }),
  tagline: z.object({ th: z.string(), en: z.string() }),
  description: z.object({ th: z.string(), en: z.string() }),
  theme: z.string(),
  hide_menu: z.boolean(),
});

export const adminListShops = defineRoute({
  method: 'GET',
  path: '/admin/shops',
  tags,
  summary: 'Shop-in-shop pages by id; keyset pages (cursor = the last id)',
  querystring: listQuery,
  response: { 200: page(adminShopSchema) },
});

export const adminGetShop = defineRoute({
  method: 'GET',
  path: '/admin/shops/:id',
  tags,
  summary: 'One shop (404 shop_not_found)',
  params: slugParams,
  response: { 200: dataEnvelope(adminShopSchema) },
});

export const adminChangeShop = defineRoute({
  method: 'PATCH',
  path: '/admin/shops/:id',
  tags,
  summary: 'Change a shop’s name, tagline, description, banner theme or hide_menu; the storefront shows it at once; audited',
  params: slugParams,
  body: z
    .object({
      name: bilingual(100).optional(),
      tagline: bilingual(200).optional(),
      description: bilingual(2000).optional(),
      theme: z.enum(THEMES).optional(),
      hide_menu: z.boolean().optional(),
    })
    .strict()
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Give at least one field.'),
  response: { 200: dataEnvelope(adminShopSchema) },
});

export const adminCampaignSchema = z.object({
  id: z.string(),
  title: z.object({ th: z.string(), en: z.string() }),
  description: z.object({ th: z.string(), en: z.string() }),
  theme: z.string(),
  status: z.enum(['active', 'inactive']),
  start_at: z.string(),
  end_at: z.string(),
  product_ids: z.array(z.number().int()),
});

const campaignFields = {
  title: bilingual(200),
  description: bilingual(2000),
  theme: z.enum(THEMES),
  status: z.enum(['active', 'inactive']),
  start_at: instant,
  end_at: instant,
  product_ids: z.array(serialId()).max(200),
};
const endAfterStart = (b: { start_at?: string; end_at?: string }) => !b.start_at || !b.end_at || Date.parse(b.end_at) > Date.parse(b.start_at);

export const adminListCampaigns = defineRoute({
  method: 'GET',
  path: '/admin/campaigns',
  tags,
  summary: 'Campaigns by id; keyset pages (cursor = the last id)',
  querystring: listQuery,
  response: { 200: page(adminCampaignSchema) },
});

export const adminGetCampaign = defineRoute({
  method: 'GET',
  path: '/admin/campaigns/:id',
  tags,
  summary: 'One campaign (404 campaign_not_found)',
  params: slugParams,
  response: { 200: dataEnvelope(adminCampaignSchema) },
});

export const adminCreateCampaign = defineRoute({
  method: 'POST',
  path: '/admin/campaigns',
  tags,
  summary: 'Create a campaign (400 window_invalid when end is not after start; 409 campaign_exists; 400 unknown_product); audited',
  body: z
    .object({ id: slugId, ...campaignFields, product_ids: campaignFields.product_ids.default([]) })
    .strict()
    .refine(endAfterStart, { message: 'The end must be after the start.', path: ['end_at'] }),
  response: { 201: dataEnvelope(adminCampaignSchema) },
});

export const adminChangeCampaign = defineRoute({
  method: 'PATCH',
  path: '/admin/campaigns/:id',
  tags,
  summary: 'Change a campaign’s texts, status, window (end after start: 400 window_invalid) or products; the storefront shows it at once; audited',
  params: slugParams,
  body: z
    .object(campaignFields)
    .partial()
    .strict()
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Give at least one field.')
    .refine(endAfterStart, { message: 'The end must be after the start.', path: ['end_at'] }),
  response: { 200: dataEnvelope(adminCampaignSchema) },
});

export const adminFlashSaleItemSchema = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  product_name: z.object({ th: z.string(), en: z.string() }),
  price: z.number().int(),
  quota: z.number().int(),
  sold: z.number().int(),
});

export const adminFlashSaleSchema = z.object({
  id: z.string(),
  brand_slug: z.string().nullable(),
  title: z.object({ th: z.string(), en: z.string() }),
  start_at: z.string(),
  end_at: z.string(),
  items: z.array(adminFlashSaleItemSchema),
});

const flashItemInput = z.object({ variant_id: serialId(), price: satang, quota: z.number().int().min(0).max(1_000_000) }).strict();
const flashFields = {
  title: bilingual(200),
  brand_slug: slugId.nullable(),
  start_at: instant,
  end_at: instant,
  items: z.array(flashItemInput).max(100),
};

export const adminListFlashSales = defineRoute({
  method: 'GET',
  path: '/admin/flash-sales',
  tags,
  summary: 'Flash sales by id with their items; keyset pages (cursor = the last id)',
  querystring: listQuery,
  response: { 200: page(adminFlashSaleSchema) },
});

export const adminGetFlashSale = defineRoute({
  method: 'GET',
  path: '/admin/flash-sales/:id',
  tags,
  summary: 'One flash sale with its items (404 flash_sale_not_found)',
  params: slugParams,
  response: { 200: dataEnvelope(adminFlashSaleSchema) },
});

export const adminCreateFlashSale = defineRoute({
  method: 'POST',
  path: '/admin/flash-sales',
  tags,
  summary: 'Create a flash sale (400 window_invalid; 409 flash_sale_exists; 400 unknown_variant, duplicate_variant, unknown_brand); audited',
  body: z
    .object({ id: slugId, ...flashFields, brand_slug: flashFields.brand_slug.default(null), items: flashFields.items.default([]) })
    .strict()
    .refine(endAfterStart, { message: 'The end must be after the start.', path: ['end_at'] }),
  response: { 201: dataEnvelope(adminFlashSaleSchema) },
});

export const adminChangeFlashSale = defineRoute({
  method: 'PATCH',
  path: '/admin/flash-sales/:id',
  tags,
  summary:
    'Change a flash sale’s title, window (end after start: 400 window_invalid) or items (price, quota; a quota below what is sold: 409 quota_below_sold; an item with sales cannot be removed: 409 flash_item_sold); the storefront’s flash-sale pages show it at once; audited',
  params: slugParams,
  body: z
    .object({ title: flashFields.title.optional(), start_at: instant.optional(), end_at: instant.optional(), items: flashFields.items.optional() })
    .strict()
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Give at least one field.')
    .refine(endAfterStart, { message: 'The end must be after the start.', path: ['end_at'] }),
  response: { 200: dataEnvelope(adminFlashSaleSchema) },
});
