import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listMnpOffers } from '@store/domain/contracts/mnp';
import { call } from '@/lib/api-client';

/** GET /mnp/offers: the plans offered for porting a number in, with the journeys each allows. */
export const getOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['mnp', 'offers'],
    queryFn: ({ signal }) => call<typeof listMnpOffers>('GET', '/mnp/offers', { signal }),
    staleTime: 5 * 60_000,
  });

export function useOffers() {
  return useQuery(getOffersQueryOptions());
}
