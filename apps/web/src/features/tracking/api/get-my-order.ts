import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMyOrder } from '@store/domain/contracts/order';
import { call } from '@/lib/api-client';

/** GET /my/orders/:order_number (403 when the order is another user's). */
export const getMyOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: ['my-order', orderNumber],
    queryFn: ({ signal }) => call<typeof getMyOrder>('GET', '/my/orders/:order_number', { params: { order_number: orderNumber }, signal }),
    retry: false,
  });

export function useMyOrder(orderNumber: string, enabled: boolean) {
  return useQuery({ ...getMyOrderQueryOptions(orderNumber), enabled });
}
