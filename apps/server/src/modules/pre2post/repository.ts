import { and, asc, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pre2postConversions, pre2postOffers, pre2postQualifications } from './tables';

export type QualificationRow = typeof pre2postQualifications.$inferSelect;
export type ConversionRow = typeof pre2postConversions.$inferSelect;
export type OfferRow = typeof pre2postOffers.$inferSelect;
export type ConversionState = ConversionRow['state'];

export const PENDING_STATES: ConversionState[] = ['awaiting_ekyc', 'to_schedule', 'scheduled'];

export async function activeOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(pre2postOffers).where(eq(pre2postOffers.active, true)).orderBy(asc(pre2postOffers.sort), asc(pre2postOffers.nasCode));
}

export async function insertQualification(db: Db, values: typeof pre2postQualifications.$inferInsert): Promise<QualificationRow> {
  const [row] = await db.insert(pre2postQualifications).values(values).returning();
  return row;
}

export async function qualificationRow(db: Db, id: string, lock = false): Promise<QualificationRow | null> {
  const q = db.select().from(pre2postQualifications).where(eq(pre2postQualifications.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Forgets the Thai ID of qualifications that ended (they stay as a record, masked). */
export async function clearExpiredThaiIds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(pre2postQualifications)
    .set({ thaiIdEnc: null })
    .where(and(isNotNull(pre2postQualifications.thaiIdEnc), lte(pre2postQualifications.expiresAt, now)))
    .returning({ id: pre2postQualifications.id });
  return rows.length;
}

/** The number's pending conversion, if any. */
export async function pendingConversionOf(db: Db, msisdn: string): Promise<ConversionRow | null> {
  const [row] = await db
    .select()
    .from(pre2postConversions)
    .where(and(eq(pre2postConversions.msisdn, msisdn), inArray(pre2postConversions.state, PENDING_STATES)));
  return row ?? null;
}

/** Stores a pending conversion; null when the number has one already (the partial unique index). */
export async function insertConversion(db: Db, values: typeof pre2postConversions.$inferInsert): Promise<ConversionRow | null> {
  const [row] = await db.insert(pre2postConversions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function conversionsByIds(db: Db, ids: string[], lock = false): Promise<ConversionRow[]> {
  if (ids.length === 0) return [];
  const q = db.select().from(pre2postConversions).where(inArray(pre2postConversions.id, ids)).orderBy(asc(pre2postConversions.id));
  return lock ? q.for('update') : q;
}

export async function conversionBy(db: Db, by: { id?: string; orderNumber?: string; changeId?: string; ekycApplicationId?: string }, lock = false): Promise<ConversionRow | null> {
  const where = by.id
    ? eq(pre2postConversions.id, by.id)
    : by.orderNumber
      ? eq(pre2postConversions.orderNumber, by.orderNumber)
      : by.changeId
        ? eq(pre2postConversions.changeId, by.changeId)
        : and(eq(pre2postConversions.ekycApplicationId, by.ekycApplicationId!), eq(pre2postConversions.state, 'awaiting_ekyc'));
  const q = db.select().from(pre2postConversions).where(where).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function updateConversion(db: Db, id: string, values: Partial<typeof pre2postConversions.$inferInsert>): Promise<ConversionRow> {
  const [row] = await db
    .update(pre2postConversions)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(pre2postConversions.id, id))
    .returning();
  return row;
}

/** Conversions the sweeper looks at again: waiting for an eKYC decision, or approved but not yet accepted by the subscriber system. */
export async function conversionsToReconcile(db: Db, limit = 100): Promise<ConversionRow[]> {
  return db
    .select()
    .from(pre2postConversions)
    .where(inArray(pre2postConversions.state, ['awaiting_ekyc', 'to_schedule']))
    .orderBy(asc(pre2postConversions.updatedAt))
    .limit(limit);
}

/** Test and dev helper: how many pending conversions a number has (0 or 1). */
export async function countPending(db: Db, msisdn: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pre2postConversions)
    .where(and(eq(pre2postConversions.msisdn, msisdn), inArray(pre2postConversions.state, PENDING_STATES)));
  return n;
}

/**
 * The console's queue: conversions in `states` (all when undefined), newest first, after the keyset
 * cursor (created_at, id) of the previous page's last row. One more row than asked tells whether a
 * next page exists.
 */
export async function conversionsPage(db: Db, opts: { states?: ConversionState[]; after?: { createdAt: Date; id: string }; limit: number }): Promise<ConversionRow[]> {
  const c = pre2postConversions;
  const conditions = [
    opts.states ? inArray(c.state, opts.states) : undefined,
    opts.after ? or(lt(c.createdAt, opts.after.createdAt), and(eq(c.createdAt, opts.after.createdAt), lt(c.id, opts.after.id))) : undefined,
  ].filter((x) => x !== undefined);
  return db
    .select()
    .from(c)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(opts.limit + 1);
}
