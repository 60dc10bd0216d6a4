import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { catalogFlashSaleItems, catalogFlashSales, catalogVariants } from '../catalog/tables';
import { signWebhook } from '../payment/sandbox/signature';
import { paymentEvents, payments } from '../payment/tables';
import { TEST_CARDS, tokenise } from '../payment/testing';
import { PICKUP_SHOP_COUNT } from './pickup-seed';
import { geoSubdistricts } from '../address/tables';
import { orders, orderStatusHistory } from './tables';
import { call, CONTACT, guestWith, newKey, orderBody, placeOrder, setStock, stockOf } from './testing';

describe.each(databaseKinds)('orders on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variants: number[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const rows = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 500_000)).orderBy(catalogVariants.id).limit(16);
    variants = rows.map((r) => r.id);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const simulatePayment = (chargeId: string) => ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${chargeId}/simulate-payment` });
  const orderRow = async (orderNumber: string) => (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

  it('lists 20-30 pickup stores, finds them by area in Thai or English, and sorts them by distance', async () => {
    expect(PICKUP_SHOP_COUNT).toBeGreaterThanOrEqual(20);
    expect(PICKUP_SHOP_COUNT).toBeLessThanOrEqual(30);
    const all = (await ctx.app.inject('/api/pickup-shops')).json().data;
    expect(all).toHaveLength(PICKUP_SHOP_COUNT);
    const th = (await ctx.app.inject(`/api/pickup-shops?q=${encodeURIComponent('เชียงใหม่')}`)).json().data;
    const en = (await ctx.app.inject('/api/pickup-shops?q=chiang%20mai')).json().data;
    expect(th.map((s: { id: string }) => s.id).sort()).toEqual(en.map((s: { id: string }) => s.id).sort());
    expect(th.length).toBeGreaterThanOrEqual(2);
    expect((await ctx.app.inject('/api/pickup-shops?q=zzzz')).json().data).toEqual([]);
    const near = (await ctx.app.inject('/api/pickup-shops?lat=18.79&lng=98.98')).json().data;
    expect(near[0].province).toBe('Chiang Mai');
    const distances = near.map((s: { distance_m: number }) => s.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await ctx.app.inject('/api/pickup-shops?lat=200&lng=1')).statusCode).toBe(400);
  });

  it('offers card and PromptPay from config; pay-later not to a guest, even on a phone (see paylater.test.ts)', async () => {
    const android = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36' };
    const answer = (await ctx.app.inject({ url: '/api/payment-methods?platform=android', headers: android })).json().data;
    expect(answer.methods.map((m: { method: string }) => m.method)).toEqual(['card', 'promptpay']);
    expect(answer.pay_later_status).toMatchObject({ eligible: false, reason: 'login_required' });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/config/payment_methods',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
      payload: { promptpay: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await ctx.app.inject('/api/payment-methods')).json().data.methods).toEqual([{ method: 'card' }]);
    await setStock(db(), variants[0], 5);
    const jar = await guestWith(ctx.app, variants[0]);
    const refused = await placeOrder(ctx.app, jar, orderBody());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('payment_method_unavailable');
    await ctx.app.inject({ method: 'DELETE', url: '/api/config/payment_methods', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
    expect((await placeOrder(ctx.app, jar, orderBody({ method: 'paylater', term: 3 }))).json().error.code).toBe('paylater_phone_only');
    expect((await stockOf(db(), variants[0])).reserved).toBe(0);
  });

  it('a guest pays by PromptPay: QR, stock reserved, webhook pays the order (reserved -> sold), cart checked out, tracking needs the right phone', async () => {
    await setStock(db(), variants[1], 4);
    const jar = await guestWith(ctx.app, variants[1], 2);
    const res = await placeOrder(ctx.app, jar, orderBody());
    expect(res.statusCode).toBe(201);
    const { order, payment, next } = res.json().data;
    expect(next).toBe('qr');
    expect(payment).toMatchObject({ status: 'pending', qr: { payload: expect.stringMatching(/^000201/), image: expect.stringMatching(/^data:image\/svg\+xml/) } });
    expect(order).toMatchObject({
      state: 'awaiting_payment',
      status_code: '001',
      contact: { phone: '081-xxx-5678' },
      delivery: { method: 'pickup', shop: { id: 'bkk-siam-paragon' } },
    });
    expect(order.order_number).toMatch(/^TW\d{6}[0-9A-Z]{8}$/);
    expect(order.secure_key.length).toBeGreaterThanOrEqual(32);
    expect(order.total).toBe(order.lines[0].price * 2);
    expect(await stockOf(db(), variants[1])).toEqual({ stock: 4, reserved: 2, sold: 0 });
    const cart = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(cart).toMatchObject({ status: 'checking_out', order: { secure_key: order.secure_key, state: 'awaiting_payment' } });

    expect((await simulatePayment(payment.charge_id)).statusCode).toBe(200);
    const paid = (await ctx.app.inject(`/api/orders/${order.secure_key}`)).json().data;
    expect(paid).toMatchObject({ state: 'paid', status_code: '002', payment: { method: 'promptpay', status: 'successful' } });
    expect(paid.steps.map((s: { key: string; done: boolean }) => [s.key, s.done])).toEqual([
      ['placed', true],
      ['paid', true],
      ['delivering', false],
      ['delivered', false],
    ]);
    expect(paid.history.map((h: { to: string }) => h.to)).toEqual(['placed', 'awaiting_payment', 'paid']);
    expect(await stockOf(db(), variants[1])).toEqual({ stock: 2, reserved: 0, sold: 2 });
    expect((await call(ctx.app, jar, 'GET', '/cart')).json().data).toMatchObject({ id: null, lines: [] });

    const track = (phone: string, number = order.order_number) => ctx.app.inject(`/api/tracking?order_number=${number}&phone=${phone}`);
    expect((await track('0812345678')).json().data.state).toBe('paid');
    expect((await track('+66812345678')).statusCode).toBe(200);
    expect((await track('0812345679')).json().error.code).toBe('order_not_found');
    expect((await track('0812345678', 'TW000000AAAAAAAA')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/orders/not-a-real-key')).statusCode).toBe(404);
  });

  it('the same place-order request 5 times with one key gives one order and one charge; another body with that key is 409', async () => {
    await setStock(db(), variants[2], 10);
    const jar = await guestWith(ctx.app, variants[2]);
    const key = newKey();
    const token = await tokenise(ctx.app, TEST_CARDS.success);
    const body = orderBody({ method: 'card', token });
    const results = await Promise.all(Array.from({ length: 5 }, () => placeOrder(ctx.app, jar, body, key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const numbers = new Set(results.map((r) => r.json().data.order.order_number));
    expect(numbers.size).toBe(1);
    expect(results.every((r) => r.json().data.next === 'success')).toBe(true);
    const row = await orderRow([...numbers][0]);
    expect(row.state).toBe('paid');
    expect(await db().select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    expect(await stockOf(db(), variants[2])).toEqual({ stock: 9, reserved: 0, sold: 1 });
    const other = await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('the same cart completed again with another key returns the unpaid order; a stale cart_version is 409 cart_changed', async () => {
    await setStock(db(), variants[3], 10);
    const jar = await guestWith(ctx.app, variants[3]);
    const version = (await call(ctx.app, jar, 'GET', '/cart')).json().data.version;
    const first = (await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }, { cart_version: version }))).json().data;
    const again = await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }, { cart_version: version }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.order_number).toBe(first.order.order_number);
    expect((await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }, { cart_version: version - 1 }))).json().error.code).toBe('cart_changed');
    expect((await stockOf(db(), variants[3])).reserved).toBe(1);
    // Changing the cart and checking out again cancels the old unpaid order and gives its stock back first.
    await call(ctx.app, jar, 'POST', '/cart/lines', { variant_id: variants[3], quantity: 1 });
    const second = (await placeOrder(ctx.app, jar, orderBody())).json().data;
    expect(second.order.order_number).not.toBe(first.order.order_number);
    expect((await orderRow(first.order.order_number)).state).toBe('cancelled');
    expect((await stockOf(db(), variants[3])).reserved).toBe(2);
    const [firstCharge] = await db().select().from(payments).where(eq(payments.chargeId, first.payment.charge_id));
    expect(firstCharge.status).toBe('reversed');
  });

  it('a replayed payment webhook (5 deliveries) records one payment and pays the order once', async () => {
    await setStock(db(), variants[4], 3);
    const jar = await guestWith(ctx.app, variants[4]);
    const { order, payment } = (await placeOrder(ctx.app, jar, orderBody())).json().data;
    await simulatePayment(payment.charge_id);
    const events = await db().execute(sql`select id, payload from sandbox_gateway_events where charge_id = ${payment.charge_id}`);
    const [event] = (events as unknown as { rows: { id: string; payload: string }[] }).rows;
    const secret = (await ctx.app.payment.sandbox!.keys()).webhookSecret;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...signWebhook(secret, event.payload, new Date()) },
        payload: event.payload,
      });
      expect(res.json().data).toMatchObject({ duplicate: true, changed: false });
    }
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
    const row = await orderRow(order.order_number);
    expect(await db().select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    const paidMoves = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, row.id), eq(orderStatusHistory.toState, 'paid')));
    expect(paidMoves).toHaveLength(1);
    expect(await stockOf(db(), variants[4])).toEqual({ stock: 2, reserved: 0, sold: 1 });
  });

  it('a declined card keeps the order, the cart and the stock hold; paying again with another method pays the same order', async () => {
    await setStock(db(), variants[5], 2);
    const jar = await guestWith(ctx.app, variants[5]);
    const declined = (await placeOrder(ctx.app, jar, orderBody({ method: 'card', token: await tokenise(ctx.app, TEST_CARDS.insufficientFund) }))).json().data;
    expect(declined).toMatchObject({ next: 'error', payment: { status: 'failed', failure_code: 'insufficient_fund' }, order: { state: 'awaiting_payment' } });
    expect((await stockOf(db(), variants[5])).reserved).toBe(1);
    const cart = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(cart).toMatchObject({ status: 'checking_out', order: { secure_key: declined.order.secure_key } });
    expect(cart.lines).toHaveLength(1);
    const sk = declined.order.secure_key;
    const again = await call(
      ctx.app,
      jar,
      'POST',
      `/orders/${sk}/payments`,
      { payment: { method: 'card', token: await tokenise(ctx.app, TEST_CARDS.declined) } },
      { 'idempotency-key': newKey() },
    );
    expect(again.json().data).toMatchObject({ next: 'error', payment: { failure_code: 'card_declined' } });
    const qr = (await call(ctx.app, jar, 'POST', `/orders/${sk}/payments`, { payment: { method: 'promptpay' } }, { 'idempotency-key': newKey() })).json().data;
    expect(qr.next).toBe('qr');
    const ok = (
      await call(
        ctx.app,
        jar,
        'POST',
        `/orders/${sk}/payments`,
        { payment: { method: 'card', token: await tokenise(ctx.app, TEST_CARDS.success) } },
        { 'idempotency-key': newKey() },
      )
    ).json().data;
    expect(ok).toMatchObject({ next: 'success', order: { state: 'paid', order_number: declined.order.order_number } });
    const [qrCharge] = await db().select().from(payments).where(eq(payments.chargeId, qr.payment.charge_id));
    expect(qrCharge.status).toBe('reversed');
    expect(await stockOf(db(), variants[5])).toEqual({ stock: 1, reserved: 0, sold: 1 });
    const late = await call(ctx.app, jar, 'POST', `/orders/${sk}/payments`, { payment: { method: 'promptpay' } }, { 'idempotency-key': newKey() });
    expect(late.json().error.code).toBe('order_not_payable');
  });

  it('only the shopper who placed an order may pay it again; a stranger with the secret link gets 403 and the pending QR stays', async () => {
    await setStock(db(), variants[11], 2);
    const jar = await guestWith(ctx.app, variants[11]);
    const placed = (await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }))).json().data;
    expect(placed.next).toBe('qr');
    const sk = placed.order.secure_key;
    const stranger = new CookieJar();
    // The link shows the order (phone masked) to whoever has it...
    const seen = await call(ctx.app, stranger, 'GET', `/orders/${sk}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.contact.phone).toBe('081-xxx-5678');
    // ...but paying again, which would cancel the QR charge, is the owner's.
    const refused = await call(ctx.app, stranger, 'POST', `/orders/${sk}/payments`, { payment: { method: 'promptpay' } }, { 'idempotency-key': newKey() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('order_not_yours');
    const [qrCharge] = await db().select().from(payments).where(eq(payments.chargeId, placed.payment.charge_id));
    expect(qrCharge.status).toBe('pending');
    const mine = await call(ctx.app, jar, 'POST', `/orders/${sk}/payments`, { payment: { method: 'promptpay' } }, { 'idempotency-key': newKey() });
    expect(mine.statusCode).toBe(201);
  });

  it('the order answer masks the delivery phone as it masks the contact phone', async () => {
    await setStock(db(), variants[12], 2);
    const jar = await guestWith(ctx.app, variants[12]);
    const [place] = await db().select().from(geoSubdistricts).limit(1);
    const address = {
      name: 'สมหญิง ใจดี',
      phone: '0898765432',
      line1: '99/1 ถนนสุขุมวิท',
      province_id: place.provinceId,
      district_id: place.districtId,
      subdistrict_id: place.id,
      postcode: place.postcode,
    };
    const res = await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }, { delivery: { method: 'address', address } }));
    expect(res.statusCode, res.body).toBe(201);
    const view = (await call(ctx.app, new CookieJar(), 'GET', `/orders/${res.json().data.order.secure_key}`)).json().data;
    expect(view.delivery.address.phone).toBe('089-xxx-5432');
    expect(view.payment).toMatchObject({ method: 'promptpay', card: null });
    expect(JSON.stringify(view)).not.toContain('0898765432');
  });

  it('the sweeper expires an unpaid order after 30 minutes: stock, coupon use and the QR are given back; paying then is refused', async () => {
    await setStock(db(), variants[6], 1);
    const user = await signUp(ctx.app);
    await call(ctx.app, user.jar, 'POST', '/cart/lines', { variant_id: variants[6], quantity: 1 });
    const quoted = (await call(ctx.app, user.jar, 'GET', '/cart?coupon_code=WELCOME100')).json().data;
    expect(quoted.coupon).toEqual({ code: 'WELCOME100', discount: 10_000 });
    const placed = (await placeOrder(ctx.app, user.jar, orderBody({ method: 'promptpay' }, { coupon_code: 'welcome100' }))).json().data;
    expect(placed.order).toMatchObject({ discount: 10_000, total: placed.order.subtotal - 10_000, coupon_code: 'WELCOME100' });
    expect((await call(ctx.app, user.jar, 'GET', '/cart?coupon_code=WELCOME100')).json().data.coupon.error_code).toBe('coupon_user_limit');
    const other = await guestWith(ctx.app, variants[6]).catch((e: Error) => e);
    expect(String(other)).toMatch(/409/);

    expect(await ctx.app.orders.sweep(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1); // also earlier tests' unpaid orders
    const expired = (await ctx.app.inject(`/api/orders/${placed.order.secure_key}`)).json().data;
    expect(expired).toMatchObject({ state: 'expired', status_code: '008', expires_at: null });
    expect(await stockOf(db(), variants[6])).toEqual({ stock: 1, reserved: 0, sold: 0 });
    expect((await call(ctx.app, user.jar, 'GET', '/cart?coupon_code=WELCOME100')).json().data.coupon).toEqual({ code: 'WELCOME100', discount: 10_000 });
    const [qr] = await db().select().from(payments).where(eq(payments.chargeId, placed.payment.charge_id));
    expect(qr.status).toBe('reversed');
    expect((await simulatePayment(placed.payment.charge_id)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000))).toBe(0);
  });

  it(`50 concurrent checkouts of a variant with 10 units make exactly 10 orders; stock ends at 0, never negative`, async () => {
    const v = variants[7];
    await setStock(db(), v, 10);
    const jars = await Promise.all(Array.from({ length: 50 }, () => guestWith(ctx.app, v)));
    const tokens = await Promise.all(jars.map(() => tokenise(ctx.app, TEST_CARDS.success)));
    const results = await Promise.all(jars.map((jar, i) => placeOrder(ctx.app, jar, orderBody({ method: 'card', token: tokens[i] }))));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(10);
    expect(placed.every((r) => r.json().data.order.state === 'paid')).toBe(true);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(40);
    expect(refused[0].json().error).toMatchObject({ code: 'out_of_stock', details: { lines: [{ variant_id: v, wanted: 1, available: 0 }] } });
    expect(await stockOf(db(), v)).toEqual({ stock: 0, reserved: 0, sold: 10 });
    const [{ n }] = (
      (await db().execute(sql`select count(*)::int as n from orders where lines @> ${JSON.stringify([{ variant_id: v }])}::jsonb`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(10);
  }, 120_000);

  it('a signed-in shopper pays by card with 3-D Secure, sees the order in their history; another shopper gets 403; operators move it to delivered', async () => {
    await setStock(db(), variants[8], 5);
    const me = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await call(ctx.app, me.jar, 'POST', '/cart/lines', { variant_id: variants[8], quantity: 1 });
    const placed = (await placeOrder(ctx.app, me.jar, orderBody({ method: 'card', token: await tokenise(ctx.app, TEST_CARDS.threeDs), save_card: true }))).json().data;
    expect(placed.next).toBe('authorize');
    const sk = placed.order.secure_key;
    expect(placed.payment.authorize_uri).toMatch(/\/api\/sandbox-gateway\/3ds\//);
    const page = await ctx.app.inject({
      method: 'POST',
      url: new URL(placed.payment.authorize_uri, 'http://localhost').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: 'action=authorise',
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`http://localhost:80/payment/success?order=${encodeURIComponent(sk)}`);
    const refreshed = (await call(ctx.app, me.jar, 'POST', `/orders/${sk}/refresh`)).json().data;
    expect(refreshed).toMatchObject({ next: 'success', order: { state: 'paid' } });

    const list = (await call(ctx.app, me.jar, 'GET', '/my/orders')).json().data;
    expect(list.items[0]).toMatchObject({ order_number: placed.order.order_number, state: 'paid', status_code: '002', total_quantity: 1 });
    expect((await call(ctx.app, other.jar, 'GET', '/my/orders')).json().data.items).toEqual([]);
    const mine = (await call(ctx.app, me.jar, 'GET', `/my/orders/${placed.order.order_number}`)).json().data;
    expect(mine.secure_key).toBe(sk);
    // The order pages show the card by brand and last 4 only, and the delivery fee the total holds (none).
    expect(mine.payment).toMatchObject({ method: 'card', status: 'successful', card: { brand: 'Visa', last_digits: '3063' } });
    expect(Object.keys(mine.payment.card).sort()).toEqual(['brand', 'last_digits']);
    expect(mine).toMatchObject({ delivery_fee: 0, total: mine.subtotal - mine.discount });
    expect((await call(ctx.app, other.jar, 'GET', `/my/orders/${placed.order.order_number}`)).statusCode).toBe(403);
    expect((await call(ctx.app, new CookieJar(), 'GET', '/my/orders')).statusCode).toBe(401);

    const move = (state: string, token = TEST_OPERATOR_TOKEN) =>
      ctx.app.inject({ method: 'POST', url: `/api/operator/orders/${placed.order.order_number}/state`, headers: { authorization: `Bearer ${token}` }, payload: { state } });
    expect((await move('packing', 'wrong-token-0123456789abcdef')).statusCode).toBe(401);
    expect((await move('delivered')).json().error.code).toBe('illegal_order_transition');
    for (const state of ['packing', 'delivering', 'delivered']) expect((await move(state)).statusCode).toBe(200);
    const done = (await call(ctx.app, me.jar, 'GET', `/my/orders/${placed.order.order_number}`)).json().data;
    expect(done.steps.every((s: { done: boolean; at: string | null }) => s.done && s.at)).toBe(true);
    expect(done.tmf_state).toBe('completed');
  });

  it('pages a long order history by cursor, newest first', async () => {
    await setStock(db(), variants[9], 50);
    const me = await signUp(ctx.app);
    const numbers: string[] = [];
    for (let i = 0; i < 23; i++) {
      await call(ctx.app, me.jar, 'POST', '/cart/lines', { variant_id: variants[9], quantity: 1 });
      const placed = (await placeOrder(ctx.app, me.jar, orderBody({ method: 'card', token: await tokenise(ctx.app, TEST_CARDS.success) }))).json().data;
      numbers.unshift(placed.order.order_number);
    }
    const first = (await call(ctx.app, me.jar, 'GET', '/my/orders')).json().data;
    expect(first.items).toHaveLength(20);
    const second = (await call(ctx.app, me.jar, 'GET', `/my/orders?cursor=${first.next_cursor}`)).json().data;
    expect([...first.items, ...second.items].map((r: { order_number: string }) => r.order_number)).toEqual(numbers);
    expect(second.next_cursor).toBeNull();
    expect((await call(ctx.app, me.jar, 'GET', `/my/orders?q=${numbers[5].slice(-8)}`)).json().data.items.map((r: { order_number: string }) => r.order_number)).toEqual([
      numbers[5],
    ]);
    expect((await call(ctx.app, me.jar, 'GET', '/my/orders?cursor=garbage')).json().error.code).toBe('invalid_cursor');
  }, 60_000);

  it('a flash-sale line gets the sale price; its quota is taken at checkout (409 flash_sale_sold_out past it) and given back on expiry', async () => {
    const now = new Date();
    const [item] = await db()
      .select({
        flashSaleId: catalogFlashSaleItems.flashSaleId,
        variantId: catalogFlashSaleItems.variantId,
        price: catalogFlashSaleItems.price,
        quota: catalogFlashSaleItems.quota,
      })
      .from(catalogFlashSaleItems)
      .innerJoin(catalogFlashSales, eq(catalogFlashSales.id, catalogFlashSaleItems.flashSaleId))
      .where(and(lte(catalogFlashSales.startAt, now), gt(catalogFlashSales.endAt, now)))
      .limit(1);
    expect(item).toBeDefined();
    const quota = (sold: number) =>
      db()
        .update(catalogFlashSaleItems)
        .set({ sold })
        .where(and(eq(catalogFlashSaleItems.flashSaleId, item.flashSaleId), eq(catalogFlashSaleItems.variantId, item.variantId)));
    const soldNow = async () =>
      (
        await db()
          .select({ sold: catalogFlashSaleItems.sold })
          .from(catalogFlashSaleItems)
          .where(and(eq(catalogFlashSaleItems.flashSaleId, item.flashSaleId), eq(catalogFlashSaleItems.variantId, item.variantId)))
      )[0].sold;
    await setStock(db(), item.variantId, 10);
    await quota(item.quota - 1);
    const first = await guestWith(ctx.app, item.variantId);
    const second = await guestWith(ctx.app, item.variantId);
    const line = (await call(ctx.app, first, 'GET', '/cart')).json().data.lines[0];
    expect(line).toMatchObject({ price: item.price, flash_sale_id: item.flashSaleId });
    const placed = await placeOrder(ctx.app, first, orderBody()); // PromptPay, left unpaid
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order.total).toBe(item.price);
    expect(await soldNow()).toBe(item.quota);
    const late = await placeOrder(ctx.app, second, orderBody());
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'flash_sale_sold_out', details: { lines: [{ variant_id: item.variantId }] } });
    expect((await stockOf(db(), item.variantId)).reserved).toBe(1);
    const third = await guestWith(ctx.app, item.variantId);
    const regular = (await call(ctx.app, third, 'GET', '/cart')).json().data.lines[0];
    expect(regular.flash_sale_id).toBeNull();
    expect(regular.price).toBeGreaterThan(item.price);
    await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000));
    expect(await soldNow()).toBe(item.quota - 1);
    expect((await stockOf(db(), item.variantId)).reserved).toBe(0);
  });

  it('refuses bad checkout input with the right status and code', async () => {
    await setStock(db(), variants[10], 5);
    const empty = new CookieJar();
    expect((await placeOrder(ctx.app, empty, orderBody())).json().error.code).toBe('cart_empty');
    const jar = await guestWith(ctx.app, variants[10]);
    const noKey = await call(ctx.app, jar, 'POST', '/orders', orderBody());
    expect(noKey.statusCode).toBe(400);
    expect((await placeOrder(ctx.app, jar, orderBody({ method: 'card' }))).json().error.code).toBe('invalid_payment');
    expect((await placeOrder(ctx.app, jar, orderBody({ method: 'card', saved_card_id: 'x' }))).json().error.code).toBe('login_required_for_cards');
    expect((await placeOrder(ctx.app, jar, orderBody(undefined, { contact: { name: 'A', phone: '12345' } }))).statusCode).toBe(400);
    expect((await placeOrder(ctx.app, jar, orderBody(undefined, { delivery: { method: 'pickup', shop_id: 'nowhere' } }))).json().error.code).toBe('pickup_shop_not_found');
    const wrongPlace = {
      method: 'address',
      address: { name: 'A', phone: CONTACT.phone, line1: '1 ถนนสุขุมวิท', province_id: 1, district_id: 1, subdistrict_id: 100101, postcode: '99999' },
    };
    expect((await placeOrder(ctx.app, jar, orderBody(undefined, { delivery: wrongPlace }))).json().error.code).toBe('address_place_mismatch');
    expect((await placeOrder(ctx.app, jar, orderBody(undefined, { delivery: { method: 'address', address: { address_id: 1 } } }))).statusCode).toBe(401);
    expect((await placeOrder(ctx.app, jar, orderBody(undefined, { coupon_code: 'WELCOME100' }))).json().error.code).toBe('coupon_login_required');
    expect((await stockOf(db(), variants[10])).reserved).toBe(0);
    await setStock(db(), variants[10], 0);
    const out = await placeOrder(ctx.app, jar, orderBody());
    expect(out.statusCode).toBe(409);
    expect(out.json().error).toMatchObject({ code: 'out_of_stock', details: { lines: [{ variant_id: variants[10], available: 0 }] } });
  });
});
