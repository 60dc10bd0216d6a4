import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Content } from '@store/domain/content';
import type { getAllContent } from '@store/domain/contracts/content';
import { call } from '@/lib/api-client';
import { bootDataUpdatedAt, readBootData } from '@/lib/boot';

/** Every content document (menus, bars, footer, FAQ, banners): inlined at boot, refreshed in the background. */
export const contentQueryOptions = () =>
  queryOptions({
    queryKey: ['content'],
    queryFn: ({ signal }) => call<typeof getAllContent>('GET', '/content', { signal }),
    initialData: () => readBootData()?.content,
    // Fresh as of the page's request: no second fetch right after start; refreshed once stale.
    initialDataUpdatedAt: bootDataUpdatedAt,
    staleTime: 60_000,
  });

export function useContent(): Partial<Content> {
  return useSuspenseQuery(contentQueryOptions()).data;
}
