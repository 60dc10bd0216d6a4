import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderView } from '@/lib/order';

/** GET /tracking?order_number=&phone=: a guest's order (404 order_not_found when number and phone do not match). */
export const getTrackedOrder = (orderNumber: string, phone: string, signal?: AbortSignal) =>
  api<OrderView>(`/tracking?${new URLSearchParams({ order_number: orderNumber, phone })}`, { signal });

export const getTrackedOrderQueryOptions = (orderNumber: string, phone: string) =>
  queryOptions({ queryKey: ['tracking', orderNumber, phone], queryFn: ({ signal }) => getTrackedOrder(orderNumber, phone, signal), retry: false });

export function useTrackedOrder(query: { orderNumber: string; phone: string } | null) {
  return useQuery({ ...getTrackedOrderQueryOptions(query?.orderNumber ?? '', query?.phone ?? ''), enabled: !!query });
}
