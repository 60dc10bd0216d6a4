import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listBundleCampaigns } from '@store/domain/contracts/bundles';
import { call } from '@/lib/api-client';

/** GET /bundles/campaigns?product_id=: the open device-bundle campaigns of this device (issue 18; none for most products). */
export const deviceBundlesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['device-bundles', productId],
    queryFn: ({ signal }) => call<typeof listBundleCampaigns>('GET', '/bundles/campaigns', { query: { product_id: productId }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useDeviceBundles = (productId: number) => useQuery(deviceBundlesQueryOptions(productId));
