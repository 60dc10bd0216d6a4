import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimPackage } from '@store/domain/sim';
import type { DiyOption } from '@store/domain/sim-diy';
import { api } from '@/lib/api-client';

export interface SimDiy {
  plan: SimPackage;
  options: DiyOption[];
}

export const getSimDiyQueryOptions = () => queryOptions({ queryKey: ['sim-diy'], queryFn: ({ signal }) => api<SimDiy>('/sim/diy', { signal }), staleTime: 60_000 });

/** GET /sim/diy: the DIY plan and its options (the page prices compositions itself with composeDiy). */
export function useSimDiy() {
  return useQuery(getSimDiyQueryOptions());
}
