import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { StoreConfig } from '@store/domain/config';
import { api } from '@/lib/api-client';
import { readBootData } from '@/lib/boot';

/** The merged config objects: inlined at boot, refreshed in the background so operator changes apply. */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => api<StoreConfig>('/config', { signal }),
    initialData: () => readBootData()?.config,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

export function useConfig(): StoreConfig {
  return useSuspenseQuery(configQueryOptions()).data;
}
