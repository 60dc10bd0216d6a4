import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@store/domain/coupon';
import { api } from '@/lib/api-client';
import { couponsKey } from './get-coupons';

export const collectCoupon = (id: number) => api<{ coupon: Coupon; collected_at: string; created: boolean }>(`/coupons/${id}/collect`, { method: 'POST', body: {} });

/** Collects a coupon into the wallet (collecting again changes nothing), then refreshes every coupon list. */
export function useCollectCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
