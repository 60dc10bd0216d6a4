import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simBlacklist, simVerifications } from './tables';

/** The SQL of buyer verifications (verification.ts holds their rules). */
export type VerificationRow = typeof simVerifications.$inferSelect;

/** The blacklist entry of an ID (by its HMAC), or null. */
export async function blacklistEntry(db: Db, thaiIdHash: string): Promise<{ reason: string } | null> {
  const [listed] = await db.select({ reason: simBlacklist.reason }).from(simBlacklist).where(eq(simBlacklist.thaiIdHash, thaiIdHash));
  return listed ?? null;
}

export async function insertVerification(db: Db, values: typeof simVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(simVerifications).values(values).returning();
  return row;
}

/** One verification of the user, or null (none, or someone else's). */
export async function verificationOf(db: Db, id: string, userId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(simVerifications)
    .where(and(eq(simVerifications.id, id), eq(simVerifications.userId, userId)));
  return row ?? null;
}

/** The composed SIM DIY package of a verification that exists (null when it is not SIM DIY). */
export async function verificationDiy(db: Db, id: string): Promise<VerificationRow['diy']> {
  const [{ diy }] = await db.select({ diy: simVerifications.diy }).from(simVerifications).where(eq(simVerifications.id, id));
  return diy;
}

/** Marks the verification as put in the cart, once: false when it was already. */
export async function markAddedToCart(db: Db, id: string): Promise<boolean> {
  const [claimed] = await db
    .update(simVerifications)
    .set({ addedToCartAt: new Date() })
    .where(and(eq(simVerifications.id, id), isNull(simVerifications.addedToCartAt)))
    .returning({ id: simVerifications.id });
  return Boolean(claimed);
}

/** The verification may go to the cart again. */
export async function clearAddedToCart(db: Db, id: string): Promise<void> {
  await db.update(simVerifications).set({ addedToCartAt: null }).where(eq(simVerifications.id, id));
}
