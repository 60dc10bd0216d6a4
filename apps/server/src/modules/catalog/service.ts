import { isCampaignActive } from '@store/domain/campaign';
import type { Facets, ProductCard, ProductDetail, ProductList, ProductListQuery, ProductSort } from '@store/domain/catalog';
import type { Lang } from '@store/domain/lang';
import { compactSearchText, normalizeSearchText } from '@store/domain/search-text';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { TtlCache } from './cache';
import { productHref, productImage, toCard } from './cards';
import {
  activeProductId,
  campaignById,
  imageSubject,
  productAtPath,
  productLive,
  productShape,
  selectFacets,
  selectProductPage,
  selectSimilarProducts,
  selectSuggestions,
  type CardRow,
  type FindSimilar,
  type ProductFilters,
  type Similar,
} from './repository';
import { loadReference, type Reference } from './reference';
import { PRODUCT_FAQ } from './seed/reference';

/** How long listing, facet and suggestion answers are reused (ms); see docs/decisions/catalog-read-cache. */
let readCacheTtlMs = 10_000;
const caches = new WeakMap<Db, TtlCache<unknown>>();
function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<unknown>(readCacheTtlMs)));
  return cache.get(key, load) as Promise<T>;
}
// Suggestions are product names, which change far less often than prices and stock.
const nameCaches = new WeakMap<Db, TtlCache<unknown>>();
function cachedNames<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = nameCaches.get(db);
  if (!cache) nameCaches.set(db, (cache = new TtlCache<unknown>(readCacheTtlMs * 6)));
  return cache.get(key, load) as Promise<T>;
}

/**
 * Per database, the products similar to each typo search (the second pass's matches and their
 * scores; decision 048): they depend only on the normalised words and the products' names, so they
 * are kept until the next `catalog` change (clearCatalogCache) whatever the read cache's lifetime,
 * and each page, sort, filter and facet of the same words reuses them. So is the fact that no product
 * on sale contains a search at all (FindSimilar.noExact): the exact first pass of its next requests is
 * skipped. Bounded: when full, emptied.
 */
const SIMILAR_CACHE_MAX = 1000;
const similarCaches = new WeakMap<Db, Map<string, Promise<Similar>>>();
/** Per database, the searches no product on sale contains (FindSimilar.noExact), until the next `catalog` change; bounded the same way. */
const noExactSets = new WeakMap<Db, Set<string>>();
function similarOf(db: Db): FindSimilar {
  let noExact = noExactSets.get(db);
  if (!noExact) noExactSets.set(db, (noExact = new Set()));
  if (noExact.size >= SIMILAR_CACHE_MAX) noExact.clear();
  const find: FindSimilar = (search) => {
    let cache = similarCaches.get(db);
    if (!cache) similarCaches.set(db, (cache = new Map()));
    const key = `${search.compact.length >= 3 ? 'i' : 's'}:${search.words}`;
    let found = cache.get(key);
    if (!found) {
      if (cache.size >= SIMILAR_CACHE_MAX) cache.clear();
      found = selectSimilarProducts(db, search);
      cache.set(key, found);
      const kept = cache;
      const value = found;
      found.catch(() => kept.get(key) === value && kept.delete(key));
    }
    return found;
  };
  find.noExact = noExact;
  return find;
}

type ProductShape = NonNullable<Awaited<ReturnType<typeof productShape>>>;

/**
 * Per database, what a product's detail shows that only the catalogue's editors change (its shape)
 * and which product is at which address: kept until the next `catalog` change (clearCatalogCache,
 * announced to every process), so the uncached detail costs one prepared statement (its prices,
 * stock and flash sales). Only found products are kept; the maps are bounded by the catalogue's size.
 */
interface DetailCache {
  shapes: Map<number, Promise<ProductShape | null>>;
  paths: Map<string, Promise<number | null>>;
}
const DETAIL_CACHE_MAX = 20_000;
const detailCaches = new WeakMap<Db, DetailCache>();
function detailCache(db: Db): DetailCache {
  let cache = detailCaches.get(db);
  if (!cache) detailCaches.set(db, (cache = { shapes: new Map(), paths: new Map() }));
  return cache;
}
function remember<K, V>(map: Map<K, Promise<V | null>>, key: K, load: () => Promise<V | null>): Promise<V | null> {
  let value = map.get(key);
  if (!value) {
    if (map.size >= DETAIL_CACHE_MAX) map.clear();
    value = load();
    map.set(key, value);
    // Neither a miss nor a failure is kept (an address that is not a product costs its query each time).
    value.then(
      (v) => v === null && map.get(key) === value && map.delete(key),
      () => map.get(key) === value && map.delete(key),
    );
  }
  return value;
}

/** Sets the read-cache lifetime for databases opened afterwards (0 turns it off; benchmarks compare both). */
export function setReadCacheTtl(ms: number): void {
  readCacheTtlMs = ms;
}

export const readCacheTtl = () => readCacheTtlMs;

/**
 * The `{ data }` JSON text of a public read, cached like the value itself, so a hot listing is sent
 * without serialising it again (the route's zod schema documents the shape; tests check it).
 */
export function cachedPayload(db: Db, key: string, load: () => Promise<unknown>): Promise<string> {
  return (key.startsWith('suggest:') ? cachedNames : cached)(db, `json:${key}`, async () => JSON.stringify({ data: await load() }));
}

/** Forgets cached listings and suggestions (a catalogue change announced by any process: plugin.ts). */
export function clearCatalogCache(db: Db): void {
  caches.get(db)?.clear();
  detailCaches.delete(db);
  similarCaches.delete(db);
  noExactSets.delete(db);
  nameCaches.get(db)?.clear();
}

/** Resolves the query's list, shop and campaign into filters and checks every filter value exists (400 otherwise). */
async function resolveFilters(db: Db, query: Omit<ProductListQuery, 'page' | 'per_page'>, ref: Reference): Promise<ProductFilters> {
  const f: ProductFilters = {};
  if (query.q !== undefined && query.q !== '') {
    const words = normalizeSearchText(query.q);
    // A query of only punctuation matches nothing rather than everything.
    if (words) f.search = { words, compact: compactSearchText(query.q) };
    else f.nothing = true;
  }
  const unknown: { filter: string; value: string }[] = [];
  const check = (filter: string, values: string[] | undefined, known: Map<string, unknown>) => values?.forEach((value) => known.has(value) || unknown.push({ filter, value }));
  check('brand', query.brand, ref.brands);
  check('category', query.category, ref.categories);
  check('color', query.color, ref.colors);
  if (unknown.length) throw invalid('unknown_filter_value', 'A filter value is not known.', unknown);

  f.brands = query.brand;
  f.categories = query.category;
  f.capacities = query.capacity;
  f.colors = query.color;
  f.minPrice = query.min_price;
  f.maxPrice = query.max_price;
  f.inStock = query.in_stock;
  const narrow = (key: 'categories' | 'brands' | 'tags', value: string | null | undefined) => {
    if (!value) return;
    const current = f[key];
    // A list's own filter intersected with the shopper's choice (e.g. list=smartphones&category=tablets matches nothing).
    f[key] = current?.length ? current.filter((v) => v === value) : [value];
    if (key !== 'tags' && f[key]!.length === 0) f.productIds = [];
  };
  if (query.list) {
    const list = ref.lists.get(query.list);
    if (!list) throw notFound('list_not_found', `No store list ${query.list}.`);
    narrow('categories', list.category);
    narrow('brands', list.brand);
    narrow('tags', list.tag);
  }
  if (query.shop) {
    const shop = ref.shops.get(query.shop);
    if (!shop) throw notFound('shop_not_found', `No shop ${query.shop}.`);
    narrow('brands', shop.brandSlug);
    narrow('tags', shop.tag);
  }
  if (query.campaign) {
    const campaign = await campaignById(db, query.campaign);
    if (!campaign) throw notFound('campaign_not_found', `No campaign ${query.campaign}.`);
    if (isCampaignActive(campaignDates(campaign), Date.now())) f.campaignId = campaign.id;
    else f.productIds = [];
  }
  return f;
}

export const campaignDates = (c: { status: string; startAt: Date; endAt: Date }) => ({
  status: c.status,
  start_date: { sec: Math.floor(c.startAt.getTime() / 1000) },
  end_date: { sec: Math.floor(c.endAt.getTime() / 1000) },
});

/** One page of the store list or search result (spec 7 GET /ecom/products, /search/product). */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  return cached(db, `list:${JSON.stringify(query)}`, async () => {
    const ref = await loadReference(db);
    const f = await resolveFilters(db, query, ref);
    const sort: ProductSort = query.sort === 'relevance' && !f.search ? 'popular' : (query.sort ?? (f.search ? 'relevance' : 'popular'));
    const { rows, total } = await selectProductPage(db, f, sort, query.per_page, (query.page - 1) * query.per_page, similarOf(db));
    return {
      items: rows.map((r) => toCard(r, ref)),
      page: query.page,
      per_page: query.per_page,
      total,
      total_pages: Math.ceil(total / query.per_page),
      sort,
    };
  });
}

/** Filter choices with counts for the same context (search, list, shop, campaign), ignoring the shopper's own filters. */
export async function listFacets(db: Db, query: Pick<ProductListQuery, 'q' | 'list' | 'shop' | 'campaign'>): Promise<Facets> {
  const context = { q: query.q, list: query.list, shop: query.shop, campaign: query.campaign };
  return cached(db, `facets:${JSON.stringify(context)}`, async () => {
    const ref = await loadReference(db);
    const f = await resolveFilters(db, context, ref);
    const row = await selectFacets(db, f, similarOf(db));
    const capacityGb = (v: string) => Number(v.replace(/\D/g, '')) * (v.endsWith('TB') ? 1024 : 1);
    return {
      brands: row.brands
        .map((b) => ({ slug: b.slug, name: ref.brands.get(b.slug)?.name ?? { th: b.slug, en: b.slug }, count: b.count, position: ref.brands.get(b.slug)?.position ?? 99 }))
        .sort((a, b) => a.position - b.position)
        .map(({ position: _p, ...b }) => b),
      categories: row.categories
        .map((c) => ({ slug: c.slug, name: ref.categories.get(c.slug)?.name ?? { th: c.slug, en: c.slug }, count: c.count, position: ref.categories.get(c.slug)?.position ?? 99 }))
        .sort((a, b) => a.position - b.position)
        .map(({ position: _p, ...c }) => c),
      capacities: row.capacities.sort((a, b) => capacityGb(a.value) - capacityGb(b.value)),
      colors: row.colors
        .filter((c) => ref.colors.has(c.key))
        .map((c) => ({ ...ref.colors.get(c.key)!, count: c.count }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
      price: { min: row.min_price, max: row.max_price },
    };
  });
}

/** Product cards by id, in the order given (for the wishlist); unknown ids are left out. */
export async function getProductCards(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const ref = await loadReference(db);
  const { rows } = await selectProductPage(db, { productIds: ids }, 'popular', ids.length, 0);
  const byId = new Map(rows.map((r) => [r.id, toCard(r, ref)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether a product exists (and is on sale). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await activeProductId(db, id)) !== null;
}

/** Product names matching a search, in the shopper's language, best first (spec 7 GET /v2/search/suggestion). */
export async function suggestProductNames(db: Db, text: string, lang: Lang, limit = 8): Promise<string[]> {
  const words = normalizeSearchText(text);
  if (!words) return [];
  return cachedNames(db, `suggest:${lang}:${limit}:${words}`, async () => {
    const rows = await selectSuggestions(db, { words, compact: compactSearchText(text) }, limit * 2, similarOf(db));
    return [...new Set(rows.map((r) => r.name[lang] || r.name.th))].slice(0, limit);
  });
}

/** The product detail (spec 7 GET /wportal/product/{id}): variants with stock and any running flash-sale price. */
export async function getProduct(db: Db, id: number, now = new Date()): Promise<ProductDetail> {
  const shapes = detailCache(db).shapes;
  const [live, ref] = await Promise.all([productLive(db, id, now), loadReference(db)]);
  if (live.length === 0) throw notFound('product_not_found', `No product ${id}.`);
  let shape = await remember(shapes, id, () => productShape(db, id));
  // A variant the kept shape does not know (added since it was read): read the shape again.
  const known = (s: ProductShape | null) => !!s && live.every((l) => l.variantId === null || s.variants.some((v) => v.id === l.variantId));
  if (!known(shape)) {
    shapes.delete(id);
    shape = await remember(shapes, id, () => productShape(db, id));
  }
  if (!shape) throw notFound('product_not_found', `No product ${id}.`);
  const { product, variants, shop } = shape;
  const [first] = live;
  const card = toCard(
    {
      id: product.id,
      slug: product.slug,
      category_slug: product.categorySlug,
      brand_slug: product.brandSlug,
      name: product.name,
      subtitle: product.subtitle,
      tags: product.tags,
      swatches: product.swatches,
      capacities: product.capacities,
      price: first.minPrice,
      compare_at_price: first.compareAtPrice,
      in_stock: first.totalStock > 0,
    } satisfies CardRow,
    ref,
  );
  // One live row per variant, or more when it has several flash-sale items: the running one counts.
  const liveByVariant = new Map<number, (typeof live)[number]>();
  for (const row of live) {
    if (row.variantId === null) continue;
    const seen = liveByVariant.get(row.variantId);
    if (!seen || (row.saleId !== null && seen.saleId === null)) liveByVariant.set(row.variantId, row);
  }
  return {
    ...card,
    slug: product.slug,
    product_type: product.productType,
    description: product.description,
    seo: product.seo,
    specs: product.specs,
    faq: [...(PRODUCT_FAQ[product.categorySlug] ?? []), ...PRODUCT_FAQ.common],
    shop,
    variants: variants.flatMap((v) => {
      const l = liveByVariant.get(v.id);
      // A variant removed since the shape was read is not shown.
      if (!l) return [];
      return {
        id: v.id,
        sku: v.sku,
        capacity: v.capacity,
        color: { key: v.colorKey, name: v.colorName, hex: v.colorHex },
        price: l.price!,
        compare_at_price: l.variantCompareAt,
        stock: Math.max(0, l.free),
        images: [0, 1, 2, 3].map((view) => productImage(product.id, v.colorKey, view)),
        flash_sale: l.saleId !== null ? { id: l.saleId, price: l.salePrice!, quota: l.quota!, remaining: l.quota! - l.sold!, ends_at: l.endAt!.toISOString() } : null,
      };
    }),
  };
}

/** The detail of the product at /:category/:brand/:slug (the address kept like the shape; not_found as findProductBySlug). */
export async function getProductAtPath(db: Db, category: string, brand: string, slug: string, now = new Date()): Promise<ProductDetail> {
  const [c, b, s] = [category.toLowerCase(), brand.toLowerCase(), slug.toLowerCase()];
  const id = await remember(detailCache(db).paths, `${c}/${b}/${s}`, async () => (await productAtPath(db, c, b, s))?.id ?? null);
  if (id === null) throw notFound('product_not_found', 'No product at this address.');
  return getProduct(db, id, now);
}

/** The product at /:category/:brand/:slug (segments compared lowercased); not_found sends the shopper home. */
export async function findProductBySlug(db: Db, category: string, brand: string, slug: string): Promise<{ product_id: number; href: string }> {
  const row = await productAtPath(db, category.toLowerCase(), brand.toLowerCase(), slug.toLowerCase());
  if (!row) throw notFound('product_not_found', 'No product at this address.');
  return { product_id: row.id, href: productHref(row) };
}

/** Image data for the generated product pictures. */
export async function getImageSubject(db: Db, id: number, color: string) {
  const row = await imageSubject(db, id, color);
  if (!row) throw notFound('image_not_found', 'No such product image.');
  const ref = await loadReference(db);
  return { ...row, brandName: ref.brands.get(row.brand)?.name.en ?? row.brand };
}
