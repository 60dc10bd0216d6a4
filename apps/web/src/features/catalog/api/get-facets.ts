import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getFacets } from '@store/domain/contracts/catalog';
import type { RouteQuery } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type FacetsQuery = RouteQuery<typeof getFacets>;

/** GET /products/facets: filter choices with counts for a search, list, shop or campaign. */
export const facetsQueryOptions = (query: FacetsQuery) =>
  queryOptions({
    queryKey: ['facets', query],
    queryFn: ({ signal }) => call<typeof getFacets>('GET', '/products/facets', { query, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useFacets = (query: FacetsQuery) => useQuery(facetsQueryOptions(query));
