/**
 * Typo search benchmark (issue 12): listing searches whose words match no product exactly, so the
 * similarity pass answers them ("samsnug galaxy", "iphnoe", a Thai misspelling), on the 10x catalogue
 * with the read cache off (the cache would hide the database). One connection gives each request's
 * own latency; ten show it under load. On PGlite, and with DATABASE_URL also on PostgreSQL. Writes
 * bench/results/typo.json, keeping earlier labels (BENCH_TYPO_LABEL, e.g. `before` on the commit
 * before a change). Target: p95 under 100 ms at one connection. Each path's first request on a fresh
 * server (`first_request_ms`) is kept too: it is the one that finds the similar products, which the
 * server then keeps until the catalogue changes (decision 048).
 */
import { existsSync, readFileSync } from 'node:fs';
import { startCatalogServer } from './catalog';
import { fire, loadStats, round, type LoadStats } from './lib/load';
import { printTable, resultsDir, runMeta, writeResult } from './lib/meta';
import type { BenchContext, BenchOutcome } from './lib/types';

const SECONDS = Number(process.env.BENCH_TYPO_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const LABEL = process.env.BENCH_TYPO_LABEL ?? 'current';
export const TARGETS = { p95_ms_max: 100 } as const;

const enc = encodeURIComponent;
export const TYPO_PATHS = [
  '/api/products?q=samsnug%20galaxy',
  '/api/products?q=iphnoe',
  '/api/products?q=iphnoe%2017%20pro&sort=price_asc',
  '/api/products?q=galaxxy%20s25',
  '/api/products?q=xiaomy%20redmi',
  `/api/products?q=${enc('กาแลคซี่เอส25')}`,
  `/api/products?q=${enc('ไอโฟนน17')}`,
  '/api/products?q=samsnug&page=2',
];

type Run = { database: 'pglite' | 'postgresql'; connections: number } & LoadStats;

export async function run(_ctx: BenchContext): Promise<BenchOutcome> {
  const runs: Run[] = [];
  const firstRequests: { database: Run['database']; first_request_ms: Record<string, number> }[] = [];
  const databases: Run['database'][] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
  const basePort = Number(process.env.BENCH_TYPO_PORT ?? Number(process.env.BENCH_PORT ?? 3390) + 20);
  for (const [i, database] of databases.entries()) {
    const server = await startCatalogServer(basePort + i, 10, 'off', database);
    try {
      // Every path answers 200 with at least one product (else it would not be a typo search).
      const first: Record<string, number> = {};
      for (const path of TYPO_PATHS) {
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}${path}`);
        const body = (await res.json()) as { data?: { total?: number } };
        first[path] = round(performance.now() - started);
        if (res.status !== 200 || !body.data?.total) throw new Error(`${path}: ${res.status}, ${body.data?.total ?? 0} products`);
      }
      firstRequests.push({ database, first_request_ms: first });
      console.log(`typo: ${database} first requests: ${Object.values(first).join(', ')} ms`);
      await fire(server.baseUrl, TYPO_PATHS, WARMUP_SECONDS, 1);
      for (const connections of [1, 10]) {
        const r: Run = { database, connections, ...loadStats(await fire(server.baseUrl, TYPO_PATHS, SECONDS, connections)) };
        console.log(`typo: ${database} ${connections} connection(s): p50 ${r.p50_ms} / p95 ${r.p95_ms} ms, ${r.rps} req/s`);
        runs.push(r);
      }
    } finally {
      await server.stop();
    }
  }
  const met = runs.filter((r) => r.connections === 1).every((r) => r.p95_ms < TARGETS.p95_ms_max && r.non_2xx === 0);
  const earlier = existsSync(`${resultsDir}/typo.json`) ? (JSON.parse(readFileSync(`${resultsDir}/typo.json`, 'utf8')) as { labels?: Record<string, unknown> }).labels : undefined;
  const file = writeResult('typo', {
    settings: { seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, catalogue: '10x', read_cache: 'off', paths: TYPO_PATHS },
    targets: TARGETS,
    labels: { ...earlier, [LABEL]: { ...runMeta(), runs, first_requests: firstRequests, met } },
  });
  printTable(
    `typo search benchmark, ${LABEL} (10x catalogue, read cache off)`,
    runs.map(
      (r) =>
        [
          `${r.database} ${r.connections} conn`,
          `p50 ${r.p50_ms} / p95 ${r.p95_ms} / p99 ${r.p99_ms} ms, ${r.rps} req/s`,
          r.connections === 1 ? (r.p95_ms < TARGETS.p95_ms_max ? 'met' : 'NOT met') : '',
        ] as [string, string, string],
    ),
  );
  console.log(`  -> ${file}`);
  return { name: 'typo', met };
}
