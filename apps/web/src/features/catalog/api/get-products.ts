import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@store/domain/catalog';
import { api } from '@/lib/api-client';

/** GET /products with an already built query string (see list-state.ts). */
export const productsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => api<ProductList>(`/products?${query}`, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: string) => useQuery(productsQueryOptions(query));
