import type * as contract from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';

/** POST /my/coupons/sync: `date_from` is the date the last successful sync returned. */
export const syncCoupons = (dateFrom: string | null) => call<typeof contract.syncMyCoupons>('POST', '/my/coupons/sync', { body: dateFrom ? { date_from: dateFrom } : {} });
