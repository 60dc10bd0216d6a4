import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIccid } from '@store/domain/instant-sim';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { signUp } from '../../test/sign-in';
import { rowsOf } from '../numbers/rows';
import { call, newKey, orderBody, placeOrder } from '../order/testing';
import { PACK_SEED_COUNT } from './instant';

interface Pack {
  iccid: string;
  number: string;
  status: string;
}

/** Instant SIM (spec 2 /online-store/instantsim): claim the pack in hand, verify, pay, activated once. */
describe.each(databaseKinds)('instant SIM on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let packs: Pack[];
  let instantPlan: { id: number; baseline: number };
  let mobiles = 0;
  const op = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    packs = (await ctx.app.inject({ url: '/api/dev/instant-sim-packs?limit=200', headers: op })).json().data;
    instantPlan = (await ctx.app.inject('/api/sim/packages?sim_type=prepaid&section=instantsim')).json().data[0];
  });
  afterAll(() => ctx.close());

  const claim = (jar: Awaited<ReturnType<typeof signUp>>['jar'], body: object) => call(ctx.app, jar, 'POST', '/sim/instant/claims', body);
  const tail = (p: Pack) => p.iccid.slice(-6);

  /** A shopper who claimed `pack`, passed verification and put it in the cart. */
  async function activatedInCart(pack: Pack) {
    const me = await signUp(ctx.app);
    const claimed = await claim(me.jar, { package_id: instantPlan.id, number: pack.number, serial: tail(pack) });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const hold = claimed.json().data;
    const mobile = `08300000${String((mobiles += 1)).padStart(2, '0')}`;
    const otp = (await call(ctx.app, me.jar, 'POST', '/sim/otp', { mobile_number: mobile, flow: 'instantsim' })).json().data;
    const sms = (await ctx.app.inject({ url: `/api/dev/sms-outbox?to=${mobile}`, headers: op })).json().data[0];
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const verified = await call(ctx.app, me.jar, 'POST', '/sim/verifications', {
      package_id: instantPlan.id,
      hold_id: hold.hold_id,
      thai_id: '1103700000003',
      birth_date: '2008-01-15',
      mobile_number: mobile,
      otp_request_id: otp.request_id,
      otp_code: code,
    });
    expect(verified.statusCode, verified.body).toBe(201);
    const v = verified.json().data;
    expect((await call(ctx.app, me.jar, 'POST', `/sim/verifications/${v.verification_id}/cart`)).statusCode).toBe(201);
    return { me, hold, verification: v };
  }

  it('seeds packs with valid ICCIDs whose numbers are pool stock, never offered online', async () => {
    expect(packs).toHaveLength(PACK_SEED_COUNT);
    expect(packs.every((p) => isIccid(p.iccid) && p.status === 'in_stock')).toBe(true);
    expect(instantPlan).toMatchObject({ sim_type: 'prepaid', section: 'instantsim' });
    const statuses = rowsOf<{ status: string }>(
      await ctx.database.db.execute(
        sql`select status from mobile_numbers where number in (${sql.join(
          packs.map((p) => sql`${p.number}`),
          sql`, `,
        )})`,
      ),
    );
    expect(statuses).toHaveLength(PACK_SEED_COUNT);
    expect(statuses.every((s) => s.status === 'sold')).toBe(true);
    expect((await ctx.app.inject(`/api/numbers/search?starts=${packs[0].number}`)).json().data.items).toEqual([]);
    const me = await signUp(ctx.app);
    const held = await call(ctx.app, me.jar, 'POST', `/numbers/${packs[0].number}/hold`, { flow: 'prepaid' }, { 'idempotency-key': newKey() });
    expect(held.json().error.code).toBe('number_unavailable');
    expect((await ctx.app.inject({ url: '/api/dev/instant-sim-packs' })).statusCode).toBe(401);
  });

  it('refuses bad input: format 400, unknown pack or wrong serial 404, a plan that is not instant-SIM 400, no session 401', async () => {
    const me = await signUp(ctx.app);
    const pack = packs[1];
    const cases: [object, number, string][] = [
      [{ package_id: instantPlan.id, number: pack.number, serial: '12a456' }, 400, 'validation_failed'],
      [{ package_id: instantPlan.id, number: '0712345678', serial: tail(pack) }, 400, 'validation_failed'],
      [{ package_id: instantPlan.id, number: pack.number, serial: `${pack.iccid.slice(0, -1)}${(Number(pack.iccid.at(-1)) + 1) % 10}` }, 400, 'validation_failed'],
      [{ package_id: instantPlan.id, number: pack.number, serial: tail(packs[2]) }, 404, 'pack_not_found'],
      [{ package_id: instantPlan.id, number: '0899999990', serial: '123456' }, 404, 'pack_not_found'],
      [{ package_id: 3, number: pack.number, serial: tail(pack) }, 400, 'package_flow_mismatch'],
      [{ package_id: 9999, number: pack.number, serial: tail(pack) }, 404, 'package_not_found'],
    ];
    for (const [i, [body, status, code]] of cases.entries()) {
      const res = await claim(me.jar, body);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([status, code]);
      if (i === 2) expect(JSON.stringify(res.json().error.details)).toContain('iccid_checksum');
    }
    // The whole ICCID works as well as its last six digits.
    const whole = await claim(me.jar, { package_id: instantPlan.id, number: pack.number, serial: pack.iccid });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().data).toMatchObject({ number: pack.number, flow: 'instantsim', price: 0, hold_id: expect.stringMatching(/^pack:/) });
    const again = await claim(me.jar, { package_id: instantPlan.id, number: pack.number, serial: tail(pack) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.hold_id).toBe(whole.json().data.hold_id);
    expect((await call(ctx.app, me.jar, 'GET', '/sim/instant/claims')).json().data.map((c: { number: string }) => c.number)).toEqual([pack.number]);
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/sim/instant/claims', payload: { package_id: instantPlan.id, number: pack.number, serial: tail(pack) } });
    expect(guest.statusCode).toBe(401);
  });

  it('of 20 simultaneous claims on one pack exactly one wins; an expired claim can be taken again', async () => {
    const pack = packs[3];
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signUp(ctx.app)));
    const results = await Promise.all(shoppers.map((s) => claim(s.jar, { package_id: instantPlan.id, number: pack.number, serial: tail(pack) })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'pack_claimed')).toBe(true);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    await ctx.database.db.execute(sql`update instant_sim_packs set claim_expires_at = now() - interval '1 second' where number = ${pack.number}`);
    const loser = shoppers[results.findIndex((r) => r.statusCode === 409)];
    const later = await claim(loser.jar, { package_id: instantPlan.id, number: pack.number, serial: tail(pack) });
    expect(later.statusCode).toBe(201);
  });

  it('verified, the pack goes to the cart at the plan price, is paid and activated once; a second activation is refused', async () => {
    const pack = packs[4];
    const { me, hold } = await activatedInCart(pack);
    const cart = (await call(ctx.app, me.jar, 'GET', '/cart')).json().data;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      product_type: 'prepaid',
      price: instantPlan.baseline,
      quantity: 1,
      hold_id: hold.hold_id,
      sim_meta: { number: pack.number, campaign_type: 'instantsim', thai_id: '*********0003' },
    });
    const placed = await placeOrder(ctx.app, me.jar, orderBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment } = placed.json().data;
    const claimed = rowsOf<{ status: string; claim_order_id: string | null }>(
      await ctx.database.db.execute(sql`select status, claim_order_id from instant_sim_packs where number = ${pack.number}`),
    )[0];
    expect(claimed.status).toBe('claimed');
    expect(claimed.claim_order_id).not.toBeNull();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` })).statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data.state).toBe('paid');
    const activated = (await ctx.app.inject({ url: '/api/dev/instant-sim-packs?status=activated&limit=200', headers: op })).json().data.map((p: Pack) => p.number);
    expect(activated).toContain(pack.number);
    const other = await signUp(ctx.app);
    const second = await claim(other.jar, { package_id: instantPlan.id, number: pack.number, serial: tail(pack) });
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'pack_activated']);
  });

  it('a removed line or an expired order gives the pack back to stock; a claim that lapsed fails the order with hold_expired', async () => {
    const a = await activatedInCart(packs[5]);
    const line = (await call(ctx.app, a.me.jar, 'GET', '/cart')).json().data.lines[0];
    expect((await call(ctx.app, a.me.jar, 'DELETE', `/cart/lines/${line.id}`)).statusCode).toBeLessThan(300);
    const status = async (number: string) =>
      rowsOf<{ status: string }>(await ctx.database.db.execute(sql`select status from instant_sim_packs where number = ${number}`))[0].status;
    expect(await status(packs[5].number)).toBe('in_stock');

    const b = await activatedInCart(packs[6]);
    const { order } = (await placeOrder(ctx.app, b.me.jar, orderBody())).json().data;
    expect(await ctx.app.orders.sweep(new Date(Date.parse(order.expires_at) + 1000))).toBeGreaterThanOrEqual(1);
    expect(await status(packs[6].number)).toBe('in_stock');
    expect((await call(ctx.app, b.me.jar, 'GET', '/cart')).json().data.lines).toEqual([]);

    const c = await activatedInCart(packs[7]);
    await ctx.database.db.execute(sql`update instant_sim_packs set claim_expires_at = now() - interval '1 second' where number = ${packs[7].number}`);
    const late = await placeOrder(ctx.app, c.me.jar, orderBody());
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'hold_expired']);
  });

  it('an instant-SIM claim cannot be verified with a plan of another flow', async () => {
    const me = await signUp(ctx.app);
    const hold = (await claim(me.jar, { package_id: instantPlan.id, number: packs[8].number, serial: tail(packs[8]) })).json().data;
    const res = await call(ctx.app, me.jar, 'POST', '/sim/verifications', {
      package_id: 3,
      hold_id: hold.hold_id,
      thai_id: '1103700000003',
      birth_date: '1990-01-15',
      mobile_number: '0830000099',
      otp_request_id: '00000000-0000-4000-8000-000000000000',
      otp_code: '123456',
    });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'package_flow_mismatch']);
  });
});
