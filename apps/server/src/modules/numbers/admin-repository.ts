import { and, asc, eq, gt, gte, inArray, like, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mobileNumbers } from './tables';

const n = mobileNumbers;
export type PoolRow = typeof n.$inferSelect;

export interface PoolQuery {
  class?: PoolRow['class'];
  status?: PoolRow['status'];
  prefix?: string;
  priceMin?: number;
  priceMax?: number;
  after?: string;
  limit: number;
}

/** One keyset page of the pool in number order (the primary key, collation C): `number > after`, never OFFSET. */
export function selectPoolPage(db: Db, q: PoolQuery): Promise<PoolRow[]> {
  const where: SQL[] = [];
  if (q.after) where.push(gt(n.number, q.after));
  if (q.prefix) where.push(like(n.number, `${q.prefix}%`));
  if (q.class) where.push(eq(n.class, q.class));
  if (q.status) where.push(eq(n.status, q.status));
  if (q.priceMin !== undefined) where.push(gte(n.price, q.priceMin));
  if (q.priceMax !== undefined) where.push(lte(n.price, q.priceMax));
  return db
    .select()
    .from(n)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(n.number))
    .limit(q.limit);
}

export async function selectPoolNumber(db: Db, number: string): Promise<PoolRow | null> {
  const [row] = await db.select().from(n).where(eq(n.number, number));
  return row ?? null;
}

/** Class and price of a number not sold; null when it is sold or missing (the caller tells which). */
export async function updateNumberPrice(db: Db, number: string, change: { class?: PoolRow['class']; price?: number }): Promise<PoolRow | null> {
  const [row] = await db
    .update(n)
    .set(change)
    .where(and(eq(n.number, number), inArray(n.status, ['available', 'held', 'withdrawn'])))
    .returning();
  return row ?? null;
}

/** Moves a number from one state to another in one conditional write; null when it was not in `from`. */
export async function moveNumberStatus(db: Db, number: string, from: PoolRow['status'], to: PoolRow['status']): Promise<PoolRow | null> {
  const [row] = await db
    .update(n)
    .set({ status: to })
    .where(and(eq(n.number, number), eq(n.status, from)))
    .returning();
  return row ?? null;
}

/** The numbers of `numbers` the pool has already. */
export async function selectExisting(db: Db, numbers: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += 5000) {
    const rows = await db
      .select({ number: n.number })
      .from(n)
      .where(inArray(n.number, numbers.slice(i, i + 5000)));
    rows.forEach((r) => found.add(r.number));
  }
  return found;
}

/** Adds available numbers; one already there (another import meanwhile) is skipped. Returns those added. */
export async function insertAvailableNumbers(db: Db, rows: { number: string; class: PoolRow['class']; price: number; digitSum: number; digitsMask: number }[]): Promise<string[]> {
  const added: string[] = [];
  for (let i = 0; i < rows.length; i += 2000) {
    const inserted = await db
      .insert(n)
      .values(rows.slice(i, i + 2000).map((r) => ({ ...r, status: 'available' as const })))
      .onConflictDoNothing()
      .returning({ number: n.number });
    inserted.forEach((r) => added.push(r.number));
  }
  return added;
}
