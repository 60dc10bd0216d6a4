/**
 * Prints the plan and time of every benchmark search on a seeded pool, to check which index each
 * search kind uses. PGlite in memory, or PostgreSQL in a database created and dropped beside
 * DATABASE_URL:  [DATABASE_URL=postgres://…] node --import tsx bench/numbers-explain.ts [size]
 */
import { sql } from 'drizzle-orm';
import { numberSearchQuerySchema, SEARCH_KINDS } from '@store/domain/number-search';
import { and, asc } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/modules/numbers/holds';
import { searchConditions } from '../apps/server/src/modules/numbers/search';
import { seedNumbers } from '../apps/server/src/modules/numbers/seed';
import { mobileNumbers } from '../apps/server/src/modules/numbers/tables';
import { createTestDatabase } from '../apps/server/src/test/databases';
import { SEARCH_QUERIES } from './numbers-queries';

const size = Number(process.argv[2] ?? 1_000_000);
const database = process.env.DATABASE_URL ? await createTestDatabase('postgresql') : { ...(await openDatabase({ dataDir: null })), drop: undefined };
try {
  const started = Date.now();
  await seedNumbers(database.db, size);
  await database.db.execute(sql`analyze mobile_numbers`);
  console.log(`${database.kind}: seeded ${size} in ${Date.now() - started} ms`);
  for (const kind of SEARCH_KINDS) {
    for (const query of SEARCH_QUERIES[kind]) {
      const q = numberSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const built = database.db.select({ number: mobileNumbers.number }).from(mobileNumbers).where(and(...searchConditions(q))).orderBy(asc(mobileNumbers.number)).limit(q.limit + 1);
      const { sql: text, params } = built.toSQL();
      const inlined = text.replace(/\$(\d+)/g, (_, i) => { const v = params[Number(i) - 1]; return typeof v === 'string' ? `'${v}'` : String(v); });
      const plan = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${inlined}`)));
      const lines = plan.map((r) => Object.values(r)[0]);
      const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
      console.log(`\n[${kind}] ${query}  ${time}\n  ${lines.filter((l) => !/Time|Planning/.test(l)).join('\n  ')}`);
    }
  }
} finally {
  await (database.drop ? database.drop() : database.close());
}
