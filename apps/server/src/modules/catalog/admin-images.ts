import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_SIZES, PRODUCT_IMAGE_VIEWS } from '@store/domain/contracts/admin-catalog';
import type { Db } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { registerRawUploads } from '../../lib/raw-upload';
import { deleteProductImages, imageView, imageViews, lockProductForImages, requireProduct, upsertProductImages, viewsWithImages } from './product-image-repository';
export { pictureDigest, uploadedImageBytes } from './product-image-repository';

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type of an upload by its first bytes (magic numbers), never by its name or declared type. */
export function sniffProductImage(bytes: Buffer): UploadType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const wrongType = () => new AppError('unsupported_media', 'product_image_type', 'The picture must be a JPEG, PNG or WebP image.');
const tooLarge = () => new AppError('too_large', 'product_image_too_large', `The picture is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);

/** Content types an upload may be sent as (the bytes decide what it is). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];
export const PRODUCT_IMAGE_ROUTE = { bodyLimit: PRODUCT_IMAGE_MAX_BYTES + 1024 };

/** Raw picture bodies up to the limit (413 product_image_too_large beyond it). Scoped to the upload route's plugin. */
export function registerProductImageBodies(app: FastifyInstance): void {
  registerRawUploads(app, { types: UPLOAD_TYPES, maxBytes: PRODUCT_IMAGE_MAX_BYTES, tooLarge });
}

/** The picture body of a request, or 415 when it came as something else (JSON, a form). */
export function productImageBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  throw wrongType();
}

/**
 * Checks and resizes an upload: JPEG, PNG or WebP by its bytes (415 otherwise), decodable (400
 * product_image_unreadable), then each storefront size as a square WebP on white (the pictures of the
 * grid are square), the orientation of the camera applied and its metadata (EXIF, location) dropped.
 */
export async function resizeProductImage(bytes: Buffer): Promise<{ size: number; bytes: Buffer }[]> {
  if (bytes.length === 0) throw invalid('product_image_empty', 'The picture is empty.');
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) throw tooLarge();
  if (!sniffProductImage(bytes)) throw wrongType();
  try {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return await Promise.all(
      PRODUCT_IMAGE_SIZES.map(async (size) => ({
        size,
        bytes: await sharp(bytes, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize(size, size, { fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw invalid('product_image_unreadable', 'The picture could not be read.');
  }
}

export async function getUploadedImage(db: Db, productId: number, view: number) {
  const image = await imageView(db, productId, view);
  if (!image) throw notFound('product_image_not_found', `Product ${productId} shows its generated picture in view ${view}.`);
  return image;
}

/**
 * Stores the resized picture as the one of a view of the product, for every colour (replacing any
 * before, its version one higher), in one transaction that tells every process's caches.
 */
export async function putProductImage(db: Db, productId: number, view: number, upload: Buffer, by: string) {
  await requireProduct(db, productId);
  const sizes = await resizeProductImage(upload);
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    await lockProductForImages(tx, productId);
    const before = await imageView(tx, productId, view);
    await upsertProductImages(tx, productId, view, sizes, (before?.version ?? 0) + 1, by);
    const after = (await imageView(tx, productId, view))!;
    return { before, after };
  });
}

/** Removes the uploaded picture of a view: the storefront draws the generated one again. */
export async function deleteProductImage(db: Db, productId: number, view: number) {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    await lockProductForImages(tx, productId);
    const before = await imageView(tx, productId, view);
    await deleteProductImages(tx, productId, view);
    return { before, result: { product_id: productId, view, removed: before !== null } };
  });
}

/** The uploaded picture of each gallery view of a product, null where the generated one shows. */
export async function productImageViews(db: Db, productId: number) {
  const uploaded = await imageViews(db, productId);
  return PRODUCT_IMAGE_VIEWS.map((view) => ({ view, uploaded: uploaded.get(view) ?? null }));
}

/** Which (product, view) pairs have an uploaded picture, per database, kept until the catalogue changes (plugin.ts clears it), so a generated picture costs no query. */
const withUploads = new WeakMap<Db, Promise<Set<string>>>();

export function clearUploadedImages(db: Db): void {
  withUploads.delete(db);
}

export async function hasUploadedImage(db: Db, productId: number, view: number): Promise<boolean> {
  let keys = withUploads.get(db);
  if (!keys) {
    keys = viewsWithImages(db).then((rows) => new Set(rows.map((r) => `${r.productId}:${r.view}`)));
    withUploads.set(db, keys);
    keys.catch(() => withUploads.delete(db));
  }
  return (await keys).has(`${productId}:${view}`);
}
