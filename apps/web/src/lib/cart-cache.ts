import type { QueryClient } from '@tanstack/react-query';
import type { CartView } from '@store/domain/cart';
import { setCartCount } from './cart-count';

/** Every cached view of GET /cart starts with this key (the cart page and the payment page share them). */
export const cartQueryKey = ['cart'] as const;
/** The cache key of the cart view with a coupon code evaluated (or none) in a language. */
export const cartQueryKeyOf = (couponCode: string | null, lang: string) => [...cartQueryKey, couponCode ?? '', lang] as const;

/**
 * A cart change answered with the cart (POST /cart/lines): the answer goes into the cache as the
 * view without a coupon, in both languages (the view is the same), so nothing is fetched again;
 * views with a coupon code are marked stale and re-read when shown. The header count follows.
 */
export function putCart(queryClient: QueryClient, cart: CartView): void {
  for (const lang of ['th', 'en']) queryClient.setQueryData(cartQueryKeyOf(null, lang), cart);
  void queryClient.invalidateQueries({ queryKey: cartQueryKey, predicate: (query) => query.queryKey[1] !== '', refetchType: 'none' });
  setCartCount(cart.total_quantity);
}
