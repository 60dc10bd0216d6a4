import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { placeMnpOrder } from '@store/domain/contracts/mnp';
import type { MnpPlaceOrderBody } from '@store/domain/mnp';
import { call } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart-cache';

/**
 * POST /mnp/placeorder (spec name) with the attempt's Idempotency-Key: the porting and its line in my
 * cart (the same key and body answer the same line, never a second one). The cart is read again.
 */
export const placeOrder = ({ key, body }: { key: string; body: MnpPlaceOrderBody }) =>
  call<typeof placeMnpOrder>('POST', '/mnp/placeorder', { body, headers: { 'idempotency-key': key } });

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: placeOrder, onSuccess: () => client.invalidateQueries({ queryKey: cartQueryKey }) });
}
