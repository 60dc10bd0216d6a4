import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gte } from 'drizzle-orm';
import { createTestApp, databaseKinds } from '../../../test/databases';
import { catalogVariants } from '../../catalog/tables';
import { orders } from '../../order/tables';
import { call, guestWith, orderBody, placeOrder, setStock } from '../../order/testing';
import { OMISE_SIGNATURE_HEADERS, signWebhook } from '../sandbox/signature';
import { sandboxEvents } from '../sandbox/tables';
import { payments } from '../tables';
import { basic, TEST_CARDS } from '../testing';

/**
 * The store with PAYMENT_GATEWAY=omise, its adapter pointed (OMISE_API_URL) at another store's
 * embedded sandbox speaking Omise's wire format: checkout, 3-D Secure, PromptPay, webhooks.
 */
describe.each(databaseKinds)('the Omise adapter through the store checkout, against the sandbox wire API, on %s', (kind) => {
  let gateway: Awaited<ReturnType<typeof createTestApp>>;
  let store: Awaited<ReturnType<typeof createTestApp>>;
  let wireUrl: string;
  let keys: { publicKey: string; secretKey: string; webhookSecret: string };
  let variants: number[];
  beforeAll(async () => {
    gateway = await createTestApp(kind, { SANDBOX_OMISE_PORT: 0 });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    wireUrl = gateway.app.payment.omiseWireUrl!;
    keys = await gateway.app.payment.sandbox!.keys();
    store = await createTestApp(kind, {
      PAYMENT_GATEWAY: 'omise',
      OMISE_PUBLIC_KEY: keys.publicKey,
      OMISE_SECRET_KEY: keys.secretKey,
      OMISE_WEBHOOK_SECRET: keys.webhookSecret,
      OMISE_API_URL: wireUrl,
    });
    const rows = await store.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 500_000)).orderBy(catalogVariants.id).limit(6);
    variants = rows.map((r) => r.id);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await gateway?.close();
  });

  /** What the browser does: the card straight to the gateway's vault with the public key. */
  async function browserToken(number: string) {
    const cfg = (await store.app.inject('/api/payments/gateway')).json().data;
    const res = await fetch(cfg.tokens_url, {
      method: 'POST',
      headers: { authorization: basic(cfg.public_key), 'content-type': 'application/json' },
      body: JSON.stringify({ card: { name: 'Somchai Jaidee', number, expiration_month: 12, expiration_year: new Date().getUTCFullYear() + 2, security_code: '123' } }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }
  const orderState = async (orderNumber: string) => (await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0].state;
  const chargeOf = async (orderNumber: string) => {
    const [o] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const rows = await store.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    return rows.at(-1)!;
  };
  /** Omise's webhook for the charge's latest event, signed as Omise signs it, posted to the store. */
  async function deliverLatestEvent(chargeId: string, sign = true) {
    const events = await gateway.database.db.select().from(sandboxEvents).where(eq(sandboxEvents.chargeId, chargeId));
    const body = JSON.stringify({ object: 'event', id: events.at(-1)!.id, key: events.at(-1)!.key });
    const headers = sign ? signWebhook(keys.webhookSecret, body, new Date(), OMISE_SIGNATURE_HEADERS) : {};
    return store.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { ...headers, 'content-type': 'application/json' }, payload: body });
  }

  it('tells the browser the Omise public key and the vault, which the CSP lets it reach', async () => {
    const res = await store.app.inject('/api/payments/gateway');
    expect(res.json().data).toEqual({ name: 'omise', public_key: keys.publicKey, tokens_url: `${wireUrl}/tokens` });
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${wireUrl}`);
    expect((await gateway.app.inject('/api/payments/gateway')).headers['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
  });

  it('offers no pay-later (Omise has no such provider): refused as switched off', async () => {
    const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' };
    expect((await store.app.inject({ url: '/api/paylater/status', headers: iphone })).json().data.pay_later_status.reason).toBe('method_disabled');
    expect((await gateway.app.inject({ url: '/api/paylater/status', headers: iphone })).json().data.pay_later_status.reason).toBe('login_required');
  });

  it('pays an order by card end to end', async () => {
    await setStock(store.database.db, variants[0], 5);
    const jar = await guestWith(store.app, variants[0]);
    const res = await placeOrder(store.app, jar, orderBody({ method: 'card', token: await browserToken(TEST_CARDS.success) }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ next: 'success', payment: { status: 'successful' } });
    expect(await orderState(data.order.order_number)).toBe('paid');
    const payment = await chargeOf(data.order.order_number);
    expect(payment).toMatchObject({ gateway: 'omise', status: 'successful' });
    // The charge is the sandbox's, made through the wire API.
    const charge = await fetch(`${wireUrl}/charges/${payment.chargeId}`, { headers: { authorization: basic(keys.secretKey) } });
    expect(await charge.json()).toMatchObject({ object: 'charge', status: 'successful', metadata: { payment_id: payment.id } });
  });

  it('shows a declined card with the same failure code as the sandbox (payment_rejected -> card_declined)', async () => {
    await setStock(store.database.db, variants[1], 5);
    const jar = await guestWith(store.app, variants[1]);
    const data = (await placeOrder(store.app, jar, orderBody({ method: 'card', token: await browserToken(TEST_CARDS.declined) }))).json().data;
    expect(data).toMatchObject({ next: 'error', payment: { status: 'failed', failure_code: 'card_declined' }, order: { state: 'awaiting_payment' } });
  });

  it('a used token is the 400 the card form explains', async () => {
    await setStock(store.database.db, variants[2], 5);
    const token = await browserToken(TEST_CARDS.success);
    await placeOrder(store.app, await guestWith(store.app, variants[2]), orderBody({ method: 'card', token }));
    const again = (await placeOrder(store.app, await guestWith(store.app, variants[2]), orderBody({ method: 'card', token }))).json().data;
    expect(again).toMatchObject({ next: 'error', payment: { status: 'failed', failure_code: 'used_token' } });
  });

  it('3-D Secure: the buyer goes to the gateway page, authorises, comes back; the return reads the charge', async () => {
    await setStock(store.database.db, variants[3], 5);
    const jar = await guestWith(store.app, variants[3]);
    const data = (await placeOrder(store.app, jar, orderBody({ method: 'card', token: await browserToken(TEST_CARDS.threeDs) }))).json().data;
    expect(data.next).toBe('authorize');
    const uri: string = data.payment.authorize_uri;
    expect(uri.startsWith('http://127.0.0.1:')).toBe(true);
    const answer = await fetch(uri, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=authorise' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toContain(`/payment/success?order=${data.order.secure_key}`);
    const refreshed = await call(store.app, jar, 'POST', `/orders/${data.order.secure_key}/refresh`);
    expect(refreshed.json().data.next).toBe('success');
    expect(await orderState(data.order.order_number)).toBe('paid');
  });

  it('PromptPay: the QR is the gateway picture; paid at the gateway, the signed webhook (read back by event id) pays the order once', async () => {
    await setStock(store.database.db, variants[4], 5);
    const jar = await guestWith(store.app, variants[4]);
    const data = (await placeOrder(store.app, jar, orderBody({ method: 'promptpay' }))).json().data;
    expect(data.next).toBe('qr');
    expect(data.payment.qr).toMatchObject({ payload: null, image: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    const { chargeId } = await chargeOf(data.order.order_number);
    const paid = await fetch(`${wireUrl}/charges/${chargeId}/mark_as_paid`, { method: 'POST', headers: { authorization: basic(keys.secretKey) } });
    expect(paid.status).toBe(200);
    expect(await orderState(data.order.order_number)).toBe('awaiting_payment');
    const unsigned = await deliverLatestEvent(chargeId!, false);
    expect(unsigned.statusCode).toBe(401);
    const hook = await deliverLatestEvent(chargeId!);
    expect(hook.statusCode).toBe(200);
    expect(hook.json().data).toMatchObject({ duplicate: false, changed: true });
    expect(await orderState(data.order.order_number)).toBe('paid');
    expect((await deliverLatestEvent(chargeId!)).json().data.duplicate).toBe(true);
  });

  it('a signed webhook naming an event the gateway does not have is refused', async () => {
    const body = JSON.stringify({ object: 'event', id: 'evnt_test_forged0000', key: 'charge.complete', data: { object: 'charge', id: 'chrg_test_x', status: 'successful' } });
    const res = await store.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...signWebhook(keys.webhookSecret, body, new Date(), OMISE_SIGNATURE_HEADERS), 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('webhook_event_unknown');
  });

  it('acknowledges an event about something else than a charge (Omise sends every event of the account) and changes nothing', async () => {
    const id = 'evnt_test_customer00001';
    const payload = JSON.stringify({ object: 'event', id, key: 'customer.create', created_at: new Date().toISOString(), data: { object: 'customer', id: 'cust_test_1' } });
    await gateway.database.db.insert(sandboxEvents).values({ id, key: 'customer.create', chargeId: 'none', payload, deliveredAt: new Date() });
    const body = JSON.stringify({ object: 'event', id });
    const res = await store.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...signWebhook(keys.webhookSecret, body, new Date(), OMISE_SIGNATURE_HEADERS), 'content-type': 'application/json' },
      payload: body,
    });
    expect([res.statusCode, res.json().data]).toEqual([200, { event_id: id, duplicate: false, changed: false }]);
  });

  it('refunds through the adapter', async () => {
    const token = await browserToken(TEST_CARDS.success);
    const gw = store.app.payment.payments.gateway;
    const charge = await gw.createCharge({ amount: 50000, currency: 'THB', card: token });
    expect(await gw.createRefund(charge.id, 20000)).toMatchObject({ object: 'refund', charge: charge.id, amount: 20000 });
    expect((await gw.retrieveCharge(charge.id)).refunded_amount).toBe(20000);
    await expect(gw.createRefund(charge.id, 40000)).rejects.toMatchObject({ code: 'charge_not_refundable', status: 409 });
    await expect(gw.retrieveCharge('chrg_test_nosuch')).rejects.toMatchObject({ code: 'charge_not_found', status: 404 });
  });

  it('saves a card on a customer and charges it again', async () => {
    const gw = store.app.payment.payments.gateway;
    const card = await gw.saveCard(await browserToken(TEST_CARDS.success));
    expect(card).toMatchObject({ object: 'card', last_digits: '4242', customer: expect.stringMatching(/^cust_/) });
    expect((await gw.createCharge({ amount: 30000, currency: 'THB', card: card.id, customer: card.customer! })).status).toBe('successful');
    await gw.deleteCard(card.customer!, card.id);
    await expect(gw.createCharge({ amount: 30000, currency: 'THB', card: card.id, customer: card.customer! })).rejects.toMatchObject({ status: 404 });
  });

  it('a wrong secret key is 503 gateway_key_invalid (payment unavailable), not a shopper error', async () => {
    const bad = await createTestApp(kind, { PAYMENT_GATEWAY: 'omise', OMISE_PUBLIC_KEY: keys.publicKey, OMISE_SECRET_KEY: 'skey_test_wrong', OMISE_API_URL: wireUrl });
    try {
      await expect(bad.app.payment.payments.gateway.retrieveCharge('chrg_test_x')).rejects.toMatchObject({ code: 'gateway_key_invalid', status: 503 });
    } finally {
      await bad.close();
    }
  });
});
