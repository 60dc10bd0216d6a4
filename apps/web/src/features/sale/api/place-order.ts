import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { placeSaleOrder } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';
import { setCartCount } from '@/lib/cart-count';

/** POST /v2/sale/order: the seller's cart as an order for a customer (a retry sends the same key and body). */
export const placeOrder = ({ key, customer, cartVersion }: { key: string; customer: { name: string; mobile: string }; cartVersion?: number }) =>
  call<typeof placeSaleOrder>('POST', '/v2/sale/order', { body: { customer, cart_version: cartVersion }, headers: { 'idempotency-key': key } });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      // The order took the cart with it (decision 039): the next customer's order starts empty.
      setCartCount(0);
      void queryClient.invalidateQueries({ queryKey: ['sale'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
