import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogVariants } from './tables';

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
