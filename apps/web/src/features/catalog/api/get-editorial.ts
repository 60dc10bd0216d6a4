import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getEditorial } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /editorials/:id (?shop= when opened inside a shop). */
export const editorialQueryOptions = (id: string, shop?: string) =>
  queryOptions({
    queryKey: ['editorial', id, shop ?? null],
    queryFn: ({ signal }) => call<typeof getEditorial>('GET', '/editorials/:id', { params: { id }, query: { shop }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useEditorial = (id: string, shop?: string) => useQuery(editorialQueryOptions(id, shop));
