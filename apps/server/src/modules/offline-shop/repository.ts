import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offlineSales, offlineShops } from './tables';

/** The SQL of the offline shop (service.ts holds its rules). */

export type ShopRow = typeof offlineShops.$inferSelect;
export type SaleRow = typeof offlineSales.$inferSelect;

export async function shopByCode(db: Db, code: string): Promise<ShopRow | null> {
  const [row] = await db.select().from(offlineShops).where(eq(offlineShops.code, code));
  return row ?? null;
}

export function allShops(db: Db): Promise<ShopRow[]> {
  return db.select().from(offlineShops).orderBy(offlineShops.code);
}

export async function updateShop(db: Db, code: string, change: Partial<Pick<ShopRow, 'name' | 'channels' | 'pickup'>>): Promise<ShopRow | null> {
  const [row] = await db
    .update(offlineShops)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(offlineShops.code, code))
    .returning();
  return row ?? null;
}

export async function insertSale(db: Db, sale: typeof offlineSales.$inferInsert): Promise<void> {
  await db.insert(offlineSales).values(sale).onConflictDoNothing();
}

export async function saleByOrderNumber(db: Db, orderNumber: string): Promise<SaleRow | null> {
  const [row] = await db.select().from(offlineSales).where(eq(offlineSales.orderNumber, orderNumber));
  return row ?? null;
}

export async function saleByOrderId(db: Db, orderId: string): Promise<SaleRow | null> {
  const [row] = await db.select().from(offlineSales).where(eq(offlineSales.orderId, orderId));
  return row ?? null;
}

/** A shop's sales, or one staff member's there (a dealer's own), newest first. */
export function salesOf(db: Db, scope: { shopCode: string; staffId?: string }, limit = 50): Promise<SaleRow[]> {
  return db
    .select()
    .from(offlineSales)
    .where(and(eq(offlineSales.shopCode, scope.shopCode), scope.staffId ? eq(offlineSales.staffId, scope.staffId) : undefined))
    .orderBy(desc(offlineSales.createdAt))
    .limit(limit);
}
