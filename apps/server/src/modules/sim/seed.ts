import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loadPii } from './pii';
import { BLACKLIST_SEEDS, ESIM_DEVICES, PLAN_SEEDS } from './seed-data';
import { esimDevices, simBlacklist, simPackages } from './tables';

/** Price plans, eSIM devices and the sandbox blacklist, on a fresh database only. */
export async function seedSim(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(simPackages);
  if (n > 0) return;
  const pii = await loadPii(db);
  await db.transaction(async (tx) => {
    await tx.insert(simPackages).values(PLAN_SEEDS);
    await tx.insert(esimDevices).values(ESIM_DEVICES.map(([brand, model], i) => ({ brand, model, sort: i + 1 })));
    await tx.insert(simBlacklist).values(BLACKLIST_SEEDS.map((b) => ({ thaiIdHash: pii.hmac('thai-id', b.thaiId), reason: b.reason }))).onConflictDoNothing();
  });
}
