import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderView } from '@/lib/order';

/** GET /my/orders/:order_number (403 when the order is another user's). */
export const getMyOrderQueryOptions = (orderNumber: string) =>
  queryOptions({ queryKey: ['my-order', orderNumber], queryFn: ({ signal }) => api<OrderView>(`/my/orders/${encodeURIComponent(orderNumber)}`, { signal }), retry: false });

export function useMyOrder(orderNumber: string, enabled: boolean) {
  return useQuery({ ...getMyOrderQueryOptions(orderNumber), enabled });
}
