import { WISHES, type NumerologyData, type Wish } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { numberChunkEnd, raiseFortuneBounds, replaceFortuneBounds, scoreNumberRange, selectFortunePage, vacuumNumbers, type FortuneRow } from './fortune-repository';

export type { FortuneRow } from './fortune-repository';

/**
 * The personalised fortune ranking of the pool (issue 14, decision 024), in the database over the
 * whole pool: the stored scores of each number (fortune-repository.ts) and an exact top-k in two
 * index range scans. This file holds its rules; the statements are in fortune-repository.ts.
 *
 * The list holds the available numbers with no bad pair and without the person's kalakini digit in
 * the eight digits after the 0X prefix, by score desc then number, where the score is exactly
 * `scoreFeatures(numberFeatures(n), kalakini, wishes, data).score` (no kalakini penalty applies to a
 * listed number): fortune_base + wish_bonus * (supports of each wish).
 */

export interface RankFortuneInput {
  /** The person's kalakini digit: no listed number has it after the 0X prefix. Null: no such rule. */
  kalakini: number | null;
  wishes: readonly Wish[];
  /** `scoring.wish_bonus` of the data in force. */
  wishBonus: number;
  /** The lowest score listed (a grade's floor), or null. */
  minScore: number | null;
  /** digits_mask bits of which a listed number has one at least (a zodiac sign's lucky digits), or null. */
  requireAnyMask: number | null;
  /** The last row of the previous page: the page holds the rows after it. */
  cursor: { score: number; number: string } | null;
  limit: number;
}

/** Rows the first phase reads at least: enough that the score it bounds the page with is close to the page's last. */
export const FORTUNE_PROBE_MIN = 200;
/** ... and this many times the page, for long pages. */
const PROBE_PER_ROW = 4;
/** The largest page the ranking answers. */
export const FORTUNE_RANK_LIMIT_MAX = 1000;

function check(input: RankFortuneInput): void {
  const digit = (d: number | null) => d === null || (Number.isInteger(d) && d >= 0 && d <= 9);
  const mask = (m: number | null) => m === null || (Number.isInteger(m) && m > 0 && m < 1 << 10);
  if (!digit(input.kalakini)) throw new RangeError('kalakini must be a digit');
  if (!mask(input.requireAnyMask)) throw new RangeError('requireAnyMask must be a non-empty digit mask');
  if (!Number.isInteger(input.wishBonus) || input.wishBonus < 0 || input.wishBonus > 1000) throw new RangeError('wishBonus out of range');
  if (input.minScore !== null && !Number.isInteger(input.minScore)) throw new RangeError('minScore must be an integer');
  if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > FORTUNE_RANK_LIMIT_MAX) throw new RangeError('limit out of range');
  if (input.cursor && (!Number.isInteger(input.cursor.score) || !/^\d{10}$/.test(input.cursor.number))) throw new RangeError('cursor invalid');
  for (const w of input.wishes) if (!(WISHES as readonly string[]).includes(w)) throw new RangeError(`unknown wish ${String(w)}`);
}

/** One page of the ranking for a person; see RankFortuneInput. */
export function rankFortune(db: Db, input: RankFortuneInput): Promise<FortuneRow[]> {
  check(input);
  return selectFortunePage(db, {
    kalakini: input.kalakini,
    wishes: [...new Set(input.wishes)].map((w) => WISHES.indexOf(w)),
    wishBonus: input.wishBonus,
    minScore: input.minScore,
    requireAnyMask: input.requireAnyMask,
    cursor: input.cursor,
    limit: input.limit,
    probe: Math.max(FORTUNE_PROBE_MIN, PROBE_PER_ROW * input.limit),
  });
}

export interface RescoreOptions {
  /** Numbers per statement (RESCORE_CHUNK). */
  chunk?: number;
  /** Stops the rescore before its next chunk (the server is closing). */
  signal?: AbortSignal;
}

/** Numbers one statement of a rescore writes at most, so no transaction holds a million rows. */
export const RESCORE_CHUNK = 50_000;

/**
 * Scores the pool again after the numerology data changed: chunk by chunk in number order (each its
 * own statement), raising the ranking's bounds after each so they hold for old and new scores
 * alike, then exact bounds and a vacuum. Rows whose values do not change are not written (a change
 * of wish_bonus or of the grades changes none). Returns how many numbers changed. An aborted
 * signal stops it between chunks (the bounds still hold: they were only ever raised).
 */
export async function rescoreFortune(db: Db, data: NumerologyData, options: RescoreOptions = {}): Promise<{ changed: number }> {
  const chunk = options.chunk ?? RESCORE_CHUNK;
  let after: string | null = null;
  let changed = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const through: string | null = await numberChunkEnd(db, after, chunk);
    const range = { after, through };
    changed += await scoreNumberRange(db, data, range);
    await raiseFortuneBounds(db, range);
    if (through === null) break;
    after = through;
  }
  await replaceFortuneBounds(db);
  await vacuumNumbers(db);
  return { changed };
}
