import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCartCount } from '@/lib/cart-count';

/** What the payment page needs of the cart (GET /cart, the same call and cache key as the cart page). */
export interface CheckoutCart {
  id: string | null;
  version: number;
  status: 'open' | 'checking_out';
  lines: { id: string; product_type: string; sim_meta: unknown; title: { th: string; en: string }; quantity: number; line_total: number; status: string }[];
  total_quantity: number;
  subtotal: number;
  discount: number;
  coupon: null | { code: string; discount?: number; error_code?: string };
  total: number;
  order: null | { secure_key: string; order_number: string; state: string };
}

export const getCheckoutCartQueryOptions = (couponCode: string | null, lang: string) =>
  queryOptions({
    queryKey: ['cart', couponCode ?? '', lang],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ lang });
      if (couponCode) query.set('coupon_code', couponCode);
      const cart = await api<CheckoutCart>(`/cart?${query}`, { signal });
      setCartCount(cart.total_quantity);
      return cart;
    },
    staleTime: 5_000,
  });

export const useCheckoutCart = (couponCode: string | null, lang: string) => useQuery(getCheckoutCartQueryOptions(couponCode, lang));
