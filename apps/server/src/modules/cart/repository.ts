import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { HoldKind } from '@store/domain/line-kinds';
import type { Db } from '../../db/client';
import { prebuilt, type Placeholders } from '../../db/prebuilt';
import type { SellableVariant } from '../catalog/stock';
import { cartLines, carts } from './tables';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

/** Cart statuses a shopper still works on (an open cart, or one whose order is not paid yet). */
export const ACTIVE_STATUSES = ['open', 'checking_out'] as const;
const active = inArray(carts.status, [...ACTIVE_STATUSES]);

/** The user's active cart; with `lock`, its row is locked until the transaction ends. */
export async function userCart(db: Db, userId: string, lock = false): Promise<CartRow | null> {
  const [row] = await (lock ? userCartLocked : userCartRead)(db, { userId });
  return row ?? null;
}
const userCartQuery = (db: Db, p: Placeholders<{ userId: string }>) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, p.userId), active));
const userCartRead = prebuilt('cart_of_user', userCartQuery);
const userCartLocked = prebuilt('cart_of_user_locked', (db, p: Placeholders<{ userId: string }>) => userCartQuery(db, p).for('update'));

/** The guest cart of a cookie hash, while it is active and not adopted by a user. */
export async function guestCart(db: Db, guestHash: string, lock = false): Promise<CartRow | null> {
  const [row] = await (lock ? guestCartLocked : guestCartRead)(db, { guestHash });
  return row ?? null;
}
const guestCartQuery = (db: Db, p: Placeholders<{ guestHash: string }>) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.guestTokenHash, p.guestHash), isNull(carts.userId), active));
const guestCartRead = prebuilt('cart_of_guest', guestCartQuery);
const guestCartLocked = prebuilt('cart_of_guest_locked', (db, p: Placeholders<{ guestHash: string }>) => guestCartQuery(db, p).for('update'));

/** Locks a cart row by id (the serialisation point of every change). */
export async function lockCart(tx: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await lockCartStatement(tx, { cartId });
  return row ?? null;
}
const lockCartStatement = prebuilt('cart_lock', (db, p: Placeholders<{ cartId: string }>) => db.select().from(carts).where(eq(carts.id, p.cartId)).for('update'));

/**
 * Locks an open (or checking-out) cart for a change of its lines and bumps its version, in one
 * statement (an update takes the row lock as `for update` does); null when there is no such cart or
 * it was closed. The version is the one the cart has once the change commits.
 */
export async function lockOpenCartForChange(tx: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await lockOpenCartStatement(tx, { cartId });
  return row ?? null;
}
const lockOpenCartStatement = prebuilt('cart_lock_for_change', (db, p: Placeholders<{ cartId: string }>) =>
  db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, p.cartId), active))
    .returning(),
);

export function linesOf(db: Db, cartId: string): Promise<CartLineRow[]> {
  return linesOfStatement(db, { cartId });
}
const linesOfStatement = prebuilt('cart_lines', (db, p: Placeholders<{ cartId: string }>) =>
  db.select().from(cartLines).where(eq(cartLines.cartId, p.cartId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id)),
);

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

/** A new catalogue line: a flash-sale price while the sale's quota covers the quantity, else the regular price. */
export async function insertProductLine(tx: Db, cartId: string, v: SellableVariant, quantity: number): Promise<CartLineRow> {
  const sale = v.flashSale && v.flashSale.remaining >= quantity ? v.flashSale : null;
  const [row] = await insertProductLineStatement(tx, {
    cartId,
    productId: String(v.productId),
    variantId: v.variantId,
    category: v.category,
    title: v.title,
    price: sale ? sale.price : v.price,
    compareAtPrice: sale ? v.price : v.compareAtPrice,
    flashSaleId: sale?.id ?? null,
    quantity,
    capacity: v.capacity,
    colour: v.colour,
    image: v.image,
    href: v.href,
    inventoryId: v.sku,
  });
  return row;
}
type ProductLineValues = Required<
  Pick<
    typeof cartLines.$inferInsert,
    'cartId' | 'productId' | 'variantId' | 'category' | 'title' | 'price' | 'compareAtPrice' | 'flashSaleId' | 'quantity' | 'capacity' | 'colour' | 'image' | 'href' | 'inventoryId'
  >
>;
const insertProductLineStatement = prebuilt('cart_insert_product_line', (db, p: Placeholders<ProductLineValues>) =>
  db
    .insert(cartLines)
    .values({
      cartId: p.cartId,
      productType: 'product',
      productId: p.productId,
      variantId: p.variantId,
      category: p.category,
      title: p.title,
      price: p.price,
      compareAtPrice: p.compareAtPrice,
      flashSaleId: p.flashSaleId,
      quantity: p.quantity,
      capacity: p.capacity,
      colour: p.colour,
      image: p.image,
      href: p.href,
      inventoryId: p.inventoryId,
    })
    .returning(),
);

/** A line of another module (its kind checked by the caller); returns its id. */
export async function insertLine(tx: Db, values: typeof cartLines.$inferInsert): Promise<string> {
  const [row] = await tx.insert(cartLines).values(values).returning({ id: cartLines.id });
  return row.id;
}

/** A line of a cart by id, or null. */
export async function lineOf(tx: Db, cartId: string, lineId: string): Promise<CartLineRow | null> {
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return line ?? null;
}

/** Changes a line's quantity (and its price, when given); returns the line. */
export async function updateLine(tx: Db, lineId: string, change: Partial<Pick<CartLineRow, 'quantity' | 'price' | 'compareAtPrice' | 'flashSaleId'>>): Promise<CartLineRow> {
  const [row] = await tx.update(cartLines).set(change).where(eq(cartLines.id, lineId)).returning();
  return row;
}

/** Deletes one line of a cart, or all of them; returns what was deleted. */
export function deleteLines(tx: Db, cartId: string, lineId?: string): Promise<CartLineRow[]> {
  return tx
    .delete(cartLines)
    .where(lineId ? and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)) : eq(cartLines.cartId, cartId))
    .returning();
}

/** Deletes the lines carrying these holds of one kind, from whatever carts hold them. */
export function deleteLinesByHold(tx: Db, kind: HoldKind, ids: string[]): Promise<CartLineRow[]> {
  return tx
    .delete(cartLines)
    .where(and(eq(cartLines.holdKind, kind), inArray(cartLines.holdId, ids)))
    .returning();
}

/** A new guest cart for a cookie's hash. */
export async function createGuestCart(db: Db, guestHash: string): Promise<CartRow> {
  const [row] = await createGuestCartStatement(db, { guestHash });
  return row;
}
const createGuestCartStatement = prebuilt('cart_create_guest', (db, p: Placeholders<{ guestHash: string }>) =>
  db.insert(carts).values({ guestTokenHash: p.guestHash }).returning(),
);

/** A cart row by id, or null. */
export async function cartById(db: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}

/** Sets a cart's status (the order module's checkout steps). */
export async function setCartStatus(tx: Db, cartId: string, status: CartRow['status']): Promise<void> {
  await setCartStatusStatement(tx, { cartId, status, updatedAt: new Date().toISOString() });
}
const setCartStatusStatement = prebuilt('cart_set_status', (db, p: Placeholders<{ cartId: string; status: CartRow['status']; updatedAt: string }>) =>
  db
    .update(carts)
    .set({ status: sql`${p.status}`, updatedAt: sql`${p.updatedAt}::timestamptz` })
    .where(eq(carts.id, p.cartId)),
);

/** Gives a guest cart to a user (sign-in without a cart of their own). */
export async function setCartUser(tx: Db, cartId: string, userId: string): Promise<void> {
  await tx.update(carts).set({ userId }).where(eq(carts.id, cartId));
}

/** Sets a line's quantity (the merge of a guest's line into the user's same line). */
export async function setLineQuantity(tx: Db, lineId: string, quantity: number): Promise<void> {
  await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

/** Deletes one line by id. */
export async function deleteLineById(tx: Db, lineId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

/** Moves a line to another cart. */
export async function moveLineToCart(tx: Db, lineId: string, cartId: string): Promise<void> {
  await tx.update(cartLines).set({ cartId }).where(eq(cartLines.id, lineId));
}

/** Marks a guest cart merged into a user's (its status only). */
export async function markCartMerged(tx: Db, cartId: string): Promise<void> {
  await tx.update(carts).set({ status: 'merged' }).where(eq(carts.id, cartId));
}
