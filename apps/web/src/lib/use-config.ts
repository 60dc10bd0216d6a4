import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { StoreConfig } from '@store/domain/config';
import type { getAllConfig } from '@store/domain/contracts/config';
import { call } from '@/lib/api-client';
import { bootDataUpdatedAt, readBootData } from '@/lib/boot';

/** The merged config objects: inlined at boot, refreshed in the background so operator changes apply. */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => call<typeof getAllConfig>('GET', '/config', { signal }),
    initialData: () => readBootData()?.config,
    // Fresh as of the page's request: no second fetch right after start; refreshed once stale.
    initialDataUpdatedAt: bootDataUpdatedAt,
    staleTime: 60_000,
  });

export function useConfig(): StoreConfig {
  return useSuspenseQuery(configQueryOptions()).data;
}
