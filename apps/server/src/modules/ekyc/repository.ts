import { and, asc, eq, gt, inArray, isNull, lt, lte, notInArray } from 'drizzle-orm';
import { EKYC_FINAL_STATUSES, type EkycImageKind, type EkycImageType, type EkycRejectReason, type EkycStatus } from '@store/domain/ekyc';
import type { Db } from '../../db/client';
import { ekycApplications, ekycHandoffs, ekycImages } from './tables';

/** The SQL of the eKYC module (service.ts and handoff.ts hold the rules). */
export type EkycApplicationRow = typeof ekycApplications.$inferSelect;
export type EkycHandoffRow = typeof ekycHandoffs.$inferSelect;

export async function insertApplication(db: Db, values: typeof ekycApplications.$inferInsert): Promise<EkycApplicationRow> {
  const [row] = await db.insert(ekycApplications).values(values).returning();
  return row;
}

export async function selectApplication(db: Db, id: string): Promise<EkycApplicationRow | undefined> {
  const [row] = await db.select().from(ekycApplications).where(eq(ekycApplications.id, id));
  return row;
}

/** Locks the row for the rest of the transaction (uploads and submit of one application run one at a time). */
export async function selectApplicationForUpdate(db: Db, id: string): Promise<EkycApplicationRow | undefined> {
  const [row] = await db.select().from(ekycApplications).where(eq(ekycApplications.id, id)).for('update');
  return row;
}

export async function updateApplication(db: Db, id: string, values: Partial<typeof ekycApplications.$inferInsert>): Promise<EkycApplicationRow> {
  const [row] = await db.update(ekycApplications).set(values).where(eq(ekycApplications.id, id)).returning();
  return row;
}

/** The decision, only while the application is not final: the one caller that gets the row back runs the listeners. */
export async function decideApplication(
  db: Db,
  id: string,
  decision: { status: (typeof EKYC_FINAL_STATUSES)[number]; reason: EkycRejectReason | null; at: Date },
): Promise<EkycApplicationRow | undefined> {
  const [row] = await db
    .update(ekycApplications)
    .set({ status: decision.status, rejectReason: decision.reason, decidedAt: decision.at, checkAt: null })
    .where(and(eq(ekycApplications.id, id), notInArray(ekycApplications.status, [...EKYC_FINAL_STATUSES])))
    .returning();
  return row;
}

/** Verifying applications whose vendor is due to be asked. */
export async function dueForCheck(db: Db, now: Date, limit: number): Promise<EkycApplicationRow[]> {
  return db
    .select()
    .from(ekycApplications)
    .where(and(eq(ekycApplications.status, 'verifying'), lte(ekycApplications.checkAt, now)))
    .orderBy(asc(ekycApplications.checkAt))
    .limit(limit);
}

/** Undecided applications past their expiry. */
export async function overdue(db: Db, now: Date, limit: number): Promise<{ id: string }[]> {
  const open: EkycStatus[] = ['created', 'document_captured', 'selfie_captured', 'verifying'];
  return db
    .select({ id: ekycApplications.id })
    .from(ekycApplications)
    .where(and(inArray(ekycApplications.status, open), lte(ekycApplications.expiresAt, now)))
    .limit(limit);
}

export async function upsertImage(db: Db, values: { applicationId: string; kind: EkycImageKind; contentType: EkycImageType; size: number; sealed: Buffer; createdAt: Date }) {
  await db
    .insert(ekycImages)
    .values(values)
    .onConflictDoUpdate({
      target: [ekycImages.applicationId, ekycImages.kind],
      set: { contentType: values.contentType, size: values.size, sealed: values.sealed, createdAt: values.createdAt },
    });
}

export async function selectImage(db: Db, applicationId: string, kind: EkycImageKind) {
  const [row] = await db
    .select()
    .from(ekycImages)
    .where(and(eq(ekycImages.applicationId, applicationId), eq(ekycImages.kind, kind)));
  return row;
}

export async function deleteImagesOf(db: Db, applicationId: string): Promise<void> {
  await db.delete(ekycImages).where(eq(ekycImages.applicationId, applicationId));
}

/** Photos kept longer than the retention period. */
export async function deleteImagesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(ekycImages).where(lt(ekycImages.createdAt, before)).returning({ id: ekycImages.applicationId });
  return rows.length;
}

export async function insertHandoff(db: Db, values: { hashSha: string; applicationId: string; expiresAt: Date }): Promise<void> {
  await db.insert(ekycHandoffs).values(values);
}

/** Earlier links of the application stop working when a new one is made. */
export async function retireHandoffsOf(db: Db, applicationId: string, at: Date): Promise<void> {
  await db
    .update(ekycHandoffs)
    .set({ usedAt: at })
    .where(and(eq(ekycHandoffs.applicationId, applicationId), isNull(ekycHandoffs.usedAt)));
}

export async function selectHandoff(db: Db, hashSha: string): Promise<EkycHandoffRow | undefined> {
  const [row] = await db.select().from(ekycHandoffs).where(eq(ekycHandoffs.hashSha, hashSha));
  return row;
}

/** Binds an unbound link to a browser; false when another browser was first. */
export async function bindHandoff(db: Db, hashSha: string, browserSha: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(ekycHandoffs)
    .set({ browserSha, boundAt: at })
    .where(and(eq(ekycHandoffs.hashSha, hashSha), isNull(ekycHandoffs.browserSha), isNull(ekycHandoffs.usedAt)))
    .returning({ hashSha: ekycHandoffs.hashSha });
  return rows.length === 1;
}

export async function useHandoff(db: Db, hashSha: string, at: Date): Promise<void> {
  await db
    .update(ekycHandoffs)
    .set({ usedAt: at })
    .where(and(eq(ekycHandoffs.hashSha, hashSha), isNull(ekycHandoffs.usedAt)));
}

/** Links past their expiry for a day are removed. */
export async function deleteHandoffsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(ekycHandoffs).where(lt(ekycHandoffs.expiresAt, before));
}

/** Applications of a status for staff review, oldest first (keyset on submitted_at/created_at, id). */
export async function reviewPage(db: Db, status: EkycStatus, afterId: string | undefined, limit: number): Promise<EkycApplicationRow[]> {
  return db
    .select()
    .from(ekycApplications)
    .where(and(eq(ekycApplications.status, status), afterId ? gt(ekycApplications.id, afterId) : undefined))
    .orderBy(asc(ekycApplications.id))
    .limit(limit + 1);
}

/** Which photos of an application are still kept. */
export async function imageKindsOf(db: Db, applicationId: string): Promise<EkycImageKind[]> {
  const rows = await db.select({ kind: ekycImages.kind }).from(ekycImages).where(eq(ekycImages.applicationId, applicationId));
  return rows.map((r) => r.kind as EkycImageKind);
}
