/**
 * The console's products (issue 20): a keyset list by id searched by name, one product with its
 * variants, and its SEO text read locked and written (admin-products.ts).
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts, catalogVariants } from './tables';
import { searchTextContains } from '../../lib/like';

type Text = { th: string; en: string };
export type ProductSeo = { title: Text; description: Text; body: Text[] };

const summaryColumns = {
  id: catalogProducts.id,
  slug: catalogProducts.slug,
  categorySlug: catalogProducts.categorySlug,
  brandSlug: catalogProducts.brandSlug,
  name: catalogProducts.name,
  lifecycleStatus: catalogProducts.lifecycleStatus,
  minPrice: catalogProducts.minPrice,
  maxPrice: catalogProducts.maxPrice,
  totalStock: catalogProducts.totalStock,
  // Per row of the page through catalog_variants_product_idx.
  variantCount: sql<number>`(select count(*) from ${catalogVariants} where ${catalogVariants.productId} = ${catalogProducts.id})::int`,
};
export type ProductSummaryRow = {
  id: number;
  slug: string;
  categorySlug: string;
  brandSlug: string;
  name: Text;
  lifecycleStatus: string;
  minPrice: number;
  maxPrice: number;
  totalStock: number;
  variantCount: number;
};

/** One keyset page of products by id (`id > after`), optionally whose Thai or English name or slug contains `search`. */
export function selectProductPage(db: Db, q: { search?: string; after?: number; limit: number }): Promise<ProductSummaryRow[]> {
  const where: SQL[] = [];
  if (q.after) where.push(gt(catalogProducts.id, q.after));
  if (q.search) where.push(searchTextContains(catalogProducts.consoleSearch, q.search));
  return db
    .select(summaryColumns)
    .from(catalogProducts)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(catalogProducts.id))
    .limit(q.limit);
}

/** A product with its SEO text and colours, or null. */
export async function selectAdminProduct(db: Db, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, seo: catalogProducts.seo, swatches: catalogProducts.swatches })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, id));
  return row ?? null;
}

/** A product's variants in the storefront's order. */
export function selectProductVariants(db: Db, productId: number) {
  return db
    .select({
      id: catalogVariants.id,
      sku: catalogVariants.sku,
      colorKey: catalogVariants.colorKey,
      capacity: catalogVariants.capacity,
      price: catalogVariants.price,
      compareAtPrice: catalogVariants.compareAtPrice,
      stock: catalogVariants.stock,
      stockReserved: catalogVariants.stockReserved,
    })
    .from(catalogVariants)
    .where(eq(catalogVariants.productId, productId))
    .orderBy(asc(catalogVariants.position), asc(catalogVariants.id));
}

/** A product's SEO text, its row locked for the rest of the transaction; null when there is no such product. */
export async function lockProductSeo(tx: Db, id: number): Promise<ProductSeo | null> {
  const [row] = await tx.select({ seo: catalogProducts.seo }).from(catalogProducts).where(eq(catalogProducts.id, id)).for('update');
  return row?.seo ?? null;
}

export async function writeProductSeo(tx: Db, id: number, seo: ProductSeo): Promise<void> {
  await tx.update(catalogProducts).set({ seo }).where(eq(catalogProducts.id, id));
}
