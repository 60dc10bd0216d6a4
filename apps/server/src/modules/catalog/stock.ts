import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productHref, productImage } from './cards';
import { catalogProducts, catalogVariants } from './tables';

type Text = { th: string; en: string };

/** A variant as the cart needs it: what to show, its price and how many are free to sell. */
export interface SellableVariant {
  variantId: number;
  productId: number;
  sku: string;
  productType: string;
  category: string;
  title: Text;
  capacity: string | null;
  colour: Text;
  price: number;
  compareAtPrice: number | null;
  available: number;
  image: string;
  href: string;
  active: boolean;
}

/** Variants by id with their product (missing ids are left out). */
export async function sellableVariants(db: Db, ids: number[]): Promise<Map<number, SellableVariant>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ v: catalogVariants, p: { id: catalogProducts.id, slug: catalogProducts.slug, category: catalogProducts.categorySlug, brand: catalogProducts.brandSlug, name: catalogProducts.name, productType: catalogProducts.productType, status: catalogProducts.lifecycleStatus } })
    .from(catalogVariants)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .where(inArray(catalogVariants.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ v, p }) => [
      v.id,
      {
        variantId: v.id, productId: p.id, sku: v.sku, productType: p.productType, category: p.category, title: p.name, capacity: v.capacity,
        colour: v.colorName, price: v.price, compareAtPrice: v.compareAtPrice, available: Math.max(0, v.stock - v.stockReserved),
        image: productImage(p.id, v.colorKey), href: productHref({ category_slug: p.category, brand_slug: p.brand, slug: p.slug }), active: p.status === 'active',
      },
    ]),
  );
}

/** Units free to sell per variant id (on hand minus reserved). */
export async function availableStock(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: catalogVariants.id, stock: catalogVariants.stock, reserved: catalogVariants.stockReserved }).from(catalogVariants).where(inArray(catalogVariants.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, Math.max(0, r.stock - r.reserved)]));
}

export interface StockItem {
  variantId: number;
  quantity: number;
}

/** Sums quantities per variant, in id order (so concurrent reservations lock rows in the same order). */
const grouped = (items: StockItem[]) => {
  const map = new Map<number, number>();
  for (const i of items) map.set(i.variantId, (map.get(i.variantId) ?? 0) + i.quantity);
  return [...map].sort(([a], [b]) => a - b);
};

/**
 * Recomputes the grid's `total_stock` (units free to sell) of the variants' products. Called after
 * the stock transaction commits, so a hot product's row is not held locked through a checkout.
 */
export async function refreshStockTotals(db: Db, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.execute(sql`update catalog_products p set total_stock = s.free from (
    select product_id, sum(stock - stock_reserved)::int as free from catalog_variants
    where product_id in (select product_id from catalog_variants where id in (${sql.join(variantIds.map((id) => sql`${id}`), sql`, `)}))
    group by product_id) s where s.product_id = p.id`);
}

/**
 * Reserves stock for unpaid orders: per variant one conditional write
 * (`stock_reserved += q where stock - stock_reserved >= q`). Returns the shortages (variant, wanted,
 * available); when any, nothing is reserved by this call's caller once its transaction rolls back.
 * Then refreshStockTotals after commit.
 */
export async function reserveStock(tx: Db, items: StockItem[]): Promise<{ variantId: number; wanted: number; available: number }[]> {
  const short: { variantId: number; wanted: number; available: number }[] = [];
  const groups = grouped(items);
  for (const [variantId, quantity] of groups) {
    const done = await tx
      .update(catalogVariants)
      .set({ stockReserved: sql`${catalogVariants.stockReserved} + ${quantity}` })
      .where(sql`${catalogVariants.id} = ${variantId} and ${catalogVariants.stock} - ${catalogVariants.stockReserved} >= ${quantity}`)
      .returning({ id: catalogVariants.id });
    if (done.length === 0) short.push({ variantId, wanted: quantity, available: (await availableStock(tx, [variantId])).get(variantId) ?? 0 });
  }
  return short;
}

/** Gives reserved units back (an unpaid order expired or was cancelled); never below zero. Then refreshStockTotals. */
export async function releaseStock(tx: Db, items: StockItem[]): Promise<void> {
  const groups = grouped(items);
  for (const [variantId, quantity] of groups) {
    await tx.update(catalogVariants).set({ stockReserved: sql`greatest(0, ${catalogVariants.stockReserved} - ${quantity})` }).where(eq(catalogVariants.id, variantId));
  }
}

/** A paid order: its reserved units leave the shelf (`stock -= q, stock_reserved -= q, stock_sold += q`); units free to sell do not change. */
export async function sellReservedStock(tx: Db, items: StockItem[]): Promise<void> {
  const groups = grouped(items);
  for (const [variantId, quantity] of groups) {
    const done = await tx
      .update(catalogVariants)
      .set({ stock: sql`${catalogVariants.stock} - ${quantity}`, stockReserved: sql`${catalogVariants.stockReserved} - ${quantity}`, stockSold: sql`${catalogVariants.stockSold} + ${quantity}` })
      .where(sql`${catalogVariants.id} = ${variantId} and ${catalogVariants.stockReserved} >= ${quantity}`)
      .returning({ id: catalogVariants.id });
    if (done.length === 0) throw new Error(`variant ${variantId} has fewer than ${quantity} units reserved`);
  }
}
