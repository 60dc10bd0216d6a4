import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listSaleOrders } from '@store/domain/contracts/sale';
import { ApiError, call } from '@/lib/api-client';
import { clearSaleData } from '@/lib/sale-mode';

/** GET /v2/sale/order: the seller's orders and totals; a failure that is not the network clears the stored sale data (spec 4). */
export async function getSaleOrders(signal?: AbortSignal) {
  try {
    return await call<typeof listSaleOrders>('GET', '/v2/sale/order', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) clearSaleData();
    throw error;
  }
}

export const saleOrdersQueryOptions = () => queryOptions({ queryKey: ['sale', 'orders'], queryFn: ({ signal }) => getSaleOrders(signal), retry: false });

export const useSaleOrders = () => useQuery({ ...saleOrdersQueryOptions(), refetchInterval: 10_000 });
