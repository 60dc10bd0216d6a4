import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listVlearnOffers } from '@store/domain/contracts/university';
import { call } from '@/lib/api-client';

/** GET /university/vlearn-offers: the student packages a verified student may claim (one per student). */
export const getOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['university', 'offers'],
    queryFn: ({ signal }) => call<typeof listVlearnOffers>('GET', '/university/vlearn-offers', { signal }),
    staleTime: 5 * 60_000,
  });

export function useOffers() {
  return useQuery(getOffersQueryOptions());
}
