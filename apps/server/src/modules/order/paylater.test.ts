import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, signUp, uniquePhone } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';
import { signWebhook } from '../payment/sandbox/signature';
import { paymentEvents, payments } from '../payment/tables';
import { orders, orderStatusHistory } from './tables';
import { call, guestWith, newKey, orderBody, setStock, stockOf } from './testing';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const CREDIT = 3_000_000;

/** A number the sandbox's credit check accepts (it refuses numbers ending 0000). */
const goodPhone = () => uniquePhone().replace(/0000$/, '0001');

describe.each(databaseKinds)('pay-later on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variants: { id: number; price: number }[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    variants = await ctx.database.db
      .select({ id: catalogVariants.id, price: catalogVariants.price })
      .from(catalogVariants)
      .where(and(gte(catalogVariants.price, 310_000), lte(catalogVariants.price, 1_500_000)))
      .orderBy(catalogVariants.id)
      .limit(8);
    expect(variants).toHaveLength(8);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const ua = (agent: string) => ({ 'user-agent': agent });
  const get = (jar: CookieJar, url: string, agent = ANDROID) => call(ctx.app, jar, 'GET', url, undefined, ua(agent));
  const place = (jar: CookieJar, payment: object, agent = ANDROID, key = newKey()) =>
    call(ctx.app, jar, 'POST', '/orders', orderBody(payment), { 'idempotency-key': key, ...ua(agent) });
  /** A signed-in shopper (a mobile number on the account) with `quantity` of a variant in the cart. */
  async function shopper(variant: number, quantity = 1, login = goodPhone()) {
    const user = await signUp(ctx.app, { login });
    const added = await call(ctx.app, user.jar, 'POST', '/cart/lines', { variant_id: variant, quantity });
    expect(added.statusCode, added.body).toBe(201);
    return { ...user, phone: login };
  }
  /** The buyer's answer on the provider's approval page (a form post from that page). */
  const answer = (authorizeUri: string, action: 'approve' | 'decline') =>
    ctx.app.inject({ method: 'POST', url: authorizeUri, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, payload: `action=${action}&lang=en` });
  const credit = (phone: string, amount = 0) => ctx.app.payment.payments.gateway.payLaterEligibility({ phone_number: phone, amount });

  it('is offered only to an eligible, signed-in shopper on a phone, with 3/6/10-month plans that add up to the total', async () => {
    const v = variants[0];
    await setStock(db(), v.id, 5);
    const guest = await guestWith(ctx.app, v.id);
    const guestStatus = (await get(guest, '/payment-methods')).json().data;
    expect(guestStatus.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'promptpay']);
    expect(guestStatus.pay_later_status).toMatchObject({ eligible: false, reason: 'login_required', platform: 'android', amount: v.price });

    const user = await shopper(v.id, 2);
    const desktop = (await get(user.jar, '/payment-methods', DESKTOP)).json().data;
    expect(desktop.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'promptpay']);
    expect(desktop.pay_later_status).toMatchObject({ eligible: false, reason: 'not_a_phone', platform: 'web', credit_limit: null });

    for (const agent of [ANDROID, IPHONE]) {
      const phone = (await get(user.jar, '/payment-methods', agent)).json().data;
      expect(phone.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'promptpay', 'paylater']);
      expect(phone.pay_later_status).toMatchObject({ eligible: true, reason: null, amount: v.price * 2, credit_limit: CREDIT, available_credit: CREDIT });
    }
    const { pay_later_status: status } = (await get(user.jar, '/paylater/status', IPHONE)).json().data;
    expect(status.platform).toBe('ios');
    expect(status.plans.map((p: { months: number }) => p.months)).toEqual([3, 6, 10]);
    for (const p of status.plans) expect(p.instalments.reduce((s: number, x: number) => s + x, 0)).toBe(v.price * 2);

    // The operator switches it off: not listed, not even for this shopper.
    const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/payment_methods', headers: auth, payload: { paylater: false } })).statusCode).toBe(200);
    try {
      const off = (await get(user.jar, '/payment-methods')).json().data;
      expect(off.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'promptpay']);
      expect(off.pay_later_status.reason).toBe('method_disabled');
      const refused = await place(user.jar, { method: 'paylater', term: 3 });
      expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'payment_method_unavailable']);
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: '/api/config/payment_methods', headers: auth });
    }
  });

  it('refuses a pay-later order with a clear 422 from a desktop, a guest, a refused number or over the credit, and reserves nothing', async () => {
    const v = variants[1];
    await setStock(db(), v.id, 40);
    const user = await shopper(v.id);
    const fromDesktop = await place(user.jar, { method: 'paylater', term: 3 }, DESKTOP);
    expect(fromDesktop.statusCode).toBe(422);
    expect(fromDesktop.json().error).toMatchObject({ code: 'paylater_phone_only', details: { reason: 'not_a_phone' } });

    const guest = await guestWith(ctx.app, v.id);
    const asGuest = await place(guest, { method: 'paylater', term: 3 });
    expect(asGuest.statusCode).toBe(422);
    expect(asGuest.json().error).toMatchObject({ code: 'paylater_not_eligible', details: { reason: 'login_required' } });

    const refusedNumber = await shopper(v.id, 1, `09${String(Date.now() % 10_000).padStart(4, '0')}0000`);
    expect((await get(refusedNumber.jar, '/paylater/status')).json().data.pay_later_status).toMatchObject({ eligible: false, reason: 'credit_check_failed', credit_limit: 0 });
    const refused = await place(refusedNumber.jar, { method: 'paylater', term: 6 });
    expect(refused.json().error).toMatchObject({ code: 'paylater_not_eligible', details: { reason: 'credit_check_failed' } });

    const quantity = Math.ceil((CREDIT + 1) / v.price);
    expect(quantity).toBeLessThanOrEqual(10);
    const over = await shopper(v.id, quantity);
    const tooMuch = await place(over.jar, { method: 'paylater', term: 10 });
    expect(tooMuch.json().error).toMatchObject({ code: 'paylater_not_eligible', details: { reason: 'credit_limit_exceeded', available_credit: CREDIT } });
    const badTerm = await place(user.jar, { method: 'paylater', term: 4 });
    expect(badTerm.statusCode).toBe(400);
    expect(await stockOf(db(), v.id)).toEqual({ stock: 40, reserved: 0, sold: 0 });
  });

  it('approved on the provider page: the order is paid, the credit used, and a webhook replayed 5 times makes one payment', async () => {
    const v = variants[2];
    await setStock(db(), v.id, 3);
    const user = await shopper(v.id);
    const key = newKey();
    const res = await place(user.jar, { method: 'paylater', term: 6 }, ANDROID, key);
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment, next } = res.json().data;
    expect(next).toBe('authorize');
    expect(payment).toMatchObject({
      method: 'paylater',
      status: 'pending',
      authorize_uri: expect.stringMatching(/^\/api\/sandbox-gateway\/paylater\/chrg_test_/),
      plan: { months: 6 },
    });
    expect(payment.plan.instalments.reduce((s: number, x: number) => s + x, 0)).toBe(order.total);
    expect(await stockOf(db(), v.id)).toEqual({ stock: 3, reserved: 1, sold: 0 });

    const page = await ctx.app.inject(`${payment.authorize_uri}?lang=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve the plan');
    expect(page.body).toContain('6 months at 0% interest');
    expect(page.body).toContain(`${user.phone.slice(0, 3)}-xxx-${user.phone.slice(6)}`);
    expect(page.body).not.toContain(user.phone);
    // Without its own lang, the page follows the store's language cookie (Thai without it).
    expect((await ctx.app.inject({ url: payment.authorize_uri, headers: { cookie: 'lang=en' } })).body).toContain('<html lang="en">');
    expect((await ctx.app.inject({ url: payment.authorize_uri })).body).toContain('<html lang="th">');

    const approved = await answer(payment.authorize_uri, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`http://localhost:80/paylater?order=${encodeURIComponent(order.secure_key)}`);
    const paid = (await call(ctx.app, user.jar, 'POST', `/orders/${order.secure_key}/refresh`, {})).json().data;
    expect(paid).toMatchObject({ next: 'success', order: { state: 'paid' }, payment: { status: 'successful', plan: { months: 6 } } });
    expect(await stockOf(db(), v.id)).toEqual({ stock: 2, reserved: 0, sold: 1 });
    expect((await credit(user.phone)).available_credit).toBe(CREDIT - order.total);
    // A second answer changes nothing.
    expect((await answer(payment.authorize_uri, 'decline')).statusCode).toBe(303);
    expect((await credit(user.phone)).available_credit).toBe(CREDIT - order.total);

    const events = await db().execute(sql`select id, payload from sandbox_gateway_events where charge_id = ${payment.charge_id}`);
    const [event] = (events as unknown as { rows: { id: string; payload: string }[] }).rows;
    const secret = (await ctx.app.payment.sandbox!.keys()).webhookSecret;
    for (let i = 0; i < 5; i++) {
      const replay = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...signWebhook(secret, event.payload, new Date()) },
        payload: event.payload,
      });
      expect(replay.json().data).toMatchObject({ duplicate: true, changed: false });
    }
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...signWebhook(Buffer.from('wrong').toString('base64'), event.payload, new Date()) },
      payload: event.payload,
    });
    expect(forged.statusCode).toBe(401);
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, order.order_number));
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, row.id), eq(orderStatusHistory.toState, 'paid'))),
    ).toHaveLength(1);
    // The same place-order request again: the same order, no second charge, even though the credit is now used.
    const again = await place(user.jar, { method: 'paylater', term: 6 }, ANDROID, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.order_number).toBe(order.order_number);
    expect(await db().select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
  });

  it('declined: the order and the stock hold stay, the cart can pay again with another method; the credit is not used', async () => {
    const v = variants[3];
    await setStock(db(), v.id, 2);
    const user = await shopper(v.id);
    const { order, payment } = (await place(user.jar, { method: 'paylater', term: 3 })).json().data;
    expect((await answer(payment.authorize_uri, 'decline')).statusCode).toBe(303);
    const declined = (await call(ctx.app, user.jar, 'POST', `/orders/${order.secure_key}/refresh`, {})).json().data;
    expect(declined).toMatchObject({ next: 'error', order: { state: 'awaiting_payment' }, payment: { method: 'paylater', status: 'failed', failure_code: 'paylater_declined' } });
    expect((await credit(user.phone)).available_credit).toBe(CREDIT);
    expect(await stockOf(db(), v.id)).toEqual({ stock: 2, reserved: 1, sold: 0 });
    const cart = (await get(user.jar, '/cart')).json().data;
    expect(cart).toMatchObject({ status: 'checking_out', order: { secure_key: order.secure_key } });

    // Pay-later again is offered for the unpaid order; this time PromptPay pays it.
    expect((await get(user.jar, `/paylater/status?order=${encodeURIComponent(order.secure_key)}`)).json().data.pay_later_status).toMatchObject({
      eligible: true,
      amount: order.total,
    });
    const qr = (
      await call(ctx.app, user.jar, 'POST', `/orders/${order.secure_key}/payments`, { payment: { method: 'promptpay' } }, { 'idempotency-key': newKey(), ...ua(ANDROID) })
    ).json().data;
    expect(qr.next).toBe('qr');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${qr.payment.charge_id}/simulate-payment` })).statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data).toMatchObject({
      state: 'paid',
      payment: { method: 'promptpay', status: 'successful', plan: null },
    });
    expect(await stockOf(db(), v.id)).toEqual({ stock: 1, reserved: 0, sold: 1 });
  });

  it('never answered: the approval expires, the order expires and gives its stock back; approving late takes no credit', async () => {
    const v = variants[4];
    await setStock(db(), v.id, 1);
    const user = await shopper(v.id);
    const { order, payment } = (await place(user.jar, { method: 'paylater', term: 10 })).json().data;
    expect(payment.plan.instalments).toHaveLength(10);
    expect(await ctx.app.payment.sandbox!.sweep(new Date(Date.now() + 16 * 60_000))).toMatchObject({ expired: expect.arrayContaining([payment.charge_id]) });
    expect(await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data).toMatchObject({ state: 'expired', payment: { status: 'expired' } });
    expect(await stockOf(db(), v.id)).toEqual({ stock: 1, reserved: 0, sold: 0 });
    const late = await answer(payment.authorize_uri, 'approve');
    expect(late.statusCode).toBe(303);
    expect((await credit(user.phone)).available_credit).toBe(CREDIT);
    const page = await ctx.app.inject(`${payment.authorize_uri}?lang=en`);
    expect(page.body).toContain('This payment has expired.');
    expect(page.body).not.toContain('value="approve"');
  });
});
