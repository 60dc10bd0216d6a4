import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NumbersService } from '../numbers/service';
import { seedInstantSimPacks } from './instant';
import { loadPii } from './pii';
import { BLACKLIST_SEEDS, ESIM_DEVICES, INSTANT_PLAN_SEEDS, PLAN_SEEDS } from './seed-data';
import { esimDevices, simBlacklist, simPackages } from './tables';

/**
 * Price plans, eSIM devices and the sandbox blacklist on a fresh database; the instant-SIM plans
 * (by nas_code) and packs whenever they are missing, so older databases get them too.
 */
export async function seedSim(db: Db, numbers: NumbersService): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(simPackages);
  if (n === 0) {
    const pii = await loadPii(db);
    await db.transaction(async (tx) => {
      await tx.insert(simPackages).values(PLAN_SEEDS);
      await tx.insert(esimDevices).values(ESIM_DEVICES.map(([brand, model], i) => ({ brand, model, sort: i + 1 })));
      await tx.insert(simBlacklist).values(BLACKLIST_SEEDS.map((b) => ({ thaiIdHash: pii.hmac('thai-id', b.thaiId), reason: b.reason }))).onConflictDoNothing();
    });
  }
  await db.insert(simPackages).values(INSTANT_PLAN_SEEDS).onConflictDoNothing({ target: simPackages.nasCode });
  await seedInstantSimPacks(db, numbers);
}
