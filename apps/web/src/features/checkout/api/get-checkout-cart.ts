import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartView } from '@store/domain/cart';
import type { getCart } from '@store/domain/contracts/cart';
import { call } from '@/lib/api-client';
import { cartQueryKeyOf } from '@/lib/cart-cache';
import { setCartCount } from '@/lib/cart-count';

/** The cart as the payment page reads it (GET /cart, the same call and cache key as the cart page). */
export type CheckoutCart = CartView;

export const getCheckoutCartQueryOptions = (couponCode: string | null, lang: 'th' | 'en') =>
  queryOptions({
    queryKey: cartQueryKeyOf(couponCode, lang),
    queryFn: async ({ signal }) => {
      const cart = await call<typeof getCart>('GET', '/cart', { query: { lang, coupon_code: couponCode ?? undefined }, signal });
      setCartCount(cart.total_quantity);
      return cart;
    },
    staleTime: 5_000,
  });

export const useCheckoutCart = (couponCode: string | null, lang: 'th' | 'en') => useQuery(getCheckoutCartQueryOptions(couponCode, lang));
