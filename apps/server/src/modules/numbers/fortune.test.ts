import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskOf } from '@store/domain/msisdn';
import { numberFeatures, scoreFeatures, WISHES, type NumerologyData, type Wish } from '@store/domain/numerology';
import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { invalidationOf } from '../../lib/invalidation';
import { seedDatabase } from '../../seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/databases';
import { rankFortune, rescoreFortune, type FortuneRow, type RankFortuneInput } from './fortune';
import { selectFortunePage } from './fortune-repository';
import { holdNumber } from './holds';
import { rowsOf } from './rows';
import { seedNumbers } from './seed';

/** Enough numbers that the first phase (200 rows) rarely holds a whole list, and every filter leaves some. */
const POOL = 12_000;

type Stored = { number: string; status: string; fortune_base: number | null; fortune_wishes: number | null; fortune_bad: boolean | null };

/**
 * The reference ranking: every available number scored by scoreFeatures in JS, filtered and sorted.
 * With no kalakini digit, no penalty: the score scoreFeatures gives less its kalakini part.
 */
function bruteForce(pool: Stored[], data: NumerologyData, q: Omit<RankFortuneInput, 'cursor' | 'limit' | 'wishBonus'>): FortuneRow[] {
  const kalakini = q.kalakini ?? 0;
  return pool
    .filter((r) => r.status === 'available')
    .map((r) => ({ r, f: numberFeatures(r.number) }))
    .filter(({ f }) => q.kalakini === null || (f.digit_mask & (1 << q.kalakini)) === 0)
    .filter(({ f }) => q.requireAnyMask === null || (f.digit_mask & q.requireAnyMask) !== 0)
    .map(({ r, f }) => ({ number: r.number, s: scoreFeatures(f, kalakini, q.wishes, data) }))
    .filter(({ s }) => !s.has_bad_pair && (q.minScore === null || s.score >= q.minScore))
    .map(({ number, s }) => ({ number, score: s.score - s.breakdown.kalakini }))
    .sort((a, b) => b.score - a.score || (a.number < b.number ? -1 : 1)) as FortuneRow[];
}

const profiles: (Omit<RankFortuneInput, 'cursor' | 'limit' | 'wishBonus'> & { name: string })[] = [
  { name: 'no wish, kalakini 6', kalakini: 6, wishes: [], minScore: null, requireAnyMask: null },
  { name: 'no kalakini', kalakini: null, wishes: ['love'], minScore: null, requireAnyMask: null },
  { name: 'one wish, kalakini 1', kalakini: 1, wishes: ['wealth'], minScore: null, requireAnyMask: null },
  { name: 'three wishes, kalakini 8', kalakini: 8, wishes: ['work', 'trade', 'education'], minScore: null, requireAnyMask: null },
  { name: 'three wishes, kalakini 5', kalakini: 5, wishes: ['wealth', 'love', 'luck'], minScore: null, requireAnyMask: null },
  { name: 'every wish, kalakini 4', kalakini: 4, wishes: [...WISHES], minScore: null, requireAnyMask: null },
  { name: 'two wishes, score floor 50', kalakini: 3, wishes: ['health', 'travel'], minScore: 50, requireAnyMask: null },
  { name: 'zodiac digits 3, 9, 1', kalakini: 2, wishes: ['luck'], minScore: null, requireAnyMask: maskOf([3, 9, 1]) },
  { name: 'zodiac and floor 35', kalakini: 7, wishes: ['love', 'trade'], minScore: 35, requireAnyMask: maskOf([6, 2, 4]) },
  { name: 'a floor nothing reaches', kalakini: 6, wishes: ['work'], minScore: 500, requireAnyMask: null },
];

const strip = (rows: FortuneRow[]) => rows.map((r) => ({ number: r.number, score: r.score }));

describe.each(databaseKinds)('fortune ranking on %s', (kind) => {
  let database: TestDatabase;
  const stored = async (): Promise<Stored[]> =>
    rowsOf<Stored>(await database.db.execute(sql`select number, status, fortune_base, fortune_wishes, fortune_bad from mobile_numbers order by number`));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedNumbers(database.db, NUMEROLOGY_SEED, POOL);
  });
  afterAll(() => database.drop());

  /** What scoreFeatures says of every number, against the stored columns. */
  function mismatches(pool: Stored[], data: NumerologyData) {
    return pool
      .filter((r) => r.status !== 'sold')
      .filter((r) => {
        const f = numberFeatures(r.number);
        const plain = scoreFeatures(f, 0, [], data);
        const counts = WISHES.map((w) => scoreFeatures(f, 0, [w], data).breakdown.wishes / data.scoring.wish_bonus);
        const wishes = counts.reduce((packed, c, w) => packed + c * 16 ** w, 0);
        return r.fortune_base !== plain.breakdown.pairs + plain.breakdown.sum || r.fortune_bad !== plain.has_bad_pair || r.fortune_wishes !== wishes;
      })
      .map((r) => r.number);
  }

  it('stores for every number what scoreFeatures reads from it', async () => {
    const pool = await stored();
    expect(pool.length).toBeGreaterThanOrEqual(POOL);
    expect(mismatches(pool, NUMEROLOGY_SEED)).toEqual([]);
    // some numbers support a wish several times, some have a bad pair, some have none
    expect(pool.some((r) => r.fortune_wishes! >= 3)).toBe(true);
    expect(pool.filter((r) => r.fortune_bad).length).toBeGreaterThan(0);
    expect(pool.filter((r) => r.fortune_bad === false).length).toBeGreaterThan(1000);
  });

  it('bounds the supports of every set of wishes by the largest in the pool', async () => {
    const pool = (await stored()).filter((r) => r.fortune_bad === false);
    const bounds = new Map(
      rowsOf<{ wishes: number; max_count: number }>(await database.db.execute(sql`select wishes, max_count from number_fortune_bounds`)).map((b) => [b.wishes, b.max_count]),
    );
    expect(bounds.size).toBe(256);
    for (const set of [0, 1, 2, 5, 7, 100, 255]) {
      const count = (v: number) => WISHES.reduce((sum, _, w) => sum + ((set >> w) & 1 ? (v >> (4 * w)) & 15 : 0), 0);
      expect(bounds.get(set)).toBe(Math.max(...pool.map((r) => count(r.fortune_wishes!))));
    }
  });

  it.each(profiles)('ranks exactly as scoreFeatures does: $name', async (profile) => {
    const expected = bruteForce(await stored(), NUMEROLOGY_SEED, profile);
    const wishBonus = NUMEROLOGY_SEED.scoring.wish_bonus;
    const first = await rankFortune(database.db, { ...profile, wishBonus, cursor: null, limit: 20 });
    expect(strip(first)).toEqual(expected.slice(0, 20));
    // three pages chained by their last rows: no gap, no repeat
    const pages: FortuneRow[] = [];
    let cursor: RankFortuneInput['cursor'] = null;
    for (let page = 0; page < 3; page += 1) {
      const rows = await rankFortune(database.db, { ...profile, wishBonus, cursor, limit: 15 });
      pages.push(...rows);
      if (rows.length < 15) break;
      cursor = { score: rows[rows.length - 1].score, number: rows[rows.length - 1].number };
    }
    expect(strip(pages)).toEqual(expected.slice(0, 45));
    // the page carries what the list shows
    for (const row of first) {
      expect(row.class).toMatch(/^(normal|lucky)/);
      expect(typeof row.price).toBe('number');
      expect(row.digit_sum).toBe(numberFeatures(row.number).digit_sum);
    }
  });

  it('stays exact when the first phase reads as little as one page, and deep in the list', async () => {
    const pool = await stored();
    for (const profile of profiles.slice(0, 6)) {
      const expected = bruteForce(pool, NUMEROLOGY_SEED, profile);
      const wishes = profile.wishes.map((w) => WISHES.indexOf(w));
      const base = { ...profile, wishes, wishBonus: NUMEROLOGY_SEED.scoring.wish_bonus };
      expect(strip(await selectFortunePage(database.db, { ...base, cursor: null, limit: 10, probe: 10 }))).toEqual(expected.slice(0, 10));
      const at = expected[300];
      if (!at) continue;
      const deep = await selectFortunePage(database.db, { ...base, cursor: { score: at.score, number: at.number }, limit: 25, probe: 25 });
      expect(strip(deep)).toEqual(expected.slice(301, 326));
    }
  });

  it('does not list a held number', async () => {
    const profile = profiles[3];
    const input = { ...profile, wishBonus: NUMEROLOGY_SEED.scoring.wish_bonus, cursor: null, limit: 5 };
    const [top] = await rankFortune(database.db, input);
    await holdNumber(database.db, { number: top.number, owner: 'fortune-test', flow: 'berfuntong', key: 'fortune-test-1' });
    const after = await rankFortune(database.db, input);
    expect(after.map((r) => r.number)).not.toContain(top.number);
    expect(strip(after)).toEqual(bruteForce(await stored(), NUMEROLOGY_SEED, profile).slice(0, 5));
  });

  it('follows a change of the data once the pool is scored again', async () => {
    // Pair 45 turns bad, 14 supports travel too, and a wish counts for more.
    const data: NumerologyData = structuredClone(NUMEROLOGY_SEED);
    const p45 = data.pairs.find((p) => p.pair === '45')!;
    Object.assign(p45, { polarity: 'bad', weight: -6, wishes: [] });
    data.pairs.find((p) => p.pair === '14')!.wishes.push('travel');
    data.scoring.wish_bonus = 5;
    const profile = { name: 'travel', kalakini: 3, wishes: ['travel', 'wealth'] as Wish[], minScore: null, requireAnyMask: null };
    const before = await rankFortune(database.db, { ...profile, wishBonus: 5, cursor: null, limit: 30 });
    expect(before.some((r) => r.number.slice(2).includes('45'))).toBe(true);

    const { changed } = await rescoreFortune(database.db, data, { chunk: 1_000 });
    expect(changed).toBeGreaterThan(0);
    const pool = await stored();
    expect(mismatches(pool, data)).toEqual([]);
    const after = await rankFortune(database.db, { ...profile, wishBonus: 5, cursor: null, limit: 30 });
    expect(after.some((r) => r.number.slice(2).includes('45'))).toBe(false);
    expect(strip(after)).toEqual(bruteForce(pool, data, profile).slice(0, 30));
    // scoring again with the same data writes nothing
    expect((await rescoreFortune(database.db, data)).changed).toBe(0);
  });
});

describe.each(databaseKinds)('a pool seeded before its fortune scores, on %s', (kind) => {
  it('is scored at the next start, and the numerology data marked as followed', async () => {
    const database = await createTestDatabase(kind);
    try {
      await seedDatabase(database.db);
      await database.db.execute(sql`update mobile_numbers set fortune_base = null, fortune_wishes = null, fortune_bad = null`);
      await database.db.execute(sql`delete from number_fortune_bounds`);
      await database.db.execute(sql`update numerology_settings set features_version = 0`);
      await invalidationOf(database.db).publish('numerology');
      await seedDatabase(database.db);
      const rows = rowsOf<{ unscored: number; bounds: number; followed: number }>(
        await database.db.execute(
          sql`select (select count(*)::int from mobile_numbers where status <> 'sold' and fortune_base is null) as unscored,
                     (select count(*)::int from number_fortune_bounds) as bounds,
                     (select features_version from numerology_settings) as followed`,
        ),
      );
      expect(rows[0]).toEqual({ unscored: 0, bounds: 256, followed: 1 });
    } finally {
      await database.drop();
    }
  });
});
