import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt, type Placeholders } from '../../db/prebuilt';
import { catalogFlashSaleItems, catalogFlashSales, catalogProducts, catalogVariants } from './tables';

/** The SQL of stock, prices and flash-sale quota (stock.ts holds their rules). */

/** Flash-sale items of the variants whose sale runs at `now`. */
export function runningFlashSaleItems(db: Db, ids: number[], now: Date) {
  return runningFlashSaleItemsStatement(db, { ids: [...new Set(ids)], now: now.toISOString() });
}
const runningFlashSaleItemsStatement = prebuilt('catalog_running_flash_sale_items', (db, p: Placeholders<{ ids: number[]; now: string }>) =>
  db
    .select({
      variantId: catalogFlashSaleItems.variantId,
      id: catalogFlashSales.id,
      price: catalogFlashSaleItems.price,
      quota: catalogFlashSaleItems.quota,
      sold: catalogFlashSaleItems.sold,
    })
    .from(catalogFlashSaleItems)
    .innerJoin(catalogFlashSales, eq(catalogFlashSales.id, catalogFlashSaleItems.flashSaleId))
    .where(
      and(
        sql`${catalogFlashSaleItems.variantId} = any(${p.ids}::int[])`,
        sql`${catalogFlashSales.startAt} <= ${p.now}::timestamptz`,
        sql`${catalogFlashSales.endAt} > ${p.now}::timestamptz`,
      ),
    ),
);

/** Variants by id with the fields of their product the cart shows. */
export function variantsWithProducts(db: Db, ids: number[]) {
  return variantsWithProductsStatement(db, { ids: [...new Set(ids)] });
}
const variantsWithProductsStatement = prebuilt('catalog_variants_with_products', (db, p: Placeholders<{ ids: number[] }>) =>
  db
    .select({
      v: catalogVariants,
      p: {
        id: catalogProducts.id,
        slug: catalogProducts.slug,
        category: catalogProducts.categorySlug,
        brand: catalogProducts.brandSlug,
        name: catalogProducts.name,
        productType: catalogProducts.productType,
        status: catalogProducts.lifecycleStatus,
      },
    })
    .from(catalogVariants)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .where(sql`${catalogVariants.id} = any(${p.ids}::int[])`),
);

/** Regular and compare-at price of the variants. */
export function variantPrices(db: Db, ids: number[]) {
  return db
    .select({ id: catalogVariants.id, price: catalogVariants.price, compareAtPrice: catalogVariants.compareAtPrice })
    .from(catalogVariants)
    .where(inArray(catalogVariants.id, [...new Set(ids)]));
}

/** Units on hand and reserved of the variants. */
export function variantStock(db: Db, ids: number[]) {
  return db
    .select({ id: catalogVariants.id, stock: catalogVariants.stock, reserved: catalogVariants.stockReserved })
    .from(catalogVariants)
    .where(inArray(catalogVariants.id, [...new Set(ids)]));
}

/** Recomputes `total_stock` (units free to sell) of the products of the variants. */
export async function updateStockTotals(db: Db, variantIds: number[]): Promise<void> {
  await updateStockTotalsStatement(db, { variantIds });
}
const updateStockTotalsStatement = prebuilt(
  'catalog_update_stock_totals',
  (_db, p: Placeholders<{ variantIds: number[] }>) => sql`update catalog_products p set total_stock = s.free from (
    select product_id, sum(stock - stock_reserved)::int as free from catalog_variants
    where product_id in (select product_id from catalog_variants where id = any(${p.variantIds}::int[]))
    group by product_id) s where s.product_id = p.id`,
);

/**
 * Reserves units of several variants in one statement: the rows are locked in id order first (the
 * `locked` CTE, so concurrent multi-variant checkouts cannot deadlock), then each gets
 * `stock_reserved += q where stock - stock_reserved >= q` (re-checked on the latest row version under
 * READ COMMITTED). Returns the variants reserved with their price now (the cart reprices from it);
 * a variant left out had too few units free. `items` are grouped per variant by the caller.
 */
export async function reserveVariantsUnits(tx: Db, items: readonly (readonly [number, number])[]) {
  const result = await reserveVariantsUnitsStatement(tx, { ids: items.map(([id]) => id), quantities: items.map(([, q]) => q) });
  return result.rows.map((r) => ({
    id: Number(r.id),
    price: Number(r.price),
    compareAtPrice: r.compare_at_price === null ? null : Number(r.compare_at_price),
  }));
}

const reserveVariantsUnitsStatement = prebuilt(
  'catalog_reserve_variants_units',
  (_db, p: Placeholders<{ ids: number[]; quantities: number[] }>) => sql<{ id: number; price: number; compare_at_price: number | null }>`with
    wanted(id, q) as (select * from unnest(${p.ids}::int[], ${p.quantities}::int[])),
    locked as (select v.id from catalog_variants v where v.id in (select id from wanted) order by v.id for update)
    update catalog_variants v set stock_reserved = v.stock_reserved + w.q
    from wanted w, locked l
    where v.id = w.id and l.id = v.id and v.stock - v.stock_reserved >= w.q
    returning v.id, v.price, v.compare_at_price`,
);

/** Gives reserved units back; never below zero. */
export async function releaseVariantUnits(tx: Db, variantId: number, quantity: number): Promise<void> {
  await tx
    .update(catalogVariants)
    .set({ stockReserved: sql`greatest(0, ${catalogVariants.stockReserved} - ${quantity})` })
    .where(eq(catalogVariants.id, variantId));
}

/** Reserved units leave the shelf (`stock -= q, stock_reserved -= q, stock_sold += q`); false when fewer than q are reserved. */
export async function sellVariantUnits(tx: Db, variantId: number, quantity: number): Promise<boolean> {
  const done = await sellVariantUnitsStatement(tx, { variantId, quantity });
  return done.length > 0;
}
const sellVariantUnitsStatement = prebuilt('catalog_sell_variant_units', (db, p: Placeholders<{ variantId: number; quantity: number }>) =>
  db
    .update(catalogVariants)
    .set({
      stock: sql`${catalogVariants.stock} - ${p.quantity}::int`,
      stockReserved: sql`${catalogVariants.stockReserved} - ${p.quantity}::int`,
      stockSold: sql`${catalogVariants.stockSold} + ${p.quantity}::int`,
    })
    .where(sql`${catalogVariants.id} = ${p.variantId}::int and ${catalogVariants.stockReserved} >= ${p.quantity}::int`)
    .returning({ id: catalogVariants.id }),
);

/** Sold units come back to the shelf (a paid order cancelled): `stock_sold -= q, stock += q`, never more than were sold; false when fewer were. */
export async function returnSoldVariantUnits(tx: Db, variantId: number, quantity: number): Promise<boolean> {
  const done = await tx
    .update(catalogVariants)
    .set({ stock: sql`${catalogVariants.stock} + ${quantity}`, stockSold: sql`${catalogVariants.stockSold} - ${quantity}` })
    .where(sql`${catalogVariants.id} = ${variantId} and ${catalogVariants.stockSold} >= ${quantity}`)
    .returning({ id: catalogVariants.id });
  return done.length > 0;
}

/** `sold += q where sold + q <= quota`, only while the sale runs at `now`; false when not taken. */
export async function takeFlashSaleItemQuota(tx: Db, item: { flashSaleId: string; variantId: number; quantity: number }, now: Date): Promise<boolean> {
  const done = await tx
    .update(catalogFlashSaleItems)
    .set({ sold: sql`${catalogFlashSaleItems.sold} + ${item.quantity}` })
    .where(
      and(
        eq(catalogFlashSaleItems.flashSaleId, item.flashSaleId),
        eq(catalogFlashSaleItems.variantId, item.variantId),
        sql`${catalogFlashSaleItems.sold} + ${item.quantity} <= ${catalogFlashSaleItems.quota}`,
        sql`exists (select 1 from ${catalogFlashSales} where ${catalogFlashSales.id} = ${item.flashSaleId} and ${catalogFlashSales.startAt} <= ${now.toISOString()}::timestamptz and ${catalogFlashSales.endAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ sold: catalogFlashSaleItems.sold });
  return done.length > 0;
}

/** Gives flash-sale quota back; never below zero. */
export async function releaseFlashSaleItemQuota(tx: Db, item: { flashSaleId: string; variantId: number; quantity: number }): Promise<void> {
  await tx
    .update(catalogFlashSaleItems)
    .set({ sold: sql`greatest(0, ${catalogFlashSaleItems.sold} - ${item.quantity})` })
    .where(and(eq(catalogFlashSaleItems.flashSaleId, item.flashSaleId), eq(catalogFlashSaleItems.variantId, item.variantId)));
}
