import { sql, type SQL } from 'drizzle-orm';
import type { NumberClass } from '@store/domain/msisdn';
import { WISHES, type NumerologyData } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';

/**
 * The SQL of the fortune ranking (decision 024; fortune.ts holds its rules).
 *
 * What the scoring needs from a number is stored with it (numbers/tables.ts): `fortune_base`, the
 * score with no wish and no kalakini (weights of the distinct pairs of the eight digits after the 0X
 * prefix, plus the weight of the digit sum); `fortune_wishes`, for each wish in WISHES order the
 * number of distinct pairs that are not bad and support it, 4 bits each (7 pairs at most, so no
 * carry and never the sign bit); `fortune_bad`, whether any pair is bad.
 */

/** Literal of an array indexed by pair value + 1 (PostgreSQL arrays start at 1). */
const arrayLiteral = (values: readonly (number | boolean)[], type: 'int' | 'boolean') =>
  `('{${values.map((v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v))).join(',')}}'::${type}[])`;

/** The wishes a pair supports, one in the nibble of each (0 for a bad pair: it supports none). */
export const wishBitsOf = (wishes: readonly string[]): number => wishes.reduce((bits, w) => bits | (1 << (4 * WISHES.indexOf(w as (typeof WISHES)[number]))), 0);

/** The seven adjacent pairs of the 8-digit suffix `s` as columns p0 (last two digits) .. p6 (first two). */
export const PAIR_COLUMNS = [0, 1, 2, 3, 4, 5, 6].map((k) => `(s / ${10 ** k} % 100) as p${k}`).join(', ');

/**
 * The three stored values as SQL over the columns p0..p6 (PAIR_COLUMNS, computed once per row
 * beneath) and `digitSum` (of all ten digits). A pair counts once: only when no pair of a lower k is
 * equal to it.
 */
export function fortuneColumnsSql(data: NumerologyData, digitSum: string): { base: string; wishes: string; bad: string } {
  const byPair = new Map(data.pairs.map((p) => [Number(p.pair), p]));
  const pairs = Array.from({ length: 100 }, (_, i) => byPair.get(i)!);
  const weights = arrayLiteral(
    pairs.map((p) => p.weight),
    'int',
  );
  const wishBits = arrayLiteral(
    pairs.map((p) => (p.polarity === 'bad' ? 0 : wishBitsOf(p.wishes))),
    'int',
  );
  const bad = arrayLiteral(
    pairs.map((p) => p.polarity === 'bad'),
    'boolean',
  );
  const sums = arrayLiteral(
    Array.from({ length: 91 }, (_, s) => data.sums.find((x) => x.sum === s)!.weight),
    'int',
  );
  const counted = (k: number, term: string) => (k === 0 ? term : `case when ${Array.from({ length: k }, (_, j) => `p${k} <> p${j}`).join(' and ')} then ${term} else 0 end`);
  const ks = [0, 1, 2, 3, 4, 5, 6];
  return {
    base: `(${sums}[(${digitSum}) + 1] + ${ks.map((k) => counted(k, `${weights}[p${k} + 1]`)).join(' + ')})`,
    wishes: `(${ks.map((k) => counted(k, `${wishBits}[p${k} + 1]`)).join(' + ')})`,
    bad: `(${ks.map((k) => `${bad}[p${k} + 1]`).join(' or ')})`,
  };
}

/** Numbers scored: every number but those sold (a sold number is never offered again; instant-SIM stock is sold). */
const SCORED = `status <> 'sold'`;

/** Numbers after `after` (from the first when null) through `through` (to the last when null). */
export interface NumberRange {
  after: string | null;
  through: string | null;
}

/**
 * Scores again the numbers after `after` (from the first when null) through `through` (to the last
 * when null) with `data`; only rows whose values change are written. Returns how many were.
 */
export async function scoreNumberRange(db: Db, data: NumerologyData, range: NumberRange): Promise<number> {
  const f = fortuneColumnsSql(data, 'digit_sum');
  const bounds = [...(range.after ? [sql`number > ${range.after}`] : []), ...(range.through ? [sql`number <= ${range.through}`] : [])];
  const where = sql.join([sql.raw(SCORED), ...bounds], sql` and `);
  // offset 0 keeps the subqueries whole, so the suffix is parsed and split once per row, not once per use.
  const result = await db.execute(sql`
    update mobile_numbers m set fortune_base = f.base, fortune_wishes = f.wishes, fortune_bad = f.bad
    from (
      select number, ${sql.raw(f.base)} as base, ${sql.raw(f.wishes)} as wishes, ${sql.raw(f.bad)} as bad
      from (select number, digit_sum, ${sql.raw(PAIR_COLUMNS)} from (select number, substr(number, 3)::int as s, digit_sum from mobile_numbers where ${where}) y offset 0) x
    ) f
    where m.number = f.number and (m.fortune_base, m.fortune_wishes, m.fortune_bad) is distinct from (f.base, f.wishes, f.bad)`);
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** The number `size` numbers after `after` (from the first when null), or null when fewer are left: the end of a chunk. */
export async function numberChunkEnd(db: Db, after: string | null, size: number): Promise<string | null> {
  const rows = rowsOf<{ number: string }>(
    await db.execute(sql`select number from mobile_numbers ${after ? sql`where number > ${after}` : sql``} order by number offset ${sql.raw(String(size - 1))} limit 1`),
  );
  return rows[0]?.number ?? null;
}

/** Four bits per wish, from bit 0 in WISHES order: the mask of the counts of a set of wishes (bit w = WISHES[w]). */
const countsMask = (set: number): bigint => WISHES.reduce((m, _, w) => ((set >> w) & 1 ? m | (15n << BigInt(4 * w)) : m), 0n);
/** The sum of the eight 4-bit counts of a bigint (each at most 7, so no byte overflows). */
const nibbleSum = (x: string) => `((((${x}) & 252645135) + (((${x}) >> 4) & 252645135)) * 16843009 >> 24 & 255)`;

/** The 256 maxima over the scored numbers without a bad pair (of a range of numbers, or all), as (wishes, max_count) rows. */
function boundsSelect(range?: NumberRange): string {
  const sets = Array.from({ length: 1 << WISHES.length }, (_, set) => `max(${nibbleSum(`v & ${countsMask(set)}`)})`);
  return `select (u.i - 1)::smallint as wishes, u.m::smallint as max_count
    from (select array[${sets.join(', ')}] as a
          from (select distinct fortune_wishes::bigint as v from mobile_numbers where ${SCORED} and fortune_bad = false${range ? rangeSql(range) : ''}) d) x
    cross join lateral unnest(x.a) with ordinality as u(m, i)
    where u.m is not null`;
}

/** A range of numbers as literal SQL (the numbers are 10 digits, checked). */
function rangeSql({ after, through }: NumberRange): string {
  for (const n of [after, through]) if (n !== null && !/^\d{10}$/.test(n)) throw new Error('not a number of the pool');
  return `${after ? ` and number > '${after}'` : ''}${through ? ` and number <= '${through}'` : ''}`;
}

/**
 * Writes, for each of the 256 sets of wishes, the most supports of the set any scored number
 * without a bad pair has: one pass over the distinct fortune_wishes values (tens of thousands in a
 * pool of a million), 256 maxima each.
 */
export async function replaceFortuneBounds(db: Db): Promise<void> {
  await db.execute(sql`delete from number_fortune_bounds`);
  await db.execute(sql.raw(`insert into number_fortune_bounds (wishes, max_count) ${boundsSelect()}`));
}

/**
 * Raises the bounds to cover a range of numbers just scored again, so that they hold for old and
 * new scores alike while a rescore runs (replaceFortuneBounds makes them exact at its end).
 */
export async function raiseFortuneBounds(db: Db, range: NumberRange): Promise<void> {
  await db.execute(
    sql.raw(`insert into number_fortune_bounds (wishes, max_count) ${boundsSelect(range)}
      on conflict (wishes) do update set max_count = greatest(number_fortune_bounds.max_count, excluded.max_count)`),
  );
}

/** After a rescore: new row versions everywhere; vacuum so index-only scans need not visit the table, analyze for the planner. */
export async function vacuumNumbers(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) mobile_numbers`);
}

export interface FortunePageQuery {
  /** The digit no listed number may have after the 0X prefix (digits_mask bit), or null. */
  kalakini: number | null;
  /** Indexes into WISHES of the person's wishes, distinct. */
  wishes: readonly number[];
  wishBonus: number;
  minScore: number | null;
  /** digits_mask bits of which a listed number has at least one, or null. */
  requireAnyMask: number | null;
  /** The last row of the previous page. */
  cursor: { score: number; number: string } | null;
  limit: number;
  /** Rows of the first phase (the `probe` first in fortune_base order), at least `limit`. */
  probe: number;
}

export interface FortuneRow {
  number: string;
  class: NumberClass;
  price: number;
  digit_sum: number;
  score: number;
}

const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
};

/**
 * One page of the personalised ranking (decision 024): the available numbers without a bad pair
 * matching the filters, by score desc then number, after the cursor. Exact top-k in one statement:
 *
 * 1. `probe`: the first `probe` matches in fortune_base order (an index range scan of
 *    mobile_numbers_fortune_idx), with their scores. If fewer exist, they are all the matches.
 * 2. Else L, the `limit`-th best score among them, is reached by at least `limit` matches, so every
 *    row of the answer scores L or more; a number's score is its base plus wish_bonus times its
 *    supports of the wishes, at most `max_count` of number_fortune_bounds for the set (7 per wish
 *    when absent), so its base is at least L - wish_bonus * max_count: the second index range scan.
 *
 * With a cursor, no later row scores more than the cursor's score, nor has a larger base.
 */
export async function selectFortunePage(db: Db, q: FortunePageQuery): Promise<FortuneRow[]> {
  const rows = await db.transaction(async (tx) => {
    // The second scan's range depends on the first's result, so the planner guesses it wide and would
    // start parallel workers, whose start-up costs more than the few thousand entries it reads.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<FortuneRow>(await tx.execute(fortunePageSql(q)));
  });
  return rows.map((r) => ({ ...r, price: Number(r.price), digit_sum: Number(r.digit_sum), score: Number(r.score) }));
}

/** The statement of selectFortunePage (for the explain script). */
export function fortunePageSql(q: FortunePageQuery): SQL {
  const set = q.wishes.reduce((m, w) => m | (1 << w), 0);
  const supports = q.wishes.map((w) => `((fortune_wishes >> ${4 * w}) & 15)`);
  const score = sql.raw(supports.length ? `(fortune_base + ${q.wishBonus} * (${supports.join(' + ')}))` : 'fortune_base');
  const filters: SQL[] = [sql`status = 'available'`, sql`fortune_bad = false`];
  if (q.kalakini !== null) filters.push(sql`(digits_mask & ${int(1 << q.kalakini)}) = 0`);
  if (q.requireAnyMask !== null) filters.push(sql`(digits_mask & ${int(q.requireAnyMask)}) <> 0`);
  if (q.minScore !== null) filters.push(sql`${score} >= ${int(q.minScore)}`, sql`fortune_base >= ${int(q.minScore)} - (select mb from max_bonus)`);
  if (q.cursor) {
    filters.push(sql`fortune_base <= ${int(q.cursor.score)}`);
    filters.push(sql`(${score} < ${int(q.cursor.score)} or (${score} = ${int(q.cursor.score)} and number > ${q.cursor.number}))`);
  }
  const where = sql.join(filters, sql` and `);
  const columns = sql`number, class, price, digit_sum, ${score} as score`;
  const maxCount = sql`coalesce((select max_count from number_fortune_bounds where wishes = ${int(set)}), ${int(7 * q.wishes.length)})`;
  return sql`
    with max_bonus as materialized (select ${int(q.wishBonus)} * ${maxCount} as mb),
    probe as materialized (
      select ${columns} from mobile_numbers where ${where}
      order by fortune_base desc nulls last, number limit ${int(q.probe)}
    ),
    bound as materialized (
      select case when (select count(*) from probe) < ${int(q.probe)} then null
        else (select score from probe order by score desc offset ${int(q.limit - 1)} limit 1) end as l
    )
    select number, class, price, digit_sum, score from (
      select * from probe where (select l from bound) is null
      union all
      select ${columns} from mobile_numbers
      where (select l from bound) is not null and ${where}
        and fortune_base >= (select l from bound) - (select mb from max_bonus)
        and ${score} >= (select l from bound)
    ) page
    order by score desc, number limit ${int(q.limit)}`;
}
