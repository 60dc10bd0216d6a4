import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CouponTx } from './port';
import { couponUses, coupons, userCoupons } from './tables';
import type { CouponRow } from './view';

type Reader = Db | CouponTx;

/** A coupon by its (normalised) code, or null. */
export async function couponByCode(db: Reader, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** A coupon by id, or null. */
export async function couponById(db: Reader, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

/** The coupons a shopper holds, with how many times they used each. */
export async function holdingsOf(db: Reader, userId: string): Promise<{ id: number; used: number }[]> {
  return db.select({ id: userCoupons.couponId, used: userCoupons.usedCount }).from(userCoupons).where(eq(userCoupons.userId, userId));
}

/** Collectable coupons that have not ended at `now`, soonest to end first. */
export async function collectableCoupons(db: Reader, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.collectable, true), gt(coupons.endsAt, now)))
    .orderBy(asc(coupons.endsAt), asc(coupons.id));
}

/** Coupons by id (any order); an empty list reads nothing. */
export async function couponsByIds(db: Reader, ids: readonly number[]): Promise<CouponRow[]> {
  return ids.length === 0
    ? []
    : db
        .select()
        .from(coupons)
        .where(inArray(coupons.id, [...ids]));
}

/** The shopper's holding of a coupon (collected, or used), or null. */
export async function heldCoupon(db: Reader, userId: string, couponId: number) {
  const [held] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
  return held ?? null;
}

/** The coupon use an order took, or null. */
export async function useOfOrder(tx: CouponTx, orderId: string) {
  const [existing] = await tx.select().from(couponUses).where(eq(couponUses.orderId, orderId));
  return existing ?? null;
}

/** Takes one use of the coupon while it runs and has uses left; false when it has none. */
export async function takeCouponUse(tx: CouponTx, couponId: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.totalLimit} is null or ${coupons.used} < ${coupons.totalLimit})`, lte(coupons.startsAt, now), gt(coupons.endsAt, now)))
    .returning({ used: coupons.used });
  return taken.length > 0;
}

/** Counts one more use by the shopper within the per-user limit; false when the limit is reached. */
export async function takeUserUse(tx: CouponTx, input: { userId: string; couponId: number; perUserLimit: number | null; now: Date }): Promise<boolean> {
  const mine = await tx
    .insert(userCoupons)
    .values({ userId: input.userId, couponId: input.couponId, source: 'use', usedCount: 1, collectedAt: input.now })
    .onConflictDoUpdate({
      target: [userCoupons.userId, userCoupons.couponId],
      set: { usedCount: sql`${userCoupons.usedCount} + 1` },
      setWhere: input.perUserLimit == null ? undefined : sql`${userCoupons.usedCount} < ${input.perUserLimit}`,
    })
    .returning({ usedCount: userCoupons.usedCount });
  return mine.length > 0 && (input.perUserLimit == null || mine[0].usedCount <= input.perUserLimit);
}

/** Records the use an order took. */
export async function insertUse(tx: CouponTx, use: { couponId: number; userId: string; orderId: string; discount: number; usedAt: Date }): Promise<void> {
  await tx.insert(couponUses).values(use);
}

/** Gives back an order's use once (the coupon's and the shopper's counts); false when there was none to give back. */
export async function giveBackUse(tx: CouponTx, orderId: string, now: Date): Promise<boolean> {
  const [use] = await tx
    .update(couponUses)
    .set({ releasedAt: now })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId, userId: couponUses.userId });
  if (!use) return false;
  await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} - 1` })
    .where(and(eq(coupons.id, use.couponId), sql`${coupons.used} > 0`));
  await tx
    .update(userCoupons)
    .set({ usedCount: sql`${userCoupons.usedCount} - 1` })
    .where(and(eq(userCoupons.userId, use.userId), eq(userCoupons.couponId, use.couponId), sql`${userCoupons.usedCount} > 0`));
  return true;
}
