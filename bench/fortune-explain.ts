/**
 * Prints the plan (EXPLAIN ANALYZE, BUFFERS) and the time of the fortune ranking's statement for a
 * set of profiles on a seeded pool, to check that both phases are range scans of
 * mobile_numbers_fortune_idx and how many index entries each reads. PGlite in memory, or PostgreSQL
 * in a database created and dropped beside DATABASE_URL, or an existing seeded database:
 *   [DATABASE_URL=postgres://…] node --import tsx bench/fortune-explain.ts [size] [--plans]
 *   EXPLAIN_DATABASE_URL=postgres://…/seeded node --import tsx bench/fortune-explain.ts --plans
 */
import { sql } from 'drizzle-orm';
import { maskOf } from '@store/domain/msisdn';
import { WISHES, type Wish } from '@store/domain/numerology';
import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { FORTUNE_PROBE_MIN } from '../apps/server/src/modules/numbers/fortune';
import { fortunePageSql, selectFortunePage, type FortunePageQuery } from '../apps/server/src/modules/numbers/fortune-repository';
import { rowsOf } from '../apps/server/src/modules/numbers/rows';
import { seedNumbers } from '../apps/server/src/modules/numbers/seed';
import { createTestDatabase } from '../apps/server/src/test/databases';

const size = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const plans = process.argv.includes('--plans');
const existing = process.env.EXPLAIN_DATABASE_URL;

/** name, kalakini, wishes, floor, zodiac digits, page (2 = after the first page's last row). */
export const EXPLAIN_PROFILES: [string, number, Wish[], number | null, number[] | null, number][] = [
  ['no wish', 6, [], null, null, 1],
  ['wealth', 3, ['wealth'], null, null, 1],
  ['love, page 2', 2, ['love'], null, null, 2],
  ['work trade education', 1, ['work', 'trade', 'education'], null, null, 1],
  ['wealth work', 4, ['wealth', 'work'], null, null, 1],
  ['wealth love luck', 8, ['wealth', 'love', 'luck'], null, null, 2],
  ['health travel', 7, ['health', 'travel'], null, null, 1],
  ['zodiac aries, luck', 5, ['luck'], null, [3, 9, 1], 1],
  ['vhora god (A+ 50), love trade', 1, ['love', 'trade'], 50, null, 1],
  ['every wish', 5, [...WISHES], null, null, 1],
];

const database: Database & { drop?: () => Promise<void> } = existing
  ? await openDatabase({ url: existing })
  : process.env.DATABASE_URL
    ? await createTestDatabase('postgresql')
    : await openDatabase({ dataDir: null });
try {
  if (!existing) {
    const started = Date.now();
    await seedNumbers(database.db, NUMEROLOGY_SEED, size);
    console.log(`${database.kind}: seeded ${size} in ${Date.now() - started} ms`);
  }
  for (const [name, kalakini, wishes, minScore, zodiac, page] of EXPLAIN_PROFILES) {
    const q: FortunePageQuery = {
      kalakini,
      wishes: wishes.map((w) => WISHES.indexOf(w)),
      wishBonus: NUMEROLOGY_SEED.scoring.wish_bonus,
      minScore,
      requireAnyMask: zodiac ? maskOf(zodiac) : null,
      cursor: null,
      limit: 21,
      probe: FORTUNE_PROBE_MIN,
    };
    if (page === 2) {
      const first = await selectFortunePage(database.db, { ...q, limit: 20 });
      const last = first[first.length - 1];
      q.cursor = { score: last.score, number: last.number };
    }
    await selectFortunePage(database.db, q);
    const started = performance.now();
    const rows = await selectFortunePage(database.db, q);
    const ms = performance.now() - started;
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain (analyze, buffers) ${fortunePageSql(q)}`)).map((r) => Object.values(r)[0]);
    });
    // The index-only scans and how many entries each read (rows + removed by filter).
    const scans = plan
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => /Index (Only )?Scan/.test(line))
      .map(({ line, i }) => {
        const rowsOut = Number(/rows=([\d.]+) loops/.exec(line.split('actual')[1] ?? '')?.[1] ?? 0);
        const removed = Number(/Rows Removed by Filter: (\d+)/.exec(plan.slice(i + 1, i + 6).join('\n'))?.[1] ?? 0);
        return `${/using (\S+)/.exec(line)?.[1] ?? '?'} ${rowsOut + removed}`;
      });
    console.log(`${name}: ${rows.length} rows, top ${rows[0]?.score ?? '-'}, ${ms.toFixed(1)} ms; entries read: ${scans.join(', ')}`);
    if (plans) console.log(`  ${plan.join('\n  ')}`);
  }
} finally {
  await (database.drop ? database.drop() : database.close());
}
