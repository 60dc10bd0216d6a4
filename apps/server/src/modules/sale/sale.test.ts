import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokPeriods } from '@store/domain/sale';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';
import { orders } from '../order/tables';
import { call, newKey, setStock } from '../order/testing';
import { smsOutbox } from '../sim/tables';
import { auditLog } from '../staff/tables';
import { SALE_TEST_SELLERS } from './seed';
import { createSale } from './service';
import { saleLinks } from './tables';

const [PARAGON, PARAGON2, CTW] = SALE_TEST_SELLERS;
const CUSTOMER = { name: 'สมหญิง ลูกค้า', mobile: '0891234567' };

describe('Bangkok periods', () => {
  it('starts the day and month at Bangkok midnight (UTC+7)', () => {
    // 2026-03-31 17:30 UTC is 2026-04-01 00:30 in Bangkok.
    const p = bangkokPeriods(new Date('2026-03-31T17:30:00Z'));
    expect(p.day).toEqual({ label: '2026-04-01', from: new Date('2026-03-31T17:00:00Z'), to: new Date('2026-04-01T17:00:00Z') });
    expect(p.month).toEqual({ label: '2026-04', from: new Date('2026-03-31T17:00:00Z'), to: new Date('2026-04-30T17:00:00Z') });
    // 16:59 UTC is still 23:59 of the same Bangkok day; December rolls into January.
    expect(bangkokPeriods(new Date('2026-12-31T16:59:00Z')).month).toMatchObject({ label: '2026-12', to: new Date('2026-12-31T17:00:00Z') });
  });
});

describe.each(databaseKinds)('seller sale mode on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variantId: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const [v] = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 100_000)).orderBy(catalogVariants.id).limit(1);
    variantId = v.id;
    await setStock(ctx.database.db, variantId, 50);
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  async function login(seller: { email: string; password: string; shop_code: string }, jar = new CookieJar()) {
    const res = await call(ctx.app, jar, 'POST', '/v2/sale/login', { email: seller.email, password: seller.password, shop_code: seller.shop_code });
    return { jar, res };
  }
  async function placeFor(jar: CookieJar, key = newKey(), customer = CUSTOMER) {
    expect((await call(ctx.app, jar, 'POST', '/cart/lines', { variant_id: variantId, quantity: 1 })).statusCode).toBe(201);
    return call(ctx.app, jar, 'POST', '/v2/sale/order', { customer }, { 'idempotency-key': key });
  }
  const outbox = (to: string) => db().select().from(smsOutbox).where(eq(smsOutbox.to, to));
  const linkOf = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('link')!;

  it('signs a seller in at their shop with the staff session cookie; wrong shop, role or password are refused', async () => {
    expect((await login({ ...PARAGON, password: 'wrong password!' })).res.json().error.code).toBe('staff_credentials_invalid');
    expect((await login({ ...PARAGON, shop_code: 'NO-SUCH-SHOP' })).res.statusCode).toBe(404);
    const mismatch = await login({ ...PARAGON, shop_code: CTW.shop_code });
    expect(mismatch.res.statusCode).toBe(403);
    expect(mismatch.res.json().error.code).toBe('shop_mismatch');
    // No session was left behind by the refused sign-in.
    expect((await call(ctx.app, mismatch.jar, 'GET', '/sale/config')).json().data.sale_mode).toBe(0);

    // An account without the seller role (a support agent at the shop) is not a seller.
    const admin = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { ...admin, origin: ORIGIN },
      payload: { email: 'support@shop.test', display_name: 'Support', password: 'support password 1', roles: ['support'], shop_code: 'SHOP-PARAGON' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const notSeller = await login({ email: 'support@shop.test', password: 'support password 1', shop_code: 'SHOP-PARAGON' });
    expect(notSeller.res.json().error.code).toBe('not_a_seller');

    const { jar, res } = await login(PARAGON);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sale_mode: 1, shop_code: 'SHOP-PARAGON', seller: { email: PARAGON.email } });
    const cookie = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(res.body).not.toContain('api_token');
    expect((await call(ctx.app, jar, 'GET', '/sale/config')).json().data).toMatchObject({ sale_mode: 1, shop_code: 'SHOP-PARAGON' });
    expect((await call(ctx.app, new CookieJar(), 'GET', '/sale/config')).json().data).toEqual({ sale_mode: 0, shop_code: null, seller: null, shop: null });

    // Logout ends the session.
    expect((await call(ctx.app, jar, 'POST', '/v2/sale/logout')).json().data.signed_out).toBe(true);
    expect((await call(ctx.app, jar, 'GET', '/v2/sale/order')).statusCode).toBe(401);
  });

  it('validates a shop code, and shows a seller only their own shop and its settings', async () => {
    const ok = await call(ctx.app, new CookieJar(), 'POST', '/v2/sale/validate-shop-code', { shop_code: 'shop-paragon' });
    expect(ok.json().data.shop).toEqual({ code: 'SHOP-PARAGON', name: { th: 'ตะวัน ช็อป สยามพารากอน', en: 'Tawan Shop Siam Paragon' } });
    expect((await call(ctx.app, new CookieJar(), 'POST', '/v2/sale/validate-shop-code', { shop_code: 'NOPE-1' })).json().error.code).toBe('shop_not_found');
    expect((await call(ctx.app, new CookieJar(), 'POST', '/v2/sale/validate-shop-code', { shop_code: 'a b' })).statusCode).toBe(400);

    const { jar } = await login(PARAGON);
    expect((await call(ctx.app, jar, 'GET', '/sale/shop/SHOP-PARAGON')).json().data).toMatchObject({ code: 'SHOP-PARAGON', pickup_shop_id: 'bkk-siam-paragon' });
    expect((await call(ctx.app, jar, 'GET', '/sale/config/SHOP-PARAGON')).json().data).toEqual({
      shop_code: 'SHOP-PARAGON',
      sale_mode: 1,
      link_ttl_hours: 24,
      payment_methods: ['promptpay'],
      delivery: 'pickup_at_shop',
    });
    expect((await call(ctx.app, jar, 'GET', '/sale/shop/SHOP-CTW')).json().error.code).toBe('shop_not_yours');
    expect((await call(ctx.app, jar, 'GET', '/sale/shop/SHOP-NONE')).statusCode).toBe(404);
    expect((await call(ctx.app, new CookieJar(), 'GET', '/sale/shop/SHOP-PARAGON')).statusCode).toBe(401);
  });

  it('places the cart as an unpaid seller order for a customer, once per key; the next order starts a new cart', async () => {
    const { jar } = await login(PARAGON);
    const key = newKey();
    const first = await placeFor(jar, key);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json().data;
    expect(order).toMatchObject({ state: 'awaiting_payment', customer: { name: CUSTOMER.name, mobile: '089-XXX-4567' }, last_link: null });
    const again = await call(ctx.app, jar, 'POST', '/v2/sale/order', { customer: CUSTOMER }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_number).toBe(order.order_number);
    const reused = await call(ctx.app, jar, 'POST', '/v2/sale/order', { customer: { ...CUSTOMER, name: 'Other' } }, { 'idempotency-key': key });
    expect(reused.json().error.code).toBe('idempotency_key_reused');

    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, order.order_number));
    const seller = (await ctx.app.staff.service.list()).find((s) => s.email === PARAGON.email)!;
    expect(row).toMatchObject({ channel: 'seller', staffId: seller.id, contactPhone: CUSTOMER.mobile, paymentMethod: 'promptpay' });
    expect(row.delivery).toMatchObject({ method: 'pickup', shop: { id: 'bkk-siam-paragon' } });
    // The link's life: the order waits 24 hours, not the 30 minutes of a shopper's checkout.
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000);

    // The second customer's order leaves the first one waiting.
    const second = await placeFor(jar);
    expect(second.statusCode).toBe(201);
    const [firstAfter] = await db().select().from(orders).where(eq(orders.orderNumber, order.order_number));
    expect(firstAfter.state).toBe('awaiting_payment');
    expect((await call(ctx.app, new CookieJar(), 'POST', '/v2/sale/order', { customer: CUSTOMER }, { 'idempotency-key': newKey() })).statusCode).toBe(401);
    expect((await call(ctx.app, jar, 'POST', '/v2/sale/order', { customer: { name: 'X', mobile: '123' } }, { 'idempotency-key': newKey() })).statusCode).toBe(400);
    expect((await call(ctx.app, jar, 'POST', '/v2/sale/order', { customer: CUSTOMER })).json().error.code).toBe('idempotency_key_required');
  });

  it('sends the signed link by SMS once per request; the customer sees the order and pays it by QR; the list shows it paid', async () => {
    const { jar } = await login(PARAGON);
    const mobile = '0861112222';
    const order = (await placeFor(jar, newKey(), { name: 'ลูกค้า เอสเอ็มเอส', mobile })).json().data;
    const key = newKey();
    const sent = await call(ctx.app, jar, 'POST', '/v2/sale/sms', { order_number: order.order_number }, { 'idempotency-key': key });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ order_number: order.order_number, sent_to: '086-XXX-2222' });
    const retry = await call(ctx.app, jar, 'POST', '/v2/sale/sms', { order_number: order.order_number }, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(200);
    const messages = await outbox(mobile);
    expect(messages).toHaveLength(1);
    expect(messages[0].purpose).toBe('sale_link');
    expect(messages[0].body).toContain('/payment-offline/qr?link=');
    const token = linkOf(messages[0].body);
    // The audit log names the order, never the customer's number.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sale.sms'), eq(auditLog.objectId, order.order_number)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(mobile);

    // The customer's phone: no cookies.
    const phone = new CookieJar();
    const view = await call(ctx.app, phone, 'GET', `/sale/links/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      status: 'open',
      shop: { name: { en: 'Tawan Shop Siam Paragon' } },
      order: { order_number: order.order_number, total: order.total },
      payment: null,
    });
    expect(view.body).not.toContain(mobile);

    // A changed token is refused (404), not another order.
    const [id, mac] = token.split('.');
    const flipped = `${id}.${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    expect((await call(ctx.app, phone, 'GET', `/sale/links/${flipped}`)).json().error.code).toBe('sale_link_invalid');
    expect((await call(ctx.app, phone, 'GET', `/sale/links/${'A'.repeat(22)}.${mac}`)).json().error.code).toBe('sale_link_invalid');
    expect((await call(ctx.app, phone, 'GET', '/sale/links/garbage')).statusCode).toBe(404);
    // The last character of each part carries unused bits: a token changed only there is refused too.
    const lastBits = (part: string) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const i = alphabet.indexOf(part.at(-1)!);
      return `${part.slice(0, -1)}${alphabet[i ^ 1]}`;
    };
    expect((await call(ctx.app, phone, 'GET', `/sale/links/${id}.${lastBits(mac)}`)).json().error.code).toBe('sale_link_invalid');
    expect((await call(ctx.app, phone, 'GET', `/sale/links/${lastBits(id)}.${mac}`)).json().error.code).toBe('sale_link_invalid');

    const payKey = newKey();
    const paying = await call(ctx.app, phone, 'POST', `/sale/links/${token}/payment`, undefined, { 'idempotency-key': payKey });
    expect(paying.statusCode, paying.body).toBe(201);
    expect(paying.json().data.payment).toMatchObject({ status: 'pending' });
    expect(paying.json().data.payment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const same = await call(ctx.app, phone, 'POST', `/sale/links/${token}/payment`, undefined, { 'idempotency-key': payKey });
    expect(same.json().data.payment.qr).toBe(paying.json().data.payment.qr);

    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, order.order_number));
    const charges = await ctx.app.payment.payments.paymentsOfOrder(row.id);
    expect(charges).toHaveLength(1);
    const paid = await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${charges[0].chargeId}/simulate-payment` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await call(ctx.app, phone, 'GET', `/sale/links/${token}`)).json().data).toMatchObject({ status: 'paid', order: { state: 'paid' } });
    // Paid is paid: no second payment through the link.
    expect((await call(ctx.app, phone, 'POST', `/sale/links/${token}/payment`, undefined, { 'idempotency-key': newKey() })).json().error.code).toBe('order_not_payable');
    // After the link ran out the paid order still shows paid.
    await db()
      .update(saleLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(saleLinks.orderId, row.id));
    expect((await call(ctx.app, phone, 'GET', `/sale/links/${token}`)).json().data.status).toBe('paid');

    const list = (await call(ctx.app, jar, 'GET', '/v2/sale/order')).json().data;
    const listed = list.orders.find((o: { order_number: string }) => o.order_number === order.order_number);
    expect(listed).toMatchObject({ state: 'paid', last_link: { sent_by: 'sms' }, customer: { mobile: '086-XXX-2222' } });
    expect(list.totals.time_zone).toBe('Asia/Bangkok');
    expect(list.totals.day.paid_orders).toBeGreaterThanOrEqual(1);
    expect(list.totals.day.paid_total).toBeGreaterThanOrEqual(order.total);
    // A link sent by SMS again now is refused: the order is paid.
    expect((await call(ctx.app, jar, 'POST', '/v2/sale/sms', { order_number: order.order_number }, { 'idempotency-key': newKey() })).json().error.code).toBe('order_not_payable');
  });

  it('refuses an expired link with 410, shows a QR link, and a cancelled order as cancelled', async () => {
    const { jar } = await login(PARAGON);
    const order = (await placeFor(jar)).json().data;
    const qr = await call(ctx.app, jar, 'POST', '/v2/sale/qr', { order_number: order.order_number }, { 'idempotency-key': newKey() });
    expect(qr.statusCode, qr.body).toBe(201);
    expect(qr.json().data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const token = new URL(qr.json().data.url).searchParams.get('link')!;
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, order.order_number));
    await db()
      .update(saleLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(saleLinks.orderId, row.id));
    const expired = await call(ctx.app, new CookieJar(), 'GET', `/sale/links/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('sale_link_expired');
    expect((await call(ctx.app, new CookieJar(), 'POST', `/sale/links/${token}/payment`, undefined, { 'idempotency-key': newKey() })).statusCode).toBe(410);

    // A new link for the same order works until the order itself is closed.
    const fresh = await call(ctx.app, jar, 'POST', '/v2/sale/qr', { order_number: order.order_number }, { 'idempotency-key': newKey() });
    const token2 = new URL(fresh.json().data.url).searchParams.get('link')!;
    expect((await call(ctx.app, new CookieJar(), 'GET', `/sale/links/${token2}`)).json().data.status).toBe('open');
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, row.id));
    await ctx.app.orders.sweep(new Date());
    const closed = await call(ctx.app, new CookieJar(), 'GET', `/sale/links/${token2}`);
    // The order ran out unpaid: the link says so (the page shows the reason), and takes no payment.
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'cancelled', order: { state: 'expired' } });
    expect((await call(ctx.app, new CookieJar(), 'POST', `/sale/links/${token2}/payment`, undefined, { 'idempotency-key': newKey() })).json().error.code).toBe('order_not_payable');
  });

  it('an SMS the port failed to send is sent by the retry with the same key, and only once', async () => {
    const { jar } = await login(PARAGON);
    const mobile = '0867778888';
    const order = (await placeFor(jar, newKey(), { name: 'ลูกค้า ส่งซ้ำ', mobile })).json().data;
    const sent: string[] = [];
    let fail = true;
    const sale = createSale({
      db: db(),
      staff: ctx.app.staff.service,
      orders: ctx.app.orders,
      sendSms: async (m) => {
        if (fail) throw new Error('provider down');
        sent.push(m.to);
      },
    });
    const seller = (await ctx.app.staff.service.list()).find((s) => s.email === PARAGON.email)!;
    const actor = { id: seller.id, label: seller.email, roles: seller.roles, permissions: seller.permissions, shopCode: seller.shop_code, dealerCode: null };
    const key = newKey();
    await expect(sale.sendSms(actor, key, order.order_number, 'en', 'http://store.test')).rejects.toMatchObject({ code: 'sms_unavailable', status: 503 });
    const [link] = await db().select().from(saleLinks).where(eq(saleLinks.idempotencyKey, key));
    expect(link.smsSentAt).toBeNull();
    fail = false;
    expect((await sale.sendSms(actor, key, order.order_number, 'en', 'http://store.test')).created).toBe(false);
    await sale.sendSms(actor, key, order.order_number, 'en', 'http://store.test');
    expect(sent).toEqual([mobile]);
    expect((await db().select().from(saleLinks).where(eq(saleLinks.idempotencyKey, key))).length).toBe(1);
  });

  it('a seller sees and sends only their own orders (403, nothing changes); the totals follow the Bangkok day', async () => {
    const { jar } = await login(PARAGON);
    const order = (await placeFor(jar)).json().data;
    const { jar: other } = await login(PARAGON2);
    expect((await call(ctx.app, other, 'GET', `/v2/sale/order/${order.order_number}`)).json().error.code).toBe('order_not_yours');
    const before = (await db().select().from(saleLinks)).length;
    const sms = await call(ctx.app, other, 'POST', '/v2/sale/sms', { order_number: order.order_number }, { 'idempotency-key': newKey() });
    expect(sms.statusCode).toBe(403);
    const qr = await call(ctx.app, other, 'POST', '/v2/sale/qr', { order_number: order.order_number }, { 'idempotency-key': newKey() });
    expect(qr.statusCode).toBe(403);
    expect((await db().select().from(saleLinks)).length).toBe(before);
    expect(((await call(ctx.app, other, 'GET', '/v2/sale/order')).json().data.orders as { order_number: string }[]).map((o) => o.order_number)).not.toContain(order.order_number);
    expect((await call(ctx.app, jar, 'GET', `/v2/sale/order/${order.order_number}`)).json().data.order_number).toBe(order.order_number);
    // A shopper or another role gets no seller route.
    expect((await call(ctx.app, new CookieJar(), 'GET', '/v2/sale/order')).json().error.code).toBe('staff_sign_in_required');

    // Totals: paid at 23:30 and 00:30 Bangkok time fall on two days of the same month.
    const { jar: ctw } = await login(CTW);
    const a = (await placeFor(ctw)).json().data;
    const b = (await placeFor(ctw)).json().data;
    await db()
      .update(orders)
      .set({ state: 'paid', paidAt: new Date('2026-03-14T16:30:00Z') })
      .where(eq(orders.orderNumber, a.order_number));
    await db()
      .update(orders)
      .set({ state: 'paid', paidAt: new Date('2026-03-14T17:30:00Z') })
      .where(eq(orders.orderNumber, b.order_number));
    const seller = (await ctx.app.staff.service.list()).find((s) => s.email === CTW.email)!;
    const actor = { id: seller.id, label: seller.email, roles: seller.roles, permissions: seller.permissions, shopCode: seller.shop_code, dealerCode: null };
    const totals = (await ctx.app.sale.list(actor, undefined, new Date('2026-03-14T18:00:00Z'))).totals;
    expect(totals.day).toEqual({ label: '2026-03-15', paid_orders: 1, paid_total: b.total });
    expect(totals.month).toEqual({ label: '2026-03', paid_orders: 2, paid_total: a.total + b.total });
  });
});
