import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getShop } from '@store/domain/contracts/catalog';
import { call } from '@/lib/api-client';

/** GET /shops/:id: a shop-in-shop, its menu (none when hide_menu) and editorial pages. */
export const shopQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['shop', id],
    queryFn: ({ signal }) => call<typeof getShop>('GET', '/shops/:id', { params: { id }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useShop = (id: string) => useQuery(shopQueryOptions(id));
