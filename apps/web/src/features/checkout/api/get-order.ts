import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getOrder as getOrderContract, refreshOrder as refreshOrderContract } from '@store/domain/contracts/order';
import { ApiError, call } from '@/lib/api-client';
import { applyOrderStatus, type OrderView } from '@/lib/order';

/** GET /orders/:secure_key; spec 4: the stored order ids and coupon code follow the status (or go when the lookup fails). */
export async function getOrder(secureKey: string, signal?: AbortSignal): Promise<OrderView> {
  try {
    const order = await call<typeof getOrderContract>('GET', '/orders/:secure_key', { params: { secure_key: secureKey }, signal });
    applyOrderStatus(order.status_code);
    return order;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) applyOrderStatus(null);
    throw error;
  }
}

/** POST /orders/:secure_key/refresh: reads the charge again (the return from 3-D Secure). */
export async function refreshOrder(secureKey: string): Promise<OrderView> {
  const { order } = await call<typeof refreshOrderContract>('POST', '/orders/:secure_key/refresh', { params: { secure_key: secureKey } });
  applyOrderStatus(order.status_code);
  return order;
}

export const getOrderQueryOptions = (secureKey: string) => queryOptions({ queryKey: ['order', secureKey], queryFn: ({ signal }) => getOrder(secureKey, signal), retry: false });

/** The order, polled every `pollMs` while `poll` is true (the QR and pending pages). */
export function useOrder(secureKey: string, poll: boolean, pollMs = 3_000) {
  return useQuery({ ...getOrderQueryOptions(secureKey), enabled: !!secureKey, refetchInterval: poll ? pollMs : false, refetchIntervalInBackground: true });
}
