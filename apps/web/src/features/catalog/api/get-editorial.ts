import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Editorial } from '@store/domain/catalog';
import { api } from '@/lib/api-client';

/** GET /editorials/:id (?shop= when opened inside a shop). */
export const editorialQueryOptions = (id: string, shop?: string) =>
  queryOptions({
    queryKey: ['editorial', id, shop ?? null],
    queryFn: ({ signal }) => api<Editorial>(`/editorials/${encodeURIComponent(id)}${shop ? `?shop=${encodeURIComponent(shop)}` : ''}`, { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useEditorial = (id: string, shop?: string) => useQuery(editorialQueryOptions(id, shop));
