/**
 * Numbers benchmark: autocannon at 20 connections on GET /api/numbers/search for each search kind
 * (bench/numbers-queries.ts) on a pool of 1,000,000 numbers (PGlite, and PostgreSQL) and of
 * 10,000,000 (PostgreSQL only, generated for the benchmark in a database created and dropped beside
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres); p50/p95/p99 per kind; then
 * hold throughput: every request holds a different number for a different shopper, and a contended
 * run where every request wants the same few numbers. Writes bench/results/numbers.json.
 */
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { SEARCH_KINDS, type SearchKind } from '@store/domain/number-search';
import { loadStats, round, type LoadStats } from './lib/load';
import { printTable, runMeta, writeResult } from './lib/meta';
import { startBenchServer } from './lib/server';
import type { BenchContext, BenchOutcome } from './lib/types';
import { SEARCH_QUERIES } from './numbers-queries';

export const TARGETS = { p95_ms_max_1m: 50 } as const;
const SECONDS = Number(process.env.BENCH_NUMBERS_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 20;
const SHOPPERS = 1000;
/** Shoppers of the contended run, none of whom holds anything before it. */
const CONTENDERS = 200;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Db = 'pglite' | 'postgresql';
type Run = { database: Db; pool: number; kind: SearchKind | 'hold' | 'hold_contended'; met: boolean | null } & LoadStats;

async function fire(opts: Options) {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const instance = autocannon({ connections: CONNECTIONS, ...opts });
  instance.on('response', (_c: unknown, status: number, _b: number, time: number) => {
    latencies.push(time);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return { result, statuses, latencies: latencies.sort((a, b) => a - b) };
}

function summarise(database: Db, pool: number, kind: Run['kind'], fired: Awaited<ReturnType<typeof fire>>, non2xx = fired.result.non2xx): Run {
  const stats = { ...loadStats(fired), non_2xx: non2xx };
  const met = kind === 'hold' || kind === 'hold_contended' || pool > 1_000_000 ? null : stats.p95_ms < TARGETS.p95_ms_max_1m && non2xx === 0 && fired.result.errors === 0;
  return { database, pool, kind, ...stats, met };
}

async function startNumbersServer(port: number, pool: number, database: Db) {
  const cookiesFile = path.join(os.tmpdir(), `bench-numbers-cookies-${port}.json`);
  const env = { POOL: String(pool), SHOPPERS: String(SHOPPERS + CONTENDERS), COOKIES_FILE: cookiesFile };
  const server = await startBenchServer<{ cookies: string[]; seed_ms: number }>({
    script: 'bench/numbers-server.ts',
    port,
    env,
    database,
    databaseUrl: database === 'postgresql' ? PG_URL : undefined,
    timeoutMs: 30 * 60_000,
    stateFile: cookiesFile,
  });
  return { baseUrl: server.baseUrl, cookies: server.state.cookies, seedMs: server.state.seed_ms, stop: server.stop };
}

async function availableNumbers(baseUrl: string, count: number): Promise<string[]> {
  const out: string[] = [];
  let cursor = '';
  while (out.length < count) {
    const res = (await (await fetch(`${baseUrl}/api/numbers/search?class=normal&limit=60${cursor ? `&cursor=${cursor}` : ''}`)).json()) as {
      data: { items: { number: string }[]; next_cursor: string | null };
    };
    out.push(...res.data.items.map((i) => i.number));
    if (!res.data.next_cursor) break;
    cursor = res.data.next_cursor;
  }
  return out.slice(0, count);
}

async function measurePool(database: Db, pool: number, port: number, runs: Run[], seeds: Record<string, number>) {
  const server = await startNumbersServer(port, pool, database);
  seeds[`${database}_${pool}`] = server.seedMs;
  try {
    for (const kind of SEARCH_KINDS) {
      const requests = SEARCH_QUERIES[kind].map((q) => ({ method: 'GET' as const, path: `/api/numbers/search?${q}` }));
      await fire({ url: server.baseUrl, duration: WARMUP_SECONDS, requests });
      const run = summarise(database, pool, kind, await fire({ url: server.baseUrl, duration: SECONDS, requests }));
      console.log(`numbers: ${database} ${pool} ${kind}: p50 ${run.p50_ms} p95 ${run.p95_ms} ms, ${run.rps} req/s, load ${run.load_1m}`);
      runs.push(run);
    }
    // Holds: request i holds numbers[i] for shopper i mod SHOPPERS (3 holds each at most).
    const numbers = await availableNumbers(server.baseUrl, SHOPPERS * 3);
    let i = 0;
    const holdReq = (n: () => number) => ({
      method: 'POST' as const,
      setupRequest: (req: Record<string, unknown>) => {
        const k = n();
        return {
          ...req,
          path: `/api/numbers/${numbers[k % numbers.length]}/hold`,
          headers: { 'content-type': 'application/json', cookie: server.cookies[k % SHOPPERS], 'idempotency-key': `bench-${database}-${pool}-${k}-${Math.random()}` },
          body: JSON.stringify({ flow: 'postpaid' }),
        };
      },
    });
    const holds = await fire({ url: server.baseUrl, amount: numbers.length, requests: [holdReq(() => i++)] });
    const created = holds.statuses[201] ?? 0;
    const hold = summarise(database, pool, 'hold', holds, holds.result.requests.total - created);
    console.log(`numbers: ${database} ${pool} hold: ${hold.rps} holds/s, p95 ${hold.p95_ms} ms, ${created} created`);
    runs.push(hold);
    // Contended: 2,000 requests from 200 other shoppers for 10 numbers; at most 10 may win.
    const contested = (await availableNumbers(server.baseUrl, SHOPPERS * 3 + 10)).slice(-10);
    let j = 0;
    const contendedReq = {
      method: 'POST' as const,
      setupRequest: (req: Record<string, unknown>) => {
        const k = j++;
        return {
          ...req,
          path: `/api/numbers/${contested[k % 10]}/hold`,
          headers: { 'content-type': 'application/json', cookie: server.cookies[SHOPPERS + (k % CONTENDERS)], 'idempotency-key': `bench-c-${k}-${Math.random()}` },
          body: JSON.stringify({ flow: 'postpaid' }),
        };
      },
    };
    const contended = await fire({ url: server.baseUrl, amount: 2000, requests: [contendedReq] });
    const won = contended.statuses[201] ?? 0;
    const c = summarise(database, pool, 'hold_contended', contended, 0);
    console.log(`numbers: ${database} ${pool} contended: ${c.rps} req/s, ${won} of 2000 won (10 numbers), statuses ${JSON.stringify(contended.statuses)}`);
    runs.push({ ...c, met: won <= 10 });
  } finally {
    await server.stop();
  }
}

export async function run(_ctx: BenchContext): Promise<BenchOutcome> {
  // Taken now, so that load_avg_1m_at_start is the load before the runs (the date too).
  const meta = runMeta();
  const runs: Run[] = [];
  const seeds: Record<string, number> = {};
  const base = Number(process.env.BENCH_PORT ?? 3390) + 1;
  // BENCH_NUMBERS_POOLS picks the runs, e.g. "postgresql:1000000,pglite:1000000" (default: all three).
  const pools = (process.env.BENCH_NUMBERS_POOLS ?? 'pglite:1000000,postgresql:1000000,postgresql:10000000').split(',').map((p) => {
    const [database, size] = p.split(':');
    if ((database !== 'pglite' && database !== 'postgresql') || !Number.isInteger(Number(size))) throw new Error(`BENCH_NUMBERS_POOLS: bad entry ${p}`);
    return { database: database as Db, size: Number(size) };
  });
  for (const [i, pool] of pools.entries()) await measurePool(pool.database, pool.size, base + i, runs, seeds);
  const met = runs.filter((r) => r.met !== null).every((r) => r.met);
  const file = writeResult('numbers', {
    ...meta,
    commit: runMeta().commit,
    settings: { connections: CONNECTIONS, seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, page_size: 20, shoppers: SHOPPERS, queries: SEARCH_QUERIES },
    seed_ms: seeds,
    load_avg_1m_at_end: round(os.loadavg()[0]),
    runs,
    targets: TARGETS,
    met,
  });
  printTable(
    'numbers benchmark (20 connections)',
    runs.map(
      (r) =>
        [`${r.database} ${r.pool} ${r.kind}`, `p50 ${r.p50_ms} / p95 ${r.p95_ms} / p99 ${r.p99_ms} ms, ${r.rps} req/s`, r.met === null ? '' : r.met ? 'met' : 'NOT met'] as [
          string,
          string,
          string,
        ],
    ),
  );
  console.log(`numbers: wrote ${file}`);
  return { name: 'numbers', met };
}
