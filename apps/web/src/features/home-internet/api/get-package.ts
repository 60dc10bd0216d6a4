import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getHiPackage } from '@store/domain/contracts/home-internet';
import type { HiPackage } from '@store/domain/home-internet';
import { call } from '@/lib/api-client';
import { getPackagesQueryOptions } from './get-packages';

/** GET /home-internet/packages/:id (spec get-package-detail; 404 tol_package_not_found). */
export const getPackageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['home-internet', 'package', id],
    queryFn: ({ signal }) => call<typeof getHiPackage>('GET', '/home-internet/packages/:id', { params: { id }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** One package; shown at once from the full list when it was loaded. */
export function usePackage(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...getPackageQueryOptions(id),
    initialData: () => client.getQueryData<HiPackage[]>(getPackagesQueryOptions().queryKey)?.find((p) => p.id === id),
    initialDataUpdatedAt: () => client.getQueryState(getPackagesQueryOptions().queryKey)?.dataUpdatedAt,
  });
}
