import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { createTestApp, createTestDatabase, databaseKinds, TEST_OPERATOR_TOKEN, type TestDatabase } from '../test/databases';
import { catalogProducts, catalogVariants } from '../modules/catalog/tables';
import { main } from '../cli/config';
import { startInvalidation, type CacheTopic } from './invalidation';

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
};

describe.each(databaseKinds)('cache invalidation on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());
  const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

  it('an operator price and stock edit shows in the cached listing at once; bad edits are 4xx and change nothing', async () => {
    const cheapestCard = async () => (await ctx.app.inject('/api/products?sort=price_asc&per_page=2')).json().data.items[0];
    const before = await cheapestCard(); // now cached
    const [product] = await ctx.database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.lifecycleStatus, 'active'))
      .orderBy(catalogProducts.minPrice)
      .offset(5)
      .limit(1);
    expect(before.id).not.toBe(product.id);
    const variants = await ctx.database.db.select().from(catalogVariants).where(eq(catalogVariants.productId, product.id));
    const cheapest = 1;

    const patch = (id: number, payload: object, headers: Record<string, string> = operator) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/operator/variants/${id}`, headers, payload });
    const res = await patch(variants[0].id, { price: cheapest, stock: variants[0].stockReserved + 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: variants[0].id, price: cheapest, stock: variants[0].stockReserved + 7, available: 7 });
    expect(await cheapestCard()).toMatchObject({ id: product.id, price: cheapest });
    expect((await ctx.app.inject(`/api/products/${product.id}`)).json().data.variants.find((v: { id: number }) => v.id === variants[0].id).price).toBe(cheapest);

    expect((await patch(variants[0].id, {}, operator)).statusCode).toBe(400);
    expect((await patch(variants[0].id, { price: -1 })).statusCode).toBe(400);
    expect((await patch(variants[0].id, { price: 2 ** 31 })).statusCode).toBe(400);
    expect((await patch(2_000_000_000, { price: 100 })).json().error.code).toBe('variant_not_found');
    expect((await patch(variants[0].id, { price: 100 }, {})).statusCode).toBe(401);
    await ctx.database.db.update(catalogVariants).set({ stockReserved: 3 }).where(eq(catalogVariants.id, variants[0].id));
    const below = await patch(variants[0].id, { stock: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatchObject({ code: 'stock_below_reserved', message: expect.stringMatching(/Unpaid orders hold 3 units.*ชิ้น/) });
    const [after] = await ctx.database.db.select().from(catalogVariants).where(eq(catalogVariants.id, variants[0].id));
    expect(after.stock).toBe(variants[0].stockReserved + 7);
  });

  it('a config change through the API is served at once from the refreshed copy', async () => {
    expect((await ctx.app.inject('/api/config/postpaid_hold')).json().data.minutes).toBe(15);
    await ctx.app.inject({ method: 'PUT', url: '/api/config/postpaid_hold', headers: operator, payload: { minutes: 21 } });
    expect((await ctx.app.inject('/api/config')).json().data.postpaid_hold.minutes).toBe(21);
    await ctx.app.inject({ method: 'DELETE', url: '/api/config/postpaid_hold', headers: operator });
    expect((await ctx.app.inject('/api/config/postpaid_hold')).json().data.minutes).toBe(15);
  });
});

describe.runIf(databaseKinds.includes('postgresql'))('LISTEN/NOTIFY between two processes on postgresql', () => {
  let shared: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    shared = await createTestDatabase('postgresql');
    other = await openDatabase({ url: shared.url });
  });
  afterAll(async () => {
    await other.close();
    await shared.drop();
  });

  it('a publish in one reaches the other within a second; a lost listener reconnects and clears everything', async () => {
    const a = await startInvalidation(shared, { listen: true });
    const b = await startInvalidation(other, { listen: true });
    const seen: CacheTopic[] = [];
    for (const topic of ['catalog', 'config', 'content'] as const) b.subscribe(topic, () => seen.push(topic));
    try {
      await a.publish('config');
      expect(await waitFor(() => seen.includes('config'), 1000)).toBe(true);
      expect(seen).toEqual(['config']);

      // A change commits with its notice; a rolled-back one sends none.
      seen.length = 0;
      await expect(a.commit(shared.db, 'content', async () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
      expect(await a.commit(shared.db, 'catalog', async (tx) => (await tx.execute(sql`select 1 as one`)) !== undefined)).toBe(true);
      expect(await waitFor(() => seen.includes('catalog'), 1000)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(seen).toEqual(['catalog']);

      // The server drops the listeners' connections (a restart, a failover): they come back and clear every cache.
      seen.length = 0;
      await shared.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'store-cache-listener' and datname = current_database()`);
      expect(await waitFor(() => ['catalog', 'config', 'content'].every((t) => seen.includes(t as CacheTopic)), 5000)).toBe(true);
      seen.length = 0;
      await a.publish('catalog');
      expect(await waitFor(() => seen.includes('catalog'), 1000)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a change made with the config CLI reaches a running server', async () => {
    const server = await startInvalidation(other, { listen: true });
    const seen: CacheTopic[] = [];
    server.subscribe('config', () => seen.push('config'));
    try {
      const out = { log: () => undefined, error: () => undefined };
      expect(await main(['set', 'postpaid_hold', '{"minutes": 25}'], { DATABASE_URL: shared.url }, out)).toBe(0);
      expect(await waitFor(() => seen.includes('config'), 1000)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
