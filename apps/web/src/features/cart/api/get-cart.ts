import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCartCount } from '@/lib/cart-count';
import type { Cart } from './types';

export type { Cart };

/** GET /cart: the caller's cart (a guest without a cart gets an empty view); the header count follows. */
export async function getCart(couponCode: string | null, lang: string, signal?: AbortSignal): Promise<Cart> {
  const query = new URLSearchParams({ lang });
  if (couponCode) query.set('coupon_code', couponCode);
  const cart = await api<Cart>(`/cart?${query}`, { signal });
  setCartCount(cart.total_quantity);
  return cart;
}

export const cartQueryKey = ['cart'] as const;

export const getCartQueryOptions = (couponCode: string | null, lang: string) =>
  queryOptions({
    queryKey: [...cartQueryKey, couponCode ?? '', lang],
    queryFn: ({ signal }) => getCart(couponCode, lang, signal),
    staleTime: 5_000,
  });

/** The cart, with the coupon code applied when one is given. */
export function useCart(couponCode: string | null, lang: string) {
  return useQuery(getCartQueryOptions(couponCode, lang));
}
