import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NumberSearchResult } from '@store/domain/number-search';
import { api } from '@/lib/api-client';

/** The query string of GET /numbers/search (empty values left out). */
export type NumberSearchParams = Record<string, string>;

export const searchNumbers = (params: NumberSearchParams, cursor: string | null, signal?: AbortSignal) => {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  if (cursor) query.set('cursor', cursor);
  return api<NumberSearchResult>(`/numbers/search?${query}`, { signal });
};

export const searchNumbersQueryOptions = (params: NumberSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['number-search', params],
    queryFn: ({ pageParam, signal }) => searchNumbers(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 10_000,
  });

/** Available numbers for the search, page by page (cursor). */
export function useNumberSearch(params: NumberSearchParams | null) {
  return useInfiniteQuery({ ...searchNumbersQueryOptions(params ?? {}), enabled: params !== null });
}
