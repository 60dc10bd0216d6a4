import { queryOptions, useQuery } from '@tanstack/react-query';
import type { trackOrder } from '@store/domain/contracts/order';
import { call } from '@/lib/api-client';

/** GET /tracking?order_number=&phone=: a guest's order (404 order_not_found when number and phone do not match). */
export const getTrackedOrder = (orderNumber: string, phone: string, signal?: AbortSignal) =>
  call<typeof trackOrder>('GET', '/tracking', { query: { order_number: orderNumber, phone }, signal });

export const getTrackedOrderQueryOptions = (orderNumber: string, phone: string) =>
  queryOptions({ queryKey: ['tracking', orderNumber, phone], queryFn: ({ signal }) => getTrackedOrder(orderNumber, phone, signal), retry: false });

export function useTrackedOrder(query: { orderNumber: string; phone: string } | null) {
  return useQuery({ ...getTrackedOrderQueryOptions(query?.orderNumber ?? '', query?.phone ?? ''), enabled: !!query });
}
