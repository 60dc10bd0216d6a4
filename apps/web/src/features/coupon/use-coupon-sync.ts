import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { decideCouponSync, type CouponSyncState } from '@store/domain/coupon-rules';
import { formatUtcTimestamp, parseUtcTimestamp } from '@store/domain/time';
import { useConfig } from '@/lib/use-config';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { syncCoupons } from './api/sync-coupons';
import { couponsKey } from './api/get-coupons';

/** The stored counter (spec 3 keys): the count belongs to the UTC day of the last sync time. */
export function readSyncState(): CouponSyncState | null {
  const lastAt = parseUtcTimestamp(storage.get(STORAGE_KEYS.couponSyncTime));
  if (!lastAt) return null;
  const count = Number(storage.get(STORAGE_KEYS.couponSyncCount));
  return { day: lastAt.toISOString().slice(0, 10), count: Number.isSafeInteger(count) && count >= 0 ? count : 0, lastAt };
}

let running: Promise<void> | null = null;

/**
 * Coupon sync from the client (spec 4 and 9): when config coupon.sync is on, at most sync_limit times
 * a UTC day and script_sync_time hours apart (the server enforces the same). A success stores the
 * returned date (the next call's date_from); success or failure adds one to the count, reset each day,
 * and stores the UTC time.
 */
export function runCouponSync(rule: { syncLimit: number; intervalHours: number }, now = new Date()): Promise<{ synced: boolean }> | null {
  if (running) return null;
  const decision = decideCouponSync(readSyncState(), rule, now);
  if (!decision.ok) return null;
  const done = syncCoupons(storage.get(STORAGE_KEYS.couponSyncDate))
    .then(
      (result) => {
        storage.set(STORAGE_KEYS.couponSyncDate, result.date);
        return { synced: true };
      },
      () => ({ synced: false }),
    )
    .finally(() => {
      storage.set(STORAGE_KEYS.couponSyncCount, String(decision.next.count));
      storage.set(STORAGE_KEYS.couponSyncTime, formatUtcTimestamp(now));
      running = null;
    });
  running = done.then(() => undefined);
  return done;
}

/** Runs coupon sync once a signed-in shopper opens a coupon page, then refreshes the coupon lists. */
export function useCouponSync(signedIn: boolean) {
  const config = useConfig().coupon;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || !config.sync) return;
    void runCouponSync({ syncLimit: config.sync_limit, intervalHours: config.script_sync_time })?.then(({ synced }) => {
      if (synced) void queryClient.invalidateQueries({ queryKey: couponsKey });
    });
  }, [signedIn, config.sync, config.sync_limit, config.script_sync_time, queryClient]);
}
