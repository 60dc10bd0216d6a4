import { and, asc, eq, gt, max, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simDiyOptions } from './tables';

/** The SQL of SIM DIY (diy.ts holds its rules; the plan itself is a package: packages-repository.ts). */
export type DiyOptionRow = typeof simDiyOptions.$inferSelect;

/** The active options, in shelf order. */
export async function activeDiyOptionRows(db: Db): Promise<DiyOptionRow[]> {
  return await db.select().from(simDiyOptions).where(eq(simDiyOptions.active, true)).orderBy(asc(simDiyOptions.sort), asc(simDiyOptions.id));
}

/** The console's list (issue 20, decision 044): one keyset page of options of any state in id order (`id > after`). */
export function selectDiyOptionPage(db: Db, q: { kind?: DiyOptionRow['kind']; active?: boolean; after?: string; limit: number }): Promise<DiyOptionRow[]> {
  const where: SQL[] = [];
  if (q.after !== undefined) where.push(gt(simDiyOptions.id, q.after));
  if (q.kind) where.push(eq(simDiyOptions.kind, q.kind));
  if (q.active !== undefined) where.push(eq(simDiyOptions.active, q.active));
  return db
    .select()
    .from(simDiyOptions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(simDiyOptions.id))
    .limit(q.limit);
}

export async function diyOptionRow(db: Db, id: string, lock = false): Promise<DiyOptionRow | null> {
  const query = db.select().from(simDiyOptions).where(eq(simDiyOptions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** How many active options of a kind there are besides `exceptId` (locked, so two switch-offs cannot both leave none). */
export async function otherActiveOfKind(db: Db, kind: DiyOptionRow['kind'], exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: simDiyOptions.id })
    .from(simDiyOptions)
    .where(and(eq(simDiyOptions.kind, kind), eq(simDiyOptions.active, true), ne(simDiyOptions.id, exceptId)))
    .for('update');
  return rows.length;
}

export type DiyOptionChange = Partial<Pick<DiyOptionRow, 'label' | 'price' | 'dataGb' | 'speedMbps' | 'callMinutes' | 'active' | 'sort'>>;

export async function updateDiyOption(db: Db, id: string, change: DiyOptionChange): Promise<DiyOptionRow | null> {
  const [row] = await db.update(simDiyOptions).set(change).where(eq(simDiyOptions.id, id)).returning();
  return row ?? null;
}

/** How many active options of a kind there are (their rows locked until the transaction ends). */
export async function activeOfKind(db: Db, kind: DiyOptionRow['kind']): Promise<number> {
  const rows = await db
    .select({ id: simDiyOptions.id })
    .from(simDiyOptions)
    .where(and(eq(simDiyOptions.kind, kind), eq(simDiyOptions.active, true)))
    .for('update');
  return rows.length;
}

/** The shelf order after every option's: where a new option goes when none is given. */
export async function nextDiyOptionSort(db: Db): Promise<number> {
  const [row] = await db.select({ sort: max(simDiyOptions.sort) }).from(simDiyOptions);
  return Math.min((row?.sort ?? 0) + 1, 2_147_483_647);
}

/** A new option; null when its id is taken (nothing written). */
export async function insertDiyOption(db: Db, row: typeof simDiyOptions.$inferInsert): Promise<DiyOptionRow | null> {
  const [inserted] = await db.insert(simDiyOptions).values(row).onConflictDoNothing({ target: simDiyOptions.id }).returning();
  return inserted ?? null;
}
