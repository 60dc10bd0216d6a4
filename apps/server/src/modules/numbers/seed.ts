import { sql } from 'drizzle-orm';
import { AUSPICIOUS_SUMS, NUMBER_CLASS_PRICES, NUMBER_CLASSES } from '@store/domain/msisdn';
import type { NumerologyData } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { fortuneColumnsSql, PAIR_COLUMNS, replaceFortuneBounds } from './fortune-repository';
import { mobileNumbers } from './tables';

/** Numbers seeded on first start unless NUMBER_POOL_SIZE says otherwise; tests use a small pool. */
export const DEFAULT_POOL_SIZE = 1_000_000;

const digit = (s: string, k: number) => `((${s} / ${10 ** k}) % 10)`;
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => digit('s', k));

/**
 * The class rules of @store/domain/msisdn written over the 8-digit suffix `s` and the digit sum:
 * ends 9999; four equal; three equal or 1234..6789; auspicious sum. A test checks both agree.
 */
const CLASS_SQL = `case
  when s % 10000 = 9999 then 'lucky9999'
  when s % 10000 % 1111 = 0 then 'lucky_gold'
  when s % 1000 % 111 = 0 or s % 10000 in (1234, 2345, 3456, 4567, 5678, 6789) then 'lucky_silver'
  when digit_sum in (${AUSPICIOUS_SUMS.join(', ')}) then 'lucky_bronze'
  else 'normal' end`;
const PRICE_SQL = `case class ${NUMBER_CLASSES.map((c) => `when '${c}' then ${NUMBER_CLASS_PRICES[c]}`).join(' ')} end`;

/**
 * Fills an empty pool with `size` numbers, deterministically and set-based: number i gets the
 * prefix 06/08/09 by i mod 3 and the suffix (i * 48271 + 12345) mod 10^8 (a bijection, so no two
 * alike), plus size/100 made-up lucky numbers (ending 9999, four or three equal digits, runs) so a
 * small pool still has every class. The fortune ranking's columns are computed from `data` (the
 * numerology data in force) in the same statement (decision 024), and its bounds after it. Indexes
 * are dropped during the load and rebuilt after it; then
 * the table is vacuumed and analyzed, so the searches' index-only scans need not visit the table
 * (visibility map) and the planner knows the columns (PGlite has no autovacuum to do either).
 * Returns how many numbers were inserted (0 when the pool already has numbers).
 */
export async function seedNumbers(db: Db, data: NumerologyData, size = DEFAULT_POOL_SIZE): Promise<number> {
  const existing = await db.select({ n: mobileNumbers.number }).from(mobileNumbers).limit(1);
  if (existing.length > 0) return 0;
  const curated = Math.ceil(size / 100);
  const fortune = fortuneColumnsSql(data, 'digit_sum');
  const inserted = await db.transaction(async (tx) => {
    const defs = await tx.execute<{ name: string; def: string }>(
      sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'mobile_numbers' and indexname <> 'mobile_numbers_pkey'`,
    );
    const indexes = rowsOf<{ name: string; def: string }>(defs);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const i of indexes) await tx.execute(sql.raw(`drop index "${i.name}"`));
    const result = await tx.execute(
      sql.raw(`
      with series as (
        select (array[6, 8, 9])[(i % 3) + 1] as p, (i::bigint * 48271 + 12345) % 100000000 as s
        from generate_series(0, ${size - 1}) as i
        union all
        select (array[6, 8, 9])[(j % 3) + 1] as p,
          ((j::bigint * 7919) % 10000) * 10000 + case j % 4
            when 0 then 9999
            when 1 then ((j / 4) % 10) * 1111
            when 2 then ((j / 4) % 10) * 1000 + ((j / 7) % 10) * 111
            else (array[1234, 2345, 3456, 4567, 5678, 6789])[((j / 4) % 6) + 1] end as s
        from generate_series(0, ${curated - 1}) as j
      ),
      derived as (
        select p, s, p + ${DIGITS.join(' + ')} as digit_sum, (${DIGITS.map((d) => `(1 << ${d}::int)`).join(' | ')}) as digits_mask from series
      ),
      classified as (select *, ${CLASS_SQL} as class from derived)
      insert into mobile_numbers (number, class, price, digit_sum, digits_mask, fortune_base, fortune_wishes, fortune_bad)
      select '0' || p || lpad(s::text, 8, '0') as n, class, ${PRICE_SQL}, digit_sum, digits_mask, ${fortune.base}, ${fortune.wishes}, ${fortune.bad}
      from (select *, ${PAIR_COLUMNS} from classified offset 0) as c order by n
      on conflict do nothing`),
    );
    for (const i of indexes) await tx.execute(sql.raw(i.def));
    await replaceFortuneBounds(tx);
    return affected(result);
  });
  await db.execute(sql`vacuum (analyze) mobile_numbers`);
  return inserted;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
