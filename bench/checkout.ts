/**
 * Checkout benchmark: simulated shoppers, each a new guest, going through the real API as a browser
 * does (add a device to the cart, tokenise a card at the sandbox vault, POST /api/orders with an
 * Idempotency-Key; the 4242 card pays at once), SHOPPERS at a time for SECONDS. Reports orders per
 * second, p50/p95/p99 of the place-order call and of the whole flow, the CPU milliseconds one order
 * cost (the server, PostgreSQL's backends, the whole machine: steadier than the rate on a busy
 * machine), and checks that the stock taken equals the units of the paid orders. Before that, the
 * oversell check: 50 shoppers check out one variant that has 10 units at the same moment; exactly 10
 * orders may succeed and 0 units stay.
 * On PGlite, and with DATABASE_URL also on PostgreSQL; each on its own fresh server
 * (bench/checkout-server.ts). Before the load, one shopper alone places an order twice and the
 * server's statement counter gives the statements of the second place order (and of its add to cart).
 * BENCH_CHECKOUT_BEFORE=<git ref> also runs the app of that commit (its apps/server from `git archive`,
 * on this tree's node_modules) as the `before` label, side by side with this tree (`after`) on each
 * database in the same run, so the machine's load hits both alike. BENCH_CHECKOUT_DATABASES=postgresql
 * (or pglite) runs one database only. BENCH_CPU_PROFILE=<directory> has each server write a CPU
 * profile of its measured load there (bench/checkout-server.ts). Writes bench/results/checkout.json.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable, runMeta, writeResult } from './lib/meta';
import { startBenchServer } from './lib/server';
import type { BenchContext, BenchOutcome } from './lib/types';

/** Issue 12's targets on PostgreSQL: at least 300 orders/s with p95 under 50 ms (and the oversell check exact). */
export const TARGETS = { place_order_p95_ms_max: 50, orders_per_second_min: 300, oversell_stock: 10, oversell_shoppers: 50 } as const;
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const SHOPPERS = Number(process.env.BENCH_CHECKOUT_SHOPPERS ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));
export type Kind = 'pglite' | 'postgresql';

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const round = (n: number) => Math.round(n * 100) / 100;
let addressNo = 0;
/** A browser's own address (the server trusts X-Forwarded-For here), so the vault's per-address limit sees many browsers. */
const nextAddress = () => `10.${(addressNo >> 16) & 255}.${(addressNo >> 8) & 255}.${addressNo++ & 255}`;

/** One simulated browser: its cart cookie and address. */
export class Browser {
  cookie = '';
  readonly address = nextAddress();
  constructor(readonly baseUrl: string) {}
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        origin: this.baseUrl,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('store_cart='));
    if (set) this.cookie = set.split(';')[0];
    const json = (await res.json().catch(() => null)) as { data?: { order?: { state?: string } }; error?: { code: string } } | null;
    return { status: res.status, json };
  }
}

async function tokenise(baseUrl: string, publicKey: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/sandbox-gateway/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${publicKey}:`).toString('base64')}`, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      card: { name: 'Somchai Jaidee', number: '4242424242424242', expiration_month: 12, expiration_year: new Date().getUTCFullYear() + 2, security_code: '123' },
    }),
  });
  if (res.status !== 201) throw new Error(`tokenise: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const body = (token: string) => ({
  delivery: { method: 'pickup', shop_id: 'bkk-siam-paragon' },
  contact: { name: 'สมชาย ใจดี', phone: '0812345678' },
  payment: { method: 'card', token },
});

export async function variantStock(baseUrl: string, productId: number): Promise<Map<number, number>> {
  const detail = (await (await fetch(`${baseUrl}/api/products/${productId}`)).json()) as { data: { variants: { id: number; stock: number }[] } };
  return new Map(detail.data.variants.map((v) => [v.id, v.stock]));
}

/** 50 shoppers check out the 10-unit variant at once: exactly 10 paid orders, 0 units left, the rest 409 out_of_stock. */
async function oversellCheck(baseUrl: string, publicKey: string) {
  const before = await variantStock(baseUrl, 1);
  const variantId = Math.min(...before.keys());
  const browsers = Array.from({ length: TARGETS.oversell_shoppers }, () => new Browser(baseUrl));
  for (const b of browsers) {
    const added = await b.call('POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
    if (added.status !== 201) throw new Error(`oversell add: ${added.status} ${JSON.stringify(added.json)}`);
  }
  const tokens = await Promise.all(browsers.map(() => tokenise(baseUrl, publicKey)));
  const results = await Promise.all(browsers.map((b, i) => b.call('POST', '/orders', body(tokens[i]), { 'idempotency-key': randomUUID() })));
  const paid = results.filter((r) => r.status === 201 && r.json?.data?.order?.state === 'paid').length;
  const refused = results.filter((r) => r.status === 409 && r.json?.error?.code === 'out_of_stock').length;
  const left = (await variantStock(baseUrl, 1)).get(variantId)!;
  const ok = paid === TARGETS.oversell_stock && refused === TARGETS.oversell_shoppers - TARGETS.oversell_stock && left === 0;
  return {
    variant_id: variantId,
    stock: before.get(variantId)!,
    shoppers: browsers.length,
    paid_orders: paid,
    refused_out_of_stock: refused,
    other: results.length - paid - refused,
    units_left: left,
    ok,
  };
}

/** SHOPPERS loops of add -> tokenise -> place order for `seconds`; returns latencies and what was bought per variant. */
async function load(baseUrl: string, publicKey: string, pool: { productId: number; variantId: number }[], seconds: number) {
  const place: number[] = [];
  const flow: number[] = [];
  const bought = new Map<number, number>();
  let errors = 0;
  let notPaid = 0;
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const shopper = async () => {
    while (Date.now() < until) {
      const { variantId } = pool[n++ % pool.length];
      const b = new Browser(baseUrl);
      const start = performance.now();
      try {
        const added = await b.call('POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
        if (added.status !== 201) throw new Error(`add ${added.status}`);
        const token = await tokenise(baseUrl, publicKey);
        const t = performance.now();
        const placed = await b.call('POST', '/orders', body(token), { 'idempotency-key': randomUUID() });
        const end = performance.now();
        if (placed.status !== 201) throw new Error(`place ${placed.status} ${placed.json?.error?.code}`);
        if (placed.json?.data?.order?.state !== 'paid') notPaid += 1;
        else bought.set(variantId, (bought.get(variantId) ?? 0) + 1);
        place.push(end - t);
        flow.push(end - start);
      } catch (err) {
        errors += 1;
        if (errors <= 3) console.error('checkout:', (err as Error).message);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  return { place: place.sort((a, b) => a - b), flow: flow.sort((a, b) => a - b), bought, errors, notPaid, elapsed: (performance.now() - started) / 1000 };
}

export function startServer(port: number, kind: Kind, appRoot?: string) {
  const env = { STOCK: '1000000', OVERSELL_STOCK: String(TARGETS.oversell_stock), BENCH_APP_ROOT: appRoot };
  return startBenchServer({ script: 'bench/checkout-server.ts', port, env, database: kind, timeoutMs: 300_000 });
}

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
interface CpuSnapshot {
  server_ms: number;
  backend_ticks: Record<string, number>;
  /** Busy ticks of the whole machine (every process, the load generator too), from /proc/stat; null off Linux. */
  machine_ticks: number | null;
}
const machineBusyTicks = () => {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return null;
  }
};
const cpuNow = async (baseUrl: string): Promise<CpuSnapshot> => ({
  ...((await (await fetch(`${baseUrl}/__bench/cpu`)).json()) as Omit<CpuSnapshot, 'machine_ticks'>),
  machine_ticks: machineBusyTicks(),
});
/**
 * CPU milliseconds one order of the measured load cost: the server process (on PGlite the database
 * too), PostgreSQL's backends of its database (when PostgreSQL runs on this machine), and the whole
 * machine (with the load generator and everything else that ran).
 */
function cpuPerOrder(a: CpuSnapshot, b: CpuSnapshot, orders: number) {
  const perOrder = (ms: number) => (orders ? round(ms / orders) : null);
  const backendTicks = Object.entries(b.backend_ticks).reduce((sum, [pid, t]) => sum + t - (a.backend_ticks[pid] ?? 0), 0);
  return {
    server: perOrder(b.server_ms - a.server_ms),
    database: Object.keys(b.backend_ticks).length ? perOrder((backendTicks * 1000) / TICKS_PER_SECOND) : null,
    machine: a.machine_ticks !== null && b.machine_ticks !== null ? perOrder(((b.machine_ticks - a.machine_ticks) * 1000) / TICKS_PER_SECOND) : null,
  };
}

const statementsSoFar = async (baseUrl: string) => ((await (await fetch(`${baseUrl}/__bench/statements`)).json()) as { statements: number }).statements;

/** One shopper alone: the statements the server sent for an add to cart and for a place order (the second of two, caches warm). */
async function statementsPerOrder(baseUrl: string, publicKey: string, variantId: number) {
  let counted = { add_to_cart: 0, place_order: 0 };
  for (let i = 0; i < 2; i++) {
    const b = new Browser(baseUrl);
    const s0 = await statementsSoFar(baseUrl);
    const added = await b.call('POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
    const s1 = await statementsSoFar(baseUrl);
    const token = await tokenise(baseUrl, publicKey);
    const s2 = await statementsSoFar(baseUrl);
    const placed = await b.call('POST', '/orders', body(token), { 'idempotency-key': randomUUID() });
    const s3 = await statementsSoFar(baseUrl);
    if (added.status !== 201 || placed.status !== 201) throw new Error(`statement count flow: ${added.status} ${placed.status}`);
    counted = { add_to_cart: s1 - s0, place_order: s3 - s2 };
  }
  return counted;
}

async function benchOn(kind: Kind, port: number, label: string, appRoot?: string) {
  const loadAvg = round(os.loadavg()[0]);
  const server = await startServer(port, kind, appRoot);
  try {
    const { baseUrl } = server;
    const publicKey = ((await (await fetch(`${baseUrl}/api/payments/gateway`)).json()) as { data: { public_key: string } }).data.public_key;
    const oversell = await oversellCheck(baseUrl, publicKey);
    console.log(`checkout: ${label} ${kind} oversell check: ${oversell.paid_orders} paid of ${oversell.shoppers}, ${oversell.units_left} left -> ${oversell.ok ? 'ok' : 'FAILED'}`);
    const list = (await (await fetch(`${baseUrl}/api/products?list=smartphones&per_page=8`)).json()) as { data: { items: { id: number }[] } };
    const pool: { productId: number; variantId: number }[] = [];
    for (const { id } of list.data.items) for (const variantId of (await variantStock(baseUrl, id)).keys()) if (id !== 1) pool.push({ productId: id, variantId });
    const statements = await statementsPerOrder(baseUrl, publicKey, pool[0].variantId);
    const before = new Map<number, number>();
    for (const productId of new Set(pool.map((p) => p.productId))) for (const [v, s] of await variantStock(baseUrl, productId)) before.set(v, s);
    const warm = await load(baseUrl, publicKey, pool, WARMUP_SECONDS);
    // BENCH_CPU_PROFILE=<directory>: each server profiles its measured load (bench/checkout-server.ts).
    if (process.env.BENCH_CPU_PROFILE) await fetch(`${baseUrl}/__bench/profile`, { method: 'POST' });
    const cpu0 = await cpuNow(baseUrl);
    const run = await load(baseUrl, publicKey, pool, SECONDS);
    const cpu = cpuPerOrder(cpu0, await cpuNow(baseUrl), run.place.length);
    // Accounting: every unit that left the shelf belongs to a paid order; nothing else moved.
    let accountingOk = true;
    for (const productId of new Set(pool.map((p) => p.productId))) {
      for (const [v, s] of await variantStock(baseUrl, productId)) {
        const sold = (warm.bought.get(v) ?? 0) + (run.bought.get(v) ?? 0);
        if (before.get(v)! - s !== sold || s < 0) accountingOk = false;
      }
    }
    const orders = run.place.length;
    const result = {
      label,
      database: kind,
      load_avg_1m_at_start: loadAvg,
      statements,
      oversell,
      throughput: {
        shoppers: SHOPPERS,
        seconds: round(run.elapsed),
        paid_orders: orders - run.notPaid,
        orders_per_second: round(orders / run.elapsed),
        place_order_p50_ms: round(percentile(run.place, 50)),
        place_order_p95_ms: round(percentile(run.place, 95)),
        place_order_p99_ms: round(percentile(run.place, 99)),
        flow_p50_ms: round(percentile(run.flow, 50)),
        flow_p95_ms: round(percentile(run.flow, 95)),
        errors: run.errors,
        not_paid: run.notPaid,
        stock_accounting_ok: accountingOk,
      },
      cpu_ms_per_order: cpu,
    };
    // The latency target is PostgreSQL's (the production database); embedded PGlite runs every query on one thread and is reported for reference.
    const fast =
      kind === 'pglite' || (result.throughput.place_order_p95_ms <= TARGETS.place_order_p95_ms_max && result.throughput.orders_per_second >= TARGETS.orders_per_second_min);
    // Right answers (exact oversell, stock accounting, every order paid) are not a speed target: a wrong one fails the bench whatever BENCH_STRICT says.
    const correct = oversell.ok && accountingOk && run.errors === 0 && run.notPaid === 0;
    const met = correct && fast;
    console.log(
      `checkout: ${label} ${kind} ${result.throughput.orders_per_second} orders/s, place order p95 ${result.throughput.place_order_p95_ms} ms, ${statements.place_order} statements, accounting ${accountingOk ? 'ok' : 'WRONG'}`,
    );
    return { ...result, correct, met };
  } finally {
    await server.stop();
  }
}

/** The app of an earlier commit for the `before` label: its apps/server (git archive) beside links to this tree's node_modules. */
function checkoutOf(ref: string): { dir: string; commit: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-before-'));
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('sh', ['-c', `git archive ${commit} apps/server | tar -x -C ${dir}`], { cwd: root });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(root, 'apps/server/node_modules'), path.join(dir, 'apps/server/node_modules'));
  return { dir, commit };
}

export async function run(_ctx: BenchContext): Promise<BenchOutcome> {
  // BENCH_CHECKOUT_DATABASES=postgresql (or pglite) runs one of them only.
  const kinds: Kind[] = (process.env.DATABASE_URL ? (['pglite', 'postgresql'] as Kind[]) : (['pglite'] as Kind[])).filter(
    (k) => !process.env.BENCH_CHECKOUT_DATABASES || process.env.BENCH_CHECKOUT_DATABASES.split(',').includes(k),
  );
  const basePort = Number(process.env.BENCH_PORT ?? 3390) + 6; // after the catalog benchmark's servers (+1 .. +5)
  const beforeRef = process.env.BENCH_CHECKOUT_BEFORE;
  const before = beforeRef ? checkoutOf(beforeRef) : null;
  const sides: { label: string; appRoot?: string }[] = before ? [{ label: 'before', appRoot: before.dir }, { label: 'after' }] : [{ label: 'current' }];
  const runs = [];
  try {
    let port = basePort;
    for (const kind of kinds) for (const side of sides) runs.push(await benchOn(kind, port++, side.label, side.appRoot));
  } finally {
    if (before) rmSync(before.dir, { recursive: true, force: true });
  }
  const file = writeResult('checkout', {
    ...runMeta(),
    settings: {
      shoppers: SHOPPERS,
      seconds: SECONDS,
      warmup_seconds: WARMUP_SECONDS,
      flow: 'new guest: POST /cart/lines, POST /sandbox-gateway/tokens (4242), POST /orders (card, pickup)',
      labels: before ? { before: `${beforeRef} (${before.commit})`, after: 'this tree' } : { current: 'this tree' },
    },
    runs,
    targets: TARGETS,
  });
  printTable(
    `checkout benchmark (${SHOPPERS} shoppers at a time)`,
    runs.map(
      (r) =>
        [
          `${r.label} ${r.database}`,
          `${r.throughput.orders_per_second} orders/s, place order p50 ${r.throughput.place_order_p50_ms} / p95 ${r.throughput.place_order_p95_ms} / p99 ${r.throughput.place_order_p99_ms} ms; ${r.statements.place_order} statements (+${r.statements.add_to_cart} to add to cart); CPU per order ${r.cpu_ms_per_order.server} ms server${r.cpu_ms_per_order.database === null ? '' : `, ${r.cpu_ms_per_order.database} ms database`}${r.cpu_ms_per_order.machine === null ? '' : `, ${r.cpu_ms_per_order.machine} ms machine`}; oversell ${r.oversell.paid_orders}/${r.oversell.shoppers} paid, ${r.oversell.units_left} left; load ${r.load_avg_1m_at_start}`,
          r.correct ? (r.met ? 'met' : 'NOT met') : 'WRONG',
        ] as [string, string, string],
    ),
  );
  console.log(`  -> ${file}`);
  const wrong = runs.filter((r) => !r.correct);
  if (wrong.length)
    throw new Error(`checkout gave wrong results on ${wrong.map((r) => `${r.label} ${r.database}`).join(', ')} (oversell, stock accounting or unpaid orders; see ${file})`);
  return { name: 'checkout', met: runs.every((r) => r.met) };
}
