import type { AdminSimPackage, adminChangeSimPackageBody } from '@store/domain/contracts/admin-sim';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import { selectAdminPackagePage, updatePackage, type AdminPackageQuery } from './admin-repository';
import { toPackage } from './packages';
import { packageRow, type PackageRow } from './packages-repository';

/**
 * The console's SIM packages (issue 20 part D): every plan of any status, paged by id, and the
 * changes a merchandiser makes (prices, name, status, shelf order). The storefront reads the same
 * table (packages.ts) uncached, so a change shows on the next request.
 */
const view = (row: PackageRow): AdminSimPackage => ({ ...toPackage(row), sort: row.sort });

export async function listAdminPackages(db: Db, q: AdminPackageQuery) {
  const rows = await selectAdminPackagePage(db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return { items: page.map(view), next_cursor: rows.length > q.limit ? String(page[page.length - 1].id) : null };
}

export async function getAdminPackage(db: Db, id: number): Promise<AdminSimPackage> {
  const row = await packageRow(db, id);
  if (!row) throw notFound('package_not_found', `No package ${id}.`);
  return view(row);
}

type Change = z.output<typeof adminChangeSimPackageBody>;

/**
 * Applies a change; the advance payment may not be more than the whole contract costs (the price
 * times the months, at least one month), or 422 package_invalid and nothing changes.
 */
export async function changeAdminPackage(db: Db, id: number, change: Change): Promise<{ before: AdminSimPackage; after: AdminSimPackage }> {
  const before = await getAdminPackage(db, id);
  const baseline = change.baseline ?? before.baseline;
  const advance = change.advance_payment ?? before.advance_payment;
  const months = Math.max(1, change.contract ?? before.contract);
  if (advance > baseline * months) {
    throw unprocessable('package_invalid', 'The advance payment is more than the whole contract costs.', [
      { path: 'advance_payment', message: 'At most the price times the contract months.' },
    ]);
  }
  const row = await updatePackage(db, id, {
    name: change.name,
    baseline: change.baseline,
    advancePayment: change.advance_payment,
    penalty: change.penalty,
    contract: change.contract,
    status: change.status,
    esimAllowed: change.esim_allowed,
    sort: change.sort,
    highlights: change.highlights,
  });
  if (!row) throw notFound('package_not_found', `No package ${id}.`);
  return { before, after: view(row) };
}
