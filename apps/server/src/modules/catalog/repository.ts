import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@store/domain/catalog';
import type { Db } from '../../db/client';
import { catalogCampaigns, catalogFlashSaleItems, catalogFlashSales, catalogProducts, catalogShops, catalogVariants } from './tables';

/** Filters after validation and resolution of lists, shops and campaigns (all optional). */
export interface ProductFilters {
  /**
   * Normalised words and the same without spaces (see @store/domain/search-text). `fuzzy` switches
   * from the exact substring match to the typo-tolerant word similarity (the second pass).
   */
  search?: { words: string; compact: string; fuzzy?: boolean };
  /** The query can match nothing (only punctuation, spaces or invisible characters). */
  nothing?: boolean;
  categories?: string[];
  brands?: string[];
  tags?: string[];
  campaignId?: string;
  productIds?: number[];
  capacities?: string[];
  colors?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

export interface CardRow {
  id: number;
  slug: string;
  category_slug: string;
  brand_slug: string;
  name: { th: string; en: string };
  subtitle: { th: string; en: string };
  tags: string[];
  swatches: { key: string; name: { th: string; en: string }; hex: string }[];
  capacities: string[];
  price: number;
  compare_at_price: number | null;
  in_stock: boolean;
}

/** How close a misspelt word may be (pg_trgm word similarity, 0..1) and still match. */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function productConditions(f: ProductFilters): SQL[] {
  const where: SQL[] = [sql`p.lifecycle_status = 'active'`];
  if (f.nothing) where.push(sql`false`);
  if (f.search && !f.search.fuzzy) {
    // First pass, indexed by the trigram GIN index: a substring of a space-free alias (Thai typed
    // with or without spaces, "ไอโฟน17"). Cheap: no similarity is computed.
    where.push(sql`p.search_compact like ${`%${f.search.compact}%`}`);
  } else if (f.search) {
    // Second pass, only when the first found nothing: a word-similar extent of the words (typos,
    // "samsnug", "iphnoe", Thai "กาแลคซี่เอส25"), through the trigram index on search_text. (Also
    // matching the long compact aliases found the same products at several times the cost.)
    where.push(sql`${f.search.words} <% p.search_text`);
  }
  if (f.categories?.length) where.push(sql`p.category_slug = any(${textArray(f.categories)})`);
  if (f.brands?.length) where.push(sql`p.brand_slug = any(${textArray(f.brands)})`);
  if (f.tags?.length) where.push(sql`p.tags && ${textArray(f.tags)}`);
  if (f.campaignId) where.push(sql`p.id in (select cp.product_id from catalog_campaign_products cp where cp.campaign_id = ${f.campaignId})`);
  if (f.productIds)
    where.push(
      f.productIds.length
        ? sql`p.id in (${sql.join(
            f.productIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  return where;
}

const hasVariantFilter = (f: ProductFilters) => !!(f.capacities?.length || f.colors?.length || f.minPrice !== undefined || f.maxPrice !== undefined);

/**
 * The card's price, compare-at price and stock: the product's own summary columns (so the sorts can
 * use their indexes), or, with variant filters, those of the cheapest variant that matches them.
 */
function priceSource(f: ProductFilters): { join: SQL; price: SQL; compareAt: SQL; inStock: SQL } {
  if (!hasVariantFilter(f)) {
    return { join: sql``, price: sql`p.min_price`, compareAt: sql`p.compare_at_price`, inStock: sql`(p.total_stock > 0)` };
  }
  const where: SQL[] = [sql`v.product_id = p.id`];
  if (f.capacities?.length) where.push(sql`v.capacity = any(${textArray(f.capacities)})`);
  if (f.colors?.length) where.push(sql`v.color_key = any(${textArray(f.colors)})`);
  if (f.minPrice !== undefined) where.push(sql`v.price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`v.price <= ${f.maxPrice}`);
  return {
    join: sql`join lateral (
      select min(v.price) as price, (array_agg(v.compare_at_price order by v.price, v.position))[1] as compare_at_price, bool_or(v.stock > 0) as in_stock
      from catalog_variants v where ${sql.join(where, sql` and `)}) m on m.price is not null`,
    price: sql`m.price`,
    compareAt: sql`m.compare_at_price`,
    inStock: sql`coalesce(m.in_stock, false)`,
  };
}

/** Every order ends with the id, in the direction an index on (column, id) can be read. */
function orderBy(sort: ProductSort, f: ProductFilters, price: SQL): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`${price} asc, p.id asc`;
    case 'price_desc':
      return sql`${price} desc, p.id desc`;
    case 'newest':
      return sql`p.released_at desc, p.id desc`;
    case 'relevance':
      if (f.search?.fuzzy) {
        return sql`word_similarity(${f.search.words}, p.search_text) desc, p.popularity desc, p.id desc`;
      }
      if (f.search) {
        // An alias that is the query, then one that starts with it, then any other hit.
        const padded = sql`(' ' || p.search_compact || ' ')`;
        return sql`(case when ${padded} like ${`% ${f.search.compact} %`} then 0 when ${padded} like ${`% ${f.search.compact}%`} then 1 else 2 end), p.popularity desc, p.id desc`;
      }
      return sql`p.popularity desc, p.id desc`;
    default:
      return sql`p.popularity desc, p.id desc`;
  }
}

/** `orderBy` of the similarity pass, over the columns of its candidates (id, score, popularity, released_at, price). */
function fuzzyOrder(sort: ProductSort): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`price asc, id asc`;
    case 'price_desc':
      return sql`price desc, id desc`;
    case 'newest':
      return sql`released_at desc, id desc`;
    case 'relevance':
      return sql`score desc, popularity desc, id desc`;
    default:
      return sql`popularity desc, id desc`;
  }
}

/**
 * Runs a search with the similarity threshold of `<%` set for this transaction only (set per
 * transaction so a pooled connection never keeps it). The planner is also told to prefer the
 * trigram indexes: it prices LIKE and the similarity operators far cheaper than they are on these
 * wide rows and would otherwise read the whole table. (Queries under 3 characters have no trigram.)
 */
async function withSearchThreshold<T>(db: Db, search: boolean, work: (tx: Db) => Promise<T>): Promise<T> {
  if (!search) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`);
    return work(tx as unknown as Db);
  });
}

const usesSearchIndex = (f: ProductFilters) => !!f.search && f.search.compact.length >= 3;

/**
 * One page of product cards and the total count, in a stable order (ties broken by id). A search
 * matches exact substrings first and falls back to typo-tolerant similarity only when that finds nothing.
 */
export async function selectProductPage(db: Db, f: ProductFilters, sort: ProductSort, limit: number, offset: number) {
  const exact = await selectPage(db, f, sort, limit, offset);
  if (!f.search || f.search.fuzzy || exact.total > 0) return exact;
  return selectPage(db, { ...f, search: { ...f.search, fuzzy: true } }, sort, limit, offset);
}

async function selectPage(db: Db, f: ProductFilters, sort: ProductSort, limit: number, offset: number) {
  const source = priceSource(f);
  const where = productConditions(f);
  if (f.inStock !== undefined) where.push(f.inStock ? source.inStock : sql`not ${source.inStock}`);
  const filter = sql`from catalog_products p ${source.join} where ${sql.join(where, sql` and `)}`;
  const columns = sql`p.id, p.slug, p.category_slug, p.brand_slug, p.name, p.subtitle, p.tags, p.swatches, p.capacities,
      ${source.price}::int as price, ${source.compareAt} as compare_at_price, ${source.inStock} as in_stock`;
  if (f.search?.fuzzy) {
    // The similarity pass scores every candidate to order them anyway, so the count comes from the
    // same statement: the matches are found and scored once, not once for the page and again for
    // the count. The candidates are narrow rows (id, score, sort keys); the cards are read for one page.
    const order = fuzzyOrder(sort);
    const query = sql`
      with hits as (
        select p.id, word_similarity(${f.search.words}, p.search_text) as score, p.popularity, p.released_at, ${source.price} as price ${filter}
      ), ranked as (
        select id, count(*) over ()::int as total, row_number() over (order by ${order}) as ord from hits
        order by ${order}
        limit ${limit} offset ${offset}
      )
      select ${columns}, r.total from ranked r join catalog_products p on p.id = r.id ${source.join}
      order by r.ord`;
    return withSearchThreshold(db, usesSearchIndex(f), async (tx) => {
      const page = rows<CardRow & { total: number }>(await tx.execute(query));
      if (page.length > 0) return { rows: page.map(({ total: _total, ...row }) => row), total: page[0].total };
      // A page past the end: the count alone.
      const [counted] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n ${filter}`));
      return { rows: [], total: counted?.n ?? 0 };
    });
  }
  // The page and the count are two statements: a window count would make the database build every
  // matching row (with its JSON) before the limit, instead of stopping after one page.
  const query = sql`
    select ${columns}
    ${filter}
    order by ${orderBy(sort, f, source.price)}
    limit ${limit} offset ${offset}`;
  return withSearchThreshold(db, usesSearchIndex(f), async (tx) => {
    const page = rows<CardRow>(await tx.execute(query));
    if (page.length > 0 && page.length < limit) return { rows: page, total: offset + page.length };
    const [counted] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n ${filter}`));
    return { rows: page, total: counted?.n ?? 0 };
  });
}

/** Counts per brand, category, capacity and colour, and the price range, of the products matching `f`. */
export async function selectFacets(db: Db, f: ProductFilters) {
  const exact = await selectFacetRow(db, f);
  if (!f.search || f.search.fuzzy || exact.brands.length > 0) return exact;
  return selectFacetRow(db, { ...f, search: { ...f.search, fuzzy: true } });
}

async function selectFacetRow(db: Db, f: ProductFilters) {
  const query = sql`
    with base as (select p.id, p.brand_slug, p.category_slug, p.capacities, p.colors, p.min_price, p.max_price
      from catalog_products p where ${sql.join(productConditions(f), sql` and `)})
    select
      (select coalesce(json_agg(json_build_object('slug', x.k, 'count', x.n)), '[]') from (select brand_slug as k, count(*)::int as n from base group by 1) x) as brands,
      (select coalesce(json_agg(json_build_object('slug', x.k, 'count', x.n)), '[]') from (select category_slug as k, count(*)::int as n from base group by 1) x) as categories,
      (select coalesce(json_agg(json_build_object('value', x.k, 'count', x.n)), '[]') from (select unnest(capacities) as k, count(*)::int as n from base group by 1) x) as capacities,
      (select coalesce(json_agg(json_build_object('key', x.k, 'count', x.n)), '[]') from (select unnest(colors) as k, count(*)::int as n from base group by 1) x) as colors,
      (select coalesce(min(min_price), 0)::int from base) as min_price,
      (select coalesce(max(max_price), 0)::int from base) as max_price`;
  return withSearchThreshold(db, usesSearchIndex(f), async (tx) => {
    const [row] = rows<{
      brands: { slug: string; count: number }[];
      categories: { slug: string; count: number }[];
      capacities: { value: string; count: number }[];
      colors: { key: string; count: number }[];
      min_price: number;
      max_price: number;
    }>(await tx.execute(query));
    return row;
  });
}

/** Product names that match a search, best first (for suggestions): exact substrings, else similar words. */
export async function selectSuggestions(db: Db, search: { words: string; compact: string }, limit: number) {
  const run = (f: ProductFilters) =>
    withSearchThreshold(db, usesSearchIndex(f), async (tx) =>
      rows<{ name: { th: string; en: string } }>(
        await tx.execute(
          sql`select p.name from catalog_products p where ${sql.join(productConditions(f), sql` and `)} order by ${orderBy('relevance', f, sql`p.min_price`)} limit ${limit}`,
        ),
      ),
    );
  const exact = await run({ search });
  return exact.length > 0 ? exact : run({ search: { ...search, fuzzy: true } });
}

/** A campaign by id, or null. */
export async function campaignById(db: Db, id: string) {
  const [campaign] = await db.select().from(catalogCampaigns).where(eq(catalogCampaigns.id, id));
  return campaign ?? null;
}

/** An active product's id, or null. */
export async function activeProductId(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.id, id), eq(catalogProducts.lifecycleStatus, 'active')));
  return row?.id ?? null;
}

/** An active product's row, or null. */
export async function activeProduct(db: Db, id: number) {
  const [product] = await db
    .select()
    .from(catalogProducts)
    .where(and(eq(catalogProducts.id, id), eq(catalogProducts.lifecycleStatus, 'active')));
  return product ?? null;
}

/** A product's variants in their order. */
export function variantsOfProduct(db: Db, productId: number) {
  return db.select().from(catalogVariants).where(eq(catalogVariants.productId, productId)).orderBy(asc(catalogVariants.position), asc(catalogVariants.id));
}

/** The flash sales running at `now` for a product's variants (price, quota, sold, end). */
export function runningSalesOfProduct(db: Db, productId: number, now: Date) {
  return db
    .select({
      variantId: catalogFlashSaleItems.variantId,
      id: catalogFlashSales.id,
      price: catalogFlashSaleItems.price,
      quota: catalogFlashSaleItems.quota,
      sold: catalogFlashSaleItems.sold,
      endAt: catalogFlashSales.endAt,
    })
    .from(catalogFlashSaleItems)
    .innerJoin(catalogFlashSales, eq(catalogFlashSales.id, catalogFlashSaleItems.flashSaleId))
    .innerJoin(catalogVariants, eq(catalogVariants.id, catalogFlashSaleItems.variantId))
    .where(and(eq(catalogVariants.productId, productId), lte(catalogFlashSales.startAt, now), gt(catalogFlashSales.endAt, now)));
}

/** A shop's id and name, or null. */
export async function shopById(db: Db, id: string) {
  const [shop] = await db.select({ id: catalogShops.id, name: catalogShops.name }).from(catalogShops).where(eq(catalogShops.id, id));
  return shop ?? null;
}

/** The active product at a category, brand and slug (already lowercased), or null. */
export async function productAtPath(db: Db, category: string, brand: string, slug: string) {
  const [row] = await db
    .select({ id: catalogProducts.id, category_slug: catalogProducts.categorySlug, brand_slug: catalogProducts.brandSlug, slug: catalogProducts.slug })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.categorySlug, category), eq(catalogProducts.brandSlug, brand), eq(catalogProducts.slug, slug), eq(catalogProducts.lifecycleStatus, 'active')));
  return row ?? null;
}

/** What a generated product picture shows: name, brand, category, tags and the colour's hex; null when there is no such colour. */
export async function imageSubject(db: Db, id: number, color: string) {
  const [row] = await db
    .select({ name: catalogProducts.name, brand: catalogProducts.brandSlug, category: catalogProducts.categorySlug, tags: catalogProducts.tags, hex: catalogVariants.colorHex })
    .from(catalogProducts)
    .innerJoin(catalogVariants, and(eq(catalogVariants.productId, catalogProducts.id), eq(catalogVariants.colorKey, color)))
    .where(eq(catalogProducts.id, id))
    .limit(1);
  return row ?? null;
}
