import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from './tables';

/** The user's saved product ids, newest first. */
export async function selectProductIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

/** How many products the user saved. */
export async function countItems(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return n;
}

/** Inserts an item unless it is there; returns whether a row was written. */
export async function insertItem(db: Db, userId: string, productId: number): Promise<boolean> {
  const inserted = await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing().returning({ productId: wishlistItems.productId });
  return inserted.length > 0;
}

/** Deletes an item; returns whether it was there. */
export async function deleteItem(db: Db, userId: string, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}
