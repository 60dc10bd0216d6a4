import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyClaims, loyaltyLinks, loyaltyPrivileges, loyaltyRedemptions } from './tables';

export type PrivilegeRow = typeof loyaltyPrivileges.$inferSelect;
export type ClaimRow = typeof loyaltyClaims.$inferSelect;
export type RedemptionRow = typeof loyaltyRedemptions.$inferSelect;

export async function linkOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(loyaltyLinks).where(eq(loyaltyLinks.userId, userId)).limit(1);
  return row ?? null;
}

export async function linkOfCard(db: Db, cardNo: string) {
  const [row] = await db.select().from(loyaltyLinks).where(eq(loyaltyLinks.cardNo, cardNo)).limit(1);
  return row ?? null;
}

/** Links the card to the user only when neither is linked yet (first sign-in with the card's phone); true when it did. */
export async function insertLinkIfFree(db: Db, userId: string, cardNo: string): Promise<boolean> {
  const rows = await db.insert(loyaltyLinks).values({ userId, cardNo, via: 'phone' }).onConflictDoNothing().returning({ userId: loyaltyLinks.userId });
  return rows.length > 0;
}

/** The card moves to this user (its holder proved the Thai ID): any other link of the card, and the user's old link, are replaced. */
export async function moveLink(db: Db, userId: string, cardNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loyaltyLinks).where(eq(loyaltyLinks.cardNo, cardNo));
    await tx.delete(loyaltyLinks).where(eq(loyaltyLinks.userId, userId));
    await tx.insert(loyaltyLinks).values({ userId, cardNo, via: 'thai_id', linkedAt: new Date() });
  });
}

export async function runningPrivileges(db: Db, now: Date, lineKind?: PrivilegeRow['lineKind']): Promise<PrivilegeRow[]> {
  const running = and(lte(loyaltyPrivileges.validFrom, now), gt(loyaltyPrivileges.validUntil, now));
  return db
    .select()
    .from(loyaltyPrivileges)
    .where(lineKind ? and(running, eq(loyaltyPrivileges.lineKind, lineKind)) : running)
    .orderBy(asc(loyaltyPrivileges.sort), asc(loyaltyPrivileges.id));
}

export async function privilegeRow(db: Db, id: string): Promise<PrivilegeRow | null> {
  const [row] = await db.select().from(loyaltyPrivileges).where(eq(loyaltyPrivileges.id, id)).limit(1);
  return row ?? null;
}

export async function claimByKey(db: Db, userId: string, key: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(loyaltyClaims)
    .where(and(eq(loyaltyClaims.userId, userId), eq(loyaltyClaims.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** A new claim, unless the user's Idempotency-Key made one already (then null). */
export async function insertClaim(db: Db, claim: { userId: string; privilegeId: string; variantId: number; cardNo: string; idempotencyKey: string }): Promise<ClaimRow | null> {
  const [row] = await db.insert(loyaltyClaims).values(claim).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setClaimLine(db: Db, id: string, lineId: string): Promise<void> {
  await db.update(loyaltyClaims).set({ lineId, updatedAt: new Date() }).where(eq(loyaltyClaims.id, id));
}

export async function claimsByIds(db: Db, ids: string[], lock = false): Promise<ClaimRow[]> {
  if (ids.length === 0) return [];
  const q = db.select().from(loyaltyClaims).where(inArray(loyaltyClaims.id, ids)).orderBy(asc(loyaltyClaims.id));
  return lock ? q.for('update') : q;
}

export async function moveClaims(db: Db, ids: string[], from: ClaimRow['status'][], to: ClaimRow['status'], orderId?: string | null): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(loyaltyClaims)
    .set({ status: to, updatedAt: new Date(), ...(orderId !== undefined ? { orderId } : {}) })
    .where(and(inArray(loyaltyClaims.id, ids), inArray(loyaltyClaims.status, from)));
}

export async function insertRedemption(db: Db, row: typeof loyaltyRedemptions.$inferInsert): Promise<void> {
  await db.insert(loyaltyRedemptions).values(row);
}

/** The order's redemption, moved from taken to given_back (one conditional write), or null when there is none to give back. */
export async function markGivenBack(db: Db, orderId: string, at: Date): Promise<RedemptionRow | null> {
  const [row] = await db
    .update(loyaltyRedemptions)
    .set({ status: 'given_back', givenBackAt: at })
    .where(and(eq(loyaltyRedemptions.orderId, orderId), eq(loyaltyRedemptions.status, 'taken')))
    .returning();
  return row ?? null;
}

export async function redemptionsOfCard(db: Db, cardNo: string): Promise<RedemptionRow[]> {
  return db.select().from(loyaltyRedemptions).where(eq(loyaltyRedemptions.cardNo, cardNo));
}
