import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { catalogProductImages, catalogProducts } from './tables';

/** Queries of the uploaded product pictures, one per gallery view (admin-images.ts). */

/** A short digest of a picture's bytes: its ETag and the console's cache-buster (a removed and uploaded again picture starts again at version 1). */
export const pictureDigest = (bytes: Buffer) => createHash('sha1').update(bytes).digest('base64url').slice(0, 16);

const imageUrl = (productId: number, view: number, size: number, digest: string) => `/product-images/${productId}/uploaded/${view}.svg?size=${size}&v=${digest}`;

const imageColumns = {
  view: catalogProductImages.view,
  size: catalogProductImages.size,
  contentType: catalogProductImages.contentType,
  bytes: catalogProductImages.bytes,
  version: catalogProductImages.version,
  by: catalogProductImages.updatedBy,
  at: catalogProductImages.updatedAt,
};
type ImageRow = { view: number; size: number; contentType: string; bytes: Buffer; version: number; by: string; at: Date };

function toView(productId: number, view: number, rows: ImageRow[]) {
  rows.sort((a, b) => a.size - b.size);
  return {
    product_id: productId,
    view,
    sizes: rows.map((r) => ({ size: r.size, content_type: r.contentType, bytes: r.bytes.length, url: imageUrl(productId, view, r.size, pictureDigest(r.bytes)) })),
    version: rows[0].version,
    updated_by: rows[0].by,
    updated_at: rows[0].at.toISOString(),
  };
}
export type ImageView = ReturnType<typeof toView>;

/** The uploaded picture of one view of a product (its sizes), or null when the view shows the generated one. */
export async function imageView(db: Db, productId: number, view: number): Promise<ImageView | null> {
  const rows = await db
    .select(imageColumns)
    .from(catalogProductImages)
    .where(and(eq(catalogProductImages.productId, productId), eq(catalogProductImages.view, view)));
  return rows.length === 0 ? null : toView(productId, view, rows);
}

/** The uploaded pictures of a product by view (views without one are absent). */
export async function imageViews(db: Db, productId: number): Promise<Map<number, ImageView>> {
  const rows = await db.select(imageColumns).from(catalogProductImages).where(eq(catalogProductImages.productId, productId)).orderBy(asc(catalogProductImages.view));
  const byView = new Map<number, ImageRow[]>();
  for (const row of rows) byView.set(row.view, [...(byView.get(row.view) ?? []), row]);
  return new Map([...byView].map(([view, sizes]) => [view, toView(productId, view, sizes)]));
}

export async function requireProduct(db: Db, productId: number) {
  const [product] = await db.select({ id: catalogProducts.id }).from(catalogProducts).where(eq(catalogProducts.id, productId));
  if (!product) throw notFound('product_not_found', `No product ${productId}.`);
}

/** The uploaded picture of one view of a product in the size asked for (the largest when none), or null. */
export async function uploadedImageBytes(db: Db, productId: number, view: number, size: number | undefined) {
  const where = [eq(catalogProductImages.productId, productId), eq(catalogProductImages.view, view)];
  if (size) where.push(eq(catalogProductImages.size, size));
  const rows = await db
    .select({ size: catalogProductImages.size, contentType: catalogProductImages.contentType, bytes: catalogProductImages.bytes })
    .from(catalogProductImages)
    .where(and(...where));
  if (rows.length === 0) return null;
  return rows.reduce((a, b) => (b.size > a.size ? b : a));
}

export async function upsertProductImages(tx: Db, productId: number, view: number, sizes: { size: number; bytes: Buffer }[], version: number, by: string) {
  for (const { size, bytes } of sizes) {
    await tx
      .insert(catalogProductImages)
      .values({ productId, view, size, contentType: 'image/webp', bytes, version, updatedBy: by })
      .onConflictDoUpdate({
        target: [catalogProductImages.productId, catalogProductImages.view, catalogProductImages.size],
        set: { contentType: 'image/webp', bytes, version, updatedBy: by, updatedAt: new Date() },
      });
  }
}

/** Locks the product's row, so two uploads of one view (or an upload and a removal) run one after the other. */
export async function lockProductForImages(tx: Db, productId: number) {
  const [product] = await tx.select({ id: catalogProducts.id }).from(catalogProducts).where(eq(catalogProducts.id, productId)).for('update');
  if (!product) throw notFound('product_not_found', `No product ${productId}.`);
}

export async function deleteProductImages(tx: Db, productId: number, view: number): Promise<number> {
  const removed = await tx
    .delete(catalogProductImages)
    .where(and(eq(catalogProductImages.productId, productId), eq(catalogProductImages.view, view)))
    .returning({ size: catalogProductImages.size });
  return removed.length;
}

/** Every uploaded (product, view), for the storefront's per-process set. */
export async function viewsWithImages(db: Db): Promise<{ productId: number; view: number }[]> {
  return db.selectDistinct({ productId: catalogProductImages.productId, view: catalogProductImages.view }).from(catalogProductImages);
}
