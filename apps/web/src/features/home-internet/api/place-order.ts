import { useMutation } from '@tanstack/react-query';
import type { placeHiOrder } from '@store/domain/contracts/home-internet';
import type { HiOrderBody } from '@store/domain/home-internet';
import { call } from '@/lib/api-client';

/** POST /home-internet/orders (spec register-order) with the attempt's Idempotency-Key: the same key and body give back the same order. */
export const placeOrder = ({ key, body }: { key: string; body: HiOrderBody }) =>
  call<typeof placeHiOrder>('POST', '/home-internet/orders', { body, headers: { 'idempotency-key': key } });

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
