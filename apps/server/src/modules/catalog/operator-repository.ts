import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts, catalogStockMovements, catalogVariants } from './tables';
import { searchTextContains } from '../../lib/like';

export type VariantStockRow = { id: number; productId: number; price: number; compareAtPrice: number | null; stock: number; stockReserved: number };

const columns = {
  id: catalogVariants.id,
  productId: catalogVariants.productId,
  price: catalogVariants.price,
  compareAtPrice: catalogVariants.compareAtPrice,
  stock: catalogVariants.stock,
  stockReserved: catalogVariants.stockReserved,
};

/** A variant's price and stock, locked for the rest of the transaction; undefined when there is none. */
export async function lockVariant(tx: Db, id: number): Promise<VariantStockRow | undefined> {
  const [row] = await tx.select(columns).from(catalogVariants).where(eq(catalogVariants.id, id)).for('update');
  return row;
}

/** Writes the given price, compare-at price and stock of a variant. */
export async function writeVariant(tx: Db, id: number, change: { price?: number; compareAtPrice?: number | null; stock?: number }): Promise<VariantStockRow> {
  const [row] = await tx.update(catalogVariants).set(change).where(eq(catalogVariants.id, id)).returning(columns);
  return row;
}

/** Recomputes one product's grid summary (lowest and highest price, its compare-at price, units free to sell). */
export async function refreshProductPrices(tx: Db, productId: number): Promise<void> {
  await tx.execute(sql`
    update catalog_products p set min_price = s.min_price, max_price = s.max_price, compare_at_price = s.compare_at_price, total_stock = s.free
    from (
      select min(price) as min_price, max(price) as max_price,
        (array_agg(compare_at_price order by price, position))[1] as compare_at_price,
        sum(stock - stock_reserved)::int as free
      from catalog_variants where product_id = ${productId}
    ) s
    where p.id = ${productId}`);
}

/** A variant with its product, for the console. */
export interface AdminVariantRow {
  id: number;
  productId: number;
  productSlug: string;
  productName: { th: string; en: string };
  sku: string;
  colorKey: string;
  capacity: string | null;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  stockReserved: number;
}

const adminColumns = {
  id: catalogVariants.id,
  productId: catalogVariants.productId,
  productSlug: catalogProducts.slug,
  productName: catalogProducts.name,
  sku: catalogVariants.sku,
  colorKey: catalogVariants.colorKey,
  capacity: catalogVariants.capacity,
  price: catalogVariants.price,
  compareAtPrice: catalogVariants.compareAtPrice,
  stock: catalogVariants.stock,
  stockReserved: catalogVariants.stockReserved,
};

/** One keyset page of variants by id (`id > after`), optionally matching an SKU or product name, or low on stock. */
export function selectVariantPage(db: Db, q: { search?: string; lowStock?: boolean; after?: number; limit: number }): Promise<AdminVariantRow[]> {
  const where: SQL[] = [];
  if (q.after) where.push(gt(catalogVariants.id, q.after));
  if (q.search) where.push(searchTextContains(catalogVariants.searchText, q.search));
  if (q.lowStock) where.push(sql`${catalogVariants.stock} - ${catalogVariants.stockReserved} <= 5`);
  return db
    .select(adminColumns)
    .from(catalogVariants)
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(catalogVariants.id))
    .limit(q.limit) as Promise<AdminVariantRow[]>;
}

export async function selectAdminVariant(db: Db, id: number): Promise<AdminVariantRow | null> {
  const [row] = await db.select(adminColumns).from(catalogVariants).innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId)).where(eq(catalogVariants.id, id));
  return (row as AdminVariantRow | undefined) ?? null;
}

/** Variants by SKU (the CSV import). */
export async function selectVariantsBySku(db: Db, skus: string[]): Promise<Map<string, VariantStockRow & { sku: string }>> {
  const found = new Map<string, VariantStockRow & { sku: string }>();
  for (let i = 0; i < skus.length; i += 5000) {
    const rows = await db
      .select({ ...columns, sku: catalogVariants.sku })
      .from(catalogVariants)
      .where(inArray(catalogVariants.sku, skus.slice(i, i + 5000)));
    rows.forEach((r) => found.set(r.sku, r));
  }
  return found;
}

export async function insertStockMovement(db: Db, row: { variantId: number; stockBefore: number; stockAfter: number; reason: 'manual' | 'import'; changedBy: string }) {
  await db.insert(catalogStockMovements).values(row);
}

export const selectStockMovements = (db: Db, variantId: number) =>
  db.select().from(catalogStockMovements).where(eq(catalogStockMovements.variantId, variantId)).orderBy(desc(catalogStockMovements.id)).limit(200);
