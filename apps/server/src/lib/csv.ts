import { parse } from 'csv-parse/sync';
import { invalid } from './errors';

export interface CsvRow {
  /** The row's line in the file (1-based), for the per-row report. */
  line: number;
  cells: string[];
}

/**
 * The rows of a CSV file (csv-parse): a byte-order mark is dropped, cells trimmed, blank lines
 * skipped, rows may have fewer or more cells than the first. A file that cannot be read at all
 * (an unclosed quote…) is 400 csv_invalid with the line where reading stopped.
 */
export function parseCsv(text: string): CsvRow[] {
  try {
    const records = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw invalid('csv_invalid', `The file is not CSV we can read${line ? ` (line ${line})` : ''}.`, line ? { line } : undefined);
  }
}

/** Whether the first row is a header naming `first` (case-insensitive): it is then skipped. */
export const isHeader = (row: CsvRow | undefined, first: string) => row?.cells[0]?.trim().toLowerCase() === first;

/** Baht as written by people ("1,990", "1990.50") in satang; null when it is not an amount. */
export function bahtToSatang(text: string): number | null {
  const clean = text.replace(/[,\s฿]/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
