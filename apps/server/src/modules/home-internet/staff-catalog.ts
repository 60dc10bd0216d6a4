import type { createStaffHiCoverage, createStaffHiPackage, hiStaffPackageSchema, updateStaffHiCoverage, updateStaffHiPackage } from '@store/domain/contracts/home-internet';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import {
  coverageAreaWithPlace,
  coverageIdsAt,
  geoCodes,
  insertCoverage,
  insertPackage,
  lockCoverageArea,
  nextPackageSort,
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

/** An area's top upload is at most its top download (422 coverage_area_invalid), on a change and on a new area. */
function checkCoverageSpeeds(down: number, up: number): void {
  if (up > down)
    throw unprocessable('coverage_area_invalid', 'The top upload speed is above the top download speed.', [{ path: 'max_up_mbps', message: 'At most the top download speed.' }]);
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
    checkCoverageSpeeds(patch.max_down_mbps ?? locked.maxDownMbps, patch.max_up_mbps ?? locked.maxUpMbps);
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

const placeInvalid = (path: string, message: string) => unprocessable('coverage_place_invalid', message, [{ path, message }]);

/**
 * Creates a coverage area (decision 044, addendum) in one transaction: its province, district and
 * subdistrict are places of the Thai address data, each inside the one above (422
 * coverage_place_invalid); its code is made from the place and technology as the seeded rows' are
 * (hi-p<province code>-ftth, hi-d<district code>-, hi-s<subdistrict code>-), and a place has one row
 * per technology (409 coverage_area_exists, whatever the other row's code; two creations at once
 * make the same code, and the primary key lets one through). No port is used yet.
 */
export async function createStaffCoverage(db: Db, input: z.output<typeof createStaffHiCoverage.body>): Promise<StaffCoverage> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const at = { provinceId: input.province_id, districtId: input.district_id, subdistrictId: input.subdistrict_id };
    const codes = await geoCodes(tx, at);
    if (!codes.province) throw placeInvalid('province_id', 'No such province in the address data.');
    if (at.districtId !== null && !codes.district) throw placeInvalid('district_id', 'No such district in the address data.');
    if (codes.district && codes.district.provinceId !== at.provinceId) throw placeInvalid('district_id', 'This district is not in the province given.');
    if (at.subdistrictId !== null && !codes.subdistrict) throw placeInvalid('subdistrict_id', 'No such subdistrict in the address data.');
    if (codes.subdistrict && codes.subdistrict.districtId !== at.districtId) throw placeInvalid('subdistrict_id', 'This subdistrict is not in the district given.');
    checkCoverageSpeeds(input.max_down_mbps, input.max_up_mbps);
    const place = codes.subdistrict ? `s${codes.subdistrict.code}` : codes.district ? `d${codes.district.code}` : `p${codes.province.code}`;
    const id = `hi-${place}-${input.technology}`;
    const exists = (ids: string[]) => conflict('coverage_area_exists', `This place already has a ${input.technology} coverage area (${ids.join(', ')}).`);
    const same = await coverageIdsAt(tx, { ...at, technology: input.technology });
    if (same.length) throw exists(same);
    const inserted = await insertCoverage(tx, {
      id,
      ...at,
      technology: input.technology,
      maxDownMbps: input.max_down_mbps,
      maxUpMbps: input.max_up_mbps,
      capacity: input.capacity,
      used: 0,
      active: input.active,
      unservedBuildings: input.unserved_buildings.map((b) => b.trim().toLowerCase()),
    });
    if (!inserted) throw exists([id]);
    return staffCoverage(tx, id);
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

/** Upload at most download, and an upfront payment names what it is (422 tol_package_invalid): on a change and on a new package. */
function checkPackage(p: Pick<PackageRow, 'downMbps' | 'upMbps' | 'upfrontPayment' | 'upfrontLabel'>): void {
  if (p.upMbps > p.downMbps)
    throw unprocessable('tol_package_invalid', 'The upload speed is above the download speed.', [{ path: 'up_mbps', message: 'At most the download speed.' }]);
  if (p.upfrontPayment > 0 && !p.upfrontLabel)
    throw unprocessable('tol_package_invalid', 'An upfront payment needs a label saying what it is.', [{ path: 'upfront_label', message: 'Required with an upfront payment.' }]);
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
    checkPackage({
      downMbps: patch.down_mbps ?? row.downMbps,
      upMbps: patch.up_mbps ?? row.upMbps,
      upfrontPayment: patch.upfront_payment ?? row.upfrontPayment,
      upfrontLabel: patch.upfront_label === undefined ? row.upfrontLabel : patch.upfront_label,
    });
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

/**
 * Creates a package (decision 044, addendum) in one transaction, checked as a change is (422
 * tol_package_invalid); a code already taken is 409 hi_package_exists (the primary key decides).
 * Without a shelf order it goes to the end of the shelf; its picture is the generated one.
 */
export async function createStaffPackage(db: Db, input: z.output<typeof createStaffHiPackage.body>): Promise<StaffPackage> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    checkPackage({ downMbps: input.down_mbps, upMbps: input.up_mbps, upfrontPayment: input.upfront_payment, upfrontLabel: input.upfront_label });
    const row = await insertPackage(tx, {
      id: input.id,
      name: input.name,
      technology: input.technology,
      downMbps: input.down_mbps,
      upMbps: input.up_mbps,
      monthlyPrice: input.monthly_price,
      contractMonths: input.contract_months,
      installationFee: input.installation_fee,
      upfrontPayment: input.upfront_payment,
      upfrontLabel: input.upfront_label,
      router: input.router,
      extras: input.extras,
      image: '',
      sort: input.sort ?? (await nextPackageSort(tx)),
      active: input.active,
    });
    if (!row) throw conflict('hi_package_exists', `A home-internet package ${input.id} exists already.`);
    return packageView(row);
  });
}
