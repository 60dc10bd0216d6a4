import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { haproxyAvailable, startCluster, type Cluster } from '../../../scripts/cluster';
import { createTestDatabase, TEST_OPERATOR_TOKEN, type TestDatabase } from './test/databases';
import { HttpShopper } from './test/http-client';
import { catalogVariants } from './modules/catalog/tables';
import { coupons } from './modules/coupon/tables';
import { mobileNumbers } from './modules/numbers/tables';
import { orders, orderStatusHistory } from './modules/order/tables';
import { orderBody } from './modules/order/testing';

/**
 * Several real API processes behind HAProxy on one fresh PostgreSQL database (issue 12, decision
 * 020), everything through HTTP: the races, keys, limits and sessions that live in the database
 * hold across processes, each sweeper's work is done once, and a change made through one process is
 * seen by the others within a second (LISTEN/NOTIFY). Runs when DATABASE_URL is PostgreSQL and
 * HAProxy is installed (.ci/run installs it).
 */
const skipReason = !process.env.DATABASE_URL?.startsWith('postgres')
  ? 'DATABASE_URL is not a PostgreSQL URL (several processes cannot share a PGlite directory)'
  : !haproxyAvailable()
    ? 'HAProxy is not installed (apt-get install -y haproxy)'
    : null;
if (skipReason) console.warn(`cluster.test.ts skipped: ${skipReason}`);

const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
const DAY = 86_400_000;
let addressSerial = 10;
/** A shopper with a loopback address of its own (so per-address limits of one test do not touch another). */
const shopper = () => new HttpShopper(`127.0.0.${++addressSerial}`);
let phoneSerial = 0;
const phone = () => `09${String((Date.now() % 100_000) * 1000 + ++phoneSerial).padStart(8, '0')}`.slice(0, 10);
let keySerial = 0;
const key = () => `cluster-${Date.now()}-${++keySerial}`;

async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve) => {
          const s = net.createServer();
          s.listen(0, '127.0.0.1', () => resolve(s));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** Polls `check` every 20 ms; the time it took, or null when it did not come true within `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start <= ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

/** A cluster of `processes` servers on a fresh database, started before the block's tests and stopped after. */
function useCluster(processes: number) {
  const state = {} as { cluster: Cluster; database: TestDatabase };
  beforeAll(async () => {
    state.database = await createTestDatabase('postgresql');
    const [port, ...serverPorts] = await freePorts(processes + 1);
    state.cluster = await startCluster({
      processes,
      port,
      serverPorts,
      output: 'inherit',
      env: {
        DATABASE_URL: state.database.url,
        NUMBER_POOL_SIZE: '2000',
        OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
        LOG_LEVEL: 'error',
        SWEEP_EVERY_MS: '250',
        SSR_TIMEOUT_MS: '0',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await state.cluster?.stop();
    await state.database?.drop();
  }, 60_000);
  return state;
}

/** A variant with exactly `stock` units free, none reserved or sold. */
async function variantWithStock(database: TestDatabase, offset: number, stock: number): Promise<number> {
  const [v] = await database.db
    .select({ id: catalogVariants.id })
    .from(catalogVariants)
    .where(gte(catalogVariants.price, 100_000))
    .orderBy(catalogVariants.id)
    .offset(offset)
    .limit(1);
  await database.db.update(catalogVariants).set({ stock, stockReserved: 0, stockSold: 0 }).where(eq(catalogVariants.id, v.id));
  return v.id;
}

async function addCoupon(database: TestDatabase, totalLimit: number | null) {
  const [row] = await database.db
    .insert(coupons)
    .values({
      code: `CL${Date.now().toString(36).toUpperCase()}${++keySerial}`,
      title: { th: 'ทดสอบ', en: 'Test' },
      description: { th: 'ทดสอบ', en: 'Test' },
      discountKind: 'fixed',
      amount: 10_000,
      totalLimit,
      perUserLimit: null,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    })
    .returning();
  return row;
}

/** `n` guests (or signed-up shoppers: coupons need an account), each with one unit of `variantId` in the cart (added through the balancer). */
async function guestsWith(base: string, variantId: number, n: number, signedIn = false): Promise<HttpShopper[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const guest = shopper();
      if (signedIn) await guest.signUp(base, phone());
      const res = await guest.request(base, 'POST', '/api/cart/lines', { json: { variant_id: variantId, quantity: 1 } });
      if (res.status !== 201) throw new Error(`add to cart: ${res.status} ${res.text}`);
      return guest;
    }),
  );
}

const placeOrder = (guest: HttpShopper, base: string, body: object, idempotencyKey = key()) =>
  guest.request(base, 'POST', '/api/orders', { json: body, headers: { 'idempotency-key': idempotencyKey } });

async function holdRace(cluster: Cluster, database: TestDatabase, racers: number) {
  const shoppers = Array.from({ length: racers }, () => shopper());
  const users = await Promise.all(shoppers.map((s) => s.signUp(cluster.url, phone())));
  const [{ number }] = await database.db
    .select({ number: mobileNumbers.number })
    .from(mobileNumbers)
    .where(and(eq(mobileNumbers.status, 'available'), eq(mobileNumbers.class, 'normal')))
    .offset(racers * 7)
    .limit(1);
  const results = await Promise.all(
    shoppers.map((s) => s.request(cluster.url, 'POST', `/api/numbers/${number}/hold`, { json: { flow: 'postpaid' }, headers: { 'idempotency-key': key() } })),
  );
  expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(racers - 1).fill(409)]);
  expect(results.filter((r) => r.status === 409).every((r) => r.json().error?.code === 'number_unavailable')).toBe(true);
  const winner = users[results.findIndex((r) => r.status === 201)];
  const [row] = await database.db.select().from(mobileNumbers).where(eq(mobileNumbers.number, number));
  expect(row).toMatchObject({ status: 'held', holdOwner: winner });
  return { number, holdId: row.holdId! };
}

async function oversellRace(cluster: Cluster, database: TestDatabase, offset: number) {
  const variantId = await variantWithStock(database, offset, 3);
  const guests = await guestsWith(cluster.url, variantId, 8);
  const results = await Promise.all(guests.map((g) => placeOrder(g, cluster.url, orderBody())));
  expect(results.filter((r) => r.status === 201)).toHaveLength(3);
  expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.json().error?.code === 'out_of_stock')).toBe(true);
  const [v] = await database.db.select().from(catalogVariants).where(eq(catalogVariants.id, variantId));
  expect(v).toMatchObject({ stock: 3, stockReserved: 3 });
}

/** Warms every server's cache with `read`, changes through the first server, and gives how long each other server took to answer the new value. */
async function seenEverywhere(cluster: Cluster, read: (base: string) => Promise<unknown>, change: () => Promise<void>, expected: unknown) {
  for (const server of cluster.servers) await read(server);
  await change();
  const took = await Promise.all(cluster.servers.map((server) => within(1000, async () => JSON.stringify(await read(server)) === JSON.stringify(expected))));
  expect(took.every((ms) => ms !== null)).toBe(true);
  return took as number[];
}

async function invalidation(cluster: Cluster, database: TestDatabase) {
  const reader = shopper();
  // The cheapest card of the listing (cached per process: answers, listing and reference caches).
  const cheapest = async (base: string) => (await reader.request(base, 'GET', '/api/products?sort=price_asc&per_page=1')).json().data.items[0]?.price;
  const [v] = await database.db.select({ id: catalogVariants.id }).from(catalogVariants).orderBy(catalogVariants.id).offset(40).limit(1);
  const price = 100 + cluster.servers.length;
  await seenEverywhere(
    cluster,
    cheapest,
    async () => {
      const res = await reader.request(cluster.servers[0], 'PATCH', `/api/operator/variants/${v.id}`, { json: { price }, headers: operator });
      expect(res.status).toBe(200);
    },
    price,
  );
  // Config read on every server (the boot data of every page), changed through the last one.
  const minutes = 20 + cluster.servers.length;
  const hold = async (base: string) => (await reader.request(base, 'GET', '/api/config')).json().data.postpaid_hold.minutes;
  await seenEverywhere(
    cluster,
    hold,
    async () => {
      expect((await reader.request(cluster.servers.at(-1)!, 'PUT', '/api/config/postpaid_hold', { json: { minutes }, headers: operator })).status).toBe(200);
    },
    minutes,
  );
}

describe.skipIf(skipReason)(`2 API processes behind HAProxy on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const ctx = useCluster(2);

  it('a session made through one process is valid on the other, and ends on both when logged out on one', async () => {
    const me = shopper();
    const userId = await me.signUp(cluster().url, phone());
    const [a, b] = cluster().servers;
    for (const server of [a, b]) expect((await me.request(server, 'GET', '/api/session')).json().data).toMatchObject({ user: { user_id: userId } });
    const cookies = me.cookieHeader();
    expect((await me.request(b, 'POST', '/api/session/logout')).status).toBe(200);
    // The old cookie (kept by an attacker, say) is no good on the other process either.
    const again = await new HttpShopper(me.localAddress).request(a, 'GET', '/api/session', { headers: { cookie: cookies } });
    expect(again.status).toBe(401);
  });

  it('concurrent holds of one number through the balancer: exactly one winner', async () => {
    await holdRace(cluster(), ctx.database, 6);
  });

  it('stock cannot be oversold by orders placed on both processes at once', async () => {
    await oversellRace(cluster(), ctx.database, 0);
  });

  it('a coupon with 2 uses left gives exactly 2 of 6 concurrent orders their discount', async () => {
    const coupon = await addCoupon(ctx.database, 2);
    const variantId = await variantWithStock(ctx.database, 1, 20);
    const guests = await guestsWith(cluster().url, variantId, 6, true);
    const results = await Promise.all(guests.map((g) => placeOrder(g, cluster().url, orderBody({ method: 'promptpay' }, { coupon_code: coupon.code }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 422 && r.json().error?.code === 'coupon_used_up')).toBe(true);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.used).toBe(2);
  });

  it('an Idempotency-Key retried on the other process returns the same order, never a second one', async () => {
    const variantId = await variantWithStock(ctx.database, 2, 10);
    const [guest] = await guestsWith(cluster().url, variantId, 1);
    const [a, b] = cluster().servers;
    const k = key();
    const first = await placeOrder(guest, a, orderBody(), k);
    expect(first.status).toBe(201);
    const retries = await Promise.all([placeOrder(guest, b, orderBody(), k), placeOrder(guest, a, orderBody(), k), placeOrder(guest, b, orderBody(), k)]);
    expect(retries.map((r) => r.status)).toEqual([200, 200, 200]);
    const number = first.json().data.order.order_number;
    expect(retries.every((r) => r.json().data.order.order_number === number)).toBe(true);
    const [{ cartId }] = await ctx.database.db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.orderNumber, number));
    expect(await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId!))).toHaveLength(1);
    const [v] = await ctx.database.db.select().from(catalogVariants).where(eq(catalogVariants.id, variantId));
    expect(v.stockReserved).toBe(1);
  });

  it('a rate limit counts the requests of both processes together (10 a minute per address)', async () => {
    const client = shopper();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await client.request(cluster().url, 'POST', '/api/stock-reminder', { json: { variant_id: 2_000_000_000, email: 'a@example.com' } })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429, 429]);
  });

  it('a catalogue price and a config change made through one process are served by the other within a second', async () => {
    await invalidation(cluster(), ctx.database);
  });

  function cluster() {
    return ctx.cluster;
  }
});

describe.skipIf(skipReason)(`4 API processes behind HAProxy on one PostgreSQL${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const ctx = useCluster(4);

  it('concurrent holds and concurrent orders: one winner per number, no unit sold twice', async () => {
    await holdRace(ctx.cluster, ctx.database, 8);
    await oversellRace(ctx.cluster, ctx.database, 3);
  });

  it('each sweeper’s work is done once while 4 processes sweep every 250 ms: expired orders and holds released exactly once', async () => {
    const { db } = ctx.database;
    const coupon = await addCoupon(ctx.database, null);
    const variantId = await variantWithStock(ctx.database, 4, 10);
    const guests = await guestsWith(ctx.cluster.url, variantId, 5, true);
    const placed = await Promise.all(guests.map((g) => placeOrder(g, ctx.cluster.url, orderBody({ method: 'promptpay' }, { coupon_code: coupon.code }))));
    expect(placed.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = placed.map((r) => r.json().data.order.order_number as string);
    const [kept, ...due] = numbers;
    const { number, holdId } = await holdRace(ctx.cluster, ctx.database, 2);

    // Four orders and a hold fall due at once; every process's sweeper sees them.
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(orders.orderNumber, due));
    await db
      .update(mobileNumbers)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileNumbers.holdId, holdId));
    const expired = await within(
      10_000,
      async () =>
        (
          await db
            .select()
            .from(orders)
            .where(and(inArray(orders.orderNumber, due), eq(orders.state, 'expired')))
        ).length === due.length,
    );
    expect(expired).not.toBeNull();
    // More sweeps by every process, then count what was done.
    await new Promise((r) => setTimeout(r, 1000));

    const moves = await db
      .select({ orderId: orderStatusHistory.orderId, n: sql<number>`count(*)::int` })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(and(inArray(orders.orderNumber, due), eq(orderStatusHistory.toState, 'expired')))
      .groupBy(orderStatusHistory.orderId);
    expect(moves.map((m) => m.n)).toEqual([1, 1, 1, 1]);
    // Released once each: the order that is still open keeps its unit and its coupon use.
    const [v] = await db.select().from(catalogVariants).where(eq(catalogVariants.id, variantId));
    expect(v.stockReserved).toBe(1);
    const [c] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c.used).toBe(1);
    const [open] = await db.select().from(orders).where(eq(orders.orderNumber, kept));
    expect(open.state).toBe('awaiting_payment');
    const [n] = await db.select().from(mobileNumbers).where(eq(mobileNumbers.number, number));
    expect(n).toMatchObject({ status: 'available', holdId: null });
  });

  it('a catalogue price and a config change made through one process are served by all four within a second', async () => {
    await invalidation(ctx.cluster, ctx.database);
  });
});
