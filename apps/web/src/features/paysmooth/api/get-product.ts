import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getProduct } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /products/:id: the device, its variants and prices. */
export const getProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['paysmooth', 'product', id],
    queryFn: ({ signal }) => call<typeof getProduct>('GET', '/products/:id', { params: { id }, signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useProduct(id: number) {
  return useQuery({ ...getProductQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
