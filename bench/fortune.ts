/**
 * Fortune ranking benchmark (issue 14, decision 024): autocannon on POST /api/fortune/personalize
 * with a rotation of profiles (birth dates of every day of birth, so every kalakini digit; 0 to 3
 * wishes; zodiac lists with and without a sign; vhora god and high-tier floors; second pages), on a
 * pool of 1,000,000 numbers, on PostgreSQL (a database created beside DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, and dropped) and on PGlite, each server started
 * fresh (bench/numbers-server.ts: the app, API only). One connection gives a request's own latency,
 * twenty the load of the target. p50/p95/p99 and req/s per database in bench/results/fortune.json.
 * Target: p95 at most 100 ms on PostgreSQL at 20 connections.
 *   npm run bench -- fortune    (BENCH_FORTUNE_DATABASES=postgresql,pglite BENCH_FORTUNE_POOL BENCH_FORTUNE_SECONDS)
 */
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { loadStats, round, type LoadStats } from './lib/load';
import { printTable, runMeta, writeResult } from './lib/meta';
import { startBenchServer } from './lib/server';
import type { BenchContext, BenchOutcome } from './lib/types';

export const TARGETS = { p95_ms_max_postgresql_20_connections: 100 } as const;
const SECONDS = Number(process.env.BENCH_FORTUNE_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const POOL = Number(process.env.BENCH_FORTUNE_POOL ?? 1_000_000);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Database = 'postgresql' | 'pglite';
type Body = Record<string, unknown>;

/**
 * Birth dates of each day of birth (1990-01-07 was a Sunday), Wednesday night by its time, and
 * sets of 0 to 3 wishes; the campaigns and pages vary along the rotation.
 */
const BIRTHS: { birth_date: string; birth_time?: string }[] = [
  { birth_date: '1990-01-07' },
  { birth_date: '1985-03-11' },
  { birth_date: '1992-06-16' },
  { birth_date: '1978-10-04' },
  { birth_date: '1978-10-04', birth_time: '21:30' },
  { birth_date: '2001-02-15' },
  { birth_date: '1995-08-25' },
  { birth_date: '1969-12-27' },
];
const WISH_SETS: string[][] = [
  [],
  ['wealth'],
  ['love'],
  ['work', 'trade'],
  ['wealth', 'love', 'luck'],
  ['health'],
  ['work', 'trade', 'education'],
  ['luck', 'travel'],
  ['education', 'love'],
  ['wealth', 'work', 'health'],
];

/** 40 bodies: berfuntong, zodiac (every 5th; every 10th with its sign), vhora god (every 7th), high tier (every 9th), mahachok (every 11th). */
export function fortuneProfiles(): Body[] {
  return Array.from({ length: 40 }, (_, i) => {
    const body: Body = { campaign: 'berfuntong', ...BIRTHS[i % BIRTHS.length], wishes: WISH_SETS[(i * 3) % WISH_SETS.length] };
    if (i % 5 === 4) Object.assign(body, { campaign: 'zodiac' }, i % 10 === 9 ? { zodiac_sign: 'leo' } : {});
    else if (i % 7 === 6) body.campaign = 'vhora-god';
    else if (i % 11 === 10) body.campaign = 'mahachok';
    if (i % 9 === 8) body.high_tier = true;
    return body;
  });
}

type Run = { database: Database; pool: number; connections: number } & LoadStats;

async function startServer(port: number, database: Database) {
  const seedFile = path.join(os.tmpdir(), `bench-fortune-seed-${port}.json`);
  const env = { POOL: String(POOL), SHOPPERS: '0', COOKIES_FILE: seedFile };
  const server = await startBenchServer<{ seed_ms: number }>({
    script: 'bench/numbers-server.ts',
    port,
    env,
    database,
    databaseUrl: database === 'postgresql' ? PG_URL : undefined,
    timeoutMs: 30 * 60_000,
    stateFile: seedFile,
  });
  return { baseUrl: server.baseUrl, seedMs: server.state.seed_ms, stop: server.stop };
}

async function post(baseUrl: string, body: Body) {
  const res = await fetch(`${baseUrl}/api/fortune/personalize`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: { items: unknown[]; next_cursor: string | null } };
  if (res.status !== 200 || !json.data?.items.length) throw new Error(`personalize ${JSON.stringify(body)}: ${res.status}, ${json.data?.items.length ?? 0} items`);
  return json.data;
}

/** The rotation: each profile's first page, and for every 4th its second page (the first page's cursor). */
async function rotation(baseUrl: string): Promise<Body[]> {
  const bodies: Body[] = [];
  for (const [i, body] of fortuneProfiles().entries()) {
    const first = await post(baseUrl, body);
    bodies.push(body);
    if (i % 4 === 1 && first.next_cursor) {
      const second = { ...body, cursor: first.next_cursor };
      await post(baseUrl, second);
      bodies.push(second);
    }
  }
  return bodies;
}

async function fire(baseUrl: string, bodies: Body[], seconds: number, connections: number) {
  const latencies: number[] = [];
  const requests: Options['requests'] = bodies.map((body) => ({
    method: 'POST',
    path: '/api/fortune/personalize',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
  const instance = autocannon({ url: baseUrl, connections, duration: seconds, requests });
  instance.on('response', (_c: unknown, _status: number, _b: number, time: number) => latencies.push(time));
  const result = await instance;
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

export async function run(_ctx: BenchContext): Promise<BenchOutcome> {
  const meta = runMeta();
  const databases = (process.env.BENCH_FORTUNE_DATABASES ?? 'postgresql,pglite').split(',') as Database[];
  const runs: Run[] = [];
  const seeds: Record<string, number> = {};
  const basePort = Number(process.env.BENCH_PORT ?? 3390) + 40;
  let bodies: Body[] = [];
  for (const [i, database] of databases.entries()) {
    const server = await startServer(basePort + i, database);
    seeds[`${database}_${POOL}`] = server.seedMs;
    try {
      bodies = await rotation(server.baseUrl);
      await fire(server.baseUrl, bodies, WARMUP_SECONDS, 4);
      for (const connections of [1, 20]) {
        const r: Run = { database, pool: POOL, connections, ...loadStats(await fire(server.baseUrl, bodies, SECONDS, connections)) };
        console.log(`fortune: ${database} ${connections} connection(s): p50 ${r.p50_ms} / p95 ${r.p95_ms} / p99 ${r.p99_ms} ms, ${r.rps} req/s, load ${r.load_1m}`);
        runs.push(r);
      }
    } finally {
      await server.stop();
    }
  }
  const target = runs.find((r) => r.database === 'postgresql' && r.connections === 20);
  const met = target !== undefined && target.p95_ms <= TARGETS.p95_ms_max_postgresql_20_connections && runs.every((r) => r.non_2xx === 0 && r.errors === 0);
  const file = writeResult('fortune', {
    ...meta,
    settings: { pool: POOL, seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, connections: [1, 20], page_size: 20, bodies },
    seed_ms: seeds,
    load_avg_1m_at_end: round(os.loadavg()[0]),
    runs,
    targets: TARGETS,
    met,
  });
  printTable(
    `fortune ranking benchmark (POST /api/fortune/personalize, ${POOL} numbers)`,
    runs.map(
      (r) =>
        [
          `${r.database} ${r.connections} conn`,
          `p50 ${r.p50_ms} / p95 ${r.p95_ms} / p99 ${r.p99_ms} ms, ${r.rps} req/s`,
          r.database === 'postgresql' && r.connections === 20 ? (r.p95_ms <= TARGETS.p95_ms_max_postgresql_20_connections ? 'met' : 'NOT met') : '',
        ] as [string, string, string],
    ),
  );
  console.log(`  -> ${file}`);
  return { name: 'fortune', met };
}
