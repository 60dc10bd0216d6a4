import { describe, expect, it } from 'vitest';
import { AUSPICIOUS_SUMS } from './msisdn';
import {
  birthDayOf,
  kalakiniOf,
  numberFeatures,
  NumerologyError,
  numerologyDataSchema,
  numerologyProfileSchema,
  scoreFeatures,
  scoreNumber,
  WISHES,
  type NumerologyData,
  type NumerologyErrorCode,
  type NumerologyProfile,
  type Wish,
} from './numerology';
import { NUMEROLOGY_SEED } from './numerology-data';

const seed = NUMEROLOGY_SEED;
const clone = (): NumerologyData => structuredClone(seed);
const THAI = /[\u0E00-\u0E7F]/;

/** The issue codes zod reports for a broken copy of the seed. */
function issuesOf(data: unknown): string[] {
  const r = numerologyDataSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

function codeOf(fn: () => unknown): NumerologyErrorCode | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof NumerologyError) return e.code;
    throw e;
  }
  return undefined;
}

const profile = (birthDate: string, wishes: Wish[] = [], birthTime?: string): NumerologyProfile => ({ birthDate, birthTime, wishes });

// Real dates checked against a calendar (`date -u -d`): the week of 22-28 November 2026.
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

/** Subscriber 45414541: pairs 14 41 45 54, all supporting wealth, none love; sum 36. */
const WEALTH_NUMBER = '0845414541';
/** Subscriber 36963696: pairs 36 63 69 96, all supporting love, none wealth; sum 56. */
const LOVE_NUMBER = '0836963696';

describe('numerologyDataSchema and the seed', () => {
  it('accepts the seed', () => {
    expect(issuesOf(seed)).toEqual([]);
  });

  it('has exactly the 100 pairs 00..99 and the 91 sums 0..90, once each', () => {
    expect(seed.pairs).toHaveLength(100);
    expect(new Set(seed.pairs.map((p) => p.pair))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))));
    expect(seed.sums).toHaveLength(91);
    expect(seed.sums.map((s) => s.sum)).toEqual(Array.from({ length: 91 }, (_, i) => i));
  });

  it('has every meaning, name, label and title in real Thai and in English', () => {
    const texts = [
      ...seed.pairs.map((p) => p.meaning),
      ...seed.sums.map((s) => s.meaning),
      ...seed.planets.map((p) => p.name),
      ...seed.wishes.map((w) => w.label),
      ...seed.grades.map((g) => g.label),
      ...seed.groups.flatMap((g) => [g.group_title, ...g.subgroups.map((s) => s.subgroup_title)]),
      ...seed.weekdays.days.map((d) => d.name),
    ];
    expect(texts.length).toBeGreaterThan(200);
    for (const t of texts) {
      expect(t.th.trim()).not.toBe('');
      expect(t.en.trim()).not.toBe('');
      expect(t.th).toMatch(THAI);
      expect(t.en).not.toMatch(THAI);
      expect(t.en).toMatch(/^[A-Z]/);
    }
  });

  it('maps the digits to their planets', () => {
    const en = Object.fromEntries(seed.planets.map((p) => [p.digit, p.name.en]));
    expect(en).toEqual({ 0: 'Uranus', 1: 'Sun', 2: 'Moon', 3: 'Mars', 4: 'Mercury', 5: 'Jupiter', 6: 'Venus', 7: 'Saturn', 8: 'Rahu', 9: 'Ketu' });
    expect(seed.planets.find((p) => p.digit === 8)!.name.th).toBe('พระราหู');
  });

  it('marks the commonly cited good and bad pairs as such', () => {
    const polarity = (k: string) => seed.pairs.find((p) => p.pair === k)!.polarity;
    const good = '14 41 15 51 19 91 24 42 45 54 36 63 56 65 59 95 78 87 89 98 23 32 28 82 26 62 44 55 99 46 64 69 96'.split(' ');
    const bad = '00 07 70 13 31 17 71 18 81 27 72 34 43 37 73 48 84 01 10'.split(' ');
    for (const k of good) expect(polarity(k), k).toBe('good');
    for (const k of bad) expect(polarity(k), k).toBe('bad');
    expect(seed.pairs.filter((p) => p.polarity === 'good')).toHaveLength(good.length);
    expect(seed.pairs.filter((p) => p.polarity === 'bad')).toHaveLength(bad.length);
  });

  it('keeps weights, wishes and sums consistent', () => {
    for (const p of seed.pairs) {
      if (p.polarity === 'good') expect(p.weight).toBeGreaterThan(0);
      if (p.polarity === 'bad') expect(p.weight, p.pair).toBeLessThan(0);
      if (p.polarity === 'bad') expect(p.wishes).toEqual([]);
      if (p.polarity === 'good') expect(p.wishes.length, p.pair).toBeGreaterThan(0);
      // 0 is avoided outside the prefix: no pair with a 0 scores above zero.
      if (p.pair.includes('0')) expect(p.weight, p.pair).toBeLessThan(0);
    }
    // Every wish is supported by some good pair, so every wish group can be reached.
    for (const w of WISHES)
      expect(
        seed.pairs.some((p) => p.polarity === 'good' && p.wishes.includes(w)),
        w,
      ).toBe(true);
    // The good sums are exactly the sums of the lucky bronze class (msisdn.ts).
    expect(seed.sums.filter((s) => s.polarity === 'good').map((s) => s.sum)).toEqual([...AUSPICIOUS_SUMS].sort((a, b) => a - b));
  });

  it('has grades, one group per wish plus the general group, and subgroups with a floor', () => {
    expect(seed.grades.map((g) => g.grade)).toEqual(['A+', 'A', 'B', 'C']);
    expect(seed.groups.map((g) => g.wish)).toEqual([...WISHES, null]);
    for (const g of seed.groups) expect(g.subgroups.some((s) => s.min_strength === 0)).toBe(true);
  });

  it('documents the taksa order and derives every kalakini from it', () => {
    expect(seed.weekdays.taksa_order).toEqual([1, 2, 3, 4, 7, 5, 8, 6]);
    const table = Object.fromEntries(seed.weekdays.days.map((d) => [d.day, d.kalakini]));
    expect(table).toEqual({ sunday: 6, monday: 1, tuesday: 2, wednesday: 3, wednesday_night: 5, thursday: 7, friday: 8, saturday: 4 });
    expect(seed.weekdays.wednesday_night).toEqual({ from: '18:00', to: '06:00' });
  });

  it('rejects a missing pair', () => {
    const d = clone();
    d.pairs = d.pairs.filter((p) => p.pair !== '45');
    expect(issuesOf(d).join()).toMatch(/pairs/);
  });

  it('rejects a pair given twice in place of another', () => {
    const d = clone();
    d.pairs[45] = { ...d.pairs[44] };
    const issues = issuesOf(d).join();
    expect(issues).toContain('pairs_duplicate:44');
    expect(issues).toContain('pairs_missing:45');
  });

  it('rejects a malformed pair key', () => {
    const d = clone();
    d.pairs[7] = { ...d.pairs[7], pair: '7' };
    expect(issuesOf(d).join()).toContain('pair_invalid');
  });

  it.each([91, -1, 4.5])('rejects a sum of %s', (sum) => {
    const d = clone();
    d.sums[90] = { ...d.sums[90], sum };
    expect(issuesOf(d)).not.toEqual([]);
  });

  it('rejects a missing sum', () => {
    const d = clone();
    d.sums.pop();
    expect(issuesOf(d)).not.toEqual([]);
  });

  it('rejects a bad polarity', () => {
    const d = clone();
    (d.pairs[14] as { polarity: string }).polarity = 'great';
    expect(issuesOf(d).join()).toMatch(/^pairs\.14\.polarity/);
    const e = clone();
    (e.sums[45] as { polarity: string }).polarity = 'lucky';
    expect(issuesOf(e).join()).toMatch(/^sums\.45\.polarity/);
  });

  it('rejects a weight against its polarity, a bad pair with wishes, an unknown wish', () => {
    const a = clone();
    a.pairs[14] = { ...a.pairs[14], weight: -3 };
    expect(issuesOf(a).join()).toContain('weight_polarity_mismatch');
    const b = clone();
    b.pairs[34] = { ...b.pairs[34], wishes: ['love'] };
    expect(issuesOf(b).join()).toContain('bad_pair_with_wishes');
    const c = clone();
    (c.pairs[14].wishes as string[]).push('fame');
    expect(issuesOf(c)).not.toEqual([]);
    const d = clone();
    d.pairs[14] = { ...d.pairs[14], weight: 2.5 };
    expect(issuesOf(d)).not.toEqual([]);
  });

  it('rejects an empty meaning in either language', () => {
    const a = clone();
    a.pairs[3] = { ...a.pairs[3], meaning: { th: '  ', en: 'x' } };
    expect(issuesOf(a).join()).toMatch(/pairs\.3\.meaning\.th/);
    const b = clone();
    b.sums[3] = { ...b.sums[3], meaning: { th: 'ก', en: '' } };
    expect(issuesOf(b).join()).toMatch(/sums\.3\.meaning\.en/);
  });

  it('rejects a weekday table that breaks the taksa order or misses a day', () => {
    const a = clone();
    a.weekdays.days[0] = { ...a.weekdays.days[0], kalakini: 7 };
    expect(issuesOf(a).join()).toContain('kalakini_not_taksa:sunday');
    const b = clone();
    b.weekdays.days[4] = { ...b.weekdays.days[3] };
    expect(issuesOf(b).join()).toContain('day_missing:wednesday_night');
    const c = clone();
    c.weekdays.wednesday_night = { from: '18:00', to: '6:00' };
    expect(issuesOf(c)).not.toEqual([]);
    const d = clone();
    d.weekdays.taksa_order = [1, 2, 3, 4, 7, 5, 8, 8];
    expect(issuesOf(d)).not.toEqual([]);
  });

  it('rejects grades and groups it could not use', () => {
    const a = clone();
    a.grades = [];
    expect(issuesOf(a)).not.toEqual([]);
    const b = clone();
    b.grades[1] = { ...b.grades[1], grade: 'A+' };
    expect(issuesOf(b).join()).toContain('grade_duplicate');
    const c = clone();
    c.groups = c.groups.filter((g) => g.wish !== null);
    expect(issuesOf(c).join()).toContain('group_fallback_count');
    const d = clone();
    d.groups[1] = { ...d.groups[1], wish: 'wealth' };
    expect(issuesOf(d).join()).toContain('group_wish_duplicate');
    const e = clone();
    e.groups[0] = { ...e.groups[0], subgroups: e.groups[0].subgroups.filter((s) => s.min_strength > 0) };
    expect(issuesOf(e).join()).toContain('subgroup_floor_missing');
    const f = clone();
    f.planets.pop();
    expect(issuesOf(f)).not.toEqual([]);
  });
});

describe('day of birth and kalakini', () => {
  it.each([
    [SUNDAY, 'sunday', 6],
    [MONDAY, 'monday', 1],
    [TUESDAY, 'tuesday', 2],
    [WEDNESDAY, 'wednesday', 3],
    [THURSDAY, 'thursday', 7],
    [FRIDAY, 'friday', 8],
    [SATURDAY, 'saturday', 4],
    ['1990-05-16', 'wednesday', 3],
    ['2000-01-01', 'saturday', 4],
    ['2024-02-29', 'thursday', 7],
    ['1969-12-31', 'wednesday', 3],
    ['1900-01-01', 'monday', 1],
  ])('%s is a %s: kalakini %i', (date, day, digit) => {
    expect(kalakiniOf(date, undefined, seed)).toEqual({ day, digit });
  });

  it.each([
    [WEDNESDAY, '18:00', 'wednesday_night', 5],
    [WEDNESDAY, '23:59', 'wednesday_night', 5],
    [THURSDAY, '00:00', 'wednesday_night', 5],
    [THURSDAY, '05:59', 'wednesday_night', 5],
    [THURSDAY, '06:00', 'thursday', 7],
    [WEDNESDAY, '06:00', 'wednesday', 3],
    [WEDNESDAY, '12:00', 'wednesday', 3],
    [WEDNESDAY, '17:59', 'wednesday', 3],
    // Before sunrise the Thai day is still the day before.
    [WEDNESDAY, '00:00', 'tuesday', 2],
    [WEDNESDAY, '05:59', 'tuesday', 2],
  ])('a birth on %s at %s is %s (kalakini %i)', (date, time, day, digit) => {
    expect(kalakiniOf(date, time, seed)).toEqual({ day, digit });
  });

  it('makes Wednesday night only with a birth time, and only in the night after a Wednesday', () => {
    expect(kalakiniOf(WEDNESDAY, undefined, seed).day).toBe('wednesday');
    expect(kalakiniOf(THURSDAY, undefined, seed).day).toBe('thursday');
    expect(kalakiniOf(THURSDAY, '20:00', seed).day).toBe('thursday');
    expect(kalakiniOf(TUESDAY, '23:00', seed).day).toBe('tuesday');
    expect(kalakiniOf(SUNDAY, '03:00', seed)).toEqual({ day: 'saturday', digit: 4 });
    expect(kalakiniOf(MONDAY, '05:30', seed)).toEqual({ day: 'sunday', digit: 6 });
  });

  it('reads the night window and sunrise from the data', () => {
    const d = clone();
    d.weekdays.wednesday_night = { from: '19:00', to: '07:00' };
    expect(birthDayOf(WEDNESDAY, '18:30', d.weekdays)).toBe('wednesday');
    expect(birthDayOf(WEDNESDAY, '19:30', d.weekdays)).toBe('wednesday_night');
    expect(birthDayOf(THURSDAY, '06:30', d.weekdays)).toBe('wednesday_night');
    expect(birthDayOf(WEDNESDAY, '06:30', d.weekdays)).toBe('tuesday');
    // A window that ends after it starts is refused.
    d.weekdays.wednesday_night = { from: '05:00', to: '07:00' };
    expect(numerologyDataSchema.safeParse(d).success).toBe(false);
  });

  it('does not let the timezone move the day of birth', () => {
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Bangkok', 'UTC']) {
      expect(scoreNumber(WEALTH_NUMBER, { birthDate: SUNDAY, birthTime: '23:30', timezone, wishes: [] }, seed).birth_day).toBe('sunday');
      expect(scoreNumber(WEALTH_NUMBER, { birthDate: SUNDAY, birthTime: '06:15', timezone, wishes: [] }, seed).birth_day).toBe('sunday');
    }
  });

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-11-31', '26-11-22', '2026/11/22', '2026-11-2', '1899-12-31', '', 'yesterday'])(
    'refuses the birth date %j',
    (date) => {
      expect(codeOf(() => kalakiniOf(date, undefined, seed))).toBe('birth_date_invalid');
      expect(codeOf(() => scoreNumber(WEALTH_NUMBER, profile(date), seed))).toBe('birth_date_invalid');
    },
  );

  it.each(['24:00', '7:30', '18:60', '1800', '18:00:00', ''])('refuses the birth time %j', (time) => {
    expect(codeOf(() => scoreNumber(WEALTH_NUMBER, profile(WEDNESDAY, [], time), seed))).toBe('birth_time_invalid');
  });

  it('accepts 29 February of a leap year', () => {
    expect(kalakiniOf('2024-02-29', undefined, seed).day).toBe('thursday');
  });
});

describe('numberFeatures', () => {
  it.each([
    ['0812345678', 44, ['12', '23', '34', '45', '56', '67', '78'], 0b0111111110],
    ['0899999999', 80, ['99'], 0b1000000000],
    ['0600000000', 6, ['00'], 0b0000000001],
    [WEALTH_NUMBER, 36, ['14', '41', '45', '54'], 0b0000110010],
    [LOVE_NUMBER, 56, ['36', '63', '69', '96'], 0b1001001000],
    ['0987654321', 45, ['21', '32', '43', '54', '65', '76', '87'], 0b0111111110],
    ['0890000001', 18, ['00', '01', '90'], 0b1000000011],
  ])('%s: sum %i, pairs %j, mask %i', (msisdn, sum, pairs, mask) => {
    expect(numberFeatures(msisdn)).toEqual({ digit_sum: sum, pairs, digit_mask: mask });
  });

  it('skips the 0X prefix for pairs and mask but sums all ten digits', () => {
    const a = numberFeatures('0812345678');
    const b = numberFeatures('0912345678');
    expect(a.pairs).toEqual(b.pairs);
    expect(a.digit_mask).toBe(b.digit_mask);
    expect(b.digit_sum - a.digit_sum).toBe(1);
    expect(a.pairs).not.toContain('08');
    expect(a.pairs).not.toContain('81');
    expect(a.digit_mask & 1).toBe(0);
  });

  it.each(['812345678', '08123456789', '1812345678', '08-123-4567', '081234567a', '', ' 0812345678'])('refuses the msisdn %j', (msisdn) => {
    expect(codeOf(() => numberFeatures(msisdn))).toBe('msisdn_invalid');
    expect(codeOf(() => scoreNumber(msisdn, profile(SUNDAY), seed))).toBe('msisdn_invalid');
  });
});

describe('scoreNumber', () => {
  it('reads sum, every pair of the subscriber part and their meanings', () => {
    const r = scoreNumber('0812345678', profile(THURSDAY, ['wealth']), seed);
    expect(r.subscriber).toBe('12345678');
    expect(r.digit_sum).toBe(44);
    expect(r.sum_meaning).toEqual({ polarity: 'good', weight: 6, meaning: seed.sums[44].meaning });
    expect(r.pairs.map((p) => p.pair)).toEqual(['12', '23', '34', '45', '56', '67', '78']);
    expect(r.pairs.map((p) => p.position)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(r.pairs[0].planets.map((p) => p.en)).toEqual(['Sun', 'Moon']);
    expect(r.pairs[3]).toMatchObject({ pair: '45', polarity: 'good', weight: 9, meaning: seed.pairs[45].meaning, counted: true });
  });

  it('skips the 0X prefix: the prefix never forms a pair', () => {
    // 08|1...: "81" is a bad pair, but only across the prefix; 06|0...: "60" likewise.
    const r = scoreNumber('0814565656', profile(THURSDAY), seed);
    expect(r.pairs.map((p) => p.pair)).toEqual(['14', '45', '56', '65', '56', '65', '56']);
    expect(r.has_bad_pair).toBe(false);
    expect(r.grade).not.toBe('C');
  });

  it('lists repeated pairs but counts each distinct pair once', () => {
    const r = scoreNumber(WEALTH_NUMBER, profile(THURSDAY), seed);
    expect(r.pairs.map((p) => [p.pair, p.counted])).toEqual([
      ['45', true],
      ['54', true],
      ['41', true],
      ['14', true],
      ['45', false],
      ['54', false],
      ['41', false],
    ]);
    expect(r.breakdown.pairs).toBe(8 + 8 + 9 + 8);
  });

  it('adds pairs, wish bonuses and the sum, and grades the total', () => {
    const r = scoreNumber(WEALTH_NUMBER, profile(THURSDAY, ['wealth']), seed);
    expect(r.breakdown).toEqual({ pairs: 33, wishes: 4 * 3, sum: 6, kalakini: 0 });
    expect(r.score).toBe(51);
    expect(r.grade).toBe('A+');
    expect(r.grade_label).toEqual({ th: 'ดีเลิศ', en: 'Excellent' });
    expect(scoreNumber(WEALTH_NUMBER, profile(THURSDAY, ['love']), seed)).toMatchObject({ score: 39, grade: 'A' });
  });

  it('gives a number with a bad pair the lowest grade, whatever its score', () => {
    // 45 56 65 51 14 43: a high score, but 43 is a bad pair.
    const r = scoreNumber('0845651443', profile(THURSDAY, ['wealth', 'luck']), seed);
    expect(r.has_bad_pair).toBe(true);
    expect(r.bad_pairs).toEqual(['43']);
    expect(r.score).toBeGreaterThanOrEqual(seed.grades.find((g) => g.grade === 'A')!.min_score);
    expect(r.grade).toBe('C');
    const reason = r.reasons.find((x) => x.kind === 'bad_pair')!;
    expect(reason.polarity).toBe('bad');
    expect(reason.en).toContain('Pair 43 is a bad pair');
    expect(reason.th).toContain('คู่ 43 เป็นคู่เสีย');
    // The same pairs without the bad one keep their grade.
    expect(scoreNumber('0845651451', profile(THURSDAY, ['wealth', 'luck']), seed).grade).toBe('A+');
  });

  it('caps at the lowest grade whatever the grade table', () => {
    const d = clone();
    d.grades = [
      { grade: 'S', min_score: -100, label: { th: 'ก', en: 'S' } },
      { grade: 'Z', min_score: -200, label: { th: 'ข', en: 'Z' } },
    ];
    expect(scoreNumber('0845651443', profile(THURSDAY), d).grade).toBe('Z');
    expect(scoreNumber('0845651451', profile(THURSDAY), d).grade).toBe('S');
  });

  it('marks and explains a number containing the kalakini digit', () => {
    // 0856565656 contains 6, the kalakini of a Sunday birth, not 1 (Monday).
    const sunday = scoreNumber('0856565656', profile(SUNDAY, ['wealth']), seed);
    const monday = scoreNumber('0856565656', profile(MONDAY, ['wealth']), seed);
    expect(sunday).toMatchObject({ birth_day: 'sunday', kalakini: 6, has_kalakini: true });
    expect(monday).toMatchObject({ birth_day: 'monday', kalakini: 1, has_kalakini: false });
    expect(sunday.breakdown.kalakini).toBe(-seed.scoring.kalakini_penalty);
    expect(monday.score - sunday.score).toBe(seed.scoring.kalakini_penalty);
    const bad = sunday.reasons.find((x) => x.kind === 'kalakini')!;
    expect(bad.polarity).toBe('bad');
    expect(bad.th).toBe('คุณเกิดวันอาทิตย์ เลขกาลกิณีคือ 6 เบอร์นี้มีเลข 6 จึงไม่เหมาะกับคุณ');
    expect(bad.en).toContain('your kalakini (unlucky) digit is 6; this number contains it');
    const good = monday.reasons.find((x) => x.kind === 'kalakini')!;
    expect(good.polarity).toBe('good');
    expect(good.en).toContain('this number is free of it');
  });

  it('checks the kalakini in the subscriber part only (the 08 prefix does not count for a Friday birth)', () => {
    expect(scoreNumber(WEALTH_NUMBER, profile(FRIDAY), seed)).toMatchObject({ kalakini: 8, has_kalakini: false });
    expect(scoreNumber('0845414581', profile(FRIDAY), seed)).toMatchObject({ kalakini: 8, has_kalakini: true });
  });

  it('uses Wednesday night (kalakini 5) only with a birth time', () => {
    expect(scoreNumber(WEALTH_NUMBER, profile(WEDNESDAY), seed)).toMatchObject({ birth_day: 'wednesday', kalakini: 3, has_kalakini: false });
    expect(scoreNumber(WEALTH_NUMBER, profile(WEDNESDAY, [], '21:00'), seed)).toMatchObject({ birth_day: 'wednesday_night', kalakini: 5, has_kalakini: true });
  });

  it('ranks by wishes: a wealth-heavy number scores higher for a wealth wish than for a love wish', () => {
    const forWealth = scoreNumber(WEALTH_NUMBER, profile(THURSDAY, ['wealth']), seed);
    const forLove = scoreNumber(WEALTH_NUMBER, profile(THURSDAY, ['love']), seed);
    expect(forWealth.score).toBeGreaterThan(forLove.score);
    expect(forWealth.matched_wishes).toEqual(['wealth']);
    expect(forLove.matched_wishes).toEqual([]);
    // And the order of two numbers flips with the wish.
    const rank = (wishes: Wish[]) =>
      [WEALTH_NUMBER, LOVE_NUMBER]
        .map((n) => ({ n, score: scoreNumber(n, profile(THURSDAY, wishes), seed).score }))
        .sort((a, b) => b.score - a.score)
        .map((x) => x.n);
    expect(rank(['wealth'])).toEqual([WEALTH_NUMBER, LOVE_NUMBER]);
    expect(rank(['love'])).toEqual([LOVE_NUMBER, WEALTH_NUMBER]);
  });

  it('explains each wish, supported or not, in Thai and English', () => {
    const r = scoreNumber(WEALTH_NUMBER, profile(THURSDAY, ['wealth', 'love']), seed);
    const wishes = r.reasons.filter((x) => x.kind === 'wish');
    expect(wishes).toHaveLength(2);
    expect(wishes[0]).toEqual({ kind: 'wish', polarity: 'good', th: 'คู่ 14, 41, 45, 54 เสริมการเงินที่คุณต้องการ', en: 'Pairs 14, 41, 45, 54 support your wish for wealth.' });
    expect(wishes[1]).toEqual({ kind: 'wish', polarity: 'neutral', th: 'ไม่มีคู่เลขในเบอร์นี้ที่เสริมความรัก', en: 'No pair in this number supports your wish for love.' });
    const single = scoreNumber('0899999999', profile(THURSDAY, ['travel']), seed).reasons.find((x) => x.kind === 'wish')!;
    expect(single.en).toBe('Pair 99 supports your wish for travel.');
  });

  it('gives reasons in both languages, led by the kalakini, with the strongest pair and the sum', () => {
    const r = scoreNumber('0812345678', profile(SATURDAY, ['trade']), seed);
    expect(r.reasons.map((x) => x.kind)).toEqual(['kalakini', 'wish', 'bad_pair', 'best_pair', 'sum']);
    for (const x of r.reasons) {
      expect(x.th).toMatch(THAI);
      expect(x.en).not.toMatch(THAI);
    }
    expect(r.reasons.find((x) => x.kind === 'best_pair')!.en).toBe('Strongest pair 45 (Mercury and Jupiter): Wisdom, divine protection and steady finances.');
    expect(r.reasons.find((x) => x.kind === 'sum')).toMatchObject({ polarity: 'good', en: `Digit sum 44: ${seed.sums[44].meaning.en}.` });
  });

  it('groups a number by the wish its pairs support most, with a subgroup by strength', () => {
    expect(scoreNumber(WEALTH_NUMBER, profile(THURSDAY, ['love']), seed)).toMatchObject({ group: 'wealth', subgroup: 'wealth_top', dominant_wish: 'wealth' });
    expect(scoreNumber(LOVE_NUMBER, profile(THURSDAY, ['wealth']), seed)).toMatchObject({ group: 'love', subgroup: 'love_top', dominant_wish: 'love' });
    const r = scoreNumber(LOVE_NUMBER, profile(THURSDAY), seed);
    expect(r.group_title).toEqual({ th: 'เบอร์ความรัก', en: 'Love numbers' });
    expect(r.subgroup_title.en).toBe('True love');
    // 99 alone: strength 7 for luck, health and travel; ties go in WISHES order, below the middle tier.
    expect(scoreNumber('0899999999', profile(THURSDAY), seed)).toMatchObject({ group: 'health', subgroup: 'health_base' });
    // Only bad or neutral pairs without a wish: the general group.
    expect(scoreNumber('0800000000', profile(THURSDAY), seed)).toMatchObject({ group: 'general', subgroup: 'general', dominant_wish: null, grade: 'C' });
  });

  it('is deterministic and does not touch its inputs', () => {
    const data = clone();
    const frozen = structuredClone(data);
    const p = { birthDate: WEDNESDAY, birthTime: '19:45', timezone: 'Asia/Bangkok', wishes: ['love', 'wealth'] as Wish[] };
    const a = scoreNumber(LOVE_NUMBER, p, data);
    const b = scoreNumber(LOVE_NUMBER, { ...p, wishes: [...p.wishes] }, data);
    expect(a).toEqual(b);
    expect(data).toEqual(frozen);
    expect(p.wishes).toEqual(['love', 'wealth']);
    // The order and repetition of wishes do not change the score.
    expect(scoreNumber(LOVE_NUMBER, { ...p, wishes: ['wealth', 'love', 'love'] }, data).score).toBe(a.score);
  });

  it('refuses an unknown wish and an unknown timezone', () => {
    expect(codeOf(() => scoreNumber(WEALTH_NUMBER, profile(SUNDAY, ['fame' as Wish]), seed))).toBe('wish_invalid');
    expect(codeOf(() => scoreNumber(WEALTH_NUMBER, { birthDate: SUNDAY, timezone: 'Mars/Olympus', wishes: [] }, seed))).toBe('timezone_invalid');
    expect(codeOf(() => scoreNumber(WEALTH_NUMBER, { birthDate: SUNDAY, timezone: 'Asia/Bangkok', wishes: [] }, seed))).toBeUndefined();
  });

  it('reports refusals as NumerologyError with a code and the value', () => {
    const e = (() => {
      try {
        scoreNumber('12345', profile(SUNDAY), seed);
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(NumerologyError);
    expect(e).toMatchObject({ code: 'msisdn_invalid', value: '12345', name: 'NumerologyError' });
  });

  it('scores the same from the stored features as from the number (what the database reproduces)', () => {
    let x = 12345;
    const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 500; i += 1) {
      const msisdn = `0${[6, 8, 9][next() % 3]}${String(next() % 100_000_000).padStart(8, '0')}`;
      const wishes = WISHES.filter(() => next() % 3 === 0);
      const date = `19${String(50 + (next() % 50))}-${String(1 + (next() % 12)).padStart(2, '0')}-${String(1 + (next() % 28)).padStart(2, '0')}`;
      const r = scoreNumber(msisdn, profile(date, wishes), seed);
      const f = scoreFeatures(numberFeatures(msisdn), r.kalakini, wishes, seed);
      expect(f.score).toBe(r.score);
      expect(f.grade.grade).toBe(r.grade);
      expect(f.group.key).toBe(r.group);
      expect(f.has_kalakini).toBe(r.has_kalakini);
      expect(r.score).toBe(r.breakdown.pairs + r.breakdown.wishes + r.breakdown.sum + r.breakdown.kalakini);
      expect(r.has_bad_pair).toBe(r.pairs.some((p) => p.polarity === 'bad'));
      if (r.has_bad_pair) expect(r.grade).toBe('C');
    }
  });
});

describe('numerologyProfileSchema', () => {
  it('accepts a profile and drops repeated wishes', () => {
    const r = numerologyProfileSchema.safeParse({ birthDate: '1990-05-16', birthTime: '19:30', timezone: 'Asia/Bangkok', wishes: ['wealth', 'love', 'wealth'] });
    expect(r.success && r.data).toEqual({ birthDate: '1990-05-16', birthTime: '19:30', timezone: 'Asia/Bangkok', wishes: ['wealth', 'love'] });
    expect(numerologyProfileSchema.safeParse({ birthDate: '1990-05-16', wishes: [] }).success).toBe(true);
  });

  it.each([
    [{ birthDate: '1990-02-30', wishes: [] }, 'birth_date_invalid'],
    [{ birthDate: '1990-05-16', birthTime: '25:00', wishes: [] }, 'birth_time_invalid'],
    [{ birthDate: '1990-05-16', timezone: 'Nowhere/City', wishes: [] }, 'timezone_invalid'],
  ])('refuses %j with %s', (input, message) => {
    const r = numerologyProfileSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe(message);
  });

  it('refuses an unknown wish', () => {
    expect(numerologyProfileSchema.safeParse({ birthDate: '1990-05-16', wishes: ['fame'] }).success).toBe(false);
  });
});
