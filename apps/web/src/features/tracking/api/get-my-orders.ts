import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { listMyOrders } from '@store/domain/contracts/order';
import { call } from '@/lib/api-client';

/** Spec 3 "Order tracking row": order number, date, quantity, price, status. */
export type { TrackingRow } from '@/lib/order';

/** GET /my/orders?q=&cursor=: the signed-in shopper's orders, newest first, a page at a time. */
export const getMyOrders = (q: string, cursor: string | null, signal?: AbortSignal) => {
  return call<typeof listMyOrders>('GET', '/my/orders', { query: { q: q || undefined, cursor: cursor ?? undefined }, signal });
};

export const getMyOrdersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['my-orders', q],
    queryFn: ({ pageParam, signal }) => getMyOrders(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });

export function useMyOrders(q: string, enabled: boolean) {
  return useInfiniteQuery({ ...getMyOrdersQueryOptions(q), enabled });
}
