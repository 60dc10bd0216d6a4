import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@store/domain/coupon';
import type * as contract from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';

export type { Coupon };

/** Every coupon query starts with this key: a collect or a sync refreshes them all. */
export const couponsKey = ['coupons'] as const;

export const getCoupons = (signal?: AbortSignal) => call<typeof contract.listCoupons>('GET', '/coupons', { signal });

export const getCouponsQueryOptions = () => queryOptions({ queryKey: [...couponsKey, 'list'], queryFn: ({ signal }) => getCoupons(signal), staleTime: 30_000 });

/** The collectable coupons (/coupon): usable first, then upcoming, then used up. */
export function useCoupons() {
  return useQuery(getCouponsQueryOptions());
}
