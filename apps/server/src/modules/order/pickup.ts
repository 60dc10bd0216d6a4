import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { memoPerDb } from '../../lib/memo';
import { pickupShopsMatching, type PickupShopRow } from './pickup-repository';

export type { PickupShopRow } from './pickup-repository';

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

/** Partner stores; `q` matches name, area, address or province (either language); with a position, nearest first with distance_m. */
export async function searchPickupShops(db: Db, query: { q?: string; lat?: number; lng?: number }) {
  const q = query.q
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  const words = q ? q.split(/\s+/) : [];
  const rows = await pickupShopsMatching(db, words);
  const matching = rows.filter((r) => words.every((w) => r.searchText.includes(w)));
  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const shaped = matching.map((r) => ({
    id: r.id,
    name: r.name,
    area: r.area,
    address: r.address,
    province: r.province,
    phone: r.phone,
    opening_hours: r.openingHours,
    lat: r.lat,
    lng: r.lng,
    distance_m: near ? distanceMetres(near, r) : null,
  }));
  return near ? shaped.sort((a, b) => a.distance_m! - b.distance_m!) : shaped;
}

/**
 * The partner stores by id, kept per process: every pickup order reads its store, and the stores are
 * reference data (the seed writes them; whatever changes them must publish 'pickup_shops').
 */
const shopsById = memoPerDb('pickup_shops', 10 * 60_000, async (db) => Object.fromEntries((await pickupShopsMatching(db, [])).map((s) => [s.id, s])));

/** One store by id; 404 pickup_shop_not_found when unknown. */
export async function pickupShop(db: Db, id: string): Promise<PickupShopRow> {
  const shops = await shopsById.get(db);
  const shop = Object.hasOwn(shops, id) ? shops[id] : undefined;
  if (!shop) throw notFound('pickup_shop_not_found', 'No such pickup store.');
  return shop;
}
