import { useQuery } from '@tanstack/react-query';
import type { listPickupShops } from '@store/domain/contracts/order';
import { call } from '@/lib/api-client';

/** GET /pickup-shops: the partner stores the device can be picked up at. */
export function useShops(lang: 'th' | 'en') {
  return useQuery({
    queryKey: ['paysmooth', 'shops', lang],
    queryFn: ({ signal }) => call<typeof listPickupShops>('GET', '/pickup-shops', { query: { lang }, signal }),
    staleTime: 5 * 60_000,
  });
}
