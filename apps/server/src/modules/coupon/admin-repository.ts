import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponUses, coupons } from './tables';
import type { CouponRow } from './view';

/** Coupons for staff, newest first (keyset on id); `q` matches the code's beginning. */
export function couponPage(db: Db, f: { q?: string; beforeId?: number; limit: number }): Promise<CouponRow[]> {
  const q = f.q?.toUpperCase().replace(/[%_\\]/g, '');
  return db
    .select()
    .from(coupons)
    .where(
      and(
        q ? or(ilike(coupons.code, `${q}%`), sql`${coupons.title}->>'th' ilike ${`%${q}%`}`, sql`${coupons.title}->>'en' ilike ${`%${q}%`}`) : undefined,
        f.beforeId ? lt(coupons.id, f.beforeId) : undefined,
      ),
    )
    .orderBy(desc(coupons.id))
    .limit(f.limit + 1);
}

/** Inserts a coupon; null when the code is taken. */
export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert): Promise<CouponRow | null> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row ?? null;
}

/** Changes a coupon unless its total limit would fall below its uses (one conditional write); null then. */
export async function updateCoupon(db: Db, id: number, set: Partial<typeof coupons.$inferInsert>): Promise<CouponRow | null> {
  const limit = set.totalLimit;
  const [row] = await db
    .update(coupons)
    .set(set)
    .where(and(eq(coupons.id, id), limit === undefined || limit === null ? undefined : sql`${coupons.used} <= ${limit}`))
    .returning();
  return row ?? null;
}

/** The uses of a coupon, newest first (keyset on id). */
export function usesPage(db: Db, couponId: number, f: { beforeId?: number; limit: number }) {
  return db
    .select()
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), f.beforeId ? lt(couponUses.id, f.beforeId) : undefined))
    .orderBy(desc(couponUses.id))
    .limit(f.limit + 1);
}
