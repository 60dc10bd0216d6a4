import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletCoupon } from '@store/domain/coupon';
import type { WalletList } from '@store/domain/coupon-rules';
import type * as contract from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';
import { couponsKey } from './get-coupons';

export type { WalletCoupon, WalletList };

export const getMyCoupons = (list: WalletList, signal?: AbortSignal) => call<typeof contract.listMyCoupons>('GET', '/my/coupons', { query: { list }, signal });

export const getMyCouponsQueryOptions = (list: WalletList) =>
  queryOptions({ queryKey: [...couponsKey, 'my', list], queryFn: ({ signal }) => getMyCoupons(list, signal), staleTime: 30_000 });

/** One list of the signed-in shopper's wallet (all, recently, expiring, used, expired). */
export function useMyCoupons(list: WalletList, enabled = true) {
  return useQuery({ ...getMyCouponsQueryOptions(list), enabled });
}
