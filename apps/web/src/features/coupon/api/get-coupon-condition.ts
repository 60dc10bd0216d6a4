import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponCondition } from '@store/domain/coupon';
import type * as contract from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';
import { couponsKey } from './get-coupons';

export type { CouponCondition };

export const getCouponCondition = (id: string, product: string, signal?: AbortSignal) =>
  call<typeof contract.getCouponCondition>('GET', '/coupons/:id/condition', { params: { id }, query: { product }, signal });

export const getCouponConditionQueryOptions = (id: string, product: string) =>
  queryOptions({ queryKey: [...couponsKey, 'condition', id, product], queryFn: ({ signal }) => getCouponCondition(id, product, signal), staleTime: 30_000 });

/** Whether a coupon applies to a product, condition by condition (/coupon/condition/:id/:product). */
export function useCouponCondition(id: string, product: string) {
  return useQuery(getCouponConditionQueryOptions(id, product));
}
