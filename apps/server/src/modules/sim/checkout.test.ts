import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { signUp } from '../../test/sign-in';
import { rowsOf } from '../numbers/rows';
import { geoSubdistricts } from '../address/tables';
import { call, newKey, orderBody, placeOrder } from '../order/testing';

/** A verified SIM line through the cart and the order saga (decision 011 with issue 6). */
describe.each(databaseKinds)('SIM lines in the cart and orders on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let pool: string[];
  let mobiles = 0;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    pool = rowsOf<{ number: string }>(
      await ctx.database.db.execute(sql`select number from mobile_numbers where class = 'lucky_silver' and status = 'available' order by number limit 10`),
    ).map((r) => r.number);
  });
  afterAll(() => ctx.close());

  const statusOf = async (number: string) =>
    rowsOf<{ status: string; hold_order_id: string | null; hold_expires_at: Date | string | null }>(
      await ctx.database.db.execute(sql`select status, hold_order_id, hold_expires_at from mobile_numbers where number = ${number}`),
    )[0];

  /** A shopper who held `number`, passed verification and put it in the cart. */
  async function verifiedInCart(number: string) {
    const me = await signUp(ctx.app);
    const hold = (await call(ctx.app, me.jar, 'POST', `/numbers/${number}/hold`, { flow: 'luckysim' }, { 'idempotency-key': newKey() })).json().data;
    const mobile = `08200000${String((mobiles += 1)).padStart(2, '0')}`;
    const otp = (await call(ctx.app, me.jar, 'POST', '/sim/otp', { mobile_number: mobile, flow: 'luckysim' })).json().data;
    const sms = (await ctx.app.inject({ url: `/api/dev/sms-outbox?to=${mobile}`, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } })).json().data[0];
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const verified = await call(ctx.app, me.jar, 'POST', '/sim/verifications', {
      package_id: 1,
      hold_id: hold.hold_id,
      thai_id: '1103700000003',
      birth_date: '1988-02-29',
      mobile_number: mobile,
      otp_request_id: otp.request_id,
      otp_code: code,
    });
    expect(verified.statusCode).toBe(201);
    const v = verified.json().data;
    const added = await call(ctx.app, me.jar, 'POST', `/sim/verifications/${v.verification_id}/cart`);
    expect(added.statusCode).toBe(201);
    return { me, hold, verification: v };
  }

  it('puts the verified number in the cart once, with its sim_meta and price', async () => {
    const { me, hold, verification } = await verifiedInCart(pool[0]);
    const again = await call(ctx.app, me.jar, 'POST', `/sim/verifications/${verification.verification_id}/cart`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_in_cart');
    const cart = (await call(ctx.app, me.jar, 'GET', '/cart')).json().data;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      product_type: 'postpaid',
      price: hold.price + 39_900,
      quantity: 1,
      sim_meta: { number: pool[0], thai_id: '*********0003', hold_id: hold.hold_id, campaign_type: 'luckysim' },
    });
    expect(JSON.stringify(cart)).not.toContain('1103700000003');
  });

  it('a removed line frees its number; an expired hold drops the line', async () => {
    const a = await verifiedInCart(pool[1]);
    const line = (await call(ctx.app, a.me.jar, 'GET', '/cart')).json().data.lines[0];
    expect((await call(ctx.app, a.me.jar, 'DELETE', `/cart/lines/${line.id}`)).statusCode).toBeLessThan(300);
    expect((await statusOf(pool[1])).status).toBe('available');

    const b = await verifiedInCart(pool[2]);
    await ctx.app.numbers.sweep(new Date(Date.parse(b.hold.expires_at) + 1000));
    expect((await call(ctx.app, b.me.jar, 'GET', '/cart')).json().data.lines).toEqual([]);
    expect((await statusOf(pool[2])).status).toBe('available');
  });

  it('placing the order takes the hold until the payment deadline; payment sells the number', async () => {
    const { me } = await verifiedInCart(pool[3]);
    const placed = await placeOrder(ctx.app, me.jar, orderBody());
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json().data;
    const held = await statusOf(pool[3]);
    expect(held.hold_order_id).not.toBeNull();
    expect(new Date(held.hold_expires_at!).toISOString()).toBe(new Date(order.expires_at).toISOString());
    // the numbers sweeper leaves an order's hold to the order
    await ctx.app.numbers.sweep(new Date(Date.parse(order.expires_at) + 60_000));
    expect((await statusOf(pool[3])).status).toBe('held');

    expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` })).statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data.state).toBe('paid');
    expect((await statusOf(pool[3])).status).toBe('sold');
    expect((await ctx.app.inject(`/api/numbers/search?starts=${pool[3]}`)).json().data.items).toEqual([]);
  });

  it('an order that expires unpaid frees the number and empties it from the cart', async () => {
    const { me } = await verifiedInCart(pool[4]);
    const { order } = (await placeOrder(ctx.app, me.jar, orderBody())).json().data;
    expect(await ctx.app.orders.sweep(new Date(Date.parse(order.expires_at) + 1000))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(pool[4])).status).toBe('available');
    expect((await call(ctx.app, me.jar, 'GET', '/cart')).json().data.lines).toEqual([]);
  });

  it('an order cannot be placed with a hold that has ended', async () => {
    const { me, hold } = await verifiedInCart(pool[5]);
    // The hold ends without the sweeper having removed the line yet.
    await ctx.database.db.execute(sql`update mobile_numbers set hold_expires_at = now() - interval '1 second' where hold_id = ${hold.hold_id}::uuid`);
    const placed = await placeOrder(ctx.app, me.jar, orderBody());
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error.code).toBe('hold_expired');
  });

  it('with sim_postpaid_pickup_only on, a postpaid SIM cannot be delivered to an address (422 sim_pickup_only) but can be picked up', async () => {
    const { me } = await verifiedInCart(pool[6]);
    const op = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/sim_postpaid_pickup_only', headers: op, payload: { toggle: true } })).statusCode).toBe(200);
    try {
      const [place] = await ctx.database.db.select().from(geoSubdistricts).limit(1);
      const address = {
        name: 'สมชาย ใจดี',
        phone: '0812345678',
        line1: '1 ถนนพญาไท',
        province_id: place.provinceId,
        district_id: place.districtId,
        subdistrict_id: place.id,
        postcode: place.postcode,
      };
      const refused = await placeOrder(ctx.app, me.jar, orderBody(undefined, { delivery: { method: 'address', address } }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('sim_pickup_only');
      expect((await statusOf(pool[6])).hold_order_id).toBeNull();
      expect((await placeOrder(ctx.app, me.jar, orderBody())).statusCode).toBe(201);
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: '/api/config/sim_postpaid_pickup_only', headers: op });
    }
  });
});
