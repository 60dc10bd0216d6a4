import type { hiStaffPackageSchema, updateStaffHiCoverage, updateStaffHiPackage } from '@store/domain/contracts/home-internet';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import {
  coverageAreaWithPlace,
  lockCoverageArea,
  lockPackage,
  coveragePage,
  packagePage,
  packageRow,
  updateCoverage,
  updatePackage,
  type CoverageQuery,
  type CoverageWithPlace,
  type PackageRow,
} from './repository';
import { toPackage } from './service';

/**
 * The console's home-internet catalogue (issue 20 part D, decision 044): coverage areas and packages,
 * listed by keyset and edited in place. The storefront reads the same tables without a cache (the
 * coverage check, GET /home-internet/packages), so a change answers the next request.
 */
export type StaffCoverage = ReturnType<typeof coverageView>;
export type StaffPackage = z.infer<typeof hiStaffPackageSchema>;

export const coverageView = (r: CoverageWithPlace) => ({
  id: r.id,
  province_id: r.provinceId,
  district_id: r.districtId,
  subdistrict_id: r.subdistrictId,
  level: r.subdistrictId !== null ? ('subdistrict' as const) : r.districtId !== null ? ('district' as const) : ('province' as const),
  place: r.place,
  technology: r.technology,
  max_down_mbps: r.maxDownMbps,
  max_up_mbps: r.maxUpMbps,
  capacity: r.capacity,
  used: r.used,
  active: r.active,
  unserved_buildings: r.unservedBuildings,
});

const page = <R, V>(rows: R[], limit: number, view: (r: R) => V, key: (r: R) => string) => {
  const items = rows.slice(0, limit);
  return { items: items.map(view), next_cursor: rows.length > limit ? key(items[items.length - 1]) : null };
};

export async function staffCoverageList(db: Db, q: CoverageQuery) {
  return page(await coveragePage(db, { ...q, limit: q.limit + 1 }), q.limit, coverageView, (r) => r.id);
}

const noArea = () => notFound('coverage_area_not_found', 'No such coverage area.');

export async function staffCoverage(db: Db, id: string): Promise<StaffCoverage> {
  const row = await coverageAreaWithPlace(db, id);
  if (!row) throw noArea();
  return coverageView(row);
}

/**
 * Edits an area in one transaction with its row locked (an order taking a port waits), so the
 * capacity is never set below the ports in use (422 capacity_below_used, nothing written).
 */
export async function editStaffCoverage(db: Db, id: string, patch: z.output<typeof updateStaffHiCoverage.body>): Promise<{ before: StaffCoverage; after: StaffCoverage }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockCoverageArea(tx, id);
    if (!locked) throw noArea();
    const before = await staffCoverage(tx, id);
    if (patch.capacity !== undefined && patch.capacity < locked.used)
      throw unprocessable('capacity_below_used', 'More connections are in use than this capacity.', { used: locked.used });
    await updateCoverage(tx, id, {
      maxDownMbps: patch.max_down_mbps,
      maxUpMbps: patch.max_up_mbps,
      capacity: patch.capacity,
      active: patch.active,
      unservedBuildings: patch.unserved_buildings?.map((b) => b.trim().toLowerCase()),
    });
    return { before, after: await staffCoverage(tx, id) };
  });
}

export const packageView = (r: PackageRow): StaffPackage => {
  const { recommended: _recommended, ...shop } = toPackage(r);
  return { ...shop, upfront_label: r.upfrontLabel ?? null, active: r.active, sort: r.sort, image_override: r.image };
};

export async function staffPackageList(db: Db, q: { technology?: PackageRow['technology']; active?: boolean; after?: string; limit: number }) {
  return page(await packagePage(db, { ...q, limit: q.limit + 1 }), q.limit, packageView, (r) => r.id);
}

const noPackage = () => notFound('tol_package_not_found', 'No such home-internet package.');

export async function staffPackage(db: Db, id: string): Promise<StaffPackage> {
  const row = await packageRow(db, id);
  if (!row) throw noPackage();
  return packageView(row);
}

/**
 * Edits a package in place (its row locked): upload at most download, and an upfront payment names
 * what it is (422 tol_package_invalid, nothing written). Orders keep the package they were placed with
 * on their lines, so a price change applies to new orders only.
 */
export async function editStaffPackage(db: Db, id: string, patch: z.output<typeof updateStaffHiPackage.body>): Promise<{ before: StaffPackage; after: StaffPackage }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockPackage(tx, id);
    if (!row) throw noPackage();
    const down = patch.down_mbps ?? row.downMbps;
    const up = patch.up_mbps ?? row.upMbps;
    if (up > down) throw unprocessable('tol_package_invalid', 'The upload speed is above the download speed.', [{ path: 'up_mbps', message: 'At most the download speed.' }]);
    const upfront = patch.upfront_payment ?? row.upfrontPayment;
    const label = patch.upfront_label === undefined ? row.upfrontLabel : patch.upfront_label;
    if (upfront > 0 && !label)
      throw unprocessable('tol_package_invalid', 'An upfront payment needs a label saying what it is.', [{ path: 'upfront_label', message: 'Required with an upfront payment.' }]);
    const after = await updatePackage(tx, id, {
      name: patch.name,
      downMbps: patch.down_mbps,
      upMbps: patch.up_mbps,
      monthlyPrice: patch.monthly_price,
      contractMonths: patch.contract_months,
      installationFee: patch.installation_fee,
      upfrontPayment: patch.upfront_payment,
      upfrontLabel: patch.upfront_label,
      router: patch.router,
      extras: patch.extras,
      sort: patch.sort,
      active: patch.active,
    });
    return { before: packageView(row), after: packageView(after!) };
  });
}
