import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clmChanges, clmOffers, clmOwnerNumbers, clmPreviewProfiles, clmVerifications } from './tables';

export type OfferRow = typeof clmOffers.$inferSelect;
export type PreviewRow = typeof clmPreviewProfiles.$inferSelect;
export type VerificationRow = typeof clmVerifications.$inferSelect;
export type ChangeRow = typeof clmChanges.$inferSelect;

export async function offerRows(db: Db): Promise<OfferRow[]> {
  return db.select().from(clmOffers).where(eq(clmOffers.active, true)).orderBy(asc(clmOffers.sort), asc(clmOffers.nasCode));
}

export async function previewRow(db: Db, id = 'default'): Promise<PreviewRow | null> {
  const [row] = await db.select().from(clmPreviewProfiles).where(eq(clmPreviewProfiles.id, id));
  return row ?? null;
}

export async function insertVerification(db: Db, values: typeof clmVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(clmVerifications).values(values).returning();
  return row;
}

export async function verificationRow(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(clmVerifications).where(eq(clmVerifications.id, id));
  return row ?? null;
}

/** Marks a verification verified (once; a verification already verified is returned as it is). */
export async function markVerified(db: Db, id: string, at: Date): Promise<VerificationRow> {
  const [row] = await db
    .update(clmVerifications)
    .set({ verifiedAt: sql`coalesce(${clmVerifications.verifiedAt}, ${at.toISOString()}::timestamptz)`, otpRequestId: null })
    .where(eq(clmVerifications.id, id))
    .returning();
  return row;
}

export async function deleteExpiredVerifications(db: Db, now: Date): Promise<void> {
  await db.delete(clmVerifications).where(sql`${clmVerifications.expiresAt} < ${now.toISOString()}::timestamptz`);
}

export async function rememberOwnerNumber(db: Db, userId: string, msisdn: string, at: Date): Promise<void> {
  await db
    .insert(clmOwnerNumbers)
    .values({ userId, msisdn, verifiedAt: at })
    .onConflictDoUpdate({ target: [clmOwnerNumbers.userId, clmOwnerNumbers.msisdn], set: { verifiedAt: at } });
}

export async function ownerNumberSince(db: Db, userId: string, msisdn: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ msisdn: clmOwnerNumbers.msisdn })
    .from(clmOwnerNumbers)
    .where(and(eq(clmOwnerNumbers.userId, userId), eq(clmOwnerNumbers.msisdn, msisdn), gt(clmOwnerNumbers.verifiedAt, since)));
  return Boolean(row);
}

/** Inserts a change; null when the number already has a scheduled package change (the partial unique index). */
export async function insertChange(db: Db, values: typeof clmChanges.$inferInsert): Promise<ChangeRow | null> {
  const [row] = await db.insert(clmChanges).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateChange(db: Db, id: string, values: Partial<typeof clmChanges.$inferInsert>): Promise<ChangeRow> {
  const [row] = await db.update(clmChanges).set(values).where(eq(clmChanges.id, id)).returning();
  return row;
}

export async function changeBy(db: Db, by: { changeId: string } | { orderNumber: string } | { orderId: string }, lock = false): Promise<ChangeRow | null> {
  const where = 'changeId' in by ? eq(clmChanges.changeId, by.changeId) : 'orderNumber' in by ? eq(clmChanges.orderNumber, by.orderNumber) : eq(clmChanges.orderId, by.orderId);
  const q = db.select().from(clmChanges).where(where);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The scheduled package change of a number (placed through the store), or null. */
export async function scheduledPackageChange(db: Db, target: string): Promise<ChangeRow | null> {
  const [row] = await db
    .select()
    .from(clmChanges)
    .where(and(eq(clmChanges.target, target), eq(clmChanges.kind, 'package'), eq(clmChanges.state, 'scheduled')));
  return row ?? null;
}

export async function changesByIds(db: Db, ids: string[], lock = false): Promise<ChangeRow[]> {
  if (!ids.length) return [];
  const q = db.select().from(clmChanges).where(inArray(clmChanges.id, ids));
  return lock ? q.for('update') : q;
}
