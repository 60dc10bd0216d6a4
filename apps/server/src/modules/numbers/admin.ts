import type { AdminNumber } from '@store/domain/contracts/admin-numbers';
import { classifyNumber, digitSum, digitsMask, isMsisdn, NUMBER_CLASS_PRICES, NUMBER_CLASSES, type NumberClass } from '@store/domain/msisdn';
import type { Db } from '../../db/client';
import { bahtToSatang, isHeader, parseCsv } from '../../lib/csv';
import { conflict, invalid, notFound } from '../../lib/errors';
import { insertAvailableNumbers, moveNumberStatus, selectExisting, selectPoolNumber, selectPoolPage, updateNumberPrice, type PoolQuery, type PoolRow } from './admin-repository';
import type { NumbersService } from './service';

export const poolView = (row: PoolRow): AdminNumber => ({
  id: row.number,
  number: row.number,
  class: row.class,
  price: row.price,
  status: row.status,
  hold_flow: row.holdFlow ?? null,
  hold_expires_at: row.holdExpiresAt?.toISOString() ?? null,
  hold_order_id: row.holdOrderId ?? null,
  sold_at: row.soldAt?.toISOString() ?? null,
});

export async function listPool(db: Db, q: Omit<PoolQuery, 'limit'> & { limit: number }) {
  const rows = await selectPoolPage(db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return { items: page.map(poolView), next_cursor: rows.length > q.limit ? page[page.length - 1].number : null };
}

export async function getPoolNumber(db: Db, number: string): Promise<AdminNumber> {
  const row = await selectPoolNumber(db, number);
  if (!row) throw notFound('number_not_found', `${number} is not in the pool.`);
  return poolView(row);
}

export async function changePoolNumber(db: Db, number: string, change: { class?: NumberClass; price?: number }) {
  const before = await getPoolNumber(db, number);
  const row = await updateNumberPrice(db, number, change);
  if (!row) throw conflict('number_sold', `${number} is sold; its class and price stay as sold.`);
  return { before, after: poolView(row) };
}

/** Frees a hold that is stuck (no order took it): the cart line goes, the number is available again. */
export async function releaseStuckHold(db: Db, numbers: NumbersService, number: string) {
  const before = await getPoolNumber(db, number);
  const row = await selectPoolNumber(db, number);
  if (!row || row.status !== 'held' || !row.holdId) throw conflict('number_not_held', `${number} is not held.`);
  if (row.holdOrderId) throw conflict('number_hold_in_order', `An order (${row.holdOrderId}) holds ${number}; cancel the order instead.`);
  await numbers.releaseHold(db, row.holdId);
  return { before, after: await getPoolNumber(db, number) };
}

export async function withdrawNumber(db: Db, number: string) {
  const before = await getPoolNumber(db, number);
  const row = await moveNumberStatus(db, number, 'available', 'withdrawn');
  if (!row) throw conflict('number_not_available', `${number} is ${before.status}; only an available number can be withdrawn.`);
  return { before, after: poolView(row) };
}

export async function reinstateNumber(db: Db, number: string) {
  const before = await getPoolNumber(db, number);
  const row = await moveNumberStatus(db, number, 'withdrawn', 'available');
  if (!row) throw conflict('number_not_withdrawn', `${number} is ${before.status}, not withdrawn.`);
  return { before, after: poolView(row) };
}

export interface NumberImportReport {
  dry_run: boolean;
  rows: number;
  accepted: number;
  inserted: number;
  rejected: { line: number; number: string; reason: string }[];
}

/**
 * A CSV of numbers (number, class, price in baht; class and price default from the number's digits):
 * each row is checked (10 digits starting 06/08/09, not twice in the file, not in the pool, a known
 * class, an amount) and every bad row reported with its line and reason. A dry run stops there; an
 * import adds the good rows (a number another import added meanwhile is reported as already_in_pool).
 * Imported numbers get their fortune scores at the next rescore of the pool (decision 024).
 */
export async function importNumbers(db: Db, csv: string, dryRun: boolean, maxRows: number): Promise<NumberImportReport> {
  const parsed = parseCsv(csv);
  const rows = isHeader(parsed[0], 'number') ? parsed.slice(1) : parsed;
  if (rows.length === 0) throw invalid('csv_empty', 'The file has no rows.');
  if (rows.length > maxRows) throw invalid('csv_too_many_rows', `At most ${maxRows} rows per file.`);
  const rejected: NumberImportReport['rejected'] = [];
  const seen = new Set<string>();
  const good: { line: number; number: string; class: NumberClass; price: number; digitSum: number; digitsMask: number }[] = [];
  for (const { line, cells } of rows) {
    const number = (cells[0] ?? '').replace(/[\s-]/g, '');
    const reject = (reason: string) => rejected.push({ line, number, reason });
    if (!isMsisdn(number)) {
      reject('invalid_number');
      continue;
    }
    if (seen.has(number)) {
      reject('duplicate_in_file');
      continue;
    }
    seen.add(number);
    const classText = (cells[1] ?? '').trim();
    if (classText && !(NUMBER_CLASSES as readonly string[]).includes(classText)) {
      reject('invalid_class');
      continue;
    }
    const cls = (classText || classifyNumber(number)) as NumberClass;
    const priceText = (cells[2] ?? '').trim();
    const price = priceText ? bahtToSatang(priceText) : NUMBER_CLASS_PRICES[cls];
    if (price === null) {
      reject('invalid_price');
      continue;
    }
    good.push({ line, number, class: cls, price, digitSum: digitSum(number), digitsMask: digitsMask(number) });
  }
  const existing = await selectExisting(
    db,
    good.map((g) => g.number),
  );
  const fresh = good.filter((g) => {
    if (!existing.has(g.number)) return true;
    rejected.push({ line: g.line, number: g.number, reason: 'already_in_pool' });
    return false;
  });
  let inserted = 0;
  if (!dryRun && fresh.length > 0) {
    const added = new Set(await insertAvailableNumbers(db, fresh));
    inserted = added.size;
    for (const g of fresh) if (!added.has(g.number)) rejected.push({ line: g.line, number: g.number, reason: 'already_in_pool' });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { dry_run: dryRun, rows: rows.length, accepted: dryRun ? fresh.length : inserted, inserted, rejected };
}
