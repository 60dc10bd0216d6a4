import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getCart as getCartContract } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { cartQueryKey, cartQueryKeyOf } from '@/lib/cart-cache';
import { setCartCount } from '@/lib/cart-count';
import type { Cart } from './types';

export type { Cart };
export { cartQueryKey };

/** GET /cart: the caller's cart (a guest without a cart gets an empty view); the header count follows. */
export async function getCart(couponCode: string | null, lang: 'th' | 'en', signal?: AbortSignal): Promise<Cart> {
  const cart = await call<typeof getCartContract>('GET', '/cart', { query: { lang, coupon_code: couponCode ?? undefined }, signal });
  setCartCount(cart.total_quantity);
  return cart;
}

export const getCartQueryOptions = (couponCode: string | null, lang: 'th' | 'en') =>
  queryOptions({
    queryKey: cartQueryKeyOf(couponCode, lang),
    queryFn: ({ signal }) => getCart(couponCode, lang, signal),
    staleTime: 5_000,
  });

/** The cart, with the coupon code applied when one is given; the cart shown stays while another code is checked. */
export function useCart(couponCode: string | null, lang: 'th' | 'en') {
  return useQuery({ ...getCartQueryOptions(couponCode, lang), placeholderData: keepPreviousData });
}
