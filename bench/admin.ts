/**
 * Console lists at scale (issue 20: "page by cursor on the server and stay fast on 1,000,000 numbers
 * and 10x the seeded catalogue"): autocannon at 10 connections, signed in as an admin staff member,
 * on each list route the console calls (bench/admin-server.ts seeds a 1,000,000-number pool, the 10x
 * catalogue, 200,000 orders and 300,000 audit entries): numbers (first page, a deep page, each filter),
 * variants (first, deep, search, low stock), products (first, deep, search), coverage areas, team
 * rosters, orders (first, deep, filters) and the audit log (first, deep, filters); p50/p95/p99 and
 * requests per second per route, on PGlite and, with DATABASE_URL, on PostgreSQL (a database created
 * and dropped beside it). Writes bench/results/admin.json, keeping
 * the runs of earlier labels (BENCH_ADMIN_LABEL, e.g. `before` on the commit before a change).
 * Target: p95 under 100 ms at 10 connections for every list page.
 *   BENCH_ADMIN_DATABASES=pglite,postgresql BENCH_ADMIN_SECONDS=5 npm run bench -- admin
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fire, loadStats, round, type LoadStats } from './lib/load';
import { printTable, resultsDir, runMeta, writeResult } from './lib/meta';
import { startBenchServer } from './lib/server';
import type { BenchContext, BenchOutcome } from './lib/types';

export const TARGETS = { p95_ms_max: 100 } as const;
const SECONDS = Number(process.env.BENCH_ADMIN_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 10;
const POOL = 1_000_000;
const ORDERS = 200_000;
const AUDIT = 300_000;
const LABEL = process.env.BENCH_ADMIN_LABEL ?? 'current';

type Db = 'pglite' | 'postgresql';
interface State {
  cookie: string;
  seed_ms: number;
  counts: Record<string, number>;
  deep: { number: string; variant: string; product: string; order: string; audit: string };
  sample: { phone: string; order_number: string };
}

const enc = encodeURIComponent;
/** The console's list calls, by route and filter: a few realistic variants each (the console's page size is 25, the audit log's 50). */
export function routePaths(s: State): Record<string, string[]> {
  return {
    numbers_first: ['/api/admin/numbers?limit=25', '/api/admin/numbers?limit=50'],
    numbers_deep: [`/api/admin/numbers?limit=25&cursor=${s.deep.number}`, `/api/admin/numbers?limit=25&cursor=0999999000`],
    numbers_class: ['/api/admin/numbers?limit=25&class=lucky9999', '/api/admin/numbers?limit=25&class=lucky_gold', '/api/admin/numbers?limit=25&class=normal'],
    numbers_price: [
      '/api/admin/numbers?limit=25&price_min=599900',
      '/api/admin/numbers?limit=25&price_min=1000000',
      '/api/admin/numbers?limit=25&price_min=100000&price_max=300000',
    ],
    numbers_state: ['/api/admin/numbers?limit=25&status=sold', '/api/admin/numbers?limit=25&status=held', '/api/admin/numbers?limit=25&status=withdrawn'],
    numbers_digits: ['/api/admin/numbers?limit=25&q=0812', '/api/admin/numbers?limit=25&q=0899999', '/api/admin/numbers?limit=25&q=06'],
    numbers_combined: [
      '/api/admin/numbers?limit=25&class=lucky_gold&status=sold',
      '/api/admin/numbers?limit=25&q=09&class=lucky9999',
      '/api/admin/numbers?limit=25&status=held&price_min=599900',
    ],
    variants_first: ['/api/admin/variants?limit=25', '/api/admin/variants?limit=50'],
    variants_deep: [`/api/admin/variants?limit=25&cursor=${s.deep.variant}`],
    variants_search: [
      '/api/admin/variants?limit=25&q=iphone',
      `/api/admin/variants?limit=25&q=${enc('ซัมซุง')}`,
      '/api/admin/variants?limit=25&q=256GB-BLACK',
      '/api/admin/variants?limit=25&q=nosuchthing',
    ],
    variants_low_stock: ['/api/admin/variants?limit=25&low_stock=true'],
    products_first: ['/api/admin/products?limit=25', `/api/admin/products?limit=25&cursor=${s.deep.product}`],
    products_search: ['/api/admin/products?limit=25&q=iphone', `/api/admin/products?limit=25&q=${enc('ซัมซุง')}`, '/api/admin/products?limit=25&q=nosuchthing'],
    coverage: [
      '/api/staff/home-internet/coverage?limit=25',
      '/api/staff/home-internet/coverage?limit=25&technology=ftth',
      `/api/staff/home-internet/coverage?limit=25&q=${enc('เชียงใหม่')}`,
    ],
    rosters: ['/api/staff/appointment-rosters?limit=25', '/api/staff/appointment-rosters/default'],
    orders_first: ['/api/staff/orders?limit=25'],
    orders_deep: [`/api/staff/orders?limit=25&cursor=${s.deep.order}`],
    orders_state: ['/api/staff/orders?limit=25&state=payment_failed', '/api/staff/orders?limit=25&state=awaiting_payment', '/api/staff/orders?limit=25&state=paid'],
    orders_channel: ['/api/staff/orders?limit=25&channel=dealer', '/api/staff/orders?limit=25&channel=offline_shop'],
    orders_search: [
      `/api/staff/orders?limit=25&q=${s.sample.order_number}`,
      `/api/staff/orders?limit=25&q=${s.sample.order_number.slice(0, 10)}`,
      `/api/staff/orders?limit=25&phone=${s.sample.phone}`,
    ],
    orders_dates: [
      `/api/staff/orders?limit=25&from=${enc(new Date(Date.now() - 200 * 86_400_000).toISOString())}&to=${enc(new Date(Date.now() - 190 * 86_400_000).toISOString())}`,
      `/api/staff/orders?limit=25&from=${enc(new Date(Date.now() - 7 * 86_400_000).toISOString())}&state=cancelled`,
    ],
    audit_first: ['/api/staff/audit?limit=50'],
    audit_deep: [`/api/staff/audit?limit=50&before_id=${s.deep.audit}`],
    audit_filters: [
      '/api/staff/audit?limit=50&actor=staff7@bench.example',
      '/api/staff/audit?limit=50&action=order.cancel',
      '/api/staff/audit?limit=50&object_type=number&object_id=4242',
      '/api/staff/audit?limit=50&object_id=4242',
    ],
    audit_dates: [
      `/api/staff/audit?limit=50&from=${new Date(Date.now() - 300 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z')}&to=${new Date(Date.now() - 299 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
      `/api/staff/audit?limit=50&action=numbers.import&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    ],
  };
}

type Run = { database: Db; route: string; distinct_urls: number; met: boolean } & LoadStats;

/** bench/admin-server.ts on its own database, seeded; its state (the staff cookie, the seed's counts, the deep cursors). */
function startAdminServer(port: number, database: Db) {
  const stateFile = path.join(os.tmpdir(), `bench-admin-state-${port}.json`);
  const env = { POOL: String(POOL), ORDERS: String(ORDERS), AUDIT: String(AUDIT), STATE_FILE: stateFile };
  return startBenchServer<State>({ script: 'bench/admin-server.ts', port, env, database, timeoutMs: 30 * 60_000, stateFile });
}

async function measureDatabase(database: Db, port: number, runs: Run[], seeds: Record<string, unknown>) {
  const server = await startAdminServer(port, database);
  seeds[database] = { seed_ms: server.state.seed_ms, rows: server.state.counts };
  const headers = { cookie: server.state.cookie };
  try {
    const only = process.env.BENCH_ADMIN_ROUTES?.split(',');
    for (const [name, paths] of Object.entries(routePaths(server.state))) {
      if (only && !only.includes(name)) continue;
      // Each path answers 200 with a page (a wrong path or a lost session would measure an error page).
      for (const p of paths) {
        const res = await fetch(`${server.baseUrl}${p}`, { headers });
        if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      }
      await fire(server.baseUrl, paths, WARMUP_SECONDS, CONNECTIONS, headers);
      const stats = loadStats(await fire(server.baseUrl, paths, SECONDS, CONNECTIONS, headers));
      const run: Run = {
        database,
        route: name,
        distinct_urls: paths.length,
        ...stats,
        met: stats.p95_ms < TARGETS.p95_ms_max && stats.non_2xx === 0 && stats.errors === 0,
      };
      console.log(`admin: ${database} ${name}: p50 ${run.p50_ms} / p95 ${run.p95_ms} ms, ${run.rps} req/s, non-2xx ${run.non_2xx}, load ${run.load_1m}`);
      runs.push(run);
    }
  } finally {
    await server.stop();
  }
}

export async function run(_ctx: BenchContext): Promise<BenchOutcome> {
  // Taken now, so that load_avg_1m_at_start is the load before the runs.
  const meta = runMeta();
  const runs: Run[] = [];
  const seeds: Record<string, unknown> = {};
  const databases = (process.env.BENCH_ADMIN_DATABASES ?? (process.env.DATABASE_URL ? 'pglite,postgresql' : 'pglite')).split(',') as Db[];
  if (databases.some((d) => d !== 'pglite' && d !== 'postgresql')) throw new Error(`BENCH_ADMIN_DATABASES: pglite and/or postgresql, not ${databases.join(',')}`);
  if (databases.includes('postgresql') && !process.env.DATABASE_URL) throw new Error('postgresql needs DATABASE_URL (a database is created beside it)');
  // BENCH_PORT=3430: its servers on 3436 and 3437 (the benchmarks run one at a time).
  const base = Number(process.env.BENCH_PORT ?? 3390) + 6;
  for (const [i, database] of databases.entries()) await measureDatabase(database, base + i, runs, seeds);
  // A label keeps one entry per database, so that PGlite and PostgreSQL may run apart (BENCH_ADMIN_DATABASES).
  type Entry = ReturnType<typeof runMeta> & { load_avg_1m_at_end: number; seed: unknown; runs: Run[]; met: boolean };
  const earlier = existsSync(`${resultsDir}/admin.json`)
    ? (JSON.parse(readFileSync(`${resultsDir}/admin.json`, 'utf8')) as { labels?: Record<string, Partial<Record<Db, Entry>>> }).labels
    : undefined;
  const label: Partial<Record<Db, Entry>> = { ...earlier?.[LABEL] };
  for (const database of databases)
    label[database] = {
      ...meta,
      load_avg_1m_at_end: round(os.loadavg()[0]),
      seed: seeds[database],
      runs: runs.filter((r) => r.database === database),
      met: runs.filter((r) => r.database === database).every((r) => r.met),
    };
  const met = Object.values(label).every((e) => e.met);
  const file = writeResult('admin', {
    settings: { connections: CONNECTIONS, seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, pool: POOL, catalogue: '10x', orders: ORDERS, audit_entries: AUDIT },
    targets: TARGETS,
    met,
    labels: { ...earlier, [LABEL]: label },
  });
  printTable(
    `console lists benchmark, ${LABEL} (10 connections)`,
    runs.map((r) => [`${r.database} ${r.route}`, `p50 ${r.p50_ms} / p95 ${r.p95_ms} / p99 ${r.p99_ms} ms, ${r.rps} req/s`, r.met ? 'met' : 'NOT met'] as [string, string, string]),
  );
  console.log(`admin: wrote ${file}`);
  return { name: 'admin', met: runs.every((r) => r.met) };
}
