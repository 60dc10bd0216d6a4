import type { AdminProduct, AdminProductSummary } from '@store/domain/contracts/admin-catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { productImageViews } from './admin-images';
import {
  lockProductSeo,
  selectAdminProduct,
  selectProductPage,
  selectProductVariants,
  writeProductSeo,
  type ProductSeo,
  type ProductSummaryRow,
} from './admin-products-repository';
import { productHref } from './cards';

/** The console's products (issue 20): list, product page (variants, SEO text, pictures per view), SEO edits. */

const summary = (row: ProductSummaryRow): AdminProductSummary => ({
  id: row.id,
  slug: row.slug,
  href: productHref({ category_slug: row.categorySlug, brand_slug: row.brandSlug, slug: row.slug }),
  category_slug: row.categorySlug,
  brand_slug: row.brandSlug,
  name: row.name,
  lifecycle_status: row.lifecycleStatus,
  variant_count: row.variantCount,
  min_price: row.minPrice,
  max_price: row.maxPrice,
  total_stock: row.totalStock,
});

export async function listAdminProducts(db: Db, q: { search?: string; after?: number; limit: number }) {
  const rows = await selectProductPage(db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return { items: page.map(summary), next_cursor: rows.length > q.limit ? String(page[page.length - 1].id) : null };
}

export async function getAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const row = await selectAdminProduct(db, id);
  if (!row) throw notFound('product_not_found', `No product ${id}.`);
  const [variants, images] = await Promise.all([selectProductVariants(db, id), productImageViews(db, id)]);
  return {
    ...summary(row),
    seo: row.seo,
    colors: row.swatches,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: v.colorKey,
      capacity: v.capacity,
      price: v.price,
      compare_at_price: v.compareAtPrice,
      stock: v.stock,
      available: Math.max(0, v.stock - v.stockReserved),
    })),
    images,
  };
}

/**
 * Replaces a product's SEO text (document title, meta description, "about" paragraphs), in one
 * transaction that publishes the `catalog` notice: every process drops its product shapes and
 * rendered pages, so the storefront's product page shows the text on the next request.
 */
export async function changeProductSeo(db: Db, id: number, seo: ProductSeo) {
  const before = await invalidationOf(db).commit(db, 'catalog', async (tx) => {
    const current = await lockProductSeo(tx, id);
    if (!current) throw notFound('product_not_found', `No product ${id}.`);
    await writeProductSeo(tx, id, seo);
    return current;
  });
  return { before: { seo: before }, after: await getAdminProduct(db, id) };
}
