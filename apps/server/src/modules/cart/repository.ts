import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, carts } from './tables';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

/** Cart statuses a shopper still works on (an open cart, or one whose order is not paid yet). */
export const ACTIVE_STATUSES = ['open', 'checking_out'] as const;
const active = inArray(carts.status, [...ACTIVE_STATUSES]);

/** The user's active cart; with `lock`, its row is locked until the transaction ends. */
export async function userCart(db: Db, userId: string, lock = false): Promise<CartRow | null> {
  const q = db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), active));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The guest cart of a cookie hash, while it is active and not adopted by a user. */
export async function guestCart(db: Db, guestHash: string, lock = false): Promise<CartRow | null> {
  const q = db
    .select()
    .from(carts)
    .where(and(eq(carts.guestTokenHash, guestHash), isNull(carts.userId), active));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Locks a cart row by id (the serialisation point of every change). */
export async function lockCart(tx: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row ?? null;
}

export async function linesOf(db: Db, cartId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** Bumps a cart's version (and status when given) after a change. */
export async function touchCart(tx: Db, cartId: string, status?: CartRow['status']): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()`, ...(status ? { status } : {}) })
    .where(eq(carts.id, cartId))
    .returning();
  return row;
}

/** Makes the user's active cart if there is none (two concurrent calls make one) and returns it. */
export async function createUserCart(db: Db, userId: string): Promise<CartRow> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const row = await userCart(db, userId);
  if (!row) throw new Error('user cart was not created');
  return row;
}
