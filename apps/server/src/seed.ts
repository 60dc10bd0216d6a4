import type { Db } from './db/client';
import { seedContent } from './modules/content/service';
import { contentSeed } from './modules/content/seed-data';
import { seedGeography } from './modules/address/geography-seed';
import { seedCatalog } from './modules/catalog/seed';
import { seedCoupons } from './modules/coupon/seed';
import { seedPickupShops } from './modules/order/pickup-seed';
import { seedNumbers } from './modules/numbers/seed';
import { seedNumerology } from './modules/fortune/numerology';
import { seedSim } from './modules/sim/seed';
import { createNumbersService } from './modules/numbers/service';

/** The number pool a test database gets; the server seeds NUMBER_POOL_SIZE (1,000,000 by default). */
export const TEST_NUMBER_POOL_SIZE = 2_000;

/** Seeds what a fresh database lacks; returns how many documents were written (0 on later starts). */
export async function seedDatabase(db: Db, options: { numberPoolSize?: number } = {}): Promise<number> {
  await seedGeography(db);
  await seedCatalog(db);
  await seedCoupons(db);
  await seedPickupShops(db);
  await seedNumerology(db);
  await seedNumbers(db, options.numberPoolSize ?? TEST_NUMBER_POOL_SIZE);
  await seedSim(db, createNumbersService(db));
  return seedContent(db, contentSeed);
}
