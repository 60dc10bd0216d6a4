import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { saleLinks, saleShops } from './tables';

export type SaleShopRow = typeof saleShops.$inferSelect;
export type SaleLinkRow = typeof saleLinks.$inferSelect;

export async function selectShop(db: Db, code: string): Promise<SaleShopRow | null> {
  const [row] = await db.select().from(saleShops).where(eq(saleShops.code, code)).limit(1);
  return row ?? null;
}

/** Inserts a link unless the seller used this key already; returns the row of the key either way and whether it is new. */
export async function insertLink(db: Db, values: typeof saleLinks.$inferInsert): Promise<{ row: SaleLinkRow; created: boolean }> {
  const [created] = await db.insert(saleLinks).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(saleLinks)
    .where(and(eq(saleLinks.staffId, values.staffId), eq(saleLinks.idempotencyKey, values.idempotencyKey)))
    .limit(1);
  return { row: existing, created: false };
}

export async function selectLink(db: Db, id: string): Promise<SaleLinkRow | null> {
  const [row] = await db.select().from(saleLinks).where(eq(saleLinks.id, id)).limit(1);
  return row ?? null;
}

/** Marks the SMS of a link sent, once: true when this call did it. */
export async function markSmsSent(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(saleLinks)
    .set({ smsSentAt: at })
    .where(and(eq(saleLinks.id, id), isNull(saleLinks.smsSentAt)))
    .returning({ id: saleLinks.id });
  return rows.length > 0;
}

/** The newest link of each order. */
export async function lastLinksOf(db: Db, orderIds: string[]): Promise<Map<string, SaleLinkRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(saleLinks).where(inArray(saleLinks.orderId, orderIds)).orderBy(desc(saleLinks.createdAt));
  const map = new Map<string, SaleLinkRow>();
  for (const r of rows) if (!map.has(r.orderId)) map.set(r.orderId, r);
  return map;
}

/** Gives back a claimed SMS send that failed, so a retry with the same key sends it. */
export async function unmarkSmsSent(db: Db, id: string): Promise<void> {
  await db.update(saleLinks).set({ smsSentAt: null }).where(eq(saleLinks.id, id));
}
