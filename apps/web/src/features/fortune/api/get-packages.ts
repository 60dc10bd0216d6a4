import { useQuery } from '@tanstack/react-query';
import type { getSimPackage } from '@store/domain/contracts/sim';
import type { SimPackage } from '@store/domain/sim';
import { api, call } from '@/lib/api-client';

/** GET /sim/packages?sim_type=postpaid: the postpaid plans on sale (the fortune pages pick theirs by NAS code). */
export function usePostpaidPlans(enabled = true) {
  return useQuery({
    queryKey: ['sim-packages', { sim_type: 'postpaid' }],
    queryFn: ({ signal }) => api<SimPackage[]>('/sim/packages?sim_type=postpaid', { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** GET /sim/packages/:id: one plan (vhora god). */
export function usePlan(id: number) {
  return useQuery({
    queryKey: ['sim-package', id],
    queryFn: ({ signal }) => call<typeof getSimPackage>('GET', '/sim/packages/:id', { params: { id }, signal }),
    staleTime: 60_000,
    enabled: Number.isInteger(id) && id > 0,
  });
}
