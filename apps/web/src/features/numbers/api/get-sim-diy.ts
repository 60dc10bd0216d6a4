import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSimDiy } from '@store/domain/contracts/sim';
import type { RouteData } from '@store/domain/contracts/define';
import { call } from '@/lib/api-client';

export type SimDiy = RouteData<typeof getSimDiy>;

export const getSimDiyQueryOptions = () =>
  queryOptions({ queryKey: ['sim-diy'], queryFn: ({ signal }) => call<typeof getSimDiy>('GET', '/sim/diy', { signal }), staleTime: 60_000 });

/** GET /sim/diy: the DIY plan and its options (the page prices compositions itself with composeDiy). */
export function useSimDiy() {
  return useQuery(getSimDiyQueryOptions());
}
