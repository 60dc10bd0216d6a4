import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIccid } from '@store/domain/mnp';
import { SANDBOX_PORTING_HOLDER_ID } from '@store/domain/porting';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { leakedInLog } from '../../test/log';
import { call, newKey, orderBody, stockOf } from '../order/testing';
import { TEST_CARDS, tokenise } from '../payment/testing';
import { otpRequests, smsOutbox } from '../sim/tables';
import { mnpPortings } from './tables';

const HOLDER = SANDBOX_PORTING_HOLDER_ID;
const NUMBERS = {
  happy: (i: number) => `08120001${String(i).padStart(2, '0')}`,
  unpaidBill: '0812000201',
  neverAnswers: '0812000401',
};

describe.each(databaseKinds)('number porting (mnp) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const logs: string[] = [];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => logs.push(c.toString()));
    ctx = await createTestApp(kind, { LOG_LEVEL: 'info', logStream, SWEEP_EVERY_MS: 3_600_000 });
    // eKYC is tested by the eKYC and pre2post modules; here the ekyc_mobile toggle is off.
    const off = await ctx.app.inject({ method: 'PUT', url: '/api/config/ekyc_mobile', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }, payload: { toggle: false } });
    expect(off.statusCode, off.body).toBe(200);
  });
  afterAll(() => ctx.close());

  const api = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => call(ctx.app, jar, method, url, payload, headers);
  const lastSms = async (msisdn: string, re: RegExp) => {
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, msisdn)).orderBy(desc(smsOutbox.createdAt)).limit(1);
    return re.exec(sms.body)![1];
  };
  const forgetOtps = (msisdn: string) => db().delete(otpRequests).where(eq(otpRequests.mobile, msisdn));
  const clock = (minutes: number) => ctx.app.inject({ method: 'POST', url: '/api/dev/porting/clock', payload: { advance_minutes: minutes }, headers: { origin: ORIGIN } });

  /** Check, OTP, PIN (unless two-step): a verification id. */
  async function verified(jar: CookieJar, msisdn: string, mode: 'one_step' | 'two_step' | 'bundle' | 'auto' = 'one_step', pin = true): Promise<string> {
    await forgetOtps(msisdn);
    const sent = await api(jar, 'POST', '/mnp/check', { mode, mobile_number: msisdn, thai_id: HOLDER, lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(201);
    const code = await lastSms(msisdn, /\b(\d{6})\b/);
    const v = await api(jar, 'POST', '/mnp/check-otp', { request_id: sent.json().data.request_id, mode, mobile_number: msisdn, thai_id: HOLDER, code });
    expect(v.statusCode, v.body).toBe(201);
    const id = v.json().data.id;
    if (pin) {
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/porting/pins',
        payload: { mobile_number: msisdn, thai_id: HOLDER, lang: 'en' },
        headers: { origin: ORIGIN },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const good = await api(jar, 'POST', `/mnp/verifications/${id}/pin`, { pin: await lastSms(msisdn, /\b(\d{8})\b/) });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().data.pin_verified).toBe(true);
    }
    return id;
  }
  const place = (jar: CookieJar, body: object, key = newKey()) =>
    api(jar, 'POST', '/mnp/placeorder', { nas_code: 'PP399-5G', consents: { terms: true, marketing: false, data_sharing: false }, ...body }, { 'idempotency-key': key });
  /** The cart checked out, paid by card: the order's secure key and number. */
  async function checkout(jar: CookieJar) {
    const res = await api(jar, 'POST', '/orders', orderBody({ method: 'card', token: await tokenise(ctx.app, TEST_CARDS.success) }), { 'idempotency-key': newKey() });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order.state).toBe('paid');
    return { secureKey: order.secure_key as string, orderNumber: order.order_number as string };
  }
  const portingsOf = async (secureKey: string) => (await api(new CookieJar(), 'GET', `/mnp/orders/${secureKey}/portings`)).json().data;
  // The kicked submission may still be running (it holds the row's lease, so a sweep beside it skips the
  // row): wait for it, however slow the machine, then sweep what is left.
  const settle = async () => {
    await ctx.app.mnp.idle();
    await ctx.app.mnp.portings.sweep();
  };

  it('lists offers, bundles and a temporary number', async () => {
    const offers = (await ctx.app.inject('/api/mnp/offers')).json().data;
    expect(offers.map((o: { nas_code: string }) => o.nas_code)).toEqual(['PP399-5G', 'PP499-5G', 'PP699-5G', 'PP899-5G']);
    expect((await ctx.app.inject('/api/mnp/offers/NOPE')).statusCode).toBe(404);
    const temp = (await ctx.app.inject('/api/mnp/bundling/random/mobile/nas?nas_code=PP499-5G')).json().data;
    expect(temp.mobile_number).toMatch(/^09900010\d\d$/);
  });

  it('one-step: PIN, cart, payment, clock -> completed and the number is our subscriber', async () => {
    const { jar } = await signUp(ctx.app);
    const msisdn = NUMBERS.happy(1);
    const id = await verified(jar, msisdn);
    const placed = await place(jar, { verification_id: id });
    expect(placed.statusCode, placed.body).toBe(201);
    const again = await place(jar, { verification_id: id }, 'same-key-0001');
    expect(again.statusCode).toBe(409); // the number's porting is held already
    const { secureKey } = await checkout(jar);
    await settle();
    let [p] = await portingsOf(secureKey);
    expect(p).toMatchObject({ state: 'submitted', mobile_number: expect.not.stringContaining('0001'), cancellable: true });
    expect((await clock(3 * 24 * 60)).statusCode).toBe(200);
    [p] = await portingsOf(secureKey);
    expect(p.state).toBe('completed');
    expect(p.steps.every((s: { done: boolean }) => s.done)).toBe(true);
    const lines = (await ctx.app.inject('/api/dev/subscribers')).json().data;
    expect(lines.find((l: { mobile_number: string }) => l.mobile_number === msisdn)).toMatchObject({ type: 'postpaid', package: { nas_code: 'PP399-5G' } });
    const [row] = await db().select().from(mnpPortings).where(eq(mnpPortings.id, p.id));
    expect(row.thaiIdEnc).toBeNull();
    expect(row.pinEnc).toBeNull();
    // Already ours now.
    await forgetOtps(msisdn);
    expect((await api(jar, 'POST', '/mnp/check', { mode: 'one_step', mobile_number: msisdn, thai_id: HOLDER, lang: 'en' })).json().error.code).toBe('mnp_already_ours');
  });

  it('two-step: paid, delivered, activated with the SIM serial -> completed', async () => {
    const { jar, userId } = await signUp(ctx.app);
    const id = await verified(jar, NUMBERS.happy(2), 'two_step', false);
    expect((await place(jar, { verification_id: id })).statusCode).toBe(201);
    const { secureKey, orderNumber } = await checkout(jar);
    let [p] = await portingsOf(secureKey);
    expect(p.state).toBe('awaiting_activation');
    expect(p.can_activate).toBe(false);
    const [serial] = (await ctx.app.inject(`/api/dev/mnp/sim-serials?order_number=${orderNumber}`)).json().data;
    expect(isIccid(serial.sim_serial)).toBe(true);
    const early = await api(jar, 'POST', '/mnp/activations', { order_number: orderNumber, sim_serial: serial.sim_serial, pin: '12345678' });
    expect(early.json().error.code).toBe('order_not_delivered');
    for (const to of ['packing', 'delivering', 'delivered'] as const) await ctx.app.orders.advance(orderNumber, to);
    [p] = await portingsOf(secureKey);
    expect(p.can_activate).toBe(true);
    const wrong = await api(jar, 'POST', '/mnp/activations', { order_number: orderNumber, sim_serial: '89660000000000000000', pin: '12345678' });
    expect(wrong.json().error.code).toBe('sim_serial_mismatch');
    await ctx.app.inject({ method: 'POST', url: '/api/dev/porting/pins', payload: { mobile_number: NUMBERS.happy(2), thai_id: HOLDER, lang: 'en' }, headers: { origin: ORIGIN } });
    const pin = await lastSms(NUMBERS.happy(2), /\b(\d{8})\b/);
    const other = await signUp(ctx.app);
    expect((await api(other.jar, 'POST', '/mnp/activations', { order_number: orderNumber, sim_serial: serial.sim_serial, pin })).json().error.code).toBe('order_not_found');
    const done = await api(jar, 'POST', '/mnp/activations', { order_number: orderNumber, sim_serial: serial.sim_serial, pin });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('to_submit');
    await settle();
    await clock(3 * 24 * 60);
    [p] = await portingsOf(secureKey);
    expect(p.state).toBe('completed');
    expect(userId).toBeTruthy();
  });

  it('device bundle rejected (unpaid bill): the order is cancelled, refunded and the unit back', async () => {
    const { jar } = await signUp(ctx.app);
    const bundles = (await ctx.app.inject('/api/mnp/offers')).json().data;
    expect(bundles.length).toBeGreaterThan(0);
    const [b] = await db()
      .select()
      .from((await import('./tables')).mnpBundles)
      .limit(1);
    const listed = (await ctx.app.inject(`/api/mnp/bundles?product_id=${b.productId}`)).json().data;
    expect(listed.map((x: { id: string }) => x.id)).toContain(b.id);
    expect(listed[0]).toMatchObject({ product_id: b.productId, contract_months: expect.any(Number) });
    expect((await ctx.app.inject('/api/mnp/bundles?product_id=999999')).json().data).toEqual([]);
    const bundle = (await ctx.app.inject(`/api/mnp/bundles/${b.id}?product_id=${b.productId}`)).json().data;
    expect(bundle.bundle_price).toBe(bundle.variant.price - bundle.discount);
    const variantId = bundle.variant.id;
    const before = await stockOf(db(), variantId);
    const id = await verified(jar, NUMBERS.unpaidBill, 'bundle');
    const placed = await place(jar, { verification_id: id, nas_code: b.nasCode, bundle: { bundle_id: b.id, product_id: b.productId, variant_id: variantId } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { secureKey } = await checkout(jar);
    expect(await stockOf(db(), variantId)).toMatchObject({ stock: before.stock - 1, sold: before.sold + 1 });
    await settle();
    await clock(3 * 60);
    const [p] = await portingsOf(secureKey);
    expect(p).toMatchObject({ state: 'rejected', reason: 'unpaid_bill' });
    await ctx.app.orders.sweep();
    const order = (await api(new CookieJar(), 'GET', `/orders/${secureKey}`)).json().data;
    expect(order.state).toBe('cancelled');
    expect(order.payment).toMatchObject({ status: 'refunded', refunded_amount: bundle.pay_now });
    expect(await stockOf(db(), variantId)).toEqual(before);
  });

  it('one porting per number under 50 concurrent placeorders', async () => {
    const { jar } = await signUp(ctx.app);
    const id = await verified(jar, NUMBERS.happy(3));
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(jar, { verification_id: id })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(
      (
        await db()
          .select()
          .from(mnpPortings)
          .where(eq(mnpPortings.msisdn, NUMBERS.happy(3)))
      ).length,
    ).toBe(1);
  });

  it('retries a clearinghouse that never answers, then stuck for staff; staff retry', async () => {
    const { jar } = await signUp(ctx.app);
    const id = await verified(jar, NUMBERS.neverAnswers);
    expect((await place(jar, { verification_id: id })).statusCode).toBe(201);
    const { secureKey } = await checkout(jar);
    await ctx.app.mnp.idle();
    let at = Date.now();
    for (let i = 0; i < 6; i += 1) {
      await ctx.app.mnp.portings.sweep(new Date(at));
      at += 17 * 60_000;
    }
    const [p] = await portingsOf(secureKey);
    expect(p.state).toBe('stuck');
    const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: operator,
      payload: { email: 'support-mnp@tawan.example', display_name: 'S', password: 'staff password 12', roles: ['support'] },
    });
    expect(created.statusCode).toBe(201);
    const staff = new CookieJar();
    expect((await api(staff, 'POST', '/staff/session', { email: 'support-mnp@tawan.example', password: 'staff password 12' })).statusCode).toBe(200);
    const stuck = (await api(staff, 'GET', '/staff/mnp/portings?state=stuck')).json().data;
    expect(stuck.find((s: { id: string }) => s.id === p.id)).toMatchObject({ attempts: 6, last_error_code: 'porting_timeout' });
    expect((await api(jar, 'GET', '/staff/mnp/portings')).statusCode).toBe(401);
    const retried = await api(staff, 'POST', `/staff/mnp/portings/${p.id}/retry`);
    expect(retried.json().data).toMatchObject({ state: 'to_submit', attempts: 0 });
    expect((await api(staff, 'POST', `/staff/mnp/portings/${p.id}/retry`)).json().error.code).toBe('porting_not_stuck');
  });

  it('cancels before it is scheduled (refunded), not after', async () => {
    const { jar } = await signUp(ctx.app);
    const id = await verified(jar, NUMBERS.happy(4));
    expect((await place(jar, { verification_id: id })).statusCode).toBe(201);
    const { secureKey } = await checkout(jar);
    await settle();
    const [p] = await portingsOf(secureKey);
    const other = await signUp(ctx.app);
    expect((await api(other.jar, 'POST', `/mnp/portings/${p.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await api(jar, 'POST', `/mnp/portings/${p.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    await ctx.app.orders.sweep();
    expect((await api(new CookieJar(), 'GET', `/orders/${secureKey}`)).json().data).toMatchObject({ state: 'cancelled', payment: { status: 'refunded' } });

    const { jar: jar2 } = await signUp(ctx.app);
    const id2 = await verified(jar2, NUMBERS.happy(5));
    expect((await place(jar2, { verification_id: id2 })).statusCode).toBe(201);
    const second = await checkout(jar2);
    await settle();
    await clock(3 * 60); // approved and scheduled
    const [q] = await portingsOf(second.secureKey);
    expect(q.state).toBe('scheduled');
    expect(q.cancellable).toBe(false);
    expect((await api(jar2, 'POST', `/mnp/portings/${q.id}/cancel`)).json().error.code).toBe('porting_not_cancellable');
  });

  it('locks the PIN after 5 wrong tries; needs a PIN for one-step', async () => {
    const { jar } = await signUp(ctx.app);
    const id = await verified(jar, NUMBERS.happy(6), 'one_step', false);
    expect((await place(jar, { verification_id: id })).json().error.code).toBe('porting_pin_required');
    await ctx.app.inject({ method: 'POST', url: '/api/dev/porting/pins', payload: { mobile_number: NUMBERS.happy(6), thai_id: HOLDER, lang: 'en' }, headers: { origin: ORIGIN } });
    const pin = await lastSms(NUMBERS.happy(6), /\b(\d{8})\b/);
    const wrongPin = pin === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 4; i += 1) {
      const res = await api(jar, 'POST', `/mnp/verifications/${id}/pin`, { pin: wrongPin }, {});
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.details.attempts_left).toBe(4 - i);
    }
    // The fifth wrong PIN locks it (the clearinghouse locks that PIN too).
    expect((await api(jar, 'POST', `/mnp/verifications/${id}/pin`, { pin: wrongPin })).statusCode).toBe(429);
    expect((await api(jar, 'POST', `/mnp/verifications/${id}/pin`, { pin })).json().error.code).toBe('porting_pin_locked');
  });

  it('never logs a Thai ID, PIN or full phone number', () => {
    const all = logs.join('');
    expect(leakedInLog(all, [HOLDER, NUMBERS.happy(1), NUMBERS.unpaidBill, NUMBERS.neverAnswers])).toEqual([]);
  });
});
