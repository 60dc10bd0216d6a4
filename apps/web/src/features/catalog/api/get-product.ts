import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@store/domain/catalog';
import { api } from '@/lib/api-client';

/** GET /products/:id: the product with its variants, stock and prices. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => api<ProductDetail>(`/products/${id}`, { signal }),
    staleTime: 30_000,
    enabled: Number.isInteger(id) && id > 0,
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
