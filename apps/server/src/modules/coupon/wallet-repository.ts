import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponSyncs, couponUses, coupons, userCoupons } from './tables';
import type { CouponRow } from './view';

export type UserCouponRow = typeof userCoupons.$inferSelect;
export type CouponSyncRow = typeof couponSyncs.$inferSelect;

/** Puts a coupon into a shopper's wallet; null when they hold it already (nothing written). */
export async function insertHolding(tx: Db, values: { userId: string; couponId: number; collectedAt: Date; source: 'collect' | 'sync' }): Promise<UserCouponRow | null> {
  const [inserted] = await tx.insert(userCoupons).values(values).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Takes a coupon out of a shopper's wallet. */
export async function deleteHolding(tx: Db, userId: string, couponId: number): Promise<void> {
  await tx.delete(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
}

/**
 * Counts one more collection by one conditional write, while the total limit leaves room for it
 * among both the collected and the used; false when it does not.
 */
export async function countCollection(tx: Db, couponId: number): Promise<boolean> {
  const counted = await tx
    .update(coupons)
    .set({ collected: sql`${coupons.collected} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.totalLimit} is null or (${coupons.collected} < ${coupons.totalLimit} and ${coupons.used} < ${coupons.totalLimit}))`))
    .returning({ collected: coupons.collected });
  return counted.length > 0;
}

/** Counts one more coupon given by sync, while the total limit leaves room among the collected; the coupon, or null when it does not. */
export async function countSyncGrant(tx: Db, couponId: number): Promise<CouponRow | null> {
  const [counted] = await tx
    .update(coupons)
    .set({ collected: sql`${coupons.collected} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.totalLimit} is null or ${coupons.collected} < ${coupons.totalLimit})`))
    .returning();
  return counted ?? null;
}

/** The coupons a shopper holds, each with when it was collected, how often they used it and when last (a use given back does not count). */
export async function heldRows(db: Db, userId: string) {
  return db
    .select({
      coupon: coupons,
      collectedAt: userCoupons.collectedAt,
      usedCount: userCoupons.usedCount,
      lastUsedAt: sql<
        string | null
      >`(select max(${couponUses.usedAt}) from ${couponUses} where ${couponUses.couponId} = ${coupons.id} and ${couponUses.userId} = ${userId} and ${couponUses.releasedAt} is null)`,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(userCoupons.userId, userId));
}

/** A shopper's coupon uses, newest first, at most `limit`. */
export async function usesOfUser(db: Db, userId: string, limit: number) {
  return db.select().from(couponUses).where(eq(couponUses.userId, userId)).orderBy(desc(couponUses.usedAt)).limit(limit);
}

/**
 * Makes the shopper's sync row when there is none: a placeholder (day 1970-01-01, count 0, last at
 * the epoch) that reads as "never synced".
 */
export async function ensureSyncRow(tx: Db, userId: string): Promise<void> {
  await tx
    .insert(couponSyncs)
    .values({ userId, day: '1970-01-01', count: 0, lastAt: new Date(0) })
    .onConflictDoNothing();
}

/** The shopper's sync row, locked until the transaction ends. */
export async function lockSyncRow(tx: Db, userId: string): Promise<CouponSyncRow> {
  const [row] = await tx.select().from(couponSyncs).where(eq(couponSyncs.userId, userId)).for('update');
  return row;
}

/** Stores the shopper's sync count of the day and the time of this sync. */
export async function setSyncState(tx: Db, userId: string, state: { day: string; count: number; lastAt: Date }): Promise<void> {
  await tx.update(couponSyncs).set({ day: state.day, count: state.count, lastAt: state.lastAt }).where(eq(couponSyncs.userId, userId));
}

/** Coupons given by sync (not collectable) that have not ended at `now`, created since `from` when given. */
export async function syncCandidates(tx: Db, now: Date, from: Date | null): Promise<CouponRow[]> {
  return tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.collectable, false), gt(coupons.endsAt, now), from ? gte(coupons.createdAt, from) : undefined));
}
