import { useMutation } from '@tanstack/react-query';
import type { placePre2postOrder } from '@store/domain/contracts/pre2post';
import type { Pre2postOrderBody } from '@store/domain/pre2post';
import { call } from '@/lib/api-client';

/** POST /pre2post/orders with the attempt's Idempotency-Key: the same key and body give back the same order (200), never a second one. */
export const placeOrder = ({ key, body }: { key: string; body: Pre2postOrderBody }) =>
  call<typeof placePre2postOrder>('POST', '/pre2post/orders', { body, headers: { 'idempotency-key': key } });

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
