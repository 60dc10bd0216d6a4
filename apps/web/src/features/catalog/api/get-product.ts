import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getProduct } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /products/:id: the product with its variants, stock and prices. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => call<typeof getProduct>('GET', '/products/:id', { params: { id }, signal }),
    staleTime: 30_000,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
