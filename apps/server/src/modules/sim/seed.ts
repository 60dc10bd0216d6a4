import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NumbersService } from '../numbers/service';
import { seedInstantSimPacks } from './instant';
import { loadPii } from './pii';
import { BLACKLIST_SEEDS, DIY_OPTION_SEEDS, DIY_PLAN_SEED, ESIM_DEVICES, INSTANT_PLAN_SEEDS, PLAN_SEEDS } from './seed-data';
import { esimDevices, simBlacklist, simDiyOptions, simPackages } from './tables';

/**
 * Price plans, eSIM devices and the sandbox blacklist on a fresh database; the instant-SIM and SIM DIY
 * plans (by nas_code), the DIY options (by id) and the packs whenever they are missing, so older
 * databases get them too.
 */
export async function seedSim(db: Db, numbers: NumbersService): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(simPackages);
  if (n === 0) {
    const pii = await loadPii(db);
    await db.transaction(async (tx) => {
      await tx.insert(simPackages).values(PLAN_SEEDS);
      await tx.insert(esimDevices).values(ESIM_DEVICES.map(([brand, model], i) => ({ brand, model, sort: i + 1 })));
      await tx
        .insert(simBlacklist)
        .values(BLACKLIST_SEEDS.map((b) => ({ thaiIdHash: pii.hmac('thai-id', b.thaiId), reason: b.reason })))
        .onConflictDoNothing();
    });
  }
  await db
    .insert(simPackages)
    .values([...INSTANT_PLAN_SEEDS, DIY_PLAN_SEED])
    .onConflictDoNothing({ target: simPackages.nasCode });
  await db
    .insert(simDiyOptions)
    .values(
      DIY_OPTION_SEEDS.map((o, i) => ({
        id: o.id,
        kind: o.kind,
        label: o.label,
        price: o.price,
        dataGb: o.dataGb ?? null,
        speedMbps: o.speedMbps ?? null,
        callMinutes: o.callMinutes ?? null,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await seedInstantSimPacks(db, numbers);
}
