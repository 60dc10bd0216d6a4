import type { Coupon, CouponHistoryEntry, SyncResult, WalletCoupon } from '@store/domain/coupon';
import { decideCouponSync, walletListsOf, type WalletList } from '@store/domain/coupon-rules';
import { formatUtcTimestamp, parseUtcTimestamp } from '@store/domain/time';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, notFound } from '../../lib/errors';
import { getConfig } from '../config/service';
import { couponById, heldCoupon } from './repository';
import { toCoupons, type CouponRow } from './view';
import { countCollection, countSyncGrant, deleteHolding, ensureSyncRow, heldRows, insertHolding, lockSyncRow, setSyncState, syncCandidates, usesOfUser } from './wallet-repository';

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * Collects a coupon into the shopper's wallet (spec 7 POST /v2/coupon-user/collect). Collecting it
 * again changes nothing (created false). The `collected` counter goes up by one conditional write and
 * stops at the total limit: 409 coupon_fully_collected; 410 once the coupon has ended.
 */
export async function collectCoupon(db: Db, userId: string, id: number, now = new Date()): Promise<{ coupon: Coupon; collected_at: string; created: boolean }> {
  const row = await couponById(db, id);
  if (!row) throw notFound('coupon_not_found', `No coupon ${id}.`);
  const held = await heldCoupon(db, userId, id);
  if (held) return { coupon: (await toCoupons(db, [row], new Set([id]), now))[0], collected_at: held.collectedAt.toISOString(), created: false };
  if (!row.collectable) throw conflict('coupon_not_collectable', 'This coupon is given by coupon sync and cannot be collected.');
  if (row.endsAt.getTime() <= now.getTime()) throw gone('coupon_expired', 'This coupon has expired.');
  const created = await inTx(db, async (tx) => {
    const inserted = await insertHolding(tx, { userId, couponId: id, collectedAt: now, source: 'collect' });
    if (!inserted) return null;
    if (!(await countCollection(tx, id))) throw conflict('coupon_fully_collected', 'Every coupon of this kind has been collected.');
    return inserted;
  });
  const fresh = (await couponById(db, id))!;
  const mine = created ?? (await heldCoupon(db, userId, id))!;
  return { coupon: (await toCoupons(db, [fresh], new Set([id]), now))[0], collected_at: mine.collectedAt.toISOString(), created: !!created };
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
  const uses = await usesOfUser(db, userId, 200);
  const held = await heldRows(db, userId);
  const ended = held.filter((r) => r.coupon.endsAt.getTime() <= now.getTime());
  const byId = new Map(held.map((r) => [r.coupon.id, r.coupon]));
  const missing = [...new Set(uses.map((u) => u.couponId))].filter((id) => !byId.has(id));
  for (const id of missing) {
    const row = await couponById(db, id);
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
  const result = await inTx(db, async (tx) => {
    await ensureSyncRow(tx, userId);
    const row = await lockSyncRow(tx, userId);
    const state = row.count === 0 && row.lastAt.getTime() === 0 ? null : { day: row.day, count: row.count, lastAt: row.lastAt };
    const decision = decideCouponSync(state, rule, now);
    if (!decision.ok) {
      const nextAt = decision.retryAt?.toISOString() ?? null;
      throw decision.reason === 'too_soon'
        ? new AppError('rate_limited', 'coupon_sync_too_soon', `Coupons were synced less than ${rule.intervalHours} hours ago.`, { next_at: nextAt })
        : new AppError('rate_limited', 'coupon_sync_limit', `Coupons can be synced ${rule.syncLimit} times a day.`, { next_at: nextAt });
    }
    await setSyncState(tx, userId, { day: decision.next.day, count: decision.next.count, lastAt: now });
    const candidates = await syncCandidates(tx, now, from);
    const added: CouponRow[] = [];
    for (const c of candidates) {
      // Each grant in a savepoint: a coupon whose total limit is reached is taken out again.
      const granted = await inTx(tx, async (sp) => {
        const inserted = await insertHolding(sp, { userId, couponId: c.id, collectedAt: now, source: 'sync' });
        if (!inserted) return null;
        const counted = await countSyncGrant(sp, c.id);
        if (!counted) await deleteHolding(sp, userId, c.id);
        return counted;
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
