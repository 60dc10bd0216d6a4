import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartCoupon } from '@store/domain/coupon';
import type { listMyCartCoupons } from '@store/domain/contracts/coupon';
import { call } from '@/lib/api-client';

export type { CartCoupon as WalletCartCoupon };

/** GET /my/coupons/cart: my collected coupons usable now, each checked against my cart (signed in only). */
export const getCartCouponsQueryOptions = (userId: string, cartVersion: number) =>
  queryOptions({
    // The cart's version is in the key: a changed cart is checked again.
    queryKey: ['cart-coupons', userId, cartVersion],
    queryFn: ({ signal }) => call<typeof listMyCartCoupons>('GET', '/my/coupons/cart', { signal }),
    staleTime: 30_000,
  });

export function useCartCoupons(userId: string | null, cartVersion: number) {
  return useQuery({ ...getCartCouponsQueryOptions(userId ?? '', cartVersion), enabled: !!userId });
}
