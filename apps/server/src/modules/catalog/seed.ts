import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generateProducts, prng } from './seed/generate';
import { campaignSeeds, EDITORIALS, flashSaleSeeds, LISTS, SHOPS } from './seed/pages';
import { BRANDS, CATEGORIES } from './seed/reference';
import {
  catalogBrands,
  catalogCampaignProducts,
  catalogCampaigns,
  catalogCategories,
  catalogEditorials,
  catalogFlashSaleItems,
  catalogFlashSales,
  catalogLists,
  catalogProducts,
  catalogShops,
  catalogVariants,
} from './tables';

const CHUNK = 400;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Recomputes each product's grid summary (prices, stock, options, swatches) from its variants. */
export async function refreshProductSummaries(db: Db): Promise<void> {
  await db.execute(sql`
    update catalog_products p set
      min_price = s.min_price, max_price = s.max_price, compare_at_price = s.compare_at_price,
      total_stock = s.total_stock, capacities = s.capacities, colors = s.colors, swatches = s.swatches
    from (
      select v.product_id,
        min(v.price) as min_price,
        max(v.price) as max_price,
        (array_agg(v.compare_at_price order by v.price, v.position))[1] as compare_at_price,
        sum(v.stock)::int as total_stock,
        coalesce((select array_agg(c.capacity order by c.capacity_gb) from (
          select distinct x.capacity, x.capacity_gb from catalog_variants x where x.product_id = v.product_id and x.capacity is not null) c), '{}') as capacities,
        (select array_agg(c.color_key order by c.pos) from (
          select x.color_key, min(x.position) as pos from catalog_variants x where x.product_id = v.product_id group by x.color_key) c) as colors,
        (select jsonb_agg(jsonb_build_object('key', c.color_key, 'name', c.color_name, 'hex', c.color_hex) order by c.pos) from (
          select x.color_key, min(x.color_name::text)::jsonb as color_name, min(x.color_hex) as color_hex, min(x.position) as pos
          from catalog_variants x where x.product_id = v.product_id group by x.color_key) c) as swatches
      from catalog_variants v group by v.product_id
    ) s
    where s.product_id = p.id`);
}

/**
 * Writes the demo catalogue into an empty catalogue (a later start keeps what operators changed):
 * ≥300 products and ≥1,500 variants, lists, shops, editorial pages, campaigns and flash sales.
 * `scale` > 1 multiplies the products (benchmarks only). Returns the number of products written.
 */
export async function seedCatalog(db: Db, options: { now?: Date; scale?: number } = {}): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(catalogProducts);
  if (n > 0) return 0;
  const now = options.now ?? new Date();

  await db
    .insert(catalogCategories)
    .values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, position: i })))
    .onConflictDoNothing();
  await db
    .insert(catalogBrands)
    .values(BRANDS.map((b, i) => ({ slug: b.slug, name: b.name, aliases: b.aliases, position: i })))
    .onConflictDoNothing();
  await db
    .insert(catalogLists)
    .values(LISTS.map((l) => ({ ...l, category: l.category ?? null, brand: l.brand ?? null, tag: l.tag ?? null })))
    .onConflictDoNothing();
  await db.insert(catalogShops).values(SHOPS).onConflictDoNothing();
  await db
    .insert(catalogEditorials)
    .values(EDITORIALS.map((e, i) => ({ ...e, productTag: e.productTag ?? null, productBrand: e.productBrand ?? null, position: i })))
    .onConflictDoNothing();

  const products = generateProducts(options.scale ?? 1);
  const ids: number[] = [];
  await insertChunked(products, async (chunk) => {
    const rows = await db
      .insert(catalogProducts)
      .values(chunk.map(({ variants: _variants, ...p }) => p))
      .returning({ id: catalogProducts.id });
    ids.push(...rows.map((r) => r.id));
  });
  const variants = products.flatMap((p, i) => p.variants.map((v) => ({ ...v, productId: ids[i] })));
  const variantIds: number[] = [];
  await insertChunked(variants, async (chunk) => {
    const rows = await db.insert(catalogVariants).values(chunk).returning({ id: catalogVariants.id });
    variantIds.push(...rows.map((r) => r.id));
  });
  await refreshProductSummaries(db);

  // Campaign products: picked by rule from the generated catalogue, so the pick is deterministic.
  const original = products.map((p, i) => ({ p, id: ids[i] })).filter(({ p }) => !/\(\d+\)$/.test(p.name.en));
  const byPopularity = [...original].sort((a, b) => b.p.popularity - a.p.popularity || a.id - b.id);
  const picks: Record<string, number[]> = {
    'mega-sale': byPopularity
      .filter(({ p }) => p.variants.some((v) => v.compareAtPrice))
      .slice(0, 24)
      .map((x) => x.id),
    'back-to-school': byPopularity
      .filter(({ p }) => p.categorySlug === 'tablets' || p.tags.includes('earbuds'))
      .slice(0, 16)
      .map((x) => x.id),
    'new-year': byPopularity
      .filter(({ p }) => p.categorySlug === 'watches')
      .slice(0, 12)
      .map((x) => x.id),
    'staff-preview': byPopularity.slice(0, 8).map((x) => x.id),
  };
  await db.insert(catalogCampaigns).values(campaignSeeds(now));
  await db.insert(catalogCampaignProducts).values(Object.entries(picks).flatMap(([campaignId, list]) => list.map((productId, position) => ({ campaignId, productId, position }))));

  // Flash sales: in-stock variants of discounted popular products, a limited quota each; some sold out.
  const variantRows = variants.map((v, i) => ({ ...v, id: variantIds[i] }));
  const productById = new Map(original.map(({ p, id }) => [id, p]));
  const pickVariants = (brand: string | null) => {
    const seen = new Set<number>();
    return variantRows.filter((v) => {
      const product = productById.get(v.productId);
      if (!product || (brand && product.brandSlug !== brand) || v.stock === 0 || seen.has(v.productId)) return false;
      if (!brand && !['smartphones', 'accessories'].includes(product.categorySlug)) return false;
      seen.add(v.productId);
      return true;
    });
  };
  const sales = flashSaleSeeds(now);
  await db.insert(catalogFlashSales).values(sales);
  const items = sales.flatMap((sale) => {
    const rand = prng(sale.id);
    const chosen = pickVariants(sale.brandSlug)
      .filter(() => rand() < 0.5)
      .slice(0, sale.brandSlug ? 8 : 12);
    return chosen.map((v, position) => {
      const quota = 5 + Math.floor(rand() * 20);
      const soldOut = position % 5 === 3;
      return {
        flashSaleId: sale.id,
        variantId: v.id,
        price: Math.round((v.price * (0.7 + rand() * 0.15)) / 10000) * 10000 - 100,
        quota,
        sold: soldOut ? quota : Math.floor(rand() * quota * 0.8),
        position,
      };
    });
  });
  await db.insert(catalogFlashSaleItems).values(items);
  return products.length;
}
