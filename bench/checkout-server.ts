/**
 * A server for the checkout benchmark: the real app on a fresh temporary PGlite data directory (or,
 * with DATABASE_URL, a new PostgreSQL database beside that one, dropped on exit), seeded, every
 * variant stocked with STOCK units except the first variant of product 1, which gets OVERSELL_STOCK
 * (the oversell check). TRUST_PROXY is on so the benchmark's many simulated browsers can present
 * their own addresses (X-Forwarded-For) to the card vault's per-address rate limit. API only.
 * BENCH_APP_ROOT runs the app of another source tree (the `before` side of a comparison, e.g. a
 * `git archive` of the commit before a change). It counts the statements sent to the database and
 * answers the count at GET /__bench/statements (the benchmark reads it around one place order);
 * with BENCH_STATEMENT_TEXT=1, `?text=1` also answers the statements' texts since the last such call.
 * With BENCH_CPU_PROFILE=<directory>, POST /__bench/profile starts a CPU profile of this process (the
 * benchmark calls it when its measured load starts), written there when the server stops as
 * `checkout-<database>-<pid>.cpuprofile` (Chrome DevTools' format). GET /__bench/cpu answers the CPU time this
 * process has used and, on a PostgreSQL on this machine, each of its database's backends (from /proc), so
 * the benchmark can give the CPU one order costs, which a busy shared machine disturbs less than a rate.
 *   PORT=3395 STOCK=1000000 OVERSELL_STOCK=10 [DATABASE_URL=postgres://…] [BENCH_APP_ROOT=dir] node --import tsx bench/checkout-server.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type * as AppModule from '../apps/server/src/app';
import type * as ClientModule from '../apps/server/src/db/client';
import type * as SeedModule from '../apps/server/src/seed';
import type * as DatabasesModule from '../apps/server/src/test/databases';
import { serveUntilStopped } from './lib/serve';

const appRoot = path.resolve(process.env.BENCH_APP_ROOT ?? path.join(import.meta.dirname, '..'));
const load = <T>(file: string) => import(pathToFileURL(path.join(appRoot, 'apps/server/src', file)).href) as Promise<T>;
const [{ buildApp }, { openDatabase }, { seedDatabase }, { createTestDatabase }] = await Promise.all([
  load<typeof AppModule>('app.ts'),
  load<typeof ClientModule>('db/client.ts'),
  load<typeof SeedModule>('seed.ts'),
  load<typeof DatabasesModule>('test/databases.ts'),
]);

/** Statements sent to the database (PostgreSQL: every client query; PGlite: queries, plus begin and commit of each transaction). */
let statements = 0;
/** BENCH_STATEMENT_TEXT=1: the texts too (GET /__bench/statements?text=1 answers them and starts again), to see which they are. */
const texts: string[] | null = process.env.BENCH_STATEMENT_TEXT ? [] : null;
/** Keeps a statement's text (the last 10,000 at most, should nobody ask for them). */
const keepText = (q: unknown) => {
  if (texts && texts.push(textOf(q)) > 10_000) texts.splice(0, 5_000);
};
const textOf = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? String(q))).replace(/\s+/g, ' ').slice(0, 300);
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  keepText(args[0]);
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const database: ClientModule.Database & { drop?: () => Promise<void> } = process.env.DATABASE_URL ? await createTestDatabase('postgresql') : await openDatabase({ dataDir });
if (database.kind === 'pglite') countPglite((database.db as unknown as { $client: PgliteLike }).$client);
await seedDatabase(database.db);
const stock = Number(process.env.STOCK ?? 1_000_000);
const oversell = Number(process.env.OVERSELL_STOCK ?? 10);
await database.db.execute(sql`update catalog_variants set stock = ${stock}`);
await database.db.execute(sql`update catalog_variants set stock = ${oversell} where id = (select min(id) from catalog_variants where product_id = 1)`);
await database.db.execute(sql`analyze`);

const app = await buildApp(database, { BASE_PATH: '', LOG_LEVEL: 'warn', serveWeb: false, TRUST_PROXY: true });
app.get('/__bench/statements', async (request) => {
  if (!(request.query as { text?: string }).text || !texts) return { statements };
  return { statements, texts: texts.splice(0) };
});
app.get('/__bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  const backends: Record<string, number> = {};
  if (database.kind === 'postgresql') {
    const { rows } = (await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as { rows: { pid: number }[] };
    for (const { pid } of rows) {
      // utime and stime (fields 14 and 15 of /proc/<pid>/stat, after the parenthesised name), in clock ticks.
      const stat = (() => {
        try {
          return readFileSync(`/proc/${pid}/stat`, 'utf8');
        } catch {
          return null; // another machine's PostgreSQL, or the backend just ended
        }
      })();
      if (!stat) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      backends[pid] = Number(fields[11]) + Number(fields[12]);
    }
  }
  return { server_ms: (user + system) / 1000, backend_ticks: backends };
});
const profileDir = process.env.BENCH_CPU_PROFILE;
const profiler = profileDir ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  app.post('/__bench/profile', async () => (await profiler.post('Profiler.start'), { profiling: true }));
}
await serveUntilStopped(app, database, 3395, async () => {
  if (!profiler || !profileDir) return;
  const { profile } = await profiler.post('Profiler.stop').catch(() => ({ profile: null }));
  if (profile) writeFileSync(path.join(profileDir, `checkout-${database.kind}-${process.pid}.cpuprofile`), JSON.stringify(profile));
});

interface PgliteLike {
  query: (...a: unknown[]) => Promise<unknown>;
  exec: (...a: unknown[]) => Promise<unknown>;
  transaction: (fn: (tx: PgliteLike) => Promise<unknown>) => Promise<unknown>;
}
/** PGlite: counts each query, and a transaction's begin and commit as PostgreSQL's driver sends them. */
function countPglite(client: PgliteLike) {
  const wrap = (target: PgliteLike) => {
    const { query, exec } = target;
    target.query = (...a) => ((statements += 1), keepText(a[0]), query.apply(target, a));
    target.exec = (...a) => ((statements += 1), keepText(a[0]), exec.apply(target, a));
  };
  wrap(client);
  const { transaction } = client;
  client.transaction = (fn) => {
    statements += 2;
    keepText('begin … commit (PGlite transaction)');
    return transaction.call(client, (tx) => (wrap(tx), fn(tx)));
  };
}
