import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listMnpBundles } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';

/** GET /mnp/bundles?product_id=: the device's bundles for porting a number in (none for most products). */
export const mnpBundlesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['mnp-bundles', productId],
    queryFn: ({ signal }) => call<typeof listMnpBundles>('GET', '/mnp/bundles', { query: { product_id: productId }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useMnpBundles = (productId: number) => useQuery(mnpBundlesQueryOptions(productId));
