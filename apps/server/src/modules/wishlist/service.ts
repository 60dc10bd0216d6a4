import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductCard } from '@store/domain/catalog';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getProductCards, productExists } from '../catalog/service';
import { wishlistItems } from './tables';

/** A wishlist holds at most this many products. */
export const WISHLIST_MAX = 200;

/** The user's saved products, newest first, as grid cards (spec 7 GET /v2/wishlist). */
export async function getWishlist(db: Db, userId: string): Promise<{ product_ids: number[]; items: ProductCard[] }> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const ids = rows.map((r) => r.productId);
  const items = await getProductCards(db, ids);
  return { product_ids: items.map((i) => i.id), items };
}

/** Saves a product (saving it again changes nothing); returns whether it was new. */
export async function addToWishlist(db: Db, userId: string, productId: number): Promise<boolean> {
  if (!(await productExists(db, productId))) throw notFound('product_not_found', `No product ${productId}.`);
  const [{ n }] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  if (n >= WISHLIST_MAX) throw conflict('wishlist_full', `A wishlist holds at most ${WISHLIST_MAX} products.`);
  const inserted = await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing().returning({ productId: wishlistItems.productId });
  return inserted.length > 0;
}

/** Removes a product from the wishlist; returns whether it was there. */
export async function removeFromWishlist(db: Db, userId: string, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}
