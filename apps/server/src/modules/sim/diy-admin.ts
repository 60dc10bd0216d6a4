import type { AdminSimDiyOption, adminChangeSimDiyOptionBody, adminCreateSimDiyOptionBody } from '@store/domain/contracts/admin-sim';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { activeOfKind, diyOptionRow, insertDiyOption, nextDiyOptionSort, otherActiveOfKind, selectDiyOptionPage, updateDiyOption, type DiyOptionRow } from './diy-repository';

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
type Allowances = Pick<DiyOptionRow, 'kind' | 'dataGb' | 'speedMbps' | 'callMinutes'>;

/**
 * What an option of its kind gives, checked on every write (a change and a new option): a data option
 * has its size in GB or its speed (null GB with a speed is unlimited at that speed), minutes belong
 * to calls options only and GB or a speed to data options only (422 diy_option_invalid).
 */
function checkAllowances(o: Allowances): void {
  const invalid = (message: string, path: string, detail: string) => unprocessable('diy_option_invalid', message, [{ path, message: detail }]);
  if (o.kind === 'data' && o.dataGb === null && o.speedMbps === null) throw invalid('A data option needs its size in GB or its speed.', 'data_gb', 'Give the GB or the speed.');
  if (o.kind !== 'data' && (o.dataGb !== null || o.speedMbps !== null))
    throw invalid('Only a data option has a size in GB or a speed.', o.dataGb !== null ? 'data_gb' : 'speed_mbps', 'Leave it empty for this kind.');
  if (o.kind !== 'calls' && o.callMinutes !== null) throw invalid('Only a calls option has call minutes.', 'call_minutes', 'Leave it empty for this kind.');
}

/**
 * Applies a change in one transaction (the row and its kind's active rows locked): the option keeps
 * what its kind gives (422 diy_option_invalid), and the last active base, data or calls option stays
 * on (422 diy_option_last_of_kind), since without one no package can be built.
 */
export async function changeAdminDiyOption(db: Db, id: string, change: Change): Promise<{ before: AdminSimDiyOption; after: AdminSimDiyOption }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await diyOptionRow(tx, id, true);
    if (!row) throw missing(id);
    checkAllowances({
      kind: row.kind,
      dataGb: change.data_gb === undefined ? row.dataGb : change.data_gb,
      speedMbps: change.speed_mbps === undefined ? row.speedMbps : change.speed_mbps,
      callMinutes: change.call_minutes === undefined ? row.callMinutes : change.call_minutes,
    });
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

/**
 * Creates an option in one transaction (decision 044, addendum): checked as a change is, plus one
 * base fee on at a time (a package is priced with the first active base, so a second one would be
 * silently ignored or silently take over: 422 diy_option_invalid; create it off and switch it on
 * with the old one off). A code already taken is 409 diy_option_exists (the primary key decides, so
 * two creations at once cannot both succeed). Without a shelf order it goes to the end of the shelf.
 */
export async function createAdminDiyOption(db: Db, input: z.output<typeof adminCreateSimDiyOptionBody>): Promise<AdminSimDiyOption> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    checkAllowances({ kind: input.kind, dataGb: input.data_gb, speedMbps: input.speed_mbps, callMinutes: input.call_minutes });
    if (input.kind === 'base' && input.active && (await activeOfKind(tx, 'base')) > 0)
      throw unprocessable('diy_option_invalid', 'A base fee is already on; a package is priced with one base fee.', [
        { path: 'active', message: 'Create it switched off, then switch it on and the old one off.' },
      ]);
    const row = await insertDiyOption(tx, {
      id: input.id,
      kind: input.kind,
      label: input.label,
      price: input.price,
      dataGb: input.data_gb,
      speedMbps: input.speed_mbps,
      callMinutes: input.call_minutes,
      active: input.active,
      sort: input.sort ?? (await nextDiyOptionSort(tx)),
    });
    if (!row) throw conflict('diy_option_exists', `A SIM DIY option ${input.id} exists already.`);
    return view(row);
  });
}
