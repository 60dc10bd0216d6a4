import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { findProductBySlug } from '../catalog/service';
import { couponSyncs, coupons, userCoupons } from './tables';

const DAY = 86_400_000;
const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
type Coupon = {
  id: number;
  code: string;
  state: string;
  collected: number;
  collected_by_me: boolean;
  scope: { categories: { slug: string; name: { en: string } }[]; products: { name: { en: string } }[] };
};

describe.each(databaseKinds)('coupon API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let me: Awaited<ReturnType<typeof signUp>>;
  let byCode: Map<string, Coupon>;
  const call = (method: 'GET' | 'POST', url: string, options: { cookie?: string; payload?: object; origin?: string } = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...(method === 'POST' ? { origin: options.origin ?? ORIGIN } : {}) },
    });
  const mine = (url: string, payload?: object) => call(url.startsWith('POST ') ? 'POST' : 'GET', url.replace(/^(POST|GET) /, ''), { cookie: me.jar.header(), payload });

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    me = await signUp(ctx.app);
    const list = (await call('GET', '/api/coupons')).json().data as Coupon[];
    byCode = new Map(list.map((c) => [c.code, c]));
  });
  afterAll(() => ctx.close());

  it('lists the seeded collectable coupons that have not ended: usable first, then upcoming, then used up', async () => {
    const res = await call('GET', '/api/coupons?lang=en');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Coupon[];
    expect(list.map((c) => c.code).sort()).toEqual(['ACC15', 'FLASH500', 'IPHONE16', 'MIDYEAR300', 'PHONE10', 'ROUTER20', 'SIM50', 'TABLET8', 'WELCOME100']);
    expect(list.map((c) => c.state)).toEqual([...Array(7).fill('available'), 'upcoming', 'used_up']);
    expect(byCode.get('PHONE10')!.scope.categories).toEqual([{ slug: 'smartphones', name: { th: 'มือถือ', en: 'Smartphones' } }]);
    expect(byCode.get('IPHONE16')!.scope.products[0].name.en).toBe('iPhone 16');
    expect(list.every((c) => !c.collected_by_me)).toBe(true);
    expect((await call('GET', '/api/coupons?lang=xx')).statusCode).toBe(400);
  });

  it('shows one coupon, 404 for an unknown one and 400 for a bad id', async () => {
    const one = await call('GET', `/api/coupons/${byCode.get('FLASH500')!.id}`);
    expect(one.json().data).toMatchObject({ code: 'FLASH500', discount: { kind: 'fixed', amount: 50_000 }, min_spend: 1_500_000, remaining: 63 });
    expect((await call('GET', '/api/coupons/999999')).json().error.code).toBe('coupon_not_found');
    expect((await call('GET', '/api/coupons/abc')).statusCode).toBe(400);
  });

  it('checks the conditions against a product', async () => {
    const iphone = await findProductBySlug(ctx.database.db, 'smartphones', 'apple', 'iphone-16');
    const phone10 = byCode.get('PHONE10')!.id;
    const ok = (await call('GET', `/api/coupons/${phone10}/condition?product=${iphone.product_id}`)).json().data;
    expect(ok).toMatchObject({ applies: true, product: { id: iphone.product_id, href: iphone.href } });
    expect(ok.checks.every((c: { met: boolean }) => c.met)).toBe(true);
    const tablet8 = byCode.get('TABLET8')!.id;
    const no = (await call('GET', `/api/coupons/${tablet8}/condition?product=${iphone.product_id}`)).json().data;
    expect(no.applies).toBe(false);
    expect(no.checks.filter((c: { met: boolean }) => !c.met).map((c: { key: string }) => c.key)).toEqual(['window', 'scope']);
    expect((await call('GET', `/api/coupons/${phone10}/condition?product=999999`)).json().error.code).toBe('product_not_found');
    expect((await call('GET', `/api/coupons/${phone10}/condition`)).statusCode).toBe(400);
  });

  it('collects once per shopper (idempotent, also under 10 concurrent calls) and needs a session and our origin', async () => {
    const welcome = byCode.get('WELCOME100')!;
    expect((await call('POST', `/api/coupons/${welcome.id}/collect`)).statusCode).toBe(401);
    expect((await call('POST', `/api/coupons/${welcome.id}/collect`, { cookie: me.jar.header(), origin: 'https://evil.example' })).statusCode).toBe(403);
    const results = await Promise.all(Array.from({ length: 10 }, () => mine(`POST /api/coupons/${welcome.id}/collect`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const after = (await mine(`GET /api/coupons/${welcome.id}`)).json().data;
    expect(after).toMatchObject({ collected: welcome.collected + 1, collected_by_me: true });
    expect((await mine(`POST /api/coupons/999999/collect`)).statusCode).toBe(404);
  });

  it('refuses a fully collected (409), an ended (410) and a sync-only coupon (409)', async () => {
    const full = await mine(`POST /api/coupons/${byCode.get('MIDYEAR300')!.id}/collect`);
    expect([full.statusCode, full.json().error.code]).toEqual([409, 'coupon_fully_collected']);
    const [ended] = await ctx.database.db
      .insert(coupons)
      .values({
        code: 'ENDED1',
        title: { th: 'หมดแล้ว', en: 'Ended' },
        description: { th: '-', en: '-' },
        discountKind: 'fixed',
        amount: 100,
        startsAt: new Date(Date.now() - 9 * DAY),
        endsAt: new Date(Date.now() - DAY),
      })
      .returning();
    const gone = await mine(`POST /api/coupons/${ended.id}/collect`);
    expect([gone.statusCode, gone.json().error.code]).toEqual([410, 'coupon_expired']);
    const [member] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'MEMBER200'));
    expect((await mine(`POST /api/coupons/${member.id}/collect`)).json().error.code).toBe('coupon_not_collectable');
    const [limited] = await ctx.database.db
      .insert(coupons)
      .values({
        code: 'LAST1',
        title: { th: 'ใบสุดท้าย', en: 'Last one' },
        description: { th: '-', en: '-' },
        discountKind: 'fixed',
        amount: 100,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + DAY),
        totalLimit: 1,
      })
      .returning();
    const other = await signUp(ctx.app);
    expect((await mine(`POST /api/coupons/${limited.id}/collect`)).statusCode).toBe(201);
    const late = await call('POST', `/api/coupons/${limited.id}/collect`, { cookie: other.jar.header() });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'coupon_fully_collected']);
    expect(await ctx.database.db.select().from(userCoupons).where(eq(userCoupons.userId, other.userId))).toEqual([]);
  });

  it('sorts the wallet into all, recently collected, expiring soon, used and expired', async () => {
    const user = await signUp(ctx.app);
    const as = (url: string) => call(url.startsWith('POST') ? 'POST' : 'GET', url.replace(/^(POST|GET) /, ''), { cookie: user.jar.header() });
    for (const code of ['FLASH500', 'TABLET8', 'PHONE10']) expect((await as(`POST /api/coupons/${byCode.get(code)!.id}/collect`)).statusCode).toBe(201);
    const db = ctx.database.db;
    const [ended] = await db
      .insert(coupons)
      .values({
        code: 'ENDED2',
        title: { th: 'หมดเขต', en: 'Over' },
        description: { th: '-', en: '-' },
        discountKind: 'fixed',
        amount: 100,
        startsAt: new Date(Date.now() - 9 * DAY),
        endsAt: new Date(Date.now() - DAY),
      })
      .returning();
    await db.insert(userCoupons).values({ userId: user.userId, couponId: ended.id, collectedAt: new Date(Date.now() - 8 * DAY) });
    await db
      .update(userCoupons)
      .set({ collectedAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(userCoupons.couponId, byCode.get('PHONE10')!.id));
    const iphone = await findProductBySlug(db, 'smartphones', 'apple', 'iphone-16');
    const line = { id: 'l1', product_id: String(iphone.product_id), product_type: 'product', category: 'smartphones', price: 2_990_000, quantity: 1, discount: 0 };
    await db.transaction((tx) => ctx.app.coupons.redeemInTx(tx, { code: 'phone10', userId: user.userId, orderId: 'order-wallet-1', lines: [line] }));

    const codes = async (list: string) => {
      const res = await as(`GET /api/my/coupons?list=${list}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { code: string }[]).map((c) => c.code);
    };
    expect(await codes('all')).toEqual(['FLASH500', 'TABLET8']);
    expect(await codes('recently')).toEqual(expect.arrayContaining(['FLASH500', 'TABLET8']));
    expect(await codes('expiring')).toEqual(['FLASH500']);
    expect(await codes('used')).toEqual(['PHONE10']);
    expect(await codes('expired')).toEqual(['ENDED2']);
    const used = (await as('GET /api/my/coupons?list=used')).json().data[0];
    expect(used).toMatchObject({ used_by_me: 1, last_used_at: expect.any(String) });

    await db.transaction((tx) => ctx.app.coupons.releaseInTx(tx, 'order-wallet-1'));
    expect(await codes('all')).toEqual(['FLASH500', 'PHONE10', 'TABLET8']);
    const history = (await as('GET /api/my/coupons/history')).json().data as { kind: string; order_id: string | null; coupon: { code: string } }[];
    expect(history.map((h) => [h.kind, h.coupon.code, h.order_id])).toEqual([
      ['released', 'PHONE10', 'order-wallet-1'],
      ['used', 'PHONE10', 'order-wallet-1'],
      ['expired', 'ENDED2', null],
    ]);
    expect((await as('GET /api/my/coupons?list=soon')).statusCode).toBe(400);
    expect((await call('GET', '/api/my/coupons')).statusCode).toBe(401);
    expect((await call('GET', '/api/my/coupons/history')).statusCode).toBe(401);
  });

  it('syncs coupons per spec 9: sync_limit a day, script_sync_time hours apart, count reset daily', async () => {
    const user = await signUp(ctx.app);
    const sync = (payload?: object) => call('POST', '/api/my/coupons/sync', { cookie: user.jar.header(), payload });
    expect((await call('POST', '/api/my/coupons/sync')).statusCode).toBe(401);

    const first = await sync({});
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.added.map((c: { code: string }) => c.code).sort()).toEqual(['BIRTHDAY7', 'MEMBER200']);
    expect(data).toMatchObject({ count: 1, limit: 3, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), next_at: expect.any(String) });
    const soon = await sync({ date_from: data.date });
    expect([soon.statusCode, soon.json().error.code]).toEqual([429, 'coupon_sync_too_soon']);
    expect(new Date(soon.json().error.details.next_at).getTime() - Date.now()).toBeGreaterThan(3.9 * 3_600_000);

    expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/coupon', headers: operator, payload: { script_sync_time: 0 } })).statusCode).toBe(200);
    const second = (await sync({ date_from: data.date })).json().data;
    expect(second).toMatchObject({ count: 2, added: [] });
    expect((await sync()).json().data.count).toBe(3);
    const limit = await sync();
    expect([limit.statusCode, limit.json().error.code]).toEqual([429, 'coupon_sync_limit']);

    await ctx.database.db.update(couponSyncs).set({ day: '2000-01-01' }).where(eq(couponSyncs.userId, user.userId));
    expect((await sync()).json().data.count).toBe(1);

    const [member] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'MEMBER200'));
    expect(member.collected).toBe(1);
    const wallet = (await call('GET', '/api/my/coupons?list=all', { cookie: user.jar.header() })).json().data.map((c: { code: string }) => c.code);
    expect(wallet).toEqual(expect.arrayContaining(['MEMBER200', 'BIRTHDAY7']));
    const quote = await ctx.app.coupons.quote({
      userId: user.userId,
      code: 'MEMBER200',
      lines: [{ id: 'x', product_id: '1', product_type: 'product', price: 400_000, quantity: 1, discount: 0 }],
    });
    expect(quote).toMatchObject({ discount: 20_000 });

    expect((await sync({ date_from: '2025-02-30 00:00:00' })).json().error.code).toBe('invalid_date_from');
    expect((await sync({ date_from: 'yesterday' })).statusCode).toBe(400);
    await ctx.app.inject({ method: 'PUT', url: '/api/config/coupon', headers: operator, payload: { sync: false, script_sync_time: 4 } });
    const off = await sync();
    expect([off.statusCode, off.json().error.code]).toEqual([409, 'coupon_sync_disabled']);
    await ctx.app.inject({ method: 'PUT', url: '/api/config/coupon', headers: operator, payload: { sync: true } });
  });
});
