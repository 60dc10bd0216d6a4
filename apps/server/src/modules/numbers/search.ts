import { formatMsisdn } from '@store/domain/phone';
import { maskOf } from '@store/domain/msisdn';
import { type NumberItem, type NumberSearchQuery, type NumberSearchResult } from '@store/domain/number-search';
import type { Db } from '../../db/client';
import {
  execute,
  numberRow,
  selectPage,
  selectPageByGrams,
  selectPageMerged,
  selectPageOfLast4,
  selectWalkWindow,
  walkWindowEnd,
  type Execute,
  type NumberFilters,
  type SearchRow as Row,
} from './search-repository';

export type { Execute } from './search-repository';

/**
 * Number search (decision 014). Every search answers the available numbers matching all filters in
 * number order, one page after the cursor. How it reaches them depends on the shape of the query,
 * because the planner cannot estimate most of these filters (a digit at a position, a digit mask, a
 * substring) and, guessing them rare, sorts the whole match set or scans the table:
 *
 * - a suffix of 3+ fixed digits (ends, or the end of a position pattern): the (last four digits,
 *   number) index, one ordered range per completion of the last four places (1 or 10), merged;
 * - a digit sum, a price, or lucky classes: the planner, with the (digit_sum | price | class, number)
 *   indexes (several lucky classes: one ordered range per class, merged);
 * - a substring of 4+ digits (2468, 123456), or a run of 4+ fixed places in the middle of a pattern:
 *   the GIN index of each number's seven 4-digit substrings (number_grams), then a sort of the few
 *   matches; 4 digits with a repeated 3-digit run (9999, 5551) first walk one window, since such
 *   "lucky" substrings are often common (1 seeded number in 280 contains 9999);
 * - everything else: a walk along the covering index of available numbers in number order, testing
 *   each entry, in windows of a bounded number of entries; between windows (and before the first) it
 *   jumps to the next number whose digits can still match (avoided digits, fixed places), so a run of
 *   numbers that cannot match is skipped.
 *
 * All covering indexes carry number, class, price, digit_sum and digits_mask, so every path answers
 * from the index alone (index-only scans; the seed vacuums so the visibility map allows them).
 * The statements are in search-repository.ts.
 */

/** Entries the first walk window reads at most; later windows grow by WALK_GROWTH. */
export const WALK_WINDOW = 20_000;
const WALK_GROWTH = 8;
/** A substring with a repeated run walks this many entries before it turns to the 4-digit index. */
export const CONTAINS_WALK_WINDOW = 12_000;

const ALL_DIGITS = '0123456789';
const NUMBER_PLACES = 10;

export const toItem = (row: { number: string; class: NumberItem['class']; price: number; digitSum?: number; digit_sum?: number }): NumberItem => ({
  number: row.number,
  display: formatMsisdn(row.number),
  class: row.class,
  price: Number(row.price),
  digit_sum: Number(row.digitSum ?? row.digit_sum),
});

/**
 * starts, ends and pattern as one template of ten places (a digit or x), or null when they
 * contradict each other (nothing can match).
 */
export function templateOf(q: Pick<NumberSearchQuery, 'starts' | 'ends' | 'pattern'>): string | null {
  const places = [...'x'.repeat(NUMBER_PLACES)];
  const put = (text: string, at: number) =>
    [...text].every((c, i) => {
      if (c === 'x') return true;
      if (places[at + i] !== 'x' && places[at + i] !== c) return false;
      places[at + i] = c;
      return true;
    });
  if (q.starts && !put(q.starts, 0)) return null;
  if (q.ends && !put(q.ends, NUMBER_PLACES - q.ends.length)) return null;
  if (q.pattern && !put(q.pattern, 0)) return null;
  return places.join('');
}

/** The fixed leading digits of a template. */
const prefixOf = (template: string) => /^\d*/.exec(template)![0];

/** The 10-digit string after `s` (numbers are fixed-length digit strings, so this is +1). */
export function successor(s: string): string | null {
  const next = (BigInt(s) + 1n).toString().padStart(s.length, '0');
  return next.length > s.length ? null : next;
}

/** The digit strings `prefix` is a prefix of lie in [prefix, upper): "089" -> "09", "09" -> "1". */
function upperOf(prefix: string): string | null {
  for (let i = prefix.length - 1; i >= 0; i -= 1) if (prefix[i] !== '9') return prefix.slice(0, i) + String(Number(prefix[i]) + 1);
  return null;
}

/**
 * Which digit each place may hold for the query to match: the fixed digit of the template, the
 * operator's prefixes (0 then 6, 8 or 9), and no avoided digit after them.
 */
export function placeDigits(template: string, avoid: readonly number[]): string[] {
  return [...template].map((c, i) => {
    const allowed = i === 0 ? '0' : i === 1 ? '689' : [...ALL_DIGITS].filter((d) => !avoid.includes(Number(d))).join('');
    return c === 'x' ? allowed : allowed.includes(c) ? c : '';
  });
}

/** The smallest number >= `from` whose every place holds an allowed digit, or null when none is left. */
export function nextCandidate(from: string, allowed: readonly string[]): string | null {
  const out = [...from];
  let i = 0;
  while (i < out.length && allowed[i].includes(out[i])) i += 1;
  if (i === out.length) return from;
  // Place i holds a digit it may not: raise it to the next allowed digit, or else raise an earlier place.
  for (let k = i; k >= 0; k -= 1) {
    const up = [...allowed[k]].find((d) => d > out[k]);
    if (up) {
      out[k] = up;
      for (let j = k + 1; j < out.length; j += 1) {
        if (!allowed[j]) return null;
        out[j] = allowed[j][0];
      }
      return out.join('');
    }
  }
  return null;
}

/**
 * What a row must match beyond status and the number range (search-repository.ts writes it as SQL):
 * the fixed runs of the template after its prefix (the range already holds the prefix), the
 * substring, the digit sum, the digits wanted and avoided, the classes and the price range.
 */
export function filtersOf(q: Omit<NumberSearchQuery, 'limit' | 'cursor'>, template: string): NumberFilters {
  const prefix = prefixOf(template);
  const runs = [...template.slice(prefix.length).matchAll(/\d+/g)].map((run) => ({ at: prefix.length + run.index, digits: run[0] }));
  return {
    runs,
    contains: q.contains,
    sum: q.sum,
    need: maskOf(q.fav ?? []),
    forbid: maskOf(q.avoid ?? []),
    classes: q.class,
    priceMin: q.price_min,
    priceMax: q.price_max,
  };
}

/** The 4-digit substrings of `text` as number_grams stores them ("02468" -> [246, 2468]). */
export const gramsOf = (text: string): number[] => [...new Set(Array.from({ length: text.length - 3 }, (_, i) => Number(text.slice(i, i + 4))))];

/** Has `text` a 3-digit run twice (9999, 12121)? Such "lucky" substrings are often common. */
export const hasRepeat = (text: string): boolean => {
  const seen = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i += 1) {
    if (seen.has(text.slice(i, i + 3))) return true;
    seen.add(text.slice(i, i + 3));
  }
  return false;
};

/** What the 4-digit index can look for: the substring, or a run of 4+ fixed places after the prefix. */
function gramsTarget(q: Pick<NumberSearchQuery, 'contains'>, template: string): string | null {
  if (q.contains && q.contains.length >= 4) return q.contains;
  return [...template.slice(prefixOf(template).length).matchAll(/\d{4,}/g)].map((m) => m[0]).find((run) => !hasRepeat(run)) ?? null;
}

/** The completions of the template's last four places when there are at most 10 (one x at most). */
function lastFourKeys(template: string): string[] | null {
  const last = template.slice(-4);
  const open = [...last].filter((c) => c === 'x').length;
  if (open > 1) return null;
  return open === 0 ? [last] : [...ALL_DIGITS].map((d) => last.replace('x', d));
}

/** What the search does for a query: which path, for the explain script and the tests. */
export type SearchPath = 'none' | 'last4' | 'planner' | 'classes' | 'grams' | 'walk+grams' | 'walk';

export function searchPath(q: NumberSearchQuery, template = templateOf(q)): SearchPath {
  if (template === null) return 'none';
  const prefix = prefixOf(template);
  if (prefix.length < 6 && lastFourKeys(template)) return 'last4';
  if (q.sum !== undefined || q.price_min !== undefined || q.price_max !== undefined) return 'planner';
  if (q.class?.length && !q.class.includes('normal')) return q.class.length > 1 ? 'classes' : 'planner';
  const target = gramsTarget(q, template);
  // A repeated run of 4 digits (9999, 1212 is not) may be common: walk first. Longer ones are rare.
  if (target) return target.length === 4 && hasRepeat(target) ? 'walk+grams' : 'grams';
  return 'walk';
}

/** How a search runs its statements; the explain script and the tests change these. */
export interface SearchOptions {
  run?: Execute;
  /** Entries of the first walk window (later ones grow 8-fold). */
  walkWindow?: number;
  /** Entries a substring with a repeated run walks before it turns to the 4-digit index. */
  containsWindow?: number;
}

/** Available numbers matching every filter, in number order, one page after the cursor. */
export async function searchNumbers(db: Db, q: NumberSearchQuery, options: SearchOptions = {}): Promise<NumberSearchResult> {
  const rows = await findRows(db, q, {
    run: options.run ?? execute,
    walkWindow: options.walkWindow ?? WALK_WINDOW,
    containsWindow: options.containsWindow ?? CONTAINS_WALK_WINDOW,
  });
  const items = rows.slice(0, q.limit).map(toItem);
  return { items, next_cursor: rows.length > q.limit ? items[items.length - 1].number : null };
}

async function findRows(db: Db, q: NumberSearchQuery, { run, walkWindow, containsWindow }: Required<SearchOptions>): Promise<Row[]> {
  const template = templateOf(q);
  const path = searchPath(q, template);
  if (template === null) return [];
  const want = q.limit + 1;
  const prefix = prefixOf(template);
  const after = q.cursor ? successor(q.cursor) : null;
  if (q.cursor && !after) return [];
  const lower = after && after > prefix ? after : prefix;
  const upper = upperOf(prefix);
  if (upper !== null && lower >= upper) return [];
  const filters = filtersOf(q, template);
  const page = { range: { lower, upper }, filters, want };
  const grams = (literal: string) => selectPageByGrams(db, run, page, gramsOf(literal));

  switch (path) {
    case 'none':
      return [];
    case 'last4': {
      const keys = lastFourKeys(template)!;
      return keys.length === 1 ? selectPageOfLast4(db, run, page, keys[0]) : selectPageMerged(db, run, page, 'last4', keys);
    }
    case 'planner':
      return selectPage(db, run, page);
    case 'classes':
      return selectPageMerged(db, run, page, 'class', q.class!);
    case 'grams':
      return grams(gramsTarget(q, template)!);
    case 'walk+grams': {
      const found = await walk(db, run, { start: lower, upper, filters, want, allowed: placeDigits(template, q.avoid ?? []), windows: [containsWindow] });
      return found.complete ? found.rows : grams(gramsTarget(q, template)!);
    }
    case 'walk':
      return (await walk(db, run, { start: lower, upper, filters, want, allowed: placeDigits(template, q.avoid ?? []), windows: walkWindows(walkWindow) })).rows;
  }
}

/** Windows of `first`, 8 times as many, ... until one covers any pool (10^9 numbers). */
function walkWindows(first: number): number[] {
  const out = [first];
  while (out[out.length - 1] < 1e9) out.push(out[out.length - 1] * WALK_GROWTH);
  return out;
}

/**
 * Walks the available numbers in order from `start`, window by window (each reads at most that many
 * index entries and returns the matches), jumping before each window to the next number whose digits
 * can match. `complete` is false when the windows ran out before a page was found (the caller then
 * takes another path).
 */
async function walk(
  db: Db,
  run: Execute,
  o: { start: string; upper: string | null; filters: NumberFilters; want: number; allowed: string[]; windows: number[] },
): Promise<{ rows: Row[]; complete: boolean }> {
  const rows: Row[] = [];
  let from: string | null = nextCandidate(o.start.padEnd(NUMBER_PLACES, '0'), o.allowed);
  for (let i = 0; ; i += 1) {
    if (from === null || (o.upper !== null && from >= o.upper)) return { rows, complete: true };
    const size = o.windows[i];
    if (size === undefined) return { rows, complete: false };
    const found = await selectWalkWindow(db, run, { from, upper: o.upper, filters: o.filters, size, limit: o.want - rows.length });
    rows.push(...found);
    if (rows.length >= o.want) return { rows, complete: true };
    if (o.windows[i + 1] === undefined) return { rows, complete: false };
    // Short of a page: where did the window end? (Rare: only sparse searches get here.)
    const edge = await walkWindowEnd(db, run, { from, upper: o.upper, size });
    if (edge === null) return { rows, complete: true };
    const next = successor(edge);
    from = next && nextCandidate(next, o.allowed);
  }
}

/** One number of the pool and whether it can be held now; null when the pool has no such number. */
export async function numberInPool(db: Db, number: string) {
  const row = await numberRow(db, number);
  return row ? { ...toItem(row), available: row.status === 'available' } : null;
}
