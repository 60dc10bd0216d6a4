import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@store/domain/catalog';
import type { Db } from '../../db/client';
import { catalogCampaigns, catalogFlashSaleItems, catalogFlashSales, catalogProducts, catalogShops, catalogVariants } from './tables';

/** Filters after validation and resolution of lists, shops and campaigns (all optional). */
export interface ProductFilters {
  /**
   * Normalised words and the same without spaces (see @store/domain/search-text). `similar` switches
   * from the exact substring match to the typo-tolerant word similarity (the second pass): the
   * products whose words are similar and their scores, found once per query (selectSimilarProducts).
   */
  search?: { words: string; compact: string; similar?: Similar };
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

/** The products (any status) whose words are similar to a search's, with the similarity of each. */
export interface Similar {
  ids: number[];
  scores: number[];
}

/** Finds the similar products of a search (in the order of the index; ranking is the page query's). */
export interface FindSimilar {
  (search: { words: string; compact: string }): Promise<Similar>;
  /**
   * The searches (by their space-free text) that no product on sale contains, so their exact first
   * pass finds nothing whatever the other filters: it is skipped. Kept with the similar products
   * until the next catalogue change (service.ts).
   */
  noExact?: Set<string>;
}

/**
 * A search's two passes, for a page, its facets or its suggestions (`run`): the exact one, then,
 * when it found nothing (`empty`), the similar products. A search known to have no exact match
 * (`noExact`) goes straight to the second; an exact pass that found nothing with the search as its
 * only filter makes it known (no product on sale contains it, so with any filters none does).
 */
async function exactThenSimilar<T>(f: ProductFilters, findSimilar: FindSimilar | undefined, run: (f: ProductFilters) => Promise<T>, empty: (answer: T) => boolean): Promise<T> {
  const search = f.search;
  if (!search || search.similar || !findSimilar) return run(f);
  if (!findSimilar.noExact?.has(search.compact)) {
    const exact = await run(f);
    if (!empty(exact)) return exact;
    if (Object.entries(f).every(([k, v]) => k === 'search' || v === undefined)) findSimilar.noExact?.add(search.compact);
  }
  return run(await similarFilters(f, findSimilar));
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function productConditions(f: ProductFilters): SQL[] {
  const where: SQL[] = [sql`p.lifecycle_status = 'active'`];
  if (f.nothing) where.push(sql`false`);
  if (f.search && !f.search.similar) {
    // First pass, indexed by the trigram GIN index: a substring of a space-free alias (Thai typed
    // with or without spaces, "ไอโฟน17"). Cheap: no similarity is computed.
    where.push(sql`p.search_compact like ${`%${f.search.compact}%`}`);
  }
  // Second pass: the join of similarJoin (the similar products found once) is the condition.
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
      if (f.search?.similar) return sql`c.score desc, p.popularity desc, p.id desc`;
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
 * The second pass's matches: products with a word-similar extent of the words (typos, "samsnug",
 * "iphnoe", Thai "กาแลคซี่เอส25"), through the trigram index on search_text, each scored once. (Also
 * matching the long compact aliases found the same products at several times the cost.) They
 * depend only on the words and the products' names, so the service keeps them per catalogue version.
 */
export async function selectSimilarProducts(db: Db, search: { words: string; compact: string }): Promise<Similar> {
  return withSearchThreshold(db, search.compact.length >= 3, async (tx) => {
    const found = rows<{ id: number; score: number }>(
      await tx.execute(sql`select p.id, word_similarity(${search.words}, p.search_text) as score from catalog_products p where ${search.words} <% p.search_text`),
    );
    return { ids: found.map((r) => r.id), scores: found.map((r) => Number(r.score)) };
  });
}

/** The similar products as rows `c(id, score)` joined to `p` (the scores go back as the same float4 values). */
const similarJoin = (f: ProductFilters): SQL =>
  f.search?.similar ? sql`join unnest(${`{${f.search.similar.ids.join(',')}}`}::int[], ${`{${f.search.similar.scores.join(',')}}`}::real[]) as c(id, score) on c.id = p.id` : sql``;

/**
 * Runs statements over the similar products with the planner told to look each one up by its key
 * (set for this transaction only): it would otherwise hash or merge them against every product
 * row, reading the whole wide table for a few hundred matches (EXPLAIN: about 10x slower).
 */
function withSimilarJoin<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`);
    return work(tx as unknown as Db);
  });
}

/** The planner settings of a statement over `f`: the second pass's (withSimilarJoin), else the first's (withSearchThreshold). */
const withSearchSettings = <T>(db: Db, f: ProductFilters, work: (tx: Db) => Promise<T>): Promise<T> =>
  f.search?.similar ? withSimilarJoin(db, work) : withSearchThreshold(db, usesSearchIndex(f), work);

/** The filters with the second pass's matches, when the first found nothing (found once by `findSimilar`). */
async function similarFilters(f: ProductFilters, findSimilar: FindSimilar): Promise<ProductFilters> {
  const search = f.search!;
  return { ...f, search: { ...search, similar: await findSimilar(search) } };
}

/**
 * One page of product cards and the total count, in a stable order (ties broken by id). A search
 * matches exact substrings first and falls back to typo-tolerant similarity only when that finds nothing.
 */
export async function selectProductPage(db: Db, f: ProductFilters, sort: ProductSort, limit: number, offset: number, findSimilar?: FindSimilar) {
  return exactThenSimilar(
    f,
    findSimilar,
    (pass) => selectPage(db, pass, sort, limit, offset),
    (page) => page.total === 0,
  );
}

async function selectPage(db: Db, f: ProductFilters, sort: ProductSort, limit: number, offset: number) {
  const source = priceSource(f);
  const where = productConditions(f);
  if (f.inStock !== undefined) where.push(f.inStock ? source.inStock : sql`not ${source.inStock}`);
  const columns = sql`p.id, p.slug, p.category_slug, p.brand_slug, p.name, p.subtitle, p.tags, p.swatches, p.capacities,
      ${source.price}::int as price, ${source.compareAt} as compare_at_price, ${source.inStock} as in_stock`;
  if (f.search?.similar) {
    if (f.search.similar.ids.length === 0) return { rows: [], total: 0 };
    // The similar products were scored once (selectSimilarProducts); this statement filters and
    // orders them by narrow rows (id, score, sort keys), counts them with a window, and reads the
    // cards of one page only.
    const filter = sql`from catalog_products p ${similarJoin(f)} ${source.join} where ${sql.join(where, sql` and `)}`;
    const order = fuzzyOrder(sort);
    const query = sql`
      with hits as (
        select p.id, c.score, p.popularity, p.released_at, ${source.price} as price ${filter}
      ), ranked as (
        select id, count(*) over ()::int as total, row_number() over (order by ${order}) as ord from hits
        order by ${order}
        limit ${limit} offset ${offset}
      )
      select ${columns}, r.total from ranked r join catalog_products p on p.id = r.id ${source.join}
      order by r.ord`;
    return withSimilarJoin(db, async (tx) => {
      const page = rows<CardRow & { total: number }>(await tx.execute(query));
      if (page.length > 0) return { rows: page.map(({ total: _total, ...row }) => row), total: page[0].total };
      // A page past the end: the count alone.
      const [counted] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n ${filter}`));
      return { rows: [], total: counted?.n ?? 0 };
    });
  }
  const filter = sql`from catalog_products p ${source.join} where ${sql.join(where, sql` and `)}`;
  // The page and the count are two statements: a window count would make the database build every
  // matching row (with its JSON) before the limit, instead of stopping after one page.
  const query = sql`
    select ${columns}
    ${filter}
    order by ${orderBy(sort, f, source.price)}
    limit ${limit} offset ${offset}`;
  return withSearchThreshold(db, usesSearchIndex(f), async (tx) => {
    const page = rows<CardRow>(await tx.execute(query));
    // A first page that is not full is the whole answer (an empty one too: the first pass of a typo).
    if (page.length < limit && (page.length > 0 || offset === 0)) return { rows: page, total: offset + page.length };
    const [counted] = rows<{ n: number }>(await tx.execute(sql`select count(*)::int as n ${filter}`));
    return { rows: page, total: counted?.n ?? 0 };
  });
}

/** Counts per brand, category, capacity and colour, and the price range, of the products matching `f`. */
export async function selectFacets(db: Db, f: ProductFilters, findSimilar?: FindSimilar) {
  return exactThenSimilar(
    f,
    findSimilar,
    (pass) => selectFacetRow(db, pass),
    (row) => row.brands.length === 0,
  );
}

async function selectFacetRow(db: Db, f: ProductFilters) {
  const query = sql`
    with base as (select p.id, p.brand_slug, p.category_slug, p.capacities, p.colors, p.min_price, p.max_price
      from catalog_products p ${similarJoin(f)} where ${sql.join(productConditions(f), sql` and `)})
    select
      (select coalesce(json_agg(json_build_object('slug', x.k, 'count', x.n)), '[]') from (select brand_slug as k, count(*)::int as n from base group by 1) x) as brands,
      (select coalesce(json_agg(json_build_object('slug', x.k, 'count', x.n)), '[]') from (select category_slug as k, count(*)::int as n from base group by 1) x) as categories,
      (select coalesce(json_agg(json_build_object('value', x.k, 'count', x.n)), '[]') from (select unnest(capacities) as k, count(*)::int as n from base group by 1) x) as capacities,
      (select coalesce(json_agg(json_build_object('key', x.k, 'count', x.n)), '[]') from (select unnest(colors) as k, count(*)::int as n from base group by 1) x) as colors,
      (select coalesce(min(min_price), 0)::int from base) as min_price,
      (select coalesce(max(max_price), 0)::int from base) as max_price`;
  return withSearchSettings(db, f, async (tx) => {
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
export async function selectSuggestions(db: Db, search: { words: string; compact: string }, limit: number, findSimilar: FindSimilar) {
  const run = (f: ProductFilters) =>
    withSearchSettings(db, f, async (tx) =>
      rows<{ name: { th: string; en: string } }>(
        await tx.execute(
          sql`select p.name from catalog_products p ${similarJoin(f)} where ${sql.join(productConditions(f), sql` and `)} order by ${orderBy('relevance', f, sql`p.min_price`)} limit ${limit}`,
        ),
      ),
    );
  // No similar products: nothing to read.
  return exactThenSimilar(
    { search },
    findSimilar,
    async (pass) => (pass.search?.similar?.ids.length === 0 ? [] : run(pass)),
    (names) => names.length === 0,
  );
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

/**
 * What a product's detail shows that only the catalogue's editors change (names, texts, options,
 * shop): read once per catalogue version (service.ts keeps it until a `catalog` change), narrow
 * columns only. Null when there is no such product; whether it is on sale is `productLive`'s answer.
 */
export async function productShape(db: Db, id: number) {
  const [product] = await db
    .select({
      id: catalogProducts.id,
      slug: catalogProducts.slug,
      categorySlug: catalogProducts.categorySlug,
      brandSlug: catalogProducts.brandSlug,
      productType: catalogProducts.productType,
      name: catalogProducts.name,
      subtitle: catalogProducts.subtitle,
      description: catalogProducts.description,
      seo: catalogProducts.seo,
      specs: catalogProducts.specs,
      tags: catalogProducts.tags,
      swatches: catalogProducts.swatches,
      capacities: catalogProducts.capacities,
      shopId: catalogProducts.shopId,
    })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, id));
  if (!product) return null;
  const [variants, shop] = await Promise.all([
    db
      .select({
        id: catalogVariants.id,
        sku: catalogVariants.sku,
        capacity: catalogVariants.capacity,
        colorKey: catalogVariants.colorKey,
        colorName: catalogVariants.colorName,
        colorHex: catalogVariants.colorHex,
      })
      .from(catalogVariants)
      .where(eq(catalogVariants.productId, id))
      .orderBy(asc(catalogVariants.position), asc(catalogVariants.id)),
    product.shopId ? shopById(db, product.shopId) : Promise.resolve(null),
  ]);
  return { product, variants, shop };
}

/**
 * What a product's detail shows that changes with every sale (one prepared statement per database,
 * so nothing is built per request): the product's price summary and stock, and per variant its
 * price, free stock and any flash sale running at `now` (a variant row repeats once per flash-sale
 * item it has; `saleId` is null for an item whose sale is not running). No rows: no product on sale.
 */
function prepareProductLive(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select({
      minPrice: catalogProducts.minPrice,
      compareAtPrice: catalogProducts.compareAtPrice,
      totalStock: catalogProducts.totalStock,
      variantId: catalogVariants.id,
      price: catalogVariants.price,
      variantCompareAt: catalogVariants.compareAtPrice,
      free: sql<number>`${catalogVariants.stock} - ${catalogVariants.stockReserved}`.mapWith(Number),
      saleId: catalogFlashSales.id,
      salePrice: catalogFlashSaleItems.price,
      quota: catalogFlashSaleItems.quota,
      sold: catalogFlashSaleItems.sold,
      endAt: catalogFlashSales.endAt,
    })
    .from(catalogProducts)
    .leftJoin(catalogVariants, eq(catalogVariants.productId, catalogProducts.id))
    .leftJoin(catalogFlashSaleItems, eq(catalogFlashSaleItems.variantId, catalogVariants.id))
    .leftJoin(catalogFlashSales, and(eq(catalogFlashSales.id, catalogFlashSaleItems.flashSaleId), lte(catalogFlashSales.startAt, now), gt(catalogFlashSales.endAt, now)))
    .where(and(eq(catalogProducts.id, sql.placeholder('id')), eq(catalogProducts.lifecycleStatus, 'active')))
    .orderBy(asc(catalogVariants.position), asc(catalogVariants.id))
    .prepare('catalog_product_live');
}
const liveStatements = new WeakMap<Db, ReturnType<typeof prepareProductLive>>();

/** See prepareProductLive. */
export function productLive(db: Db, id: number, now: Date) {
  let statement = liveStatements.get(db);
  if (!statement) liveStatements.set(db, (statement = prepareProductLive(db)));
  return statement.execute({ id, now: now.toISOString() });
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
