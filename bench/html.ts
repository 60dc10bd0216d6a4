/**
 * Page HTML benchmark (issue 12): autocannon at 50 connections on the server-rendered home page
 * (Thai and English), a product page and the product detail call behind it (BENCH_HTML_ONLY=product
 * runs the pages whose name starts so), side by side with a bare Fastify route on this machine
 * that sends the same bytes (what a page costs beyond writing it out). The pages come from the
 * production server run.ts started, so the render cache is on as shipped. Writes
 * bench/results/html.json, keeping the runs of earlier labels (BENCH_HTML_LABEL, e.g. `before` on
 * the commit before a change). With DATABASE_URL the product API is also measured on PostgreSQL (a
 * catalogue server on a new database beside that one, bench/catalog-server.ts), as `product API pg`.
 */
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startCatalogServer } from './catalog';
import { printTable, resultsDir, runMeta, writeResult } from './lib/meta';
import type { BenchContext, BenchOutcome } from './lib/types';

const SECONDS = Number(process.env.BENCH_HTML_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 50;
const LABEL = process.env.BENCH_HTML_LABEL ?? 'current';
const PAGES = [
  { name: 'home th', path: '/?lang=th' },
  { name: 'home en', path: '/?lang=en' },
  { name: 'product th', path: '/smartphones/apple/iphone-17-pro-max?lang=th' },
  // The call the product page makes (uncached: it carries stock).
  { name: 'product API', path: '/api/products/by-path/smartphones/apple/iphone-17-pro-max' },
  ...(process.env.DATABASE_URL ? [{ name: 'product API pg', path: '/api/products/by-path/smartphones/apple/iphone-17-pro-max', postgresql: true }] : []),
].filter((page) => !process.env.BENCH_HTML_ONLY || page.name.startsWith(process.env.BENCH_HTML_ONLY));

interface Load {
  rps: number;
  p50_ms: number;
  p95_ms: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function fire(url: string, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50_ms: Number(percentile(latencies, 50).toFixed(2)),
    p95_ms: Number(percentile(latencies, 95).toFixed(2)),
    errors: result.errors + result.non2xx,
  };
}

async function measure(url: string): Promise<Load> {
  await fire(url, WARMUP_SECONDS);
  return fire(url, SECONDS);
}

export async function run(ctx: BenchContext): Promise<BenchOutcome> {
  const runs = [];
  for (const page of PAGES) {
    const pg = 'postgresql' in page ? await startCatalogServer(Number(process.env.BENCH_PORT ?? 3390) + 5, 1, 'on', 'postgresql') : null;
    const baseUrl = pg?.baseUrl ?? ctx.baseUrl;
    const res = await fetch(`${baseUrl}${page.path}`);
    const body = await res.text();
    const type = res.headers.get('content-type') ?? 'text/html; charset=utf-8';
    const store = await measure(`${baseUrl}${page.path}`).finally(() => pg?.stop());
    // The same bytes from a route that does nothing else.
    const bare = Fastify();
    bare.get('/', async (_req, reply) => reply.header('cache-control', 'no-cache').type(type).send(body));
    const address = await bare.listen({ port: 0, host: '127.0.0.1' });
    const baseline = await measure(`${address}/`);
    await bare.close();
    runs.push({ page: page.name, path: page.path, bytes: Buffer.byteLength(body), store, bare: baseline, share_of_bare: Number((store.rps / baseline.rps).toFixed(3)) });
  }
  const earlier = existsSync(`${resultsDir}/html.json`) ? (JSON.parse(readFileSync(`${resultsDir}/html.json`, 'utf8')) as { labels?: Record<string, unknown> }).labels : undefined;
  const file = writeResult('html', {
    settings: { seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, connections: CONNECTIONS },
    targets: {},
    labels: { ...earlier, [LABEL]: { ...runMeta(), runs } },
  });
  printTable(
    `page HTML benchmark, ${LABEL} (${CONNECTIONS} connections)`,
    runs.map(
      (r) =>
        [r.page, `${r.store.rps} req/s, p95 ${r.store.p95_ms} ms; bare ${r.bare.rps} req/s, p95 ${r.bare.p95_ms} ms`, `${Math.round(r.share_of_bare * 100)}% of bare`] as [
          string,
          string,
          string,
        ],
    ),
  );
  console.log(`wrote ${file}`);
  return { name: 'html', met: runs.every((r) => r.store.errors === 0) };
}
