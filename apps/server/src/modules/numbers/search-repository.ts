import { eq, sql, type SQL } from 'drizzle-orm';
import type { NumberItem } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';
import { mobileNumbers } from './tables';

/**
 * The SQL of number search (decision 014; search.ts chooses the path for a query and walks). Every
 * statement reads the available numbers in number order, one page at most.
 */

export type SearchRow = { number: string; class: NumberItem['class']; price: number; digit_sum: number };
/** Runs one search statement; the explain script and the tests pass their own. */
export type Execute = (db: Db, query: SQL) => Promise<Record<string, unknown>[]>;
export const execute: Execute = async (db, query) => rowsOf(await db.execute(query));

/** What a row must match beyond status and the number range. */
export interface NumberFilters {
  /** Runs of fixed digits: `digits` from place `at` (0-based). */
  runs: { at: number; digits: string }[];
  contains?: string;
  sum?: number;
  /** digits_mask bits every match has (0: none). */
  need: number;
  /** digits_mask bits no match has (0: none). */
  forbid: number;
  classes?: readonly string[];
  priceMin?: number;
  priceMax?: number;
}

/** Available numbers from `lower` (none when empty) and below `upper` (none when null). */
export interface NumberRange {
  lower: string;
  upper: string | null;
}

/** A digit string as one bound parameter of a text[] / smallint[] literal. */
const arrayParam = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * The conditions a row must meet beyond status and the number range, written over the bare column
 * names (they run against the table, an index-only walk or a CTE) and in forms no index serves, so
 * that only the chosen path uses an index.
 */
export function conditionsOf(f: NumberFilters): SQL[] {
  const out: SQL[] = [];
  for (const run of f.runs) out.push(sql`substr(number, ${sql.raw(String(run.at + 1))}, ${sql.raw(String(run.digits.length))}) = ${run.digits}`);
  if (f.contains) out.push(sql`strpos(number, ${f.contains}) > 0`);
  if (f.sum !== undefined) out.push(sql`digit_sum = ${sql.raw(String(f.sum))}`);
  if (f.need) out.push(sql.raw(`(digits_mask & ${f.need}) = ${f.need}`));
  if (f.forbid) out.push(sql.raw(`(digits_mask & ${f.forbid}) = 0`));
  if (f.classes?.length === 1) out.push(sql`class = ${f.classes[0]}`);
  else if (f.classes?.length) out.push(sql`class = any(${arrayParam(f.classes)}::text[])`);
  if (f.priceMin !== undefined) out.push(sql.raw(`price >= ${f.priceMin}`));
  if (f.priceMax !== undefined) out.push(sql.raw(`price <= ${f.priceMax}`));
  return out;
}

const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
const COLUMNS = sql.raw('number, class, price, digit_sum');
const COVERED = sql.raw('number, class, price, digit_sum, digits_mask');

const rangeOf = ({ lower, upper }: NumberRange) => [sql`status = 'available'`, ...(lower ? [sql`number >= ${lower}`] : []), ...(upper ? [sql`number < ${upper}`] : [])];
const whereOf = (range: NumberRange, filters: NumberFilters) => allOf([...rangeOf(range), ...conditionsOf(filters)]);

interface Page {
  range: NumberRange;
  filters: NumberFilters;
  /** Rows wanted at most. */
  want: number;
}

/** The matches in number order, as the planner chooses (its indexes of digit_sum, price or class). */
export function selectPage(db: Db, run: Execute, { range, filters, want }: Page): Promise<SearchRow[]> {
  return run(db, sql`select ${COLUMNS} from mobile_numbers where ${whereOf(range, filters)} order by number limit ${sql.raw(String(want))}`) as Promise<SearchRow[]>;
}

/** The matches whose last four digits are `key`, on the (last four digits, number) index. */
export function selectPageOfLast4(db: Db, run: Execute, { range, filters, want }: Page, key: string): Promise<SearchRow[]> {
  return run(
    db,
    sql`select ${COLUMNS} from mobile_numbers where ${whereOf(range, filters)} and right(number, 4) = ${key} order by number limit ${sql.raw(String(want))}`,
  ) as Promise<SearchRow[]>;
}

/** One ordered range per key of the last four digits or of the class, each cut at a page, merged. */
export function selectPageMerged(db: Db, run: Execute, { range, filters, want }: Page, by: 'last4' | 'class', keys: readonly string[]): Promise<SearchRow[]> {
  const expr = by === 'last4' ? sql`right(number, 4)` : sql`class`;
  return run(
    db,
    sql`select s.number, s.class, s.price, s.digit_sum from unnest(${arrayParam(keys)}::text[]) as k(key)
        cross join lateral (select ${COLUMNS} from mobile_numbers where ${whereOf(range, filters)} and ${expr} = k.key order by number limit ${sql.raw(String(want))}) s
        order by s.number limit ${sql.raw(String(want))}`,
  ) as Promise<SearchRow[]>;
}

/** The matches among the numbers holding every 4-digit substring of `grams`, on the GIN index of number_grams. */
export function selectPageByGrams(db: Db, run: Execute, { range, filters, want }: Page, grams: readonly number[]): Promise<SearchRow[]> {
  // The CTE keeps the planner on the GIN index (it cannot estimate @> on the expression well).
  return run(
    db,
    sql`with m as materialized (select ${COVERED} from mobile_numbers where ${allOf(rangeOf(range))} and number_grams(number) @> ${arrayParam(grams)}::smallint[])
        select ${COLUMNS} from m where ${allOf(conditionsOf(filters))} order by number limit ${sql.raw(String(want))}`,
  ) as Promise<SearchRow[]>;
}

const walkRange = (from: string, upper: string | null) => sql`status = 'available' and number >= ${from}${upper ? sql` and number < ${upper}` : sql``}`;

/** One walk window: the matches among the first `size` available numbers from `from` (below `upper`), `limit` at most. */
export async function selectWalkWindow(db: Db, run: Execute, w: { from: string; upper: string | null; filters: NumberFilters; size: number; limit: number }): Promise<SearchRow[]> {
  return (await run(
    db,
    sql`select ${COLUMNS} from (select ${COVERED} from mobile_numbers where ${walkRange(w.from, w.upper)} order by number limit ${sql.raw(String(w.size))}) w
        where ${allOf(conditionsOf(w.filters))} limit ${sql.raw(String(w.limit))}`,
  )) as SearchRow[];
}

/** The last number a walk window of `size` from `from` read, or null when the window did not fill. */
export async function walkWindowEnd(db: Db, run: Execute, w: { from: string; upper: string | null; size: number }): Promise<string | null> {
  const [edge] = (await run(db, sql`select number from mobile_numbers where ${walkRange(w.from, w.upper)} order by number offset ${sql.raw(String(w.size - 1))} limit 1`)) as {
    number: string;
  }[];
  return edge ? edge.number : null;
}

/** One number of the pool (any status), or null. */
export async function numberRow(db: Db, number: string): Promise<typeof mobileNumbers.$inferSelect | null> {
  const [row] = await db.select().from(mobileNumbers).where(eq(mobileNumbers.number, number));
  return row ?? null;
}
