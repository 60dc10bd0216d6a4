import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paySmoothPartnerApplicants, paySmoothPartnerApplications } from '../tables';

export async function partnerApplicant(db: Db, thaiIdHash: string) {
  const [row] = await db.select().from(paySmoothPartnerApplicants).where(eq(paySmoothPartnerApplicants.thaiIdHash, thaiIdHash));
  return row ?? null;
}

export async function partnerApplication(db: Db, id: string) {
  const [row] = await db.select().from(paySmoothPartnerApplications).where(eq(paySmoothPartnerApplications.id, id));
  return row ?? null;
}

export async function insertPartnerApplication(db: Db, values: typeof paySmoothPartnerApplications.$inferInsert) {
  const [row] = await db.insert(paySmoothPartnerApplications).values(values).returning();
  return row;
}

/** The decision (or the expiry) of an application still in the state it was read in. */
export async function decidePartnerApplication(db: Db, id: string, to: Pick<typeof paySmoothPartnerApplications.$inferInsert, 'state' | 'reason' | 'expiresAt'>) {
  const from = to.state === 'expired' ? 'approved' : 'submitted';
  const [row] = await db
    .update(paySmoothPartnerApplications)
    .set(to)
    .where(and(eq(paySmoothPartnerApplications.id, id), eq(paySmoothPartnerApplications.state, from)))
    .returning();
  return row ?? null;
}

/** approved -> captured, once (a conditional write). */
export async function capturePartnerApplication(db: Db, id: string, reference: string, at: Date) {
  const [row] = await db
    .update(paySmoothPartnerApplications)
    .set({ state: 'captured', capturedReference: reference, capturedAt: at })
    .where(and(eq(paySmoothPartnerApplications.id, id), eq(paySmoothPartnerApplications.state, 'approved')))
    .returning();
  return row ?? null;
}

export async function seedPartnerApplicants(db: Db, rows: (typeof paySmoothPartnerApplicants.$inferInsert)[]) {
  await db.insert(paySmoothPartnerApplicants).values(rows).onConflictDoNothing();
}
