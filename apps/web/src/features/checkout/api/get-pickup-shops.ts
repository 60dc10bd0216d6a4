import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { listPickupShops } from '@store/domain/contracts/order';
import type { PickupShop } from '@store/domain/order';
import { call } from '@/lib/api-client';

export type { PickupShop };

export interface ShopQuery {
  q: string;
  near: { lat: number; lng: number } | null;
}

/** GET /pickup-shops: the partner stores; q matches name or area; with a position sorted by distance. */
export function getPickupShops({ q, near }: ShopQuery, lang: 'th' | 'en', signal?: AbortSignal) {
  const query = { lang, q: q.trim() || undefined, lat: near?.lat.toFixed(6), lng: near?.lng.toFixed(6) };
  return call<typeof listPickupShops>('GET', '/pickup-shops', { query, signal });
}

export function usePickupShops(query: ShopQuery, lang: 'th' | 'en') {
  return useQuery({ queryKey: ['pickup-shops', query, lang], queryFn: ({ signal }) => getPickupShops(query, lang, signal), placeholderData: keepPreviousData, staleTime: 60_000 });
}
