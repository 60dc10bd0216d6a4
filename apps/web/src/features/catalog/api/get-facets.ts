import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Facets } from '@store/domain/catalog';
import { api } from '@/lib/api-client';

/** GET /products/facets: filter choices with counts for a search, list, shop or campaign. */
export const facetsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['facets', query],
    queryFn: ({ signal }) => api<Facets>(`/products/facets?${query}`, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useFacets = (query: string) => useQuery(facetsQueryOptions(query));
