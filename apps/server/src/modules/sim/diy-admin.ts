import type { AdminSimDiyOption, adminChangeSimDiyOptionBody } from '@store/domain/contracts/admin-sim';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import { diyOptionRow, otherActiveOfKind, selectDiyOptionPage, updateDiyOption, type DiyOptionRow } from './diy-repository';

/**
 * The console's SIM DIY options (issue 20 part D, decision 044): every option of any state, paged by
 * id, and the changes a merchandiser makes in place. The storefront's DIY page and quote read the
 * same table uncached (GET /sim/diy answers `no-cache`), so a change prices the next composition.
 */
const view = (r: DiyOptionRow): AdminSimDiyOption => ({
  id: r.id,
  kind: r.kind,
  label: r.label,
  price: r.price,
  data_gb: r.dataGb,
  speed_mbps: r.speedMbps,
  call_minutes: r.callMinutes,
  active: r.active,
  sort: r.sort,
});

export async function listAdminDiyOptions(db: Db, q: { kind?: DiyOptionRow['kind']; active?: boolean; after?: string; limit: number }) {
  const rows = await selectDiyOptionPage(db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return { items: page.map(view), next_cursor: rows.length > q.limit ? page[page.length - 1].id : null };
}

const missing = (id: string) => notFound('diy_option_not_found', `No SIM DIY option ${id}.`);

export async function getAdminDiyOption(db: Db, id: string): Promise<AdminSimDiyOption> {
  const row = await diyOptionRow(db, id);
  if (!row) throw missing(id);
  return view(row);
}

type Change = z.output<typeof adminChangeSimDiyOptionBody>;

/**
 * Applies a change in one transaction (the row and its kind's active rows locked): a data option
 * keeps a size or a speed (422 diy_option_invalid), and the last active base, data or calls option
 * stays on (422 diy_option_last_of_kind), since without one no package can be built.
 */
export async function changeAdminDiyOption(db: Db, id: string, change: Change): Promise<{ before: AdminSimDiyOption; after: AdminSimDiyOption }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await diyOptionRow(tx, id, true);
    if (!row) throw missing(id);
    const dataGb = change.data_gb === undefined ? row.dataGb : change.data_gb;
    const speed = change.speed_mbps === undefined ? row.speedMbps : change.speed_mbps;
    if (row.kind === 'data' && dataGb === null && speed === null)
      throw unprocessable('diy_option_invalid', 'A data option needs its size in GB or its speed.', [{ path: 'data_gb', message: 'Give the GB or the speed.' }]);
    if (change.active === false && row.active && row.kind !== 'extra' && (await otherActiveOfKind(tx, row.kind, id)) === 0)
      throw unprocessable('diy_option_last_of_kind', 'This is the last active option of its kind; without it no package can be built.', [
        { path: 'active', message: 'Switch another one on first.' },
      ]);
    const after = await updateDiyOption(tx, id, {
      label: change.label,
      price: change.price,
      dataGb: change.data_gb,
      speedMbps: change.speed_mbps,
      callMinutes: change.call_minutes,
      active: change.active,
      sort: change.sort,
    });
    return { before: view(row), after: view(after!) };
  });
}
