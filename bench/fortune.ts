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
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';
import { percentile, round } from './lib/load';
import { printTable, runMeta, writeResult } from './lib/meta';
import type { BenchContext, BenchOutcome } from './lib/types';

export const TARGETS = { p95_ms_max_postgresql_20_connections: 100 } as const;
const SECONDS = Number(process.env.BENCH_FORTUNE_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const POOL = Number(process.env.BENCH_FORTUNE_POOL ?? 1_000_000);
const root = fileURLToPath(new URL('..', import.meta.url));
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

interface Run {
  database: Database;
  pool: number;
  connections: number;
  requests: number;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  non_2xx: number;
  errors: number;
  load_1m: number;
}

async function startServer(port: number, database: Database) {
  const seedFile = path.join(os.tmpdir(), `bench-fortune-seed-${port}.json`);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), POOL: String(POOL), SHOPPERS: '0', COOKIES_FILE: seedFile };
  if (database === 'pglite') delete env.DATABASE_URL;
  else env.DATABASE_URL = PG_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/numbers-server.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30 * 60_000;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`fortune server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('fortune server did not start');
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const { seed_ms } = JSON.parse(readFileSync(seedFile, 'utf8')) as { seed_ms: number };
  rmSync(seedFile, { force: true });
  return { baseUrl, seedMs: seed_ms, stop };
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
        const { result, latencies } = await fire(server.baseUrl, bodies, SECONDS, connections);
        const r: Run = {
          database,
          pool: POOL,
          connections,
          requests: latencies.length,
          rps: round(result.requests.average),
          p50_ms: round(percentile(latencies, 50)),
          p95_ms: round(percentile(latencies, 95)),
          p99_ms: round(percentile(latencies, 99)),
          max_ms: round(latencies.at(-1) ?? NaN),
          non_2xx: result.non2xx,
          errors: result.errors + result.timeouts,
          // The machine may be shared: the 1-minute load average when the run ended.
          load_1m: round(os.loadavg()[0]),
        };
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
