import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSimPackage } from '@store/domain/contracts/sim';
import { call } from '@/lib/api-client';

export const getPackage = (id: number, signal?: AbortSignal) => call<typeof getSimPackage>('GET', '/sim/packages/:id', { params: { id }, signal });

export const getPackageQueryOptions = (id: number) => queryOptions({ queryKey: ['sim-package', id], queryFn: ({ signal }) => getPackage(id, signal), staleTime: 60_000 });

export function usePackage(id: number) {
  return useQuery({ ...getPackageQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
