import { composeDiy, DiyError, type DiyChoice, type DiyOption, type DiyPackage } from '@store/domain/sim-diy';
import type { SimPackage } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { activeDiyOptionRows } from './diy-repository';
import { toPackage } from './packages';
import { firstPackageOfSection } from './packages-repository';

/** The SIM DIY plan (section simdiy): contract, penalty and terms of every composed package. */
export const DIY_SECTION = 'simdiy';

/** The active options, in shelf order. */
export async function diyOptions(db: Db): Promise<DiyOption[]> {
  const rows = await activeDiyOptionRows(db);
  return rows.map((r) => ({ id: r.id, kind: r.kind, label: r.label, price: r.price, data_gb: r.dataGb, speed_mbps: r.speedMbps, call_minutes: r.callMinutes }));
}

/** The SIM DIY plan; 404 package_not_found when none is on sale. */
export async function diyPlan(db: Db): Promise<SimPackage> {
  const row = await firstPackageOfSection(db, DIY_SECTION);
  if (!row || row.status !== 'active') throw notFound('package_not_found', 'SIM DIY is not on sale.');
  return toPackage(row);
}

/** Prices a choice against the active options; 400 diy_option_unknown / diy_option_kind / diy_extra_duplicate. */
export async function quoteDiy(db: Db, choice: DiyChoice): Promise<DiyPackage> {
  try {
    return composeDiy(await diyOptions(db), choice);
  } catch (error) {
    if (error instanceof DiyError)
      throw invalid(error.code, `This package cannot be built${error.option ? ` (option ${error.option})` : ''}.`, error.option ? { option: error.option } : undefined);
    throw error;
  }
}
