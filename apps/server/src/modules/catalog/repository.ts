import { sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@store/domain/catalog';
import type { Db } from '../../db/client';

/** Filters after validation and resolution of lists, shops and campaigns (all optional). */
export interface ProductFilters {
  /**
   * Normalised words and the same without spaces (see @store/domain/search-text). `fuzzy` switches
   * from the exact substring match to the typo-tolerant word similarity (the second pass).
   */
  search?: { words: string; compact: string; fuzzy?: boolean };
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
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

function productConditions(f: ProductFilters): SQL[] {
  const where: SQL[] = [sql`p.lifecycle_status = 'active'`];
  if (f.search && !f.search.fuzzy) {
    // First pass, indexed by the trigram GIN index: a substring of a space-free alias (Thai typed
    // with or without spaces, "ไอโฟน17"). Cheap: no similarity is computed.
    where.push(sql`p.search_compact like ${`%${f.search.compact}%`}`);
  } else if (f.search) {
    // Second pass, only when the first found nothing: a word-similar extent of the words or the
    // aliases (typos, "samsnug", "iphnoe"), through the same trigram indexes.
    where.push(sql`(${f.search.words} <% p.search_text or ${f.search.compact} <% p.search_compact)`);
  }
  if (f.categories?.length) where.push(sql`p.category_slug = any(${textArray(f.categories)})`);
  if (f.brands?.length) where.push(sql`p.brand_slug = any(${textArray(f.brands)})`);
  if (f.tags?.length) where.push(sql`p.tags && ${textArray(f.tags)}`);
  if (f.campaignId) where.push(sql`p.id in (select cp.product_id from catalog_campaign_products cp where cp.campaign_id = ${f.campaignId})`);
  if (f.productIds) where.push(f.productIds.length ? sql`p.id in (${sql.join(f.productIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  return where;
}

const hasVariantFilter = (f: ProductFilters) => !!(f.capacities?.length || f.colors?.length || f.minPrice !== undefined || f.maxPrice !== undefined);

/** The per-product price, compare-at price and stock among the variants that match the variant filters. */
function variantJoin(f: ProductFilters): SQL {
  if (!hasVariantFilter(f)) {
    return sql`cross join lateral (select p.min_price as price, p.compare_at_price, p.total_stock > 0 as in_stock) m`;
  }
  const where: SQL[] = [sql`v.product_id = p.id`];
  if (f.capacities?.length) where.push(sql`v.capacity = any(${textArray(f.capacities)})`);
  if (f.colors?.length) where.push(sql`v.color_key = any(${textArray(f.colors)})`);
  if (f.minPrice !== undefined) where.push(sql`v.price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`v.price <= ${f.maxPrice}`);
  return sql`join lateral (
    select min(v.price) as price, (array_agg(v.compare_at_price order by v.price, v.position))[1] as compare_at_price, bool_or(v.stock > 0) as in_stock
    from catalog_variants v where ${sql.join(where, sql` and `)}) m on m.price is not null`;
}

function orderBy(sort: ProductSort, f: ProductFilters): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`m.price asc, p.id asc`;
    case 'price_desc':
      return sql`m.price desc, p.id asc`;
    case 'newest':
      return sql`p.released_at desc, p.id asc`;
    case 'relevance':
      if (f.search?.fuzzy) {
        const { words, compact } = f.search;
        return sql`greatest(word_similarity(${words}, p.search_text), word_similarity(${compact}, p.search_compact)) desc, p.popularity desc, p.id asc`;
      }
      if (f.search) {
        // An alias that is the query, then one that starts with it, then any other hit.
        const padded = sql`(' ' || p.search_compact || ' ')`;
        return sql`(case when ${padded} like ${`% ${f.search.compact} %`} then 0 when ${padded} like ${`% ${f.search.compact}%`} then 1 else 2 end), p.popularity desc, p.id asc`;
      }
      return sql`p.popularity desc, p.id asc`;
    default:
      return sql`p.popularity desc, p.id asc`;
  }
}

/**
 * Runs `work` with the similarity threshold of the search operators set for this transaction only
 * (the `<%` operator reads it; set per transaction so a pooled connection never keeps it). The
 * planner is also told to prefer the trigram indexes: it prices the similarity operators far
 * cheaper than they are and would otherwise scan a small table row by row.
 */
async function withSearchThreshold<T>(db: Db, search: boolean, work: (tx: Db) => Promise<T>): Promise<T> {
  if (!search) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`);
    return work(tx as unknown as Db);
  });
}

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
  const where = productConditions(f);
  if (f.inStock !== undefined) where.push(f.inStock ? sql`m.in_stock` : sql`not m.in_stock`);
  const query = sql`
    select p.id, p.slug, p.category_slug, p.brand_slug, p.name, p.subtitle, p.tags, p.swatches, p.capacities,
      m.price::int as price, m.compare_at_price, coalesce(m.in_stock, false) as in_stock, count(*) over ()::int as total
    from catalog_products p ${variantJoin(f)}
    where ${sql.join(where, sql` and `)}
    order by ${orderBy(sort, f)}
    limit ${limit} offset ${offset}`;
  return withSearchThreshold(db, !!f.search?.fuzzy, async (tx) => {
    const page = rows<CardRow & { total: number }>(await tx.execute(query));
    let total = page[0]?.total ?? 0;
    if (page.length === 0 && offset > 0) {
      const counted = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from catalog_products p ${variantJoin(f)} where ${sql.join(where, sql` and `)}`));
      total = counted[0]?.n ?? 0;
    }
    return { rows: page, total };
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
  return withSearchThreshold(db, !!f.search?.fuzzy, async (tx) => {
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
    withSearchThreshold(db, !!f.search?.fuzzy, async (tx) =>
      rows<{ name: { th: string; en: string } }>(
        await tx.execute(sql`select p.name from catalog_products p where ${sql.join(productConditions(f), sql` and `)} order by ${orderBy('relevance', f)} limit ${limit}`),
      ),
    );
  const exact = await run({ search });
  return exact.length > 0 ? exact : run({ search: { ...search, fuzzy: true } });
}
