import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentVerifications, vlearnClaims, vlearnOffers } from './tables';

export type VerificationRow = typeof studentVerifications.$inferSelect;
export type ClaimRow = typeof vlearnClaims.$inferSelect;
export type OfferRow = typeof vlearnOffers.$inferSelect;

export async function insertVerification(db: Db, values: typeof studentVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(studentVerifications).values(values).returning();
  return row;
}

export async function verificationRow(db: Db, id: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(studentVerifications).where(eq(studentVerifications.id, id));
  return row ?? null;
}

/** Marks a verification verified (only one still waiting for its OTP); the row, or null when it was not. */
export async function markVerified(db: Db, id: string, at: Date, expiresAt: Date): Promise<VerificationRow | null> {
  const [row] = await db.update(studentVerifications).set({ verifiedAt: at, expiresAt }).where(eq(studentVerifications.id, id)).returning();
  return row ?? null;
}

export async function listOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(vlearnOffers).orderBy(asc(vlearnOffers.sort), asc(vlearnOffers.id));
}

export async function offerRow(db: Db, id: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(vlearnOffers).where(eq(vlearnOffers.id, id));
  return row ?? null;
}

/** The student's active claim, if any. */
export async function activeClaimOf(db: Db, universityCode: string, studentId: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(vlearnClaims)
    .where(and(eq(vlearnClaims.universityCode, universityCode), eq(vlearnClaims.studentId, studentId), eq(vlearnClaims.state, 'active')));
  return row ?? null;
}

/** Takes the student's claim; null when the student has an active one (the partial unique index decides, under any concurrency). */
export async function insertClaim(db: Db, values: typeof vlearnClaims.$inferInsert): Promise<ClaimRow | null> {
  const [row] = await db.insert(vlearnClaims).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setClaimSecureKey(db: Db, id: string, secureKey: string): Promise<void> {
  await db.update(vlearnClaims).set({ secureKey }).where(eq(vlearnClaims.id, id));
}

export async function claimsByIds(db: Db, ids: string[]): Promise<ClaimRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(vlearnClaims).where(inArray(vlearnClaims.id, ids)).orderBy(asc(vlearnClaims.id)).for('update');
}

export async function claimBySecureKey(db: Db, secureKey: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(vlearnClaims).where(eq(vlearnClaims.secureKey, secureKey));
  return row ?? null;
}

export async function releaseClaims(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(vlearnClaims)
    .set({ state: 'released', releasedAt: at })
    .where(and(inArray(vlearnClaims.id, ids), eq(vlearnClaims.state, 'active')));
}
