/**
 * Add-to-cart benchmark (issue 11): SHOPPERS simulated browsers at a time for SECONDS, each a new
 * guest adding three devices one after another, as the product page does. Two ways of doing it run
 * side by side, interleaved in the same run on the same server:
 * - "add + refetch": POST /cart/lines, then GET /cart (what the web app did before issue 11: it threw
 *   the answer away and refetched the cart);
 * - "add": POST /cart/lines only (the web app puts the cart the answer carries in its query cache).
 * Reports p50/p95/p99 of POST /cart/lines and of each way. On PGlite, and with DATABASE_URL also on
 * PostgreSQL, each on its own fresh server (bench/checkout-server.ts). Writes bench/results/cart.json,
 * keeping the runs of earlier labels (BENCH_CART_LABEL, e.g. `before` on the commit before a change).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Browser, startServer, variantStock, type Kind } from './checkout';
import { printTable, resultsDir, runMeta, writeResult } from './lib/meta';
import type { BenchContext, BenchOutcome } from './lib/types';

/** No target of its own: issue 11 asks for the figures before and after; errors fail the run. */
export const TARGETS = {} as const;
const SECONDS = Number(process.env.BENCH_CART_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const SHOPPERS = Number(process.env.BENCH_CART_SHOPPERS ?? 10);
const LABEL = process.env.BENCH_CART_LABEL ?? 'current';

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round = (n: number) => Math.round(n * 100) / 100;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), p99_ms: round(percentile(sorted, 99)) };
};

async function load(baseUrl: string, pool: number[], seconds: number) {
  const post: number[] = [];
  const withRefetch: number[] = [];
  const addOnly: number[] = [];
  let errors = 0;
  let n = 0;
  const until = Date.now() + seconds * 1000;
  const shopper = async (index: number) => {
    let refetch = index % 2 === 0;
    while (Date.now() < until) {
      const b = new Browser(baseUrl);
      refetch = !refetch;
      for (let i = 0; i < 3 && Date.now() < until; i++) {
        const variantId = pool[n++ % pool.length];
        const start = performance.now();
        try {
          const added = await b.call('POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
          const posted = performance.now();
          if (added.status !== 201) throw new Error(`add ${added.status} ${JSON.stringify(added.json?.error)}`);
          if (refetch) {
            const cart = await b.call('GET', '/cart');
            if (cart.status !== 200) throw new Error(`cart ${cart.status}`);
          }
          const end = performance.now();
          post.push(posted - start);
          (refetch ? withRefetch : addOnly).push(end - start);
        } catch (err) {
          errors += 1;
          if (errors <= 3) console.error('cart:', (err as Error).message);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
  return { post, withRefetch, addOnly, errors };
}

async function benchOn(kind: Kind, port: number) {
  const server = await startServer(port, kind);
  try {
    const { baseUrl } = server;
    const list = (await (await fetch(`${baseUrl}/api/products?list=smartphones&per_page=8`)).json()) as { data: { items: { id: number }[] } };
    const pool: number[] = [];
    for (const { id } of list.data.items) if (id !== 1) pool.push(...(await variantStock(baseUrl, id)).keys());
    await load(baseUrl, pool, WARMUP_SECONDS);
    const run = await load(baseUrl, pool, SECONDS);
    const result = {
      database: kind,
      post_cart_lines: stats(run.post),
      add_and_refetch: stats(run.withRefetch),
      add_only: stats(run.addOnly),
      errors: run.errors,
    };
    console.log(
      `cart: ${kind} POST /cart/lines p95 ${result.post_cart_lines.p95_ms} ms; add + refetch p95 ${result.add_and_refetch.p95_ms} ms; add only p95 ${result.add_only.p95_ms} ms`,
    );
    // The latency target is PostgreSQL's (the production database); PGlite runs every query on one thread.
    return { ...result, met: run.errors === 0 };
  } finally {
    await server.stop();
  }
}

export async function run(_ctx: BenchContext): Promise<BenchOutcome> {
  const kinds: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
  const basePort = Number(process.env.BENCH_PORT ?? 3390) + 8; // after the checkout benchmark's servers
  const runs = [];
  for (const [i, kind] of kinds.entries()) runs.push(await benchOn(kind, basePort + i));
  const earlier = existsSync(`${resultsDir}/cart.json`) ? (JSON.parse(readFileSync(`${resultsDir}/cart.json`, 'utf8')) as { labels?: Record<string, unknown> }).labels : undefined;
  const file = writeResult('cart', {
    settings: { shoppers: SHOPPERS, seconds: SECONDS, warmup_seconds: WARMUP_SECONDS, flow: 'new guest adds 3 devices; odd guests refetch GET /cart after each add' },
    targets: TARGETS,
    labels: { ...earlier, [LABEL]: { ...runMeta(), runs } },
  });
  printTable(
    `add-to-cart benchmark, ${LABEL} (${SHOPPERS} shoppers at a time)`,
    runs.map(
      (r) =>
        [
          r.database,
          `POST /cart/lines p50 ${r.post_cart_lines.p50_ms} / p95 ${r.post_cart_lines.p95_ms} ms; add + refetch p95 ${r.add_and_refetch.p95_ms} ms; add only p95 ${r.add_only.p95_ms} ms`,
          r.met ? 'met' : 'NOT met',
        ] as [string, string, string],
    ),
  );
  console.log(`  -> ${file}`);
  return { name: 'cart', met: runs.every((r) => r.met) };
}
