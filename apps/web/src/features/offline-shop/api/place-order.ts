import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { offlinePlaceOrder } from '@store/domain/contracts/offline-shop';
import type { OfflinePlaceOrderBody } from '@store/domain/offline-shop';
import { call } from '@/lib/api-client';

/** POST /offline/placeorder (spec /v2/vhora/offline/placeorder) with the sale's Idempotency-Key: a retry gives the same order. */
export const placeOrder = ({ key, body }: { key: string; body: OfflinePlaceOrderBody }) =>
  call<typeof offlinePlaceOrder>('POST', '/offline/placeorder', { body, headers: { 'idempotency-key': key } });

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: placeOrder, onSuccess: (data) => client.setQueryData(['offline-order', data.order.order_number], data) });
}
