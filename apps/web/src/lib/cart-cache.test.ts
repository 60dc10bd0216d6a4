import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CartView } from '@store/domain/cart';
import { cartQueryKeyOf, putCart } from './cart-cache';
import { setCartCount } from './cart-count';

// The header count lives in the browser's storage; here only the call is checked.
vi.mock('./cart-count', () => ({ setCartCount: vi.fn() }));

const cart = {
  id: 'c1',
  version: 3,
  status: 'open',
  lines: [],
  total_quantity: 2,
  advance_payment: false,
  subtotal: 0,
  discount: 0,
  coupon: null,
  total: 0,
  currency: 'THB',
  order: null,
} as CartView;

describe('putCart', () => {
  it('caches the answered cart as the view without a coupon in both languages, fetching nothing, and marks coupon views stale', async () => {
    const client = new QueryClient();
    const fetchCouponView = vi.fn(async () => ({ ...cart, version: 2 }));
    await client.fetchQuery({ queryKey: cartQueryKeyOf('WELCOME100', 'th'), queryFn: fetchCouponView, staleTime: 60_000 });
    putCart(client, cart);
    expect(client.getQueryData(cartQueryKeyOf(null, 'th'))).toBe(cart);
    expect(client.getQueryData(cartQueryKeyOf(null, 'en'))).toBe(cart);
    expect(client.getQueryState(cartQueryKeyOf('WELCOME100', 'th'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(cartQueryKeyOf(null, 'th'))?.isInvalidated).toBe(false);
    expect(fetchCouponView).toHaveBeenCalledTimes(1);
    expect(setCartCount).toHaveBeenCalledWith(2);
  });
});
