import type { AdminVariant } from '@store/domain/contracts/admin-catalog';
import type { Db } from '../../db/client';
import { bahtToSatang, isHeader, parseCsv } from '../../lib/csv';
import { AppError, invalid, notFound } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { selectAdminVariant, selectStockMovements, selectVariantPage, selectVariantsBySku, type AdminVariantRow } from './operator-repository';
import { updateVariant, type VariantChange } from './operator';

const view = (row: AdminVariantRow): AdminVariant => ({
  id: row.id,
  product_id: row.productId,
  product_slug: row.productSlug,
  product_name: row.productName,
  sku: row.sku,
  color: row.colorKey,
  capacity: row.capacity,
  price: row.price,
  compare_at_price: row.compareAtPrice,
  stock: row.stock,
  stock_reserved: row.stockReserved,
  available: Math.max(0, row.stock - row.stockReserved),
});

export async function listVariants(db: Db, q: { search?: string; lowStock?: boolean; after?: number; limit: number }) {
  const rows = await selectVariantPage(db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return { items: page.map(view), next_cursor: rows.length > q.limit ? String(page[page.length - 1].id) : null };
}

export async function getAdminVariant(db: Db, id: number): Promise<AdminVariant> {
  const row = await selectAdminVariant(db, id);
  if (!row) throw notFound('variant_not_found', `No variant ${id}.`);
  return view(row);
}

/** A change from the console: price, compare-at price, stock (a movement), caches invalidated (operator.ts). */
export async function changeVariant(db: Db, id: number, change: VariantChange, by: string) {
  const before = await getAdminVariant(db, id);
  await updateVariant(db, id, change, { by, reason: 'manual' });
  return { before, after: await getAdminVariant(db, id) };
}

export async function stockMovements(db: Db, id: number) {
  await getAdminVariant(db, id);
  return (await selectStockMovements(db, id)).map((m) => ({
    id: m.id,
    stock_before: m.stockBefore,
    stock_after: m.stockAfter,
    reason: m.reason,
    changed_by: m.changedBy,
    at: m.at.toISOString(),
  }));
}

export interface PriceImportReport {
  dry_run: boolean;
  rows: number;
  accepted: number;
  updated: number;
  rejected: { line: number; sku: string; reason: string }[];
}

/**
 * Bulk price and stock (sku, price, compare_at_price, stock; baht; blank leaves a value, "-" clears
 * the compare-at price). Each row is checked against the variant it names; every bad row is reported.
 * The good rows are written in one transaction, each like a change made by hand (stock movements,
 * product summaries), and the storefront's caches are told once. A dry run writes nothing.
 */
export async function importPrices(db: Db, csv: string, dryRun: boolean, by: string, maxRows: number): Promise<PriceImportReport> {
  const parsed = parseCsv(csv);
  const rows = isHeader(parsed[0], 'sku') ? parsed.slice(1) : parsed;
  if (rows.length === 0) throw invalid('csv_empty', 'The file has no rows.');
  if (rows.length > maxRows) throw invalid('csv_too_many_rows', `At most ${maxRows} rows per file.`);
  const variants = await selectVariantsBySku(db, rows.map((r) => (r.cells[0] ?? '').trim()).filter(Boolean));
  const rejected: PriceImportReport['rejected'] = [];
  const seen = new Set<string>();
  const good: { line: number; sku: string; id: number; change: VariantChange }[] = [];
  for (const { line, cells } of rows) {
    const sku = (cells[0] ?? '').trim();
    const reject = (reason: string) => rejected.push({ line, sku, reason });
    const variant = variants.get(sku);
    if (!variant) {
      reject('unknown_sku');
      continue;
    }
    if (seen.has(sku)) {
      reject('duplicate_sku');
      continue;
    }
    seen.add(sku);
    const [priceText = '', compareText = '', stockText = ''] = cells.slice(1).map((c) => c.trim());
    const change: VariantChange = {};
    if (priceText) {
      const price = bahtToSatang(priceText);
      if (price === null) {
        reject('invalid_price');
        continue;
      }
      change.price = price;
    }
    if (compareText === '-') change.compare_at_price = null;
    else if (compareText) {
      const compare = bahtToSatang(compareText);
      if (compare === null) {
        reject('invalid_price');
        continue;
      }
      change.compare_at_price = compare;
    }
    if (stockText) {
      if (!/^\d{1,9}$/.test(stockText)) {
        reject('invalid_stock');
        continue;
      }
      change.stock = Number(stockText);
      if (change.stock < variant.stockReserved) {
        reject('stock_below_reserved');
        continue;
      }
    }
    if (Object.keys(change).length === 0) {
      reject('nothing_to_change');
      continue;
    }
    good.push({ line, sku, id: variant.id, change });
  }
  let updated = 0;
  if (!dryRun && good.length > 0) {
    // One transaction for the file: each row like a change by hand; a row whose stock fell below what
    // orders reserve meanwhile is reported and skipped (its savepoint rolled back), the rest are kept.
    await invalidationOf(db).commit(db, 'catalog', async (tx) => {
      for (const row of good) {
        try {
          // updateVariant opens its own (nested: a savepoint) transaction.
          await updateVariant(tx, row.id, row.change, { by, reason: 'import' });
          updated++;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          rejected.push({ line: row.line, sku: row.sku, reason: error.code });
        }
      }
    });
  }
  rejected.sort((a, b) => a.line - b.line);
  return { dry_run: dryRun, rows: rows.length, accepted: dryRun ? good.length : updated, updated, rejected };
}
