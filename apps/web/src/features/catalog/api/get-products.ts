import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { listProducts } from '@store/domain/contracts/catalog';
import type { RouteQuery } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type ProductsQuery = RouteQuery<typeof listProducts>;

/** GET /products with an already built query (see list-state.ts). */
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => call<typeof listProducts>('GET', '/products', { query, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductsQuery) => useQuery(productsQueryOptions(query));
