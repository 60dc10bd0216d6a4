import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as contract from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';
import { couponsKey } from './get-coupons';

export const collectCoupon = (id: number) => call<typeof contract.collectCoupon>('POST', '/coupons/:id/collect', { params: { id } });

/** Collects a coupon into the wallet (collecting again changes nothing), then refreshes every coupon list. */
export function useCollectCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
