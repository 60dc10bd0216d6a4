import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriberChanges, subscribers } from './tables';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type ChangeRow = typeof subscriberChanges.$inferSelect;

export async function subscriberRow(db: Db, msisdn: string, lock = false): Promise<SubscriberRow | null> {
  const q = db.select().from(subscribers).where(eq(subscribers.msisdn, msisdn));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function allSubscriberRows(db: Db): Promise<SubscriberRow[]> {
  return db.select().from(subscribers).orderBy(asc(subscribers.msisdn));
}

export async function scheduledChangeRow(db: Db, msisdn: string): Promise<ChangeRow | null> {
  const [row] = await db
    .select()
    .from(subscriberChanges)
    .where(and(eq(subscriberChanges.msisdn, msisdn), eq(subscriberChanges.status, 'scheduled')));
  return row ?? null;
}

export async function changeRow(db: Db, id: string, lock = false): Promise<ChangeRow | null> {
  const q = db.select().from(subscriberChanges).where(eq(subscriberChanges.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Inserts a scheduled change; null when the number already has one (the partial unique index). */
export async function insertChange(db: Db, values: typeof subscriberChanges.$inferInsert): Promise<ChangeRow | null> {
  const [row] = await db.insert(subscriberChanges).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Cancels a change that is still scheduled; null when it was not. */
export async function cancelChangeRow(db: Db, id: string, at: Date): Promise<ChangeRow | null> {
  const [row] = await db
    .update(subscriberChanges)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(subscriberChanges.id, id), eq(subscriberChanges.status, 'scheduled')))
    .returning();
  return row ?? null;
}

/** Scheduled changes due at `now`, soonest first. */
export async function dueChangeIds(db: Db, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: subscriberChanges.id })
    .from(subscriberChanges)
    .where(and(eq(subscriberChanges.status, 'scheduled'), sql`${subscriberChanges.effectiveAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(subscriberChanges.effectiveAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Applies a change to its line and marks it applied (in the caller's transaction, the change locked). */
export async function applyChangeRow(tx: Db, change: ChangeRow, at: Date): Promise<ChangeRow> {
  await tx
    .update(subscribers)
    .set({
      ...(change.kind === 'convert_to_postpaid' ? { type: 'postpaid' as const } : {}),
      packageNasCode: change.toNasCode,
      packageTitleTh: change.toTitleTh,
      packageTitleEn: change.toTitleEn,
      updatedAt: at,
    })
    .where(eq(subscribers.msisdn, change.msisdn));
  const [row] = await tx.update(subscriberChanges).set({ status: 'applied', appliedAt: at }).where(eq(subscriberChanges.id, change.id)).returning();
  return row;
}

/** Inserts a line; null when the number already is one. */
export async function insertSubscriber(db: Db, values: typeof subscribers.$inferInsert): Promise<SubscriberRow | null> {
  const [row] = await db.insert(subscribers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
