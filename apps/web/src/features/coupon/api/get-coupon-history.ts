import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponHistoryEntry } from '@store/domain/coupon';
import type * as contract from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';
import { couponsKey } from './get-coupons';

export type { CouponHistoryEntry };

export const getCouponHistory = (signal?: AbortSignal) => call<typeof contract.getMyCouponHistory>('GET', '/my/coupons/history', { signal });

export const getCouponHistoryQueryOptions = () => queryOptions({ queryKey: [...couponsKey, 'history'], queryFn: ({ signal }) => getCouponHistory(signal), staleTime: 30_000 });

/** The signed-in shopper's coupon history: uses, uses given back, coupons that ended. */
export function useCouponHistory(enabled = true) {
  return useQuery({ ...getCouponHistoryQueryOptions(), enabled });
}
