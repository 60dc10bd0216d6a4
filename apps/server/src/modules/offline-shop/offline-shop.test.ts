import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { orders } from '../order/tables';
import { OFFLINE_SANDBOX_PASSWORD, OFFLINE_SHOPS } from './seed';

const PROFILE = { birth_date: '1990-05-13', birth_time: '09:30', timezone: 'Asia/Bangkok', wishes: ['wealth', 'work'] as const };
const CUSTOMER = { name: 'สมหญิง ใจงาม', phone: '0891234567', email: 'customer@example.com', thai_id: '1101700123456' };
const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

describe.each(databaseKinds)('offline shop on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  let suited: string[] = [];
  let planId = 0;
  let keyN = 0;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream });
    const list = await ctx.app.inject({ method: 'POST', url: '/api/fortune/personalize', headers: { origin: ORIGIN }, payload: { ...PROFILE, campaign: 'berfuntong', limit: 20 } });
    suited = list.json().data.items.map((i: { number: string }) => i.number);
    const config = (await ctx.app.inject({ url: '/api/config/berfuntong' })).json().data;
    const plans = (await ctx.app.inject({ url: '/api/sim/packages?sim_type=postpaid' })).json().data as { id: number; nas_code: string }[];
    planId = plans.find((p) => (config.nas_codes as string[]).includes(p.nas_code))!.id;
  });
  afterAll(() => ctx.close());

  /** A shop device: its own cookies. */
  function device() {
    const jar = new CookieJar();
    const inject = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({
        method,
        url: `/api${url}`,
        remoteAddress: jar.address,
        headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }), ...headers },
        ...(payload ? { payload } : {}),
      });
      jar.store(res);
      return res;
    };
    return {
      jar,
      inject,
      signIn: (type: 'employee' | 'dealer', shop: string, email: string, password = OFFLINE_SANDBOX_PASSWORD) =>
        inject('POST', '/offline/authentication', { type, shop_code: shop, email, password }),
      place: (number: string, key = `offline-key-${++keyN}`, extra: object = {}) =>
        inject('POST', '/offline/placeorder', { ...PROFILE, campaign: 'berfuntong', number, package_id: planId, customer: CUSTOMER, ...extra }, { 'idempotency-key': key }),
    };
  }
  const setTwoSteps = (on: boolean) =>
    ctx.app.inject({ method: 'PUT', url: '/api/config/offline_stock', headers: { ...operator, origin: ORIGIN }, payload: { enable_two_steps: on } });

  it('signs an employee in on a shop device with a staff session, and refuses a wrong role, shop or password', async () => {
    const d = device();
    const res = await d.signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'employee', key: OFFLINE_SHOPS.A, permitted: true, shop: { code: OFFLINE_SHOPS.A, name: { en: 'Tawan Shop Siam Square' } } });
    expect(d.jar.get('staff_session')).toBeTruthy();
    expect(res.body).not.toContain(d.jar.get('staff_session'));
    expect((await d.inject('POST', '/offline/verify')).json().data.shop.code).toBe(OFFLINE_SHOPS.A);
    expect((await d.inject('GET', '/offline/auth-channel')).json().data).toEqual({ shop_code: OFFLINE_SHOPS.A, channels: ['employee', 'dealer'] });
    expect((await d.inject('GET', '/offline/dealer-info')).json().data).toMatchObject({ channel: 'employee', dealer_code: null, shop: { code: OFFLINE_SHOPS.A } });

    const wrongRole = device();
    const r1 = await wrongRole.signIn('dealer', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    expect([r1.statusCode, r1.json().error.code]).toEqual([403, 'offline_role_mismatch']);
    expect((await wrongRole.inject('POST', '/offline/verify')).statusCode).toBe(401);
    const wrongShop = device();
    const r2 = await wrongShop.signIn('employee', OFFLINE_SHOPS.B, 'employee.a@shop.tawan.test');
    expect([r2.statusCode, r2.json().error.code]).toEqual([403, 'offline_shop_mismatch']);
    const r3 = await device().signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test', 'wrong-password-123');
    expect([r3.statusCode, r3.json().error.code]).toEqual([401, 'staff_credentials_invalid']);
    const r4 = await device().signIn('employee', 'NOSUCH', 'employee.a@shop.tawan.test');
    expect([r4.statusCode, r4.json().error.code]).toEqual([404, 'offline_shop_not_found']);
    const r5 = await device().inject('POST', '/offline/authentication', { type: 'boss', shop_code: OFFLINE_SHOPS.A, email: 'x', password: 'y' });
    expect(r5.statusCode).toBe(400);

    const out = await d.inject('GET', `/offline/logout?type=employee&key=${OFFLINE_SHOPS.A}`);
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/offline-store/berfuntong/login?type=employee');
    expect((await d.inject('POST', '/offline/verify')).statusCode).toBe(401);
  });

  it('a dealer on a channel the shop does not permit gets error 020, sells nothing, and is logged out with error=020', async () => {
    const d = device();
    const res = await d.signIn('dealer', OFFLINE_SHOPS.C, 'dealer.c@shop.tawan.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permitted).toBe(false);
    expect((await d.inject('GET', '/offline/auth-channel')).json().data.channels).toEqual(['employee']);
    const verify = await d.inject('POST', '/offline/verify');
    expect(verify.statusCode).toBe(403);
    expect(verify.json().error).toMatchObject({ code: 'offline_channel_not_permitted', details: { error: '020' } });
    const placed = await d.place(suited[0]);
    expect([placed.statusCode, placed.json().error.code]).toEqual([403, 'offline_channel_not_permitted']);
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[0]))?.status).toBe('available');
    const out = await d.inject('GET', `/offline/logout?type=dealer&key=${OFFLINE_SHOPS.C}&error=020`);
    expect(out.headers.location).toBe('/offline-store/berfuntong/login?type=dealer&error=020');
    expect((await d.inject('POST', '/offline/verify')).statusCode).toBe(401);
  });

  it('places a counter sale once per Idempotency-Key, in the dealer channel with the staff member and dealer code, handed over at once', async () => {
    expect((await setTwoSteps(false)).statusCode).toBe(200);
    const d = device();
    await d.signIn('dealer', OFFLINE_SHOPS.A, 'dealer.a1@shop.tawan.test');
    const first = await d.place(suited[1], 'dealer-a1-sale-1');
    expect(first.statusCode).toBe(201);
    const sale = first.json().data;
    expect(sale).toMatchObject({ shop_code: OFFLINE_SHOPS.A, channel: 'dealer', dealer_code: 'DLA001', handed_over: true, awaiting_counter_payment: false });
    expect(sale.order.state).toBe('completed');
    expect(sale.order.delivery).toMatchObject({ method: 'pickup', shop: { id: OFFLINE_SHOPS.A } });
    const again = await d.place(suited[1], 'dealer-a1-sale-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.order_number).toBe(sale.order.order_number);
    const reused = await d.place(suited[2], 'dealer-a1-sale-1');
    expect([reused.statusCode, reused.json().error.code]).toEqual([409, 'idempotency_key_reused']);
    const rows = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, sale.order.order_number));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'dealer', dealerCode: 'DLA001', state: 'completed' });
    expect(rows[0].staffId).toBeTruthy();
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[1]))?.status).toBe('sold');
    // Another number for a shopper: no suited number, no missing key.
    expect((await d.inject('POST', '/offline/placeorder', { ...PROFILE, campaign: 'berfuntong', number: suited[2], package_id: planId, customer: CUSTOMER })).statusCode).toBe(400);
    const zodiacOff = await d.place(suited[2], 'dealer-a1-zodiac', { campaign: 'zodiac' });
    expect([zodiacOff.statusCode, zodiacOff.json().error.code]).toEqual([404, 'fortune_campaign_off']);
    const badPlan = await d.place(suited[2], 'dealer-a1-plan', { package_id: 999_999 });
    expect([badPlan.statusCode, badPlan.json().error.code]).toEqual([422, 'offline_package_invalid']);
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[2]))?.status).toBe('available');
    const taken = device();
    await taken.signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    expect((await taken.place(suited[1])).statusCode).toBe(409);
    expect(leakedInLog(logs.join(''), [CUSTOMER.thai_id, PROFILE.birth_date])).toEqual([]);
  });

  it('scopes orders: a dealer sees only their own, an employee their shop, nobody another shop (403, nothing changes)', async () => {
    await setTwoSteps(true);
    const a1 = device();
    await a1.signIn('dealer', OFFLINE_SHOPS.A, 'dealer.a1@shop.tawan.test');
    const a2 = device();
    await a2.signIn('dealer', OFFLINE_SHOPS.A, 'dealer.a2@shop.tawan.test');
    const empA = device();
    await empA.signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    const empB = device();
    await empB.signIn('employee', OFFLINE_SHOPS.B, 'employee.b@shop.tawan.test');

    const placed = await a2.place(suited[3]);
    expect(placed.statusCode).toBe(201);
    const number = placed.json().data.order.order_number;
    expect(placed.json().data.order.state).toBe('awaiting_payment');

    const byA1 = await a1.inject('GET', `/offline/orders/${number}`);
    expect([byA1.statusCode, byA1.json().error.code]).toEqual([403, 'permission_denied']);
    const handA1 = await a1.inject('POST', `/offline/orders/${number}/handover`);
    expect([handA1.statusCode, handA1.json().error.code]).toEqual([403, 'permission_denied']);
    const byB = await empB.inject('GET', `/offline/orders/${number}`);
    expect([byB.statusCode, byB.json().error.code]).toEqual([403, 'permission_denied']);
    expect((await empB.inject('POST', `/offline/orders/${number}/handover`)).statusCode).toBe(403);
    expect((await a1.inject('GET', '/offline/orders')).json().data.map((o: { order: { order_number: string } }) => o.order.order_number)).not.toContain(number);
    expect((await empB.inject('GET', '/offline/orders')).json().data).toEqual([]);
    // Nothing changed.
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, number));
    expect(row.state).toBe('awaiting_payment');

    expect((await a2.inject('GET', `/offline/orders/${number}`)).statusCode).toBe(200);
    expect((await empA.inject('GET', `/offline/orders/${number}`)).statusCode).toBe(200);
    expect((await empA.inject('GET', '/offline/orders')).json().data.map((o: { order: { order_number: string } }) => o.order.order_number)).toContain(number);
    expect((await empA.inject('GET', '/offline/orders/NO-SUCH-1')).statusCode).toBe(404);
    expect((await device().inject('GET', `/offline/orders/${number}`)).statusCode).toBe(401);
  });

  it('two-step stock: reserves the number until the customer pays at the counter, then hands it over once', async () => {
    await setTwoSteps(true);
    const d = device();
    await d.signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    const placed = await d.place(suited[6]);
    expect(placed.statusCode).toBe(201);
    const sale = placed.json().data;
    expect(sale).toMatchObject({ channel: 'employee', awaiting_counter_payment: true, handed_over: false });
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[6]))?.status).toBe('held');
    const handed = await d.inject('POST', `/offline/orders/${sale.order.order_number}/handover`);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data).toMatchObject({ handed_over: true, awaiting_counter_payment: false, order: { state: 'completed' } });
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[6]))?.status).toBe('sold');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.orderNumber, sale.order.order_number));
    expect(row).toMatchObject({ channel: 'offline_shop', dealerCode: null });
    expect(row.paidAt).toBeTruthy();
    expect((await d.inject('POST', `/offline/orders/${sale.order.order_number}/handover`)).json().data.handed_over).toBe(true);

    // A reservation the customer never pays for ends with the order: the number goes back to the pool, the hand-over is refused.
    const unpaid = (await d.place(suited[8])).json().data.order.order_number;
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[8]))?.status).toBe('held');
    await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000));
    const late = await d.inject('POST', `/offline/orders/${unpaid}/handover`);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'illegal_order_transition']);
    expect((await d.inject('GET', `/offline/orders/${unpaid}`)).json().data.order.state).toBe('expired');
    expect((await ctx.app.numbers.lookup(ctx.database.db, suited[8]))?.status).toBe('available');
    await setTwoSteps(false);
  });

  it('re-sends the reading e-mail through the outbox, once a minute', async () => {
    const d = device();
    await d.signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    const placed = await d.place(suited[7]);
    const number = placed.json().data.order.order_number;
    const email = `counter${Date.now()}@example.com`;
    const sent = await d.inject('POST', `/offline/orders/${number}/resend-email`, { ...PROFILE, email, lang: 'en' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({ sent_to: 'c***@example.com', number: suited[7] });
    const box = (await ctx.app.inject({ url: `/api/dev/email-outbox?to=${email}`, headers: operator })).json().data;
    expect(box).toHaveLength(1);
    expect(box[0].text).toContain('What each pair of digits means');
    const again = await d.inject('POST', `/offline/orders/${number}/resend-email`, { ...PROFILE, email, lang: 'en' });
    expect([again.statusCode, again.json().error.code]).toEqual([429, 'prophecy_email_too_soon']);
    const other = device();
    await other.signIn('employee', OFFLINE_SHOPS.B, 'employee.b@shop.tawan.test');
    expect((await other.inject('POST', `/offline/orders/${number}/resend-email`, { ...PROFILE, lang: 'en' })).statusCode).toBe(403);
  });

  it('staff with staff.manage change a shop (audited); others cannot', async () => {
    const d = device();
    await d.signIn('employee', OFFLINE_SHOPS.A, 'employee.a@shop.tawan.test');
    const denied = await d.inject('PATCH', `/offline/shops/${OFFLINE_SHOPS.B}`, { pickup: false });
    expect([denied.statusCode, denied.json().error.code]).toEqual([403, 'permission_denied']);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/offline/shops/${OFFLINE_SHOPS.B}`,
      headers: { ...operator, origin: ORIGIN },
      payload: { channels: ['employee'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.channels).toEqual(['employee']);
    const audit = (await ctx.app.inject({ url: `/api/staff/audit?object_type=offline_shop&object_id=${OFFLINE_SHOPS.B}`, headers: operator })).json().data.entries;
    expect(audit[0]).toMatchObject({ action: 'offline_shop.update', actor: 'operator-token' });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/offline/shops/${OFFLINE_SHOPS.B}`,
      headers: { ...operator, origin: ORIGIN },
      payload: { channels: ['employee', 'dealer'] },
    });
  });
});
