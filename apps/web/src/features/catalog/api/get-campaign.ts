import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getCampaign } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /campaigns/:id: the campaign, its phase and (while active) its products. */
export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) => call<typeof getCampaign>('GET', '/campaigns/:id', { params: { id }, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));
