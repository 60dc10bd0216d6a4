import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getBundleCampaign } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

/** GET /bundles/campaigns/:id: variants at the subscriber price, plan, rules and instant benefits. */
export const getCampaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['bundles', 'campaign', id],
    queryFn: ({ signal }) => call<typeof getBundleCampaign>('GET', '/bundles/campaigns/:id', { params: { id }, signal }),
    staleTime: 30_000,
    retry: false,
  });

export function useCampaign(id: string) {
  return useQuery(getCampaignQueryOptions(id));
}
