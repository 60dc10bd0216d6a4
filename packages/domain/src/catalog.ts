import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './search-text';
import { INT32_MAX, text } from './contracts/primitives';

/**
 * The catalogue's API shapes (spec 3 product types, 7 Products; TMF620 names where they fit):
 * products with variants (capacity, colour), prices in satang with compare-at prices, stock per
 * variant, categories, brands, store lists, shops, campaigns and flash sales. Text is `{ th, en }`.
 */
export const i18n = z.object({ th: z.string(), en: z.string() });

export const PRODUCT_SORTS = ['relevance', 'popular', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Grid badges of spec 1: 1-year warranty, 100% genuine, delivery within 48 hours. */
export const GRID_BADGES = ['warranty_1y', 'genuine', 'delivery_48h'] as const;

export const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const CAPACITY_RE = /^\d{1,4}(GB|TB)$/;
/** Prices live in integer columns: at most 2^31 - 1 satang (about 21.4 million baht). */
export const MAX_PRICE_SATANG = INT32_MAX;
export const PER_PAGE_MAX = 60;
export const PAGE_MAX = 500;

/** A comma-joined list query parameter (spec 7: array params are comma-joined). */
const csv = (item: z.ZodString, name: string) =>
  z
    .string()
    .max(400)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(item).max(20, `at most 20 ${name} values`));

const satang = z.coerce.number().int().min(0).max(MAX_PRICE_SATANG);

/** The listing and search query: every filter optional, bad values refused (400) by zod. */
export const productListQuerySchema = z
  .object({
    q: text(SEARCH_QUERY_MAX).optional(),
    list: z.string().regex(SLUG_RE).optional(),
    shop: z.string().regex(SLUG_RE).optional(),
    campaign: z.string().regex(SLUG_RE).optional(),
    category: csv(z.string().regex(SLUG_RE), 'category').optional(),
    brand: csv(z.string().regex(SLUG_RE), 'brand').optional(),
    capacity: csv(z.string().regex(CAPACITY_RE, 'capacity looks like 128GB or 1TB'), 'capacity').optional(),
    color: csv(z.string().regex(/^[a-z][a-z-]{0,29}$/), 'color').optional(),
    min_price: satang.optional(),
    max_price: satang.optional(),
    in_stock: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
    per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(24),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    message: 'min_price must not be above max_price',
    path: ['min_price'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const brandSchema = z.object({ slug: z.string(), name: i18n });
export const categorySchema = z.object({ slug: z.string(), name: i18n });
export const colorSchema = z.object({ key: z.string(), name: i18n, hex: z.string() });

/** One tile of the grid. `price` is the lowest matching variant price; `image` a path under /api. */
export const productCardSchema = z.object({
  id: z.number().int(),
  href: z.string(),
  name: i18n,
  subtitle: i18n,
  brand: brandSchema,
  category: categorySchema,
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  in_stock: z.boolean(),
  colors: z.array(colorSchema),
  capacities: z.array(z.string()),
  image: z.string(),
  badges: z.array(z.enum(GRID_BADGES)),
  tags: z.array(z.string()),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const facetsSchema = z.object({
  brands: z.array(brandSchema.extend({ count: z.number().int() })),
  categories: z.array(categorySchema.extend({ count: z.number().int() })),
  capacities: z.array(z.object({ value: z.string(), count: z.number().int() })),
  colors: z.array(colorSchema.extend({ count: z.number().int() })),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type Facets = z.infer<typeof facetsSchema>;

export const productListSchema = z.object({
  items: z.array(productCardSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  sort: z.enum(PRODUCT_SORTS),
});
export type ProductList = z.infer<typeof productListSchema>;

export const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  capacity: z.string().nullable(),
  color: colorSchema,
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  stock: z.number().int(),
  images: z.array(z.string()),
  flash_sale: z.object({ id: z.string(), price: z.number().int(), quota: z.number().int(), remaining: z.number().int(), ends_at: z.string() }).nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productDetailSchema = productCardSchema.extend({
  slug: z.string(),
  product_type: z.string(),
  description: i18n,
  seo: z.object({ title: i18n, description: i18n, body: z.array(i18n) }),
  specs: z.array(z.object({ label: i18n, value: i18n })),
  faq: z.array(z.object({ question: i18n, answer: i18n })),
  variants: z.array(variantSchema),
  shop: z.object({ id: z.string(), name: i18n }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const storeListSchema = z.object({
  slug: z.string(),
  title: i18n,
  description: i18n,
});
export type StoreList = z.infer<typeof storeListSchema>;

export const shopSchema = z.object({
  id: z.string(),
  name: i18n,
  tagline: i18n,
  description: i18n,
  theme: z.string(),
  brand: z.string().nullable(),
  hide_menu: z.boolean(),
  menu: z.array(z.object({ label: i18n, link: z.string() })),
  editorials: z.array(z.object({ id: z.string(), title: i18n, summary: i18n })),
});
export type Shop = z.infer<typeof shopSchema>;

export const editorialSchema = z.object({
  id: z.string(),
  shop_id: z.string().nullable(),
  title: i18n,
  summary: i18n,
  body: z.array(z.object({ kind: z.enum(['h2', 'p']), text: i18n })),
  theme: z.string(),
  products: z.array(productCardSchema),
});
export type Editorial = z.infer<typeof editorialSchema>;

/** Campaign of spec 3 (status, start_date.sec, end_date.sec) with its computed activity. */
export const campaignSchema = z.object({
  id: z.string(),
  title: i18n,
  description: i18n,
  theme: z.string(),
  status: z.enum(['active', 'inactive']),
  start_date: z.object({ sec: z.number().int() }),
  end_date: z.object({ sec: z.number().int() }),
  active: z.boolean(),
  phase: z.enum(['inactive', 'upcoming', 'running', 'ended']),
  products: z.array(productCardSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const flashSaleItemSchema = z.object({
  variant_id: z.number().int(),
  product: productCardSchema,
  capacity: z.string().nullable(),
  color: colorSchema,
  price: z.number().int(),
  regular_price: z.number().int(),
  quota: z.number().int(),
  sold: z.number().int(),
  remaining: z.number().int(),
  sold_out: z.boolean(),
});

export const flashSaleSchema = z.object({
  id: z.string(),
  title: i18n,
  brand: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  phase: z.enum(['upcoming', 'running', 'ended']),
  server_time: z.string(),
  items: z.array(flashSaleItemSchema),
});
export type FlashSale = z.infer<typeof flashSaleSchema>;

/** POST /stock-reminder: "notify me" when a variant is back; a mobile number or an e-mail. */
export const stockReminderSchema = z
  .object({
    variant_id: z.number().int().positive(),
    mobile_number: z
      .string()
      .regex(/^0[689]\d{8}$/)
      .optional(),
    email: z.string().email().max(200).optional(),
  })
  .refine((v) => v.mobile_number || v.email, { message: 'mobile_number or email is required', path: ['mobile_number'] });
export type StockReminderRequest = z.infer<typeof stockReminderSchema>;
