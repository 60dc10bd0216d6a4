import { and, asc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { formatMsisdn } from '@store/domain/phone';
import { maskOf } from '@store/domain/msisdn';
import { type NumberItem, type NumberSearchQuery, type NumberSearchResult } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import { mobileNumbers as n } from './tables';

const reversed = (s: string) => [...s].reverse().join('');

/**
 * The digit masks (@store/domain/msisdn digitsMask) that have every favourite digit and no avoided
 * one, or null when neither is asked. A list of values lets the planner use the column's statistics
 * (a bit test would be a blind guess). At most 1024 values.
 */
export function allowedMasks(fav: number[], avoid: number[]): number[] | null {
  if (fav.length === 0 && avoid.length === 0) return null;
  const need = maskOf(fav);
  const forbid = maskOf(avoid);
  const out: number[] = [];
  for (let m = 1; m < 1024; m += 1) if ((m & need) === need && (m & forbid) === 0) out.push(m);
  return out;
}

/**
 * The WHERE of a search. Only digits reach these strings (the schema allows nothing else), so they
 * carry no LIKE wildcards of their own. A position pattern also yields its fixed leading and
 * trailing digits as prefix and suffix conditions, which the indexes can serve.
 */
export function searchConditions(q: Omit<NumberSearchQuery, 'limit'>): SQL[] {
  const where: SQL[] = [eq(n.status, 'available')];
  const prefix = (p: string) => where.push(sql`${n.number} like ${`${p}%`}`);
  const suffix = (s: string) => where.push(sql`${n.numberReversed} like ${`${reversed(s)}%`}`);
  if (q.contains) where.push(sql`${n.number} like ${`%${q.contains}%`}`);
  if (q.starts) prefix(q.starts);
  if (q.ends) suffix(q.ends);
  if (q.pattern) {
    // Each run of fixed digits: a prefix, a suffix, or a substring at its position. (A LIKE with
    // wildcards would tempt the planner onto the trigram index, useless for runs under 3 digits.)
    for (const run of q.pattern.matchAll(/\d+/g)) {
      const at = run.index;
      if (at === 0) prefix(run[0]);
      else if (at + run[0].length === 10) suffix(run[0]);
      else where.push(sql`substr(${n.number}, ${at + 1}::int, ${run[0].length}::int) = ${run[0]}`);
    }
  }
  if (q.sum !== undefined) where.push(eq(n.digitSum, q.sum));
  const masks = allowedMasks(q.fav ?? [], q.avoid ?? []);
  if (masks) where.push(masks.length ? inArray(n.digitsMask, masks) : sql`false`);
  if (q.class?.length) where.push(inArray(n.class, q.class));
  if (q.price_min !== undefined) where.push(gte(n.price, q.price_min));
  if (q.price_max !== undefined) where.push(lte(n.price, q.price_max));
  if (q.cursor) where.push(gt(n.number, q.cursor));
  return where;
}

export const toItem = (row: { number: string; class: NumberItem['class']; price: number; digitSum: number }): NumberItem => ({
  number: row.number,
  display: formatMsisdn(row.number),
  class: row.class,
  price: row.price,
  digit_sum: row.digitSum,
});

/** Available numbers matching every filter, in number order, one page after the cursor. */
export async function searchNumbers(db: Db, q: NumberSearchQuery): Promise<NumberSearchResult> {
  const rows = await db
    .select({ number: n.number, class: n.class, price: n.price, digitSum: n.digitSum })
    .from(n)
    .where(and(...searchConditions(q)))
    .orderBy(asc(n.number))
    .limit(q.limit + 1);
  const items = rows.slice(0, q.limit).map(toItem);
  return { items, next_cursor: rows.length > q.limit ? items[items.length - 1].number : null };
}
