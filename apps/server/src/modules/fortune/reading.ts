import type { FortuneProfile, FortuneReading } from '@store/domain/fortune';
import { formatMsisdn } from '@store/domain/phone';
import { NumerologyError, scoreNumber, type NumerologyData, type NumerologyProfile, type NumerologyReading } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import type { NumbersService } from '../numbers/service';

/** The shopper's profile as the scoring takes it. */
export const profileOf = (p: FortuneProfile): NumerologyProfile => ({ birthDate: p.birth_date, birthTime: p.birth_time, timezone: p.timezone, wishes: p.wishes });

/** Runs a numerology function on the shopper's input, its refusals (NumerologyError) as 400s with their codes. */
export function withInputErrors<T>(run: () => T, message: string): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof NumerologyError) throw invalid(error.code, message);
    throw error;
  }
}

/** scoreNumber with its refusals as 400s (birth_date_invalid, birth_time_invalid, timezone_invalid, wish_invalid, msisdn_invalid). */
export function readFor(number: string, profile: FortuneProfile, data: NumerologyData): NumerologyReading {
  return withInputErrors(() => scoreNumber(number, profileOf(profile), data), 'The birth data or the number is not valid.');
}

/**
 * The full reading of one number for the shopper (spec funtong, prophecy): every pair with its
 * planets and meaning, the sum, score, grade, group and subgroup, and why it suits them or not, in
 * Thai and English; with whether the pool can still hold it and its price. A number outside the
 * pool is still read (a shopper may ask about their own number): available false, price null.
 */
export async function readNumber(db: Db, numbers: NumbersService, data: NumerologyData, body: FortuneProfile & { number: string }): Promise<FortuneReading> {
  const r = readFor(body.number, body, data);
  const inPool = await numbers.lookup(db, body.number);
  return {
    msisdn: r.msisdn,
    display: formatMsisdn(r.msisdn),
    subscriber: r.subscriber,
    digit_sum: r.digit_sum,
    sum_meaning: r.sum_meaning,
    pairs: r.pairs,
    score: r.score,
    grade: r.grade,
    grade_label: r.grade_label,
    group: r.group,
    group_title: r.group_title,
    subgroup: r.subgroup,
    subgroup_title: r.subgroup_title,
    birth_day: r.birth_day,
    birth_day_name: r.birth_day_name,
    kalakini: r.kalakini,
    has_kalakini: r.has_kalakini,
    has_bad_pair: r.has_bad_pair,
    matched_wishes: r.matched_wishes,
    reasons: r.reasons,
    available: inPool?.available ?? false,
    price: inPool ? inPool.price : null,
  };
}
