import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PickupShop {
  id: string | number;
  name: { th: string; en: string } | string;
  area?: { th: string; en: string } | string | null;
  address?: { th: string; en: string } | string | null;
  lat?: number | null;
  lng?: number | null;
  distance_m?: number | null;
  opening_hours?: string | null;
}

export interface ShopQuery {
  q: string;
  near: { lat: number; lng: number } | null;
}

/** GET /pickup-shops: the partner stores; q matches name or area; with a position sorted by distance. */
export function getPickupShops({ q, near }: ShopQuery, lang: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ lang });
  if (q.trim()) query.set('q', q.trim());
  if (near) {
    query.set('lat', near.lat.toFixed(6));
    query.set('lng', near.lng.toFixed(6));
  }
  return api<PickupShop[] | { items: PickupShop[] }>(`/pickup-shops?${query}`, { signal }).then((a) => (Array.isArray(a) ? a : a.items));
}

export function usePickupShops(query: ShopQuery, lang: string) {
  return useQuery({ queryKey: ['pickup-shops', query, lang], queryFn: ({ signal }) => getPickupShops(query, lang, signal), placeholderData: keepPreviousData, staleTime: 60_000 });
}
