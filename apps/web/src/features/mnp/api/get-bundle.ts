import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getAutoMnpBundle, getMnpBundle } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';

/** GET /mnp/bundles/:bundle_id?product_id=&variant_id=: a device bundle (404 bundle_not_found, also for a device it is not for). */
export const getBundleQueryOptions = (bundleId: string, productId: number, variantId?: number) =>
  queryOptions({
    queryKey: ['mnp', 'bundle', bundleId, productId, variantId ?? null],
    queryFn: ({ signal }) =>
      call<typeof getMnpBundle>('GET', '/mnp/bundles/:bundle_id', {
        params: { bundle_id: bundleId },
        query: { product_id: productId, ...(variantId ? { variant_id: variantId } : {}) },
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });

export function useBundle(bundleId: string, productId: number, variantId?: number) {
  return useQuery({ ...getBundleQueryOptions(bundleId, productId, variantId), enabled: !!bundleId && productId > 0 });
}

/** GET /mnp/bundles/auto?product_id=&nas_code=: the device's bundle chosen from the plan's NAS code (404 bundle_not_found). */
export const getAutoBundleQueryOptions = (productId: number, nasCode: string, variantId?: number) =>
  queryOptions({
    queryKey: ['mnp', 'auto-bundle', productId, nasCode, variantId ?? null],
    queryFn: ({ signal }) =>
      call<typeof getAutoMnpBundle>('GET', '/mnp/bundles/auto', { query: { product_id: productId, nas_code: nasCode, ...(variantId ? { variant_id: variantId } : {}) }, signal }),
    retry: false,
    staleTime: 60_000,
  });

export function useAutoBundle(productId: number, nasCode: string, variantId?: number) {
  return useQuery({ ...getAutoBundleQueryOptions(productId, nasCode, variantId), enabled: productId > 0 && !!nasCode });
}
