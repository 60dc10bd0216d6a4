import type { Db } from './db/client';
import { seedContent } from './modules/content/service';
import { contentSeed } from './modules/content/seed-data';
import { seedGeography } from './modules/address/geography-seed';
import { seedCatalog } from './modules/catalog/seed';
import { seedCoupons } from './modules/coupon/seed';
import { seedPickupShops } from './modules/order/pickup-seed';

/** Seeds what a fresh database lacks; returns how many documents were written (0 on later starts). */
export async function seedDatabase(db: Db): Promise<number> {
  await seedGeography(db);
  await seedCatalog(db);
  await seedCoupons(db);
  await seedPickupShops(db);
  return seedContent(db, contentSeed);
}
