import { z } from 'zod';
import { dataEnvelope } from '../api';
import { defineRoute } from './define';
import { INT32_MAX, serialIdParam, text } from './primitives';

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
