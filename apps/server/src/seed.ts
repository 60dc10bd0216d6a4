import type { Db } from './db/client';
import { seedContent } from './modules/content/service';
import { contentSeed } from './modules/content/seed-data';
import { seedGeography } from './modules/address/geography-seed';
import { seedCatalog } from './modules/catalog/seed';
import { seedCoupons } from './modules/coupon/seed';
import { seedPickupShops } from './modules/order/pickup-seed';
import { seedOfflineShops } from './modules/offline-shop/seed';
import { seedNumbers } from './modules/numbers/seed';
import { markPoolScored, numerologyInForce, seedNumerology } from './modules/fortune/numerology';
import { seedSim } from './modules/sim/seed';
import { createNumbersService } from './modules/numbers/service';

/** The number pool a test database gets; the server seeds NUMBER_POOL_SIZE (1,000,000 by default). */
export const TEST_NUMBER_POOL_SIZE = 2_000;

/** Seeds what a fresh database lacks; returns how many documents were written (0 on later starts). */
export async function seedDatabase(db: Db, options: { numberPoolSize?: number; offlineSandboxStaff?: boolean } = {}): Promise<number> {
  await seedGeography(db);
  await seedCatalog(db);
  await seedCoupons(db);
  await seedPickupShops(db);
  await seedOfflineShops(db, { sandboxStaff: options.offlineSandboxStaff ?? true });
  await seedNumerology(db);
  const numerology = await numerologyInForce(db);
  const numbers = createNumbersService(db);
  const seeded = await seedNumbers(db, numerology.data, options.numberPoolSize ?? TEST_NUMBER_POOL_SIZE);
  // A pool seeded before the fortune scores (or while a rescore was cut short) is scored now.
  if (seeded === 0 && numerology.featuresVersion < numerology.version) await numbers.rescoreFortune(db, numerology.data);
  if (numerology.featuresVersion < numerology.version) await markPoolScored(db, numerology.version);
  await seedSim(db, numbers);
  return seedContent(db, contentSeed);
}
