import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderState } from '@store/domain/order-state';
import { api } from '@/lib/api-client';

/** Spec 3 "Order tracking row": order number, date, quantity, price, status. */
export interface TrackingRow {
  order_number: string;
  secure_key?: string;
  created_at: string;
  total_quantity: number;
  total: number;
  state: OrderState;
  status_code: string;
}

interface Page {
  items: TrackingRow[];
  next_cursor: string | null;
}

/** GET /my/orders?q=&cursor=: the signed-in shopper's orders, newest first, a page at a time. */
export const getMyOrders = (q: string, cursor: string | null, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return api<Page | TrackingRow[]>(`/my/orders?${query}`, { signal }).then((a) => (Array.isArray(a) ? { items: a, next_cursor: null } : a));
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
