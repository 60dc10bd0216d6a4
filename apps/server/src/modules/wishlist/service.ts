import type { ProductCard } from '@store/domain/catalog';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { getProductCards, productExists } from '../catalog/service';
import { countItems, deleteItem, insertItem, selectProductIds } from './repository';

/** A wishlist holds at most this many products. */
export const WISHLIST_MAX = 200;

/** The user's saved products, newest first, as grid cards (spec 7 GET /v2/wishlist). */
export async function getWishlist(db: Db, userId: string): Promise<{ product_ids: number[]; items: ProductCard[] }> {
  const ids = await selectProductIds(db, userId);
  const items = await getProductCards(db, ids);
  return { product_ids: items.map((i) => i.id), items };
}

/** Saves a product (saving it again changes nothing); returns whether it was new. */
export async function addToWishlist(db: Db, userId: string, productId: number): Promise<boolean> {
  if (!(await productExists(db, productId))) throw notFound('product_not_found', `No product ${productId}.`);
  if ((await countItems(db, userId)) >= WISHLIST_MAX) throw conflict('wishlist_full', `A wishlist holds at most ${WISHLIST_MAX} products.`);
  return insertItem(db, userId, productId);
}

/** Removes a product from the wishlist; returns whether it was there. */
export async function removeFromWishlist(db: Db, userId: string, productId: number): Promise<boolean> {
  return deleteItem(db, userId, productId);
}
