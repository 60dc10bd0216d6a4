import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { signUp } from '../../test/sign-in';
import { rowsOf } from '../numbers/rows';
import { call, newKey, orderBody, placeOrder } from '../order/testing';

/** SIM DIY postpaid (spec 7 POST, GET /truemoveh/sim-diy/package): compose, price, verify, cart, pay. */
describe.each(databaseKinds)('SIM DIY on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let pool: string[];
  let plan: { id: number; section: string; sim_type: string; contract: number };
  let mobiles = 0;
  const op = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
  const CHOICE = { data: 'data-30gb', calls: 'calls-300', extras: ['extra-tv', 'extra-social'] };
  const MONTHLY = 9_900 + 20_000 + 10_000 + 9_900 + 5_900;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    pool = rowsOf<{ number: string }>(
      await ctx.database.db.execute(sql`select number from mobile_numbers where class = 'normal' and status = 'available' order by number desc limit 6`),
    ).map((r) => r.number);
    plan = (await ctx.app.inject('/api/sim/diy')).json().data.plan;
  });
  afterAll(() => ctx.close());

  /** A shopper holding a number for `flow` with an OTP sent; `verify` posts the form with `over`. */
  async function held(number: string, flow = 'sim-diy') {
    const me = await signUp(ctx.app);
    const hold = (await call(ctx.app, me.jar, 'POST', `/numbers/${number}/hold`, { flow }, { 'idempotency-key': newKey() })).json().data;
    const mobile = `08400000${String((mobiles += 1)).padStart(2, '0')}`;
    const otp = (await call(ctx.app, me.jar, 'POST', '/sim/otp', { mobile_number: mobile, flow })).json().data;
    const sms = (await ctx.app.inject({ url: `/api/dev/sms-outbox?to=${mobile}`, headers: op })).json().data[0];
    const base = {
      package_id: plan.id,
      hold_id: hold.hold_id,
      thai_id: '1103700000003',
      birth_date: '1990-01-15',
      mobile_number: mobile,
      otp_request_id: otp.request_id,
      otp_code: /\b(\d{6})\b/.exec(sms.body)![1],
    };
    return { me, hold, verify: (over: object) => call(ctx.app, me.jar, 'POST', '/sim/verifications', { ...base, ...over }) };
  }

  it('lists the plan and the options, and prices a composition in satang', async () => {
    const { data } = (await ctx.app.inject('/api/sim/diy')).json();
    expect(data.plan).toMatchObject({ nas_code: 'DIY-POST', sim_type: 'postpaid', section: 'simdiy', contract: 12 });
    expect(data.options.filter((o: { kind: string }) => o.kind === 'base')).toHaveLength(1);
    expect(data.options.filter((o: { kind: string }) => o.kind === 'data').length).toBeGreaterThanOrEqual(3);
    const quote = await ctx.app.inject({ method: 'POST', url: '/api/sim/diy/quote', payload: CHOICE });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.monthly_price).toBe(MONTHLY);
    expect(quote.json().data.parts.map((p: { id: string }) => p.id)).toEqual(['base', 'data-30gb', 'calls-300', 'extra-tv', 'extra-social']);
    // An option the operator switches off is no longer offered or priced.
    await ctx.database.db.execute(sql`update sim_diy_options set active = false where id = 'extra-cloud'`);
    const off = await ctx.app.inject({ method: 'POST', url: '/api/sim/diy/quote', payload: { ...CHOICE, extras: ['extra-cloud'] } });
    expect([off.statusCode, off.json().error.code]).toEqual([400, 'diy_option_unknown']);
    await ctx.database.db.execute(sql`update sim_diy_options set active = true where id = 'extra-cloud'`);
  });

  it('refuses a bad composition with 400 and its code', async () => {
    const cases: [object, string][] = [
      [{ ...CHOICE, data: 'data-999' }, 'diy_option_unknown'],
      [{ ...CHOICE, data: 'calls-300' }, 'diy_option_kind'],
      [{ ...CHOICE, extras: ['extra-tv', 'extra-tv'] }, 'diy_extra_duplicate'],
      [{ ...CHOICE, extras: ['extra-tv', 'extra-social', 'extra-cloud', 'extra-roaming', 'a', 'b', 'c'] }, 'validation_failed'],
      [{ calls: 'calls-300' }, 'validation_failed'],
    ];
    for (const [payload, code] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/sim/diy/quote', payload });
      expect([res.statusCode, res.json().error.code], JSON.stringify(payload)).toEqual([400, code]);
    }
  });

  it('verifies the buyer with the composition; the cart line carries it at number price + the first month; paid', async () => {
    const { me, hold, verify } = await held(pool[0]);
    expect((await verify({})).json().error.code).toBe('diy_required');
    expect((await verify({ diy: { ...CHOICE, calls: 'nope' } })).json().error.code).toBe('diy_option_unknown');
    expect((await verify({ package_id: 3, diy: CHOICE })).json().error.code).toBe('package_flow_mismatch');
    const ok = await verify({ diy: CHOICE });
    expect(ok.statusCode, ok.body).toBe(201);
    const v = ok.json().data;
    expect(v.sim_meta.diy).toMatchObject({ choice: CHOICE, monthly_price: MONTHLY, summary: { en: '30GB data · 300 minutes · TV and movies · Social apps do not count' } });
    expect((await call(ctx.app, me.jar, 'POST', `/sim/verifications/${v.verification_id}/cart`)).statusCode).toBe(201);
    const line = (await call(ctx.app, me.jar, 'GET', '/cart')).json().data.lines[0];
    expect(line).toMatchObject({
      product_type: 'postpaid',
      price: hold.price + MONTHLY,
      advance_payment: MONTHLY,
      href: '/online-store/sim-diy/postpaid',
      sim_meta: { campaign_type: 'sim-diy', diy: { monthly_price: MONTHLY } },
    });
    expect(line.title.th).toContain('แพ็กเกจ DIY รายเดือน 557.00 บาท/เดือน');
    const placed = await placeOrder(ctx.app, me.jar, orderBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment } = placed.json().data;
    expect(order.lines[0].sim_meta.diy.choice).toEqual(CHOICE);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` })).statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/numbers/${pool[0]}`)).json().data.available).toBe(false);
  });

  it('a plain postpaid number cannot take a composition, nor the DIY plan', async () => {
    const { verify } = await held(pool[1], 'postpaid');
    expect((await verify({ package_id: 3, diy: CHOICE })).json().error.code).toBe('diy_not_allowed');
    expect((await verify({ package_id: plan.id })).json().error.code).toBe('package_flow_mismatch');
  });
});
