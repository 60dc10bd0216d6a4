import { z } from 'zod';
import { dataEnvelope } from '../api';
import {
  campaignSchema,
  editorialSchema,
  facetsSchema,
  flashSaleSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  shopSchema,
  SLUG_RE,
  stockReminderSchema,
  storeListSchema,
} from '../catalog';
import { SEARCH_QUERY_MAX } from '../search-text';
import { defineRoute } from './define';
import { INT32_MAX } from './primitives';

/** The catalogue API (spec 7 Products, Content): listing and search, facets, detail, slugs, pages and reminders. */
const tags = ['catalog'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });
const slugParam = z.string().regex(SLUG_RE, 'not a valid name');
const pathSegment = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'not a valid path segment');
const productPathParams = z.object({ category: pathSegment, brand: pathSegment, slug: pathSegment });
const reminder = dataEnvelope(z.object({ id: z.number(), created: z.boolean() }));

export const listProducts = defineRoute({
  method: 'GET',
  path: '/products',
  tags,
  summary: 'Store list and search result: filters (brand, category, capacity, color, price in satang), sort, page',
  description: 'Array filters are comma-joined. `q` searches Thai (with or without spaces) and English with small typos (pg_trgm).',
  querystring: productListQuerySchema,
  response: { 200: dataEnvelope(productListSchema) },
});

export const getFacets = defineRoute({
  method: 'GET',
  path: '/products/facets',
  tags,
  summary: 'Filter choices with counts for a search, list, shop or campaign',
  querystring: z.object({
    q: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
    list: slugParam.optional(),
    shop: slugParam.optional(),
    campaign: slugParam.optional(),
  }),
  response: { 200: dataEnvelope(facetsSchema) },
});

export const getProduct = defineRoute({
  method: 'GET',
  path: '/products/:id',
  tags,
  summary: 'Product detail with variants, stock, prices and SEO text',
  params: idParams,
  response: { 200: dataEnvelope(productDetailSchema) },
});

export const getProductByPath = defineRoute({
  method: 'GET',
  path: '/products/by-path/:category/:brand/:slug',
  tags,
  summary: 'Product detail by its page address /:category_name/:brand_name/:product_slug (lowercased), in one call',
  params: productPathParams,
  response: { 200: dataEnvelope(productDetailSchema) },
});

export const getProductSlug = defineRoute({
  method: 'GET',
  path: '/product-slug/:category/:brand/:slug',
  tags,
  summary: 'The product id at /:category_name/:brand_name/:product_slug (lowercased); 404 when none',
  params: productPathParams,
  response: { 200: dataEnvelope(z.object({ product_id: z.number().int(), href: z.string() })) },
});

/** An SVG picture, not JSON: the reply is sent as a string with its own content type (Fastify does not serialise it). */
export const getProductImage = defineRoute({
  method: 'GET',
  path: '/product-images/:id/:color/:file',
  tags,
  summary:
    'A product picture: the one uploaded in the console for this view (every colour; WebP, `size` 400 or 800; colour `uploaded` names it alone), else a generated SVG; views 0 front, 1 back, 2 side, 3 box; no-cache with an ETag',
  params: idParams.extend({ color: z.string().regex(/^[a-z][a-z-]{0,29}$/), file: z.string().regex(/^[0-3]\.svg$/) }),
  querystring: z.object({ size: z.enum(['400', '800']).optional(), v: z.string().max(20).optional() }),
  response: { 200: z.string().meta({ description: 'image/svg+xml (the picture itself)' }) },
});

export const getStoreList = defineRoute({
  method: 'GET',
  path: '/store-lists/:slug',
  tags,
  summary: 'A store list: title and SEO description',
  params: z.object({ slug: slugParam }),
  response: { 200: dataEnvelope(storeListSchema) },
});

export const getShop = defineRoute({
  method: 'GET',
  path: '/shops/:id',
  tags,
  summary: 'A shop-in-shop (brand or theme shop), its menu unless hide_menu, and its editorial pages',
  params: z.object({ id: slugParam }),
  response: { 200: dataEnvelope(shopSchema) },
});

export const getEditorial = defineRoute({
  method: 'GET',
  path: '/editorials/:id',
  tags,
  summary: 'An editorial page; with ?shop= it must belong to that shop',
  params: z.object({ id: slugParam }),
  querystring: z.object({ shop: slugParam.optional() }),
  response: { 200: dataEnvelope(editorialSchema) },
});

export const getCampaign = defineRoute({
  method: 'GET',
  path: '/campaigns/:id',
  tags,
  summary: 'A campaign page; products only while it is active (status active, now between start and end)',
  params: z.object({ id: slugParam }),
  response: { 200: dataEnvelope(campaignSchema) },
});

export const getCurrentFlashSale = defineRoute({
  method: 'GET',
  path: '/flash-sales/current',
  tags,
  summary: 'The running (else next, else last) flash sale of the store or of a brand, with quota per item',
  querystring: z.object({ brand: slugParam.optional() }),
  response: { 200: dataEnvelope(flashSaleSchema) },
});

export const createStockReminder = defineRoute({
  method: 'POST',
  path: '/stock-reminder',
  tags,
  summary: '"Notify me" when an out-of-stock option is back (a Thai mobile number or an e-mail)',
  body: stockReminderSchema,
  response: { 200: reminder, 201: reminder },
});

const satang = z.number().int().min(0).max(INT32_MAX);
export const operatorVariantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  stock: z.number().int(),
  stock_reserved: z.number().int(),
  available: z.number().int(),
});

export const updateVariant = defineRoute({
  method: 'PATCH',
  path: '/operator/variants/:id',
  tags,
  summary:
    'Change a variant’s price (satang), compare-at price or units on hand (catalog.manage); every API process drops its cached listings within a second. 409 stock_below_reserved when unpaid orders hold more than the new stock',
  params: idParams,
  body: z
    .object({ price: satang.optional(), compare_at_price: satang.nullable().optional(), stock: satang.optional() })
    .strict()
    .refine((b) => b.price !== undefined || b.compare_at_price !== undefined || b.stock !== undefined, 'Give price, compare_at_price or stock.'),
  response: { 200: dataEnvelope(operatorVariantSchema) },
});
