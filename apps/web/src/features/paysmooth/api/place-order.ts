import { useMutation } from '@tanstack/react-query';
import type { placePaySmoothOrder } from '@store/domain/contracts/paysmooth';
import type { RouteBody } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

/** POST /pay-smooth/orders with the attempt's Idempotency-Key: the cart's order paid by the approved application. */
export const placeOrder = ({ key, body }: { key: string; body: RouteBody<typeof placePaySmoothOrder> }) =>
  call<typeof placePaySmoothOrder>('POST', '/pay-smooth/orders', { body, headers: { 'idempotency-key': key } });

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
