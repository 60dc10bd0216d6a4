import { z } from 'zod';
import { digitsMask, digitSum } from './msisdn';

/**
 * Thai phone numerology (issue 14, DOMAIN.md "Fortune numbers"): the operator-editable data and the
 * one pure scoring function.
 *
 * What is read from a number:
 * - the digit sum of all ten digits (0..90), as msisdn.ts `digitSum` and the search's `sum` filter;
 * - the adjacent pairs of the subscriber part only: the eight digits after the "0X" prefix, which
 *   every Thai mobile number shares and the shopper does not choose (0812345678 -> 12 23 34 45 56
 *   67 78). 0 is avoided except in that prefix (DOMAIN.md), so pairs and the digit mask skip it;
 * - each distinct pair counts once in the score (a repeat is listed but not counted again), so the
 *   score depends only on `numberFeatures` and the database can rank the whole pool from stored
 *   features without running this code.
 *
 * The score of a number for a person is:
 *   sum of the weights of its distinct pairs
 *   + `scoring.wish_bonus` for every (distinct pair that is not bad, wish of the person it supports)
 *   + the weight of its digit sum
 *   - `scoring.kalakini_penalty` when the subscriber part contains the person's kalakini digit.
 * The grade is the highest grade whose `min_score` the score reaches (the lowest grade below every
 * minimum); one bad pair spoils a number: any bad pair caps the grade at the lowest. The group is the
 * wish the number's own pairs support most (the sum of their weights, ties in `WISHES` order), or
 * the group without a wish when no pair supports any; its subgroup is the highest whose
 * `min_strength` that support reaches. Group and subgroup belong to the number, not the person.
 */

/** What a shopper may wish for; the keys of pair meanings and groups. */
export const WISHES = ['wealth', 'work', 'love', 'health', 'luck', 'trade', 'education', 'travel'] as const;
export type Wish = (typeof WISHES)[number];

export const POLARITIES = ['good', 'neutral', 'bad'] as const;
export type Polarity = (typeof POLARITIES)[number];

/**
 * The eight days of birth of the Thai week: Wednesday splits into day and night (Rahu). The Thai day
 * begins at sunrise (`weekdays.wednesday_night.to`, 06:00), so Wednesday night runs from
 * `weekdays.wednesday_night.from` (18:00) on the Wednesday to 05:59 on the Thursday's date.
 */
export const BIRTH_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'wednesday_night', 'thursday', 'friday', 'saturday'] as const;
export type BirthDay = (typeof BIRTH_DAYS)[number];

/** Calendar weekday (Date#getUTCDay: 0 = Sunday) to day of birth, Wednesday by day. */
const CALENDAR_DAYS: readonly BirthDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const PAIR_KEYS: readonly string[] = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
export const MAX_DIGIT_SUM = 90;

/** Why input was refused; the server maps every code to a 400. */
export type NumerologyErrorCode = 'msisdn_invalid' | 'birth_date_invalid' | 'birth_time_invalid' | 'timezone_invalid' | 'wish_invalid';

export class NumerologyError extends Error {
  constructor(
    readonly code: NumerologyErrorCode,
    readonly value?: string,
  ) {
    super(code);
    this.name = 'NumerologyError';
  }
}

// ---------------------------------------------------------------------------------------------
// The data an operator edits (config or back office), validated whole before it is used.

export const bilingualTextSchema = z.object({ th: z.string().trim().min(1), en: z.string().trim().min(1) });
export type BilingualText = z.infer<typeof bilingualTextSchema>;

const digitSchema = z.number().int().min(0).max(9);
const keySchema = z.string().regex(/^[a-z][a-z0-9_]*$/, { message: 'key_invalid' });
const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time_invalid' });
const wishListSchema = z.array(z.enum(WISHES)).refine((w) => new Set(w).size === w.length, { message: 'wish_duplicate' });

/** Sign of a weight agrees with its polarity: good > 0, bad < 0, neutral anything. */
const weightAgrees = (m: { polarity: Polarity; weight: number }) => (m.polarity === 'good' ? m.weight > 0 : m.polarity === 'bad' ? m.weight < 0 : true);

export const planetSchema = z.object({ digit: digitSchema, name: bilingualTextSchema });

export const wishInfoSchema = z.object({ key: z.enum(WISHES), label: bilingualTextSchema });

export const pairMeaningSchema = z
  .object({
    pair: z.string().regex(/^\d{2}$/, { message: 'pair_invalid' }),
    polarity: z.enum(POLARITIES),
    weight: z.number().int(),
    /** Wishes the pair supports; a bad pair supports none. */
    wishes: wishListSchema,
    meaning: bilingualTextSchema,
  })
  .refine(weightAgrees, { message: 'weight_polarity_mismatch', path: ['weight'] })
  .refine((p) => p.polarity !== 'bad' || p.wishes.length === 0, { message: 'bad_pair_with_wishes', path: ['wishes'] });
export type PairMeaning = z.infer<typeof pairMeaningSchema>;

export const sumMeaningSchema = z
  .object({
    sum: z.number().int().min(0).max(MAX_DIGIT_SUM),
    polarity: z.enum(POLARITIES),
    weight: z.number().int(),
    meaning: bilingualTextSchema,
  })
  .refine(weightAgrees, { message: 'weight_polarity_mismatch', path: ['weight'] });
export type SumMeaning = z.infer<typeof sumMeaningSchema>;

export const gradeSchema = z.object({ grade: z.string().trim().min(1).max(8), min_score: z.number().int(), label: bilingualTextSchema });
export type Grade = z.infer<typeof gradeSchema>;

export const subgroupSchema = z.object({ key: keySchema, min_strength: z.number().int().min(0), subgroup_title: bilingualTextSchema });

export const groupSchema = z.object({
  key: keySchema,
  /** The wish this group gathers; null for the one group of numbers that support no wish. */
  wish: z.enum(WISHES).nullable(),
  group_title: bilingualTextSchema,
  subgroups: z
    .array(subgroupSchema)
    .min(1)
    .refine((s) => new Set(s.map((x) => x.key)).size === s.length, { message: 'subgroup_duplicate' })
    .refine((s) => s.some((x) => x.min_strength === 0), { message: 'subgroup_floor_missing' }),
});
export type NumerologyGroup = z.infer<typeof groupSchema>;

export const birthDayRuleSchema = z.object({
  day: z.enum(BIRTH_DAYS),
  name: bilingualTextSchema,
  /** The planet (digit) of the day itself. */
  planet: digitSchema,
  /** The day's unlucky digit: the one before `planet` in the taksa order. */
  kalakini: digitSchema,
});

export const weekdayRulesSchema = z
  .object({
    /**
     * The Thai taksa order of the day planets, cyclic: Sun 1, Moon 2, Mars 3, Mercury 4, Saturn 7,
     * Jupiter 5, Rahu 8, Venus 6. A day's kalakini is the digit just before its own planet in this
     * cycle (Sunday 1 -> 6, Monday 2 -> 1, Thursday 5 -> 7, Wednesday night 8 -> 5...).
     */
    taksa_order: z
      .array(digitSchema)
      .length(8)
      .refine((o) => new Set(o).size === 8, { message: 'taksa_duplicate' }),
    /**
     * Wednesday night: from `from` on the Wednesday until `to` (sunrise, when the Thai day begins) on
     * the next date. A birth before `to` on any date counts as the day before. `from` is in the evening, after `to`.
     */
    wednesday_night: z
      .object({ from: hhmmSchema, to: hhmmSchema })
      .refine((w) => w.from > w.to, { message: 'wednesday_night.from must be later in the day than its end (sunrise)' }),
    days: z.array(birthDayRuleSchema).length(BIRTH_DAYS.length),
  })
  .superRefine((w, ctx) => {
    for (const day of BIRTH_DAYS) {
      const rows = w.days.filter((d) => d.day === day);
      if (rows.length !== 1) ctx.addIssue({ code: 'custom', message: rows.length ? `day_duplicate:${day}` : `day_missing:${day}`, path: ['days'] });
    }
    w.days.forEach((d, i) => {
      const at = w.taksa_order.indexOf(d.planet);
      if (at < 0) ctx.addIssue({ code: 'custom', message: `planet_not_in_taksa:${d.day}`, path: ['days', i, 'planet'] });
      else if (w.taksa_order[(at + 7) % 8] !== d.kalakini) ctx.addIssue({ code: 'custom', message: `kalakini_not_taksa:${d.day}`, path: ['days', i, 'kalakini'] });
    });
  });

export const scoringRulesSchema = z.object({
  /** Added per distinct pair that is not bad, for each of the person's wishes it supports. */
  wish_bonus: z.number().int().min(0),
  /** Taken off when the subscriber part contains the person's kalakini digit. */
  kalakini_penalty: z.number().int().min(0),
});

function requireEach<T>(ctx: z.RefinementCtx, path: string, keys: readonly T[], got: readonly T[]) {
  const seen = new Set<T>();
  got.forEach((k, i) => {
    if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `${path}_duplicate:${String(k)}`, path: [path, i] });
    seen.add(k);
  });
  for (const k of keys) if (!seen.has(k)) ctx.addIssue({ code: 'custom', message: `${path}_missing:${String(k)}`, path: [path] });
}

/** The whole numerology data set: every digit, wish, pair 00..99 and sum 0..90 exactly once. */
export const numerologyDataSchema = z
  .object({
    planets: z.array(planetSchema).length(10),
    wishes: z.array(wishInfoSchema).length(WISHES.length),
    pairs: z.array(pairMeaningSchema).length(100),
    sums: z.array(sumMeaningSchema).length(MAX_DIGIT_SUM + 1),
    /** At least one; order free (sorted by min_score when used). */
    grades: z.array(gradeSchema).min(1),
    groups: z.array(groupSchema).min(1),
    weekdays: weekdayRulesSchema,
    scoring: scoringRulesSchema,
  })
  .superRefine((d, ctx) => {
    requireEach(
      ctx,
      'planets',
      Array.from({ length: 10 }, (_, i) => i),
      d.planets.map((p) => p.digit),
    );
    requireEach(
      ctx,
      'wishes',
      WISHES,
      d.wishes.map((w) => w.key),
    );
    requireEach(
      ctx,
      'pairs',
      PAIR_KEYS,
      d.pairs.map((p) => p.pair),
    );
    requireEach(
      ctx,
      'sums',
      Array.from({ length: MAX_DIGIT_SUM + 1 }, (_, i) => i),
      d.sums.map((s) => s.sum),
    );
    if (new Set(d.grades.map((g) => g.grade)).size !== d.grades.length) ctx.addIssue({ code: 'custom', message: 'grade_duplicate', path: ['grades'] });
    if (new Set(d.grades.map((g) => g.min_score)).size !== d.grades.length) ctx.addIssue({ code: 'custom', message: 'grade_min_score_duplicate', path: ['grades'] });
    if (new Set(d.groups.map((g) => g.key)).size !== d.groups.length) ctx.addIssue({ code: 'custom', message: 'group_duplicate', path: ['groups'] });
    const wishes = d.groups.map((g) => g.wish);
    if (wishes.filter((w) => w === null).length !== 1) ctx.addIssue({ code: 'custom', message: 'group_fallback_count', path: ['groups'] });
    if (new Set(wishes).size !== wishes.length) ctx.addIssue({ code: 'custom', message: 'group_wish_duplicate', path: ['groups'] });
  });
export type NumerologyData = z.infer<typeof numerologyDataSchema>;

// ---------------------------------------------------------------------------------------------
// The person.

export interface NumerologyProfile {
  /** Local calendar date of birth, YYYY-MM-DD. */
  birthDate: string;
  /** Local time of birth, HH:MM (24 h); only needed to tell Wednesday night from Wednesday. */
  birthTime?: string;
  /**
   * IANA zone of the place of birth, e.g. Asia/Bangkok. Validated and kept with the reading, but
   * never used to shift the date or time: both are already local to the place of birth.
   */
  timezone?: string;
  wishes: readonly Wish[];
}

const BIRTH_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BIRTH_TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MSISDN_ANY_RE = /^0\d{9}$/;

/** The profile as the API receives it (the same checks scoreNumber makes, as zod issues). */
export const numerologyProfileSchema = z.object({
  birthDate: z.string().refine((v) => parseBirthDate(v) !== null, { message: 'birth_date_invalid' }),
  birthTime: z.string().regex(BIRTH_TIME_RE, { message: 'birth_time_invalid' }).optional(),
  timezone: z.string().refine(isTimeZone, { message: 'timezone_invalid' }).optional(),
  wishes: z.array(z.enum(WISHES)).transform((w) => [...new Set(w)]),
});

/** Days since the epoch of a real calendar date from 1900-01-01 on, or null. UTC arithmetic only. */
function parseBirthDate(value: string): number | null {
  const m = BIRTH_DATE_RE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The day of birth: the weekday of the calendar date alone (UTC arithmetic on Y-M-D, so no zone can
 * move it), Wednesday becoming Wednesday night only when a birth time is given and falls in the
 * data's night window. Throws NumerologyError (birth_date_invalid, birth_time_invalid).
 */
export function birthDayOf(birthDate: string, birthTime: string | undefined, rules: NumerologyData['weekdays']): BirthDay {
  const days = parseBirthDate(birthDate);
  if (days === null) throw new NumerologyError('birth_date_invalid', birthDate);
  if (birthTime !== undefined && !BIRTH_TIME_RE.test(birthTime)) throw new NumerologyError('birth_time_invalid', birthTime);
  let weekday = (((days + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  if (birthTime === undefined) return CALENDAR_DAYS[weekday];
  const t = minutesOf(birthTime);
  const from = minutesOf(rules.wednesday_night.from);
  const sunrise = minutesOf(rules.wednesday_night.to);
  // The Thai day of birth begins at sunrise (the night window's end): a birth before it belongs to
  // the day before, so 03:00 on a Thursday is Wednesday night and 03:00 on a Monday is Sunday.
  if (t < sunrise) weekday = (weekday + 6) % 7;
  const day = CALENDAR_DAYS[weekday];
  if (day !== 'wednesday') return day;
  return t >= from || t < sunrise ? 'wednesday_night' : 'wednesday';
}

/** The kalakini (unlucky) digit of a person, from the data's weekday table. */
export function kalakiniOf(birthDate: string, birthTime: string | undefined, data: NumerologyData): { day: BirthDay; digit: number } {
  const day = birthDayOf(birthDate, birthTime, data.weekdays);
  return { day, digit: data.weekdays.days.find((d) => d.day === day)!.kalakini };
}

// ---------------------------------------------------------------------------------------------
// What the database stores per number.

export interface NumberFeatures {
  /** Sum of all ten digits, 0..90. */
  digit_sum: number;
  /** Distinct adjacent pairs of the eight digits after the 0X prefix, sorted ("12" < "23"). */
  pairs: string[];
  /** Bit d set when digit d occurs in the eight digits after the 0X prefix. */
  digit_mask: number;
}

const assertMsisdn = (msisdn: string): void => {
  if (typeof msisdn !== 'string' || !MSISDN_ANY_RE.test(msisdn)) throw new NumerologyError('msisdn_invalid', String(msisdn));
};

/** The adjacent pairs of the subscriber part in order, repeats included (seven for a valid number). */
function subscriberPairs(msisdn: string): string[] {
  const sub = msisdn.slice(2);
  return Array.from({ length: sub.length - 1 }, (_, i) => sub.slice(i, i + 2));
}

/**
 * What the scoring reads from a number, and all it reads. The server stores these per number when
 * the pool is seeded or imported (digit_sum smallint, pairs char(2)[] under a GIN index, digit_mask
 * smallint) and ranks a personalised search in SQL from them and the numerology tables, giving the
 * same score as `scoreFeatures`. Throws NumerologyError('msisdn_invalid') unless 10 digits from 0.
 */
export function numberFeatures(msisdn: string): NumberFeatures {
  assertMsisdn(msisdn);
  return { digit_sum: digitSum(msisdn), pairs: [...new Set(subscriberPairs(msisdn))].sort(), digit_mask: digitsMask(msisdn) };
}

// ---------------------------------------------------------------------------------------------
// Scoring.

export interface ScoreBreakdown {
  pairs: number;
  wishes: number;
  sum: number;
  kalakini: number;
}

export interface FeatureScore {
  score: number;
  breakdown: ScoreBreakdown;
  has_bad_pair: boolean;
  bad_pairs: string[];
  has_kalakini: boolean;
  /** The person's wishes some non-bad pair supports, in the person's order. */
  matched_wishes: Wish[];
  grade: Grade;
  group: NumerologyGroup;
  subgroup: NumerologyGroup['subgroups'][number];
  /** The wish of the number's group, null for the group of numbers that support none. */
  dominant_wish: Wish | null;
}

function checkWishes(wishes: readonly Wish[]): Wish[] {
  if (!Array.isArray(wishes)) throw new NumerologyError('wish_invalid');
  for (const w of wishes) if (!(WISHES as readonly string[]).includes(w)) throw new NumerologyError('wish_invalid', String(w));
  return [...new Set(wishes)];
}

const pairIndex = (data: NumerologyData) => new Map(data.pairs.map((p) => [p.pair, p]));

/** The grade for a score: the highest whose minimum it reaches, else the lowest; the lowest when capped. */
function gradeFor(score: number, capped: boolean, grades: readonly Grade[]): Grade {
  const sorted = [...grades].sort((a, b) => b.min_score - a.min_score);
  const lowest = sorted[sorted.length - 1];
  if (capped) return lowest;
  return sorted.find((g) => score >= g.min_score) ?? lowest;
}

/**
 * The score of stored features for a kalakini digit and a list of wishes: the reference the SQL
 * ranking is tested against. `data` must have passed numerologyDataSchema.
 */
export function scoreFeatures(features: NumberFeatures, kalakini: number, wishes: readonly Wish[], data: NumerologyData): FeatureScore {
  const want = checkWishes(wishes);
  const byPair = pairIndex(data);
  const breakdown: ScoreBreakdown = { pairs: 0, wishes: 0, sum: 0, kalakini: 0 };
  const badPairs: string[] = [];
  const matched = new Set<Wish>();
  const strength = new Map<Wish, number>(WISHES.map((w) => [w, 0]));
  for (const key of features.pairs) {
    const p = byPair.get(key)!;
    breakdown.pairs += p.weight;
    if (p.polarity === 'bad') {
      badPairs.push(key);
      continue;
    }
    for (const w of p.wishes) {
      if (p.weight > 0) strength.set(w, strength.get(w)! + p.weight);
      if (want.includes(w)) {
        breakdown.wishes += data.scoring.wish_bonus;
        matched.add(w);
      }
    }
  }
  breakdown.sum = data.sums.find((s) => s.sum === features.digit_sum)!.weight;
  const hasKalakini = (features.digit_mask & (1 << kalakini)) !== 0;
  if (hasKalakini) breakdown.kalakini = -data.scoring.kalakini_penalty;
  const score = breakdown.pairs + breakdown.wishes + breakdown.sum + breakdown.kalakini;

  let dominant: Wish | null = null;
  for (const w of WISHES) if (strength.get(w)! > 0 && (dominant === null || strength.get(w)! > strength.get(dominant)!)) dominant = w;
  const fallback = data.groups.find((g) => g.wish === null)!;
  const group = (dominant && data.groups.find((g) => g.wish === dominant)) || fallback;
  const groupStrength = group.wish ? strength.get(group.wish)! : 0;
  const subgroup = [...group.subgroups].sort((a, b) => b.min_strength - a.min_strength).find((s) => groupStrength >= s.min_strength)!;

  return {
    score,
    breakdown,
    has_bad_pair: badPairs.length > 0,
    bad_pairs: badPairs,
    has_kalakini: hasKalakini,
    matched_wishes: want.filter((w) => matched.has(w)),
    grade: gradeFor(score, badPairs.length > 0, data.grades),
    group,
    subgroup,
    dominant_wish: group.wish,
  };
}

/** The strongest good pair among `pairs` (the heaviest, then the lowest), or null when none is good. */
export function bestPairOf(pairs: readonly string[], data: NumerologyData): PairMeaning | null {
  const byPair = pairIndex(data);
  return (
    pairs
      .map((k) => byPair.get(k)!)
      .filter((p) => p.polarity === 'good')
      .sort((a, b) => b.weight - a.weight || a.pair.localeCompare(b.pair))[0] ?? null
  );
}

export interface PairReading {
  pair: string;
  /** Index of the pair's first digit in the ten-digit number (2..8). */
  position: number;
  polarity: Polarity;
  weight: number;
  wishes: Wish[];
  meaning: BilingualText;
  /** Planet names of its two digits. */
  planets: [BilingualText, BilingualText];
  /** False for a repeat of a pair met earlier in the number (each distinct pair counts once). */
  counted: boolean;
}

export type ReasonKind = 'kalakini' | 'wish' | 'bad_pair' | 'best_pair' | 'sum';

export interface NumerologyReason extends BilingualText {
  kind: ReasonKind;
  /** Whether the reason speaks for (good) or against (bad) the number. */
  polarity: Polarity;
}

export interface NumerologyReading {
  msisdn: string;
  /** The eight digits after the 0X prefix, the part the pairs are read from. */
  subscriber: string;
  features: NumberFeatures;
  digit_sum: number;
  sum_meaning: { polarity: Polarity; weight: number; meaning: BilingualText };
  pairs: PairReading[];
  score: number;
  breakdown: ScoreBreakdown;
  grade: string;
  grade_label: BilingualText;
  group: string;
  group_title: BilingualText;
  subgroup: string;
  subgroup_title: BilingualText;
  dominant_wish: Wish | null;
  birth_day: BirthDay;
  birth_day_name: BilingualText;
  kalakini: number;
  has_kalakini: boolean;
  has_bad_pair: boolean;
  bad_pairs: string[];
  matched_wishes: Wish[];
  reasons: NumerologyReason[];
}

const list = (pairs: readonly string[]) => pairs.join(', ');

/**
 * The full reading of a number for a person: sum, every pair with its meaning, score, grade, group,
 * kalakini and the reasons it suits them or not, in Thai and English. Pure and deterministic.
 * Throws NumerologyError for a malformed msisdn (10 digits starting with 0), birth date (a real
 * YYYY-MM-DD from 1900), birth time (HH:MM), timezone (IANA name) or wish. `data` must have passed
 * numerologyDataSchema.
 */
export function scoreNumber(msisdn: string, profile: NumerologyProfile, data: NumerologyData): NumerologyReading {
  assertMsisdn(msisdn);
  if (profile.timezone !== undefined && !isTimeZone(profile.timezone)) throw new NumerologyError('timezone_invalid', profile.timezone);
  const wishes = checkWishes(profile.wishes);
  const { day, digit: kalakini } = kalakiniOf(profile.birthDate, profile.birthTime, data);
  const features = numberFeatures(msisdn);
  const s = scoreFeatures(features, kalakini, wishes, data);

  const byPair = pairIndex(data);
  const planet = (d: string) => data.planets.find((p) => p.digit === Number(d))!.name;
  const seen = new Set<string>();
  const pairs: PairReading[] = subscriberPairs(msisdn).map((key, i) => {
    const p = byPair.get(key)!;
    const counted = !seen.has(key);
    seen.add(key);
    return { pair: key, position: i + 2, polarity: p.polarity, weight: p.weight, wishes: [...p.wishes], meaning: p.meaning, planets: [planet(key[0]), planet(key[1])], counted };
  });
  const sum = data.sums.find((x) => x.sum === features.digit_sum)!;
  const dayRule = data.weekdays.days.find((d) => d.day === day)!;
  const wishLabel = (w: Wish) => data.wishes.find((x) => x.key === w)!.label;

  const reasons: NumerologyReason[] = [];
  reasons.push(
    s.has_kalakini
      ? {
          kind: 'kalakini',
          polarity: 'bad',
          th: `คุณเกิด${dayRule.name.th} เลขกาลกิณีคือ ${kalakini} เบอร์นี้มีเลข ${kalakini} จึงไม่เหมาะกับคุณ`,
          en: `Born on ${dayRule.name.en}, your kalakini (unlucky) digit is ${kalakini}; this number contains it, so it does not suit you.`,
        }
      : {
          kind: 'kalakini',
          polarity: 'good',
          th: `คุณเกิด${dayRule.name.th} เลขกาลกิณีคือ ${kalakini} และเบอร์นี้ไม่มีเลข ${kalakini}`,
          en: `Born on ${dayRule.name.en}, your kalakini (unlucky) digit is ${kalakini}, and this number is free of it.`,
        },
  );
  for (const w of wishes) {
    const label = wishLabel(w);
    const support = features.pairs.filter((k) => byPair.get(k)!.polarity !== 'bad' && byPair.get(k)!.wishes.includes(w));
    reasons.push(
      support.length
        ? {
            kind: 'wish',
            polarity: 'good',
            th: `คู่ ${list(support)} เสริม${label.th}ที่คุณต้องการ`,
            en: `${support.length === 1 ? 'Pair' : 'Pairs'} ${list(support)} ${support.length === 1 ? 'supports' : 'support'} your wish for ${label.en.toLowerCase()}.`,
          }
        : { kind: 'wish', polarity: 'neutral', th: `ไม่มีคู่เลขในเบอร์นี้ที่เสริม${label.th}`, en: `No pair in this number supports your wish for ${label.en.toLowerCase()}.` },
    );
  }
  for (const key of s.bad_pairs) {
    const m = byPair.get(key)!.meaning;
    reasons.push({
      kind: 'bad_pair',
      polarity: 'bad',
      th: `คู่ ${key} เป็นคู่เสีย: ${m.th} คู่เสียเพียงคู่เดียวทำให้ทั้งเบอร์เสีย`,
      en: `Pair ${key} is a bad pair: ${m.en}. One bad pair spoils the whole number.`,
    });
  }
  const best = bestPairOf(features.pairs, data);
  if (best) {
    const [a, b] = [planet(best.pair[0]), planet(best.pair[1])];
    reasons.push({
      kind: 'best_pair',
      polarity: 'good',
      th: `คู่เด่น ${best.pair} (${a.th}กับ${b.th}): ${best.meaning.th}`,
      en: `Strongest pair ${best.pair} (${a.en} and ${b.en}): ${best.meaning.en}.`,
    });
  }
  reasons.push({ kind: 'sum', polarity: sum.polarity, th: `ผลรวม ${sum.sum}: ${sum.meaning.th}`, en: `Digit sum ${sum.sum}: ${sum.meaning.en}.` });

  return {
    msisdn,
    subscriber: msisdn.slice(2),
    features,
    digit_sum: features.digit_sum,
    sum_meaning: { polarity: sum.polarity, weight: sum.weight, meaning: sum.meaning },
    pairs,
    score: s.score,
    breakdown: s.breakdown,
    grade: s.grade.grade,
    grade_label: s.grade.label,
    group: s.group.key,
    group_title: s.group.group_title,
    subgroup: s.subgroup.key,
    subgroup_title: s.subgroup.subgroup_title,
    dominant_wish: s.dominant_wish,
    birth_day: day,
    birth_day_name: dayRule.name,
    kalakini,
    has_kalakini: s.has_kalakini,
    has_bad_pair: s.has_bad_pair,
    bad_pairs: s.bad_pairs,
    matched_wishes: s.matched_wishes,
    reasons,
  };
}
