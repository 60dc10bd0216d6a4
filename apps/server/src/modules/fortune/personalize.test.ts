import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORTUNE_MAX_RANK, HOROSCOPES, zodiacOf, type FortuneItem, type PersonalizeResult } from '@store/domain/fortune';
import { kalakiniOf, numberFeatures, scoreFeatures, type NumerologyData, type Wish } from '@store/domain/numerology';
import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN } from '../../test/sign-in';
import { rowsOf } from '../numbers/rows';
import { call } from '../order/testing';
import { parseCursor } from './personalize';

const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

describe('personalize cursor', () => {
  it('reads a cursor of score, number and rank', () => {
    expect(parseCursor('-3:0812345678:41')).toEqual({ score: -3, number: '0812345678', rank: 41 });
    expect(() => parseCursor('12:0812345678:0')).toThrow(/cursor/);
  });
});

describe.each(databaseKinds)('POST /api/fortune/personalize and PUT /api/fortune/numerology on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const personalize = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/fortune/personalize', payload: body });
  const ok = async (body: object): Promise<PersonalizeResult> => {
    const res = await personalize(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PersonalizeResult;
  };

  /** The reference: every available number scored by scoreFeatures, filtered and sorted. */
  async function expected(data: NumerologyData, kalakini: number, wishes: Wish[], floor: number | null, anyOf: number[] | null) {
    const pool = rowsOf<{ number: string }>(await ctx.database.db.execute(sql`select number from mobile_numbers where status = 'available'`));
    return pool
      .map((r) => ({ number: r.number, f: numberFeatures(r.number) }))
      .filter(({ f }) => (f.digit_mask & (1 << kalakini)) === 0 && (!anyOf || anyOf.some((d) => (f.digit_mask & (1 << d)) !== 0)))
      .map(({ number, f }) => ({ number, s: scoreFeatures(f, kalakini, wishes, data) }))
      .filter(({ s }) => !s.has_bad_pair && (floor === null || s.score >= floor))
      .sort((a, b) => b.s.score - a.s.score || (a.number < b.number ? -1 : 1));
  }

  const profile = { campaign: 'berfuntong', birth_date: '1990-05-15', wishes: ['wealth', 'love'] as Wish[] };

  it('lists the best numbers for the person, ranked across pages, with what the card shows', async () => {
    const { digit, day } = kalakiniOf(profile.birth_date, undefined, NUMEROLOGY_SEED);
    const want = await expected(NUMEROLOGY_SEED, digit, profile.wishes, null, null);
    const first = await ok(profile);
    expect(first).toMatchObject({ campaign: 'berfuntong', birth_day: day, kalakini: digit, zodiac: null, min_score: null });
    expect(first.birth_day_name.en).toBeTruthy();
    expect(first.items).toHaveLength(20);
    expect(first.items.map((i) => [i.number, i.score, i.rank])).toEqual(want.slice(0, 20).map((w, i) => [w.number, w.s.score, i + 1]));
    const item = first.items[0];
    const s = want[0].s;
    expect(item).toMatchObject({
      display: `${item.number.slice(0, 3)}-${item.number.slice(3, 6)}-${item.number.slice(6)}`,
      grade: s.grade.grade,
      grade_label: s.grade.label,
      group: s.group.key,
      subgroup: s.subgroup.key,
      matched_wishes: s.matched_wishes,
      digit_sum: numberFeatures(item.number).digit_sum,
    });
    const best = NUMEROLOGY_SEED.pairs
      .filter((p) => numberFeatures(item.number).pairs.includes(p.pair) && p.polarity === 'good')
      .sort((a, b) => b.weight - a.weight || (a.pair < b.pair ? -1 : 1))[0];
    expect(item.best_pair).toEqual({ pair: best.pair, meaning: best.meaning });
    expect(first.next_cursor).toBe(`${first.items[19].score}:${first.items[19].number}:20`);

    const second = await ok({ ...profile, cursor: first.next_cursor, limit: 30 });
    expect(second.items.map((i) => [i.number, i.rank])).toEqual(want.slice(20, 50).map((w, i) => [w.number, i + 21]));
    const third = await ok({ ...profile, cursor: second.next_cursor });
    expect(third.items.map((i) => i.number)).toEqual(want.slice(50, 70).map((w) => w.number));
  });

  it.each([
    ['a date that does not exist', { birth_date: '1990-02-30' }],
    ['a date before 1900', { birth_date: '1899-12-31' }],
    ['a time that is no time', { birth_time: '24:00' }],
    ['an unknown wish', { wishes: ['money'] }],
    ['an unknown campaign', { campaign: 'lotto' }],
    ['a malformed cursor', { cursor: 'abc' }],
    ['a cursor without its rank', { cursor: '40:0812345678' }],
    ['a cursor of rank 0', { cursor: '40:0812345678:0' }],
    ['a page too long', { limit: 61 }],
  ])('refuses %s with 400', async (_name, change) => {
    const res = await personalize({ ...profile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('1990-'); // the birth data is not echoed
  });

  it('zodiac: only numbers with a lucky digit of the sign, the sign of the birth date by default', async () => {
    const aries = HOROSCOPES.find((h) => h.key === 'aries')!;
    const body = { ...profile, campaign: 'zodiac', zodiac_sign: 'aries' };
    const res = await ok(body);
    expect(res.zodiac?.key).toBe('aries');
    const want = await expected(NUMEROLOGY_SEED, res.kalakini, profile.wishes, null, aries.lucky_digits);
    expect(res.items.map((i) => i.number)).toEqual(want.slice(0, 20).map((w) => w.number));
    for (const i of res.items) expect(aries.lucky_digits.some((d) => i.number.slice(2).includes(String(d)))).toBe(true);
    expect((await ok({ ...profile, campaign: 'zodiac' })).zodiac?.key).toBe(zodiacOf(profile.birth_date));
  });

  it('vhora god: only the top grade, and the low tier off raises the floor of every list', async () => {
    const god = await ok({ ...profile, campaign: 'vhora-god', birth_date: '1985-11-02', wishes: ['work'] });
    expect(god.min_score).toBe(50);
    const want = await expected(NUMEROLOGY_SEED, god.kalakini, ['work'], 50, null);
    expect(god.items.map((i) => i.number)).toEqual(want.slice(0, 20).map((w) => w.number));
    expect(god.items.every((i) => i.score >= 50 && i.grade === 'A+')).toBe(true);
    expect((await ok({ ...profile, high_tier: true })).items.every((i: FortuneItem) => i.score >= 35)).toBe(true);

    expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/disable_lowtier', headers: operator, payload: { toggle: true } })).statusCode).toBe(200);
    try {
      const res = await ok({ ...profile, wishes: [] });
      expect(res.min_score).toBe(20);
      const floor = await expected(NUMEROLOGY_SEED, res.kalakini, [], 20, null);
      expect(res.items.map((i) => i.number)).toEqual(floor.slice(0, 20).map((w) => w.number));
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: '/api/config/disable_lowtier', headers: operator });
    }
  });

  it('answers 404 fortune_campaign_off for a campaign switched off', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/vhora_god', headers: operator, payload: { toggle: false } })).statusCode).toBe(200);
    try {
      const res = await personalize({ ...profile, campaign: 'vhora-god' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('fortune_campaign_off');
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: '/api/config/vhora_god', headers: operator });
    }
  });

  it(`stops at rank ${FORTUNE_MAX_RANK}`, async () => {
    const [top] = (await ok(profile)).items;
    const near = await ok({ ...profile, cursor: `${top.score}:${top.number}:${FORTUNE_MAX_RANK - 5}` });
    expect(near.items.map((i) => i.rank)).toEqual([996, 997, 998, 999, 1000]);
    expect(near.next_cursor).toBeNull();
    expect(await ok({ ...profile, cursor: `${top.score}:${top.number}:${FORTUNE_MAX_RANK}` })).toMatchObject({ items: [], next_cursor: null });
  });

  describe('PUT /api/fortune/numerology', () => {
    const put = (payload: unknown, headers: Record<string, string> = operator) =>
      ctx.app.inject({ method: 'PUT', url: '/api/fortune/numerology', headers, payload: payload as object });

    it('is for staff with config.write only', async () => {
      expect((await put(NUMEROLOGY_SEED, {})).statusCode).toBe(401);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/accounts',
        headers: operator,
        payload: { email: 'editor@tawan.example', display_name: 'Editor', password: 'editor password 1', roles: ['content_editor'] },
      });
      expect(created.statusCode).toBe(201);
      const jar = new CookieJar();
      expect((await call(ctx.app, jar, 'POST', '/staff/session', { email: 'editor@tawan.example', password: 'editor password 1' })).statusCode).toBe(200);
      const refused = await put(NUMEROLOGY_SEED, { cookie: jar.header(), origin: ORIGIN });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('permission_denied');
    });

    it('refuses incomplete data with 400 and keeps the data in force', async () => {
      const before = (await ctx.app.inject({ url: '/api/fortune/numerology' })).json().data.version;
      const res = await put({ ...NUMEROLOGY_SEED, pairs: NUMEROLOGY_SEED.pairs.slice(1) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('numerology_invalid');
      expect((await ctx.app.inject({ url: '/api/fortune/numerology' })).json().data.version).toBe(before);
    });

    it('answers 202 at once, and the ranking follows the new data once the pool is scored again', async () => {
      const [top] = (await ok(profile)).items;
      // The top number's strongest pair turns bad: it must leave every list.
      const data: NumerologyData = structuredClone(NUMEROLOGY_SEED);
      const pair = data.pairs.find((p) => p.pair === top.best_pair!.pair)!;
      Object.assign(pair, { polarity: 'bad', weight: -7, wishes: [] });
      data.scoring.wish_bonus = 4;
      const res = await put(data);
      expect(res.statusCode).toBe(202);
      const { version } = res.json().data as { version: number };
      for (let i = 0; i < 200; i += 1) {
        const n = (await ctx.app.inject({ url: '/api/fortune/numerology' })).json().data;
        if (n.features_version >= version) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const n = (await ctx.app.inject({ url: '/api/fortune/numerology' })).json().data;
      expect(n).toMatchObject({ version, features_version: version });
      const after = await ok(profile);
      expect(after.items.map((i) => i.number)).not.toContain(top.number);
      const want = await expected(data, after.kalakini, profile.wishes, null, null);
      expect(after.items.map((i) => [i.number, i.score])).toEqual(want.slice(0, 20).map((w) => [w.number, w.s.score]));
    });
  });
});
