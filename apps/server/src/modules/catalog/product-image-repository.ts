import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { catalogProductImages, catalogProducts } from './tables';

/** Queries of the uploaded product pictures (admin-images.ts). */
const imageUrl = (productId: number, size: number, version: number) => `/product-images/${productId}/uploaded/0.svg?size=${size}&v=${version}`;

export async function imageView(db: Db, productId: number) {
  const rows = await db
    .select({
      size: catalogProductImages.size,
      contentType: catalogProductImages.contentType,
      bytes: catalogProductImages.bytes,
      version: catalogProductImages.version,
      by: catalogProductImages.updatedBy,
      at: catalogProductImages.updatedAt,
    })
    .from(catalogProductImages)
    .where(eq(catalogProductImages.productId, productId));
  if (rows.length === 0) return null;
  rows.sort((a, b) => a.size - b.size);
  return {
    product_id: productId,
    sizes: rows.map((r) => ({ size: r.size, content_type: r.contentType, bytes: r.bytes.length, url: imageUrl(productId, r.size, r.version) })),
    version: rows[0].version,
    updated_by: rows[0].by,
    updated_at: rows[0].at.toISOString(),
  };
}

export async function requireProduct(db: Db, productId: number) {
  const [product] = await db.select({ id: catalogProducts.id }).from(catalogProducts).where(eq(catalogProducts.id, productId));
  if (!product) throw notFound('product_not_found', `No product ${productId}.`);
}

/** The uploaded picture of a product in the size asked for (the largest when none), or null. */
export async function uploadedImageBytes(db: Db, productId: number, size: number | undefined) {
  const rows = await db
    .select({ size: catalogProductImages.size, contentType: catalogProductImages.contentType, bytes: catalogProductImages.bytes, version: catalogProductImages.version })
    .from(catalogProductImages)
    .where(size ? and(eq(catalogProductImages.productId, productId), eq(catalogProductImages.size, size)) : eq(catalogProductImages.productId, productId));
  if (rows.length === 0) return null;
  return rows.reduce((a, b) => (b.size > a.size ? b : a));
}

export async function upsertProductImages(tx: Db, productId: number, sizes: { size: number; bytes: Buffer }[], version: number, by: string) {
  for (const { size, bytes } of sizes) {
    await tx
      .insert(catalogProductImages)
      .values({ productId, size, contentType: 'image/webp', bytes, version, updatedBy: by })
      .onConflictDoUpdate({
        target: [catalogProductImages.productId, catalogProductImages.view, catalogProductImages.size],
        set: { contentType: 'image/webp', bytes, version, updatedBy: by, updatedAt: new Date() },
      });
  }
}

export async function deleteProductImages(tx: Db, productId: number): Promise<number> {
  const removed = await tx.delete(catalogProductImages).where(eq(catalogProductImages.productId, productId)).returning({ size: catalogProductImages.size });
  return removed.length;
}

export async function productIdsWithImages(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ id: catalogProductImages.productId }).from(catalogProductImages);
  return rows.map((r) => r.id);
}
