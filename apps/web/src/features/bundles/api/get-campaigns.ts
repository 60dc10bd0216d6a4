import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleKind, BundleShelf } from '@store/domain/bundles';
import type { listBundleCampaigns } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

export interface CampaignFilter {
  kind?: BundleKind;
  shelf?: BundleShelf;
}

/** GET /bundles/campaigns: open campaigns, by kind and shelf. */
export const getCampaignsQueryOptions = (filter: CampaignFilter = {}) =>
  queryOptions({
    queryKey: ['bundles', 'campaigns', filter.kind ?? null, filter.shelf ?? null],
    queryFn: ({ signal }) => call<typeof listBundleCampaigns>('GET', '/bundles/campaigns', { query: filter, signal }),
    staleTime: 60_000,
  });

export function useCampaigns(filter: CampaignFilter = {}) {
  return useQuery(getCampaignsQueryOptions(filter));
}
