import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getStoreList } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /store-lists/:slug: a store list's title and SEO text. */
export const storeListQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['store-list', slug],
    queryFn: ({ signal }) => call<typeof getStoreList>('GET', '/store-lists/:slug', { params: { slug }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useStoreList = (slug: string | undefined) => useQuery({ ...storeListQueryOptions(slug ?? ''), enabled: !!slug });
