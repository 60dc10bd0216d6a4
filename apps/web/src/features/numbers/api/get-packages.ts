import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SimPackage, SimType } from '@store/domain/sim';
import { api } from '@/lib/api-client';

export interface PackageQuery {
  sim_type: SimType;
  q?: string;
  esim?: boolean;
  /** wemall (the default) or instantsim, the plans sold with an instant SIM. */
  section?: string;
}

export const getPackages = (query: PackageQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({ sim_type: query.sim_type });
  if (query.q) params.set('q', query.q);
  if (query.esim) params.set('esim', 'true');
  if (query.section) params.set('section', query.section);
  return api<SimPackage[]>(`/sim/packages?${params}`, { signal });
};

/** The price-plan search (spec 4: a new search cancels the pending one; the query's signal aborts it). */
export const getPackagesQueryOptions = (query: PackageQuery) =>
  queryOptions({ queryKey: ['sim-packages', query], queryFn: ({ signal }) => getPackages(query, signal), staleTime: 60_000, placeholderData: keepPreviousData });

export function usePackages(query: PackageQuery) {
  return useQuery(getPackagesQueryOptions(query));
}
