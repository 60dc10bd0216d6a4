import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSaleOrder } from '@store/domain/contracts/sale';
import { call } from '@/lib/api-client';

/** GET /v2/sale/order/:order_number: one of the seller's orders. */
export const getOrder = (orderNumber: string, signal?: AbortSignal) =>
  call<typeof getSaleOrder>('GET', '/v2/sale/order/:order_number', { params: { order_number: orderNumber }, signal });

export const saleOrderQueryOptions = (orderNumber: string) =>
  queryOptions({ queryKey: ['sale', 'order', orderNumber], queryFn: ({ signal }) => getOrder(orderNumber, signal), retry: false });

/** Followed every 5 s while the order waits, so the seller sees it paid. */
export const useSaleOrder = (orderNumber: string) =>
  useQuery({ ...saleOrderQueryOptions(orderNumber), refetchInterval: (q) => (q.state.data && ['placed', 'awaiting_payment'].includes(q.state.data.state) ? 5_000 : false) });
