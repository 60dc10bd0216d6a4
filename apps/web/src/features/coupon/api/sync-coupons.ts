import type { SyncResult } from '@store/domain/coupon';
import { api } from '@/lib/api-client';

/** POST /my/coupons/sync: `date_from` is the date the last successful sync returned. */
export const syncCoupons = (dateFrom: string | null) => api<SyncResult>('/my/coupons/sync', { method: 'POST', body: dateFrom ? { date_from: dateFrom } : {} });
