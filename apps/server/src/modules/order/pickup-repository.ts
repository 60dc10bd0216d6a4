import { asc, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickupShops } from './tables';

export type PickupShopRow = typeof pickupShops.$inferSelect;

/** Partner stores whose search text holds any of the words (every store when there are none), by province then id. */
export async function pickupShopsMatching(db: Db, words: string[]): Promise<PickupShopRow[]> {
  return db
    .select()
    .from(pickupShops)
    .where(words.length ? or(...words.map((w) => ilike(pickupShops.searchText, `%${w}%`))) : undefined)
    .orderBy(asc(pickupShops.province), asc(pickupShops.id));
}
