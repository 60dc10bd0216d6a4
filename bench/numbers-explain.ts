/**
 * Prints the path, the statements and their plans (EXPLAIN ANALYZE, BUFFERS) of every benchmark
 * search on a seeded pool, to check which index each search kind uses. PGlite in memory, or
 * PostgreSQL in a database created and dropped beside DATABASE_URL, or an existing database:
 *   [DATABASE_URL=postgres://…] node --import tsx bench/numbers-explain.ts [size]
 *   EXPLAIN_DATABASE_URL=postgres://…/seeded node --import tsx bench/numbers-explain.ts
 */
import { sql } from 'drizzle-orm';
import { numberSearchQuerySchema, SEARCH_KINDS } from '@store/domain/number-search';
import { NUMEROLOGY_SEED } from '@store/domain/numerology-data';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/modules/numbers/rows';
import { searchNumbers, searchPath, type Execute } from '../apps/server/src/modules/numbers/search';
import { seedNumbers } from '../apps/server/src/modules/numbers/seed';
import { createTestDatabase } from '../apps/server/src/test/databases';
import { SEARCH_QUERIES } from './numbers-queries';

const size = Number(process.argv[2] ?? 1_000_000);
const existing = process.env.EXPLAIN_DATABASE_URL;
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
  // Runs every statement twice (the first warms the caches) and prints the second plan.
  const explain: Execute = async (db, query) => {
    await db.execute(query);
    const plan = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${query}`)).map((r) => Object.values(r)[0]);
    console.log(`  ${plan.join('\n  ')}`);
    return rowsOf(await db.execute(query));
  };
  for (const kind of SEARCH_KINDS) {
    for (const query of SEARCH_QUERIES[kind]) {
      const q = numberSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      console.log(`\n[${kind}] ${query}: ${searchPath(q)}`);
      const result = await searchNumbers(database.db, q, { run: explain });
      console.log(`  -> ${result.items.length} items, next ${result.next_cursor}`);
    }
  }
} finally {
  await (database.drop ? database.drop() : database.close());
}
