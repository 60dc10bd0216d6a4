import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@store/domain/catalog';
import { api } from '@/lib/api-client';

/** GET /campaigns/:id: the campaign, its phase and (while active) its products. */
export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) => api<Campaign>(`/campaigns/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });

export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));
