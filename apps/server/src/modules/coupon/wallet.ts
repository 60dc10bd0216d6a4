import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Coupon, CouponHistoryEntry, SyncResult, WalletCoupon } from '@store/domain/coupon';
import { decideCouponSync, walletListsOf, type WalletList } from '@store/domain/coupon-rules';
import { formatUtcTimestamp, parseUtcTimestamp } from '@store/domain/time';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, notFound } from '../../lib/errors';
import { getConfig } from '../config/service';
import { couponSyncs, couponUses, coupons, userCoupons } from './tables';
import { toCoupons } from './view';

/**
 * Collects a coupon into the shopper's wallet (spec 7 POST /v2/coupon-user/collect). Collecting it
 * again changes nothing (created false). The `collected` counter goes up by one conditional write and
 * stops at the total limit: 409 coupon_fully_collected; 410 once the coupon has ended.
 */
export async function collectCoupon(db: Db, userId: string, id: number, now = new Date()): Promise<{ coupon: Coupon; collected_at: string; created: boolean }> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound('coupon_not_found', `No coupon ${id}.`);
  const [held] = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, id)));
  if (held) return { coupon: (await toCoupons(db, [row], new Set([id]), now))[0], collected_at: held.collectedAt.toISOString(), created: false };
  if (!row.collectable) throw conflict('coupon_not_collectable', 'This coupon is given by coupon sync and cannot be collected.');
  if (row.endsAt.getTime() <= now.getTime()) throw gone('coupon_expired', 'This coupon has expired.');
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(userCoupons).values({ userId, couponId: id, collectedAt: now, source: 'collect' }).onConflictDoNothing().returning();
    if (!inserted) return null;
    const counted = await tx
      .update(coupons)
      .set({ collected: sql`${coupons.collected} + 1` })
      .where(and(eq(coupons.id, id), sql`(${coupons.totalLimit} is null or (${coupons.collected} < ${coupons.totalLimit} and ${coupons.used} < ${coupons.totalLimit}))`))
      .returning({ collected: coupons.collected });
    if (counted.length === 0) throw conflict('coupon_fully_collected', 'Every coupon of this kind has been collected.');
    return inserted;
  });
  const [fresh] = await db.select().from(coupons).where(eq(coupons.id, id));
  const [mine] = created
    ? [created]
    : await db
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, id)));
  return { coupon: (await toCoupons(db, [fresh], new Set([id]), now))[0], collected_at: mine.collectedAt.toISOString(), created: !!created };
}

async function heldRows(db: Db, userId: string) {
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

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : 0);
const SORTS: Record<WalletList, (a: WalletCoupon, b: WalletCoupon) => number> = {
  all: (a, b) => Number(a.state !== 'available') - Number(b.state !== 'available') || time(a.ends_at) - time(b.ends_at),
  recently: (a, b) => time(b.collected_at) - time(a.collected_at),
  expiring: (a, b) => time(a.ends_at) - time(b.ends_at),
  used: (a, b) => time(b.last_used_at) - time(a.last_used_at),
  expired: (a, b) => time(b.ends_at) - time(a.ends_at),
};

/** One list of the shopper's wallet (spec 7 GET /v2/coupon-user/all, recently, expired-soon, used-history, expired-history). */
export async function listWallet(db: Db, userId: string, list: WalletList, now = new Date()): Promise<WalletCoupon[]> {
  const rows = (await heldRows(db, userId)).filter((r) => walletListsOf({ ...r.coupon, collectedAt: r.collectedAt, usedByUser: r.usedCount }, now).includes(list));
  const views = await toCoupons(
    db,
    rows.map((r) => r.coupon),
    new Set(rows.map((r) => r.coupon.id)),
    now,
  );
  return views
    .map((view, i) => ({
      ...view,
      collected_at: rows[i].collectedAt.toISOString(),
      used_by_me: rows[i].usedCount,
      last_used_at: rows[i].lastUsedAt ? new Date(rows[i].lastUsedAt!).toISOString() : null,
    }))
    .sort(SORTS[list]);
}

/** The wallet's history (/profile/coupon/history): each use (and its release), and each held coupon that ended, newest first. */
export async function walletHistory(db: Db, userId: string, now = new Date()): Promise<CouponHistoryEntry[]> {
  const uses = await db.select().from(couponUses).where(eq(couponUses.userId, userId)).orderBy(desc(couponUses.usedAt)).limit(200);
  const held = await heldRows(db, userId);
  const ended = held.filter((r) => r.coupon.endsAt.getTime() <= now.getTime());
  const byId = new Map(held.map((r) => [r.coupon.id, r.coupon]));
  const missing = [...new Set(uses.map((u) => u.couponId))].filter((id) => !byId.has(id));
  for (const id of missing) {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
    if (row) byId.set(id, row);
  }
  const views = new Map((await toCoupons(db, [...byId.values()], new Set(held.map((r) => r.coupon.id)), now)).map((v) => [v.id, v]));
  const entries: CouponHistoryEntry[] = [
    ...uses.flatMap((u) => {
      const coupon = views.get(u.couponId)!;
      const used = { kind: 'used' as const, at: u.usedAt.toISOString(), order_id: u.orderId, coupon };
      return u.releasedAt ? [{ kind: 'released' as const, at: u.releasedAt.toISOString(), order_id: u.orderId, coupon }, used] : [used];
    }),
    ...ended.map((r) => ({ kind: 'expired' as const, at: r.coupon.endsAt.toISOString(), order_id: null, coupon: views.get(r.coupon.id)! })),
  ];
  return entries.sort((a, b) => time(b.at) - time(a.at));
}

/**
 * Coupon sync (spec 7 POST /v2/coupon-user/sync, spec 9): at most `sync_limit` per UTC day, at least
 * `script_sync_time` hours apart, counted in the database under a row lock. Puts every coupon given
 * by sync (not collectable), not ended and created since `date_from`, into the wallet.
 */
export async function syncWallet(db: Db, userId: string, dateFrom: string | undefined, now = new Date()): Promise<SyncResult> {
  const config = await getConfig(db, 'coupon');
  if (!config.sync) throw conflict('coupon_sync_disabled', 'Coupon sync is switched off.');
  const rule = { syncLimit: config.sync_limit, intervalHours: config.script_sync_time };
  const from = dateFrom ? parseUtcTimestamp(dateFrom) : null;
  if (dateFrom && !from) throw new AppError('invalid', 'invalid_date_from', 'date_from is not a real date.');
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(couponSyncs)
      .values({ userId, day: '1970-01-01', count: 0, lastAt: new Date(0) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(couponSyncs).where(eq(couponSyncs.userId, userId)).for('update');
    const state = row.count === 0 && row.lastAt.getTime() === 0 ? null : { day: row.day, count: row.count, lastAt: row.lastAt };
    const decision = decideCouponSync(state, rule, now);
    if (!decision.ok) {
      const nextAt = decision.retryAt?.toISOString() ?? null;
      throw decision.reason === 'too_soon'
        ? new AppError('rate_limited', 'coupon_sync_too_soon', `Coupons were synced less than ${rule.intervalHours} hours ago.`, { next_at: nextAt })
        : new AppError('rate_limited', 'coupon_sync_limit', `Coupons can be synced ${rule.syncLimit} times a day.`, { next_at: nextAt });
    }
    await tx.update(couponSyncs).set({ day: decision.next.day, count: decision.next.count, lastAt: now }).where(eq(couponSyncs.userId, userId));
    const candidates = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.collectable, false), gt(coupons.endsAt, now), from ? gte(coupons.createdAt, from) : undefined));
    const added: (typeof coupons.$inferSelect)[] = [];
    for (const c of candidates) {
      const granted = await tx.transaction(async (sp) => {
        const [inserted] = await sp.insert(userCoupons).values({ userId, couponId: c.id, collectedAt: now, source: 'sync' }).onConflictDoNothing().returning();
        if (!inserted) return null;
        const [counted] = await sp
          .update(coupons)
          .set({ collected: sql`${coupons.collected} + 1` })
          .where(and(eq(coupons.id, c.id), sql`(${coupons.totalLimit} is null or ${coupons.collected} < ${coupons.totalLimit})`))
          .returning();
        if (!counted) await sp.delete(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, c.id)));
        return counted ?? null;
      });
      if (granted) added.push(granted);
    }
    return { added, state: decision.next };
  });
  const next = decideCouponSync(result.state, rule, now);
  return {
    date: formatUtcTimestamp(now),
    added: await toCoupons(db, result.added, new Set(result.added.map((c) => c.id)), now),
    count: result.state.count,
    limit: rule.syncLimit,
    next_at: next.ok ? null : (next.retryAt?.toISOString() ?? null),
  };
}
