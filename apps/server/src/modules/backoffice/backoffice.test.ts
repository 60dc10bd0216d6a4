import { randomUUID } from 'node:crypto';
import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from '../../test/databases';
import { CookieJar, ORIGIN, uniquePhone } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';
import { emailOutbox } from '../email/tables';
import { hiCoverageAreas } from '../home-internet/tables';
import { orderRefunds, orders } from '../order/tables';
import { call, CONTACT, guestWith, orderBody, placeOrder, setStock } from '../order/testing';

const PASSWORD = 'correct horse battery staple';

describe.each(databaseKinds)('back office (orders, refunds, queues, reveal) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variant: number;
  const staff: Record<string, CookieJar> = {};

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const [v] = await ctx.database.db
      .select({ id: catalogVariants.id, price: catalogVariants.price })
      .from(catalogVariants)
      .where(gte(catalogVariants.price, 500_000))
      .orderBy(catalogVariants.id)
      .limit(1);
    variant = v.id;
    for (const role of ['support', 'content_editor', 'merchandiser', 'fulfilment'] as const) {
      const email = `${role}@tawan.example`;
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/accounts',
        headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, origin: ORIGIN },
        payload: { email, display_name: role, password: PASSWORD, roles: [role] },
      });
      expect(made.statusCode, made.body).toBe(201);
      const jar = new CookieJar();
      expect((await call(ctx.app, jar, 'POST', '/staff/session', { email, password: PASSWORD })).statusCode).toBe(200);
      staff[role] = jar;
    }
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const as = (role: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
    call(ctx.app, staff[role], method, url, payload, headers);
  const audit = async (query: string) =>
    (await ctx.app.inject({ url: `/api/staff/audit?${query}`, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } })).json().data.entries as {
      action: string;
      actor: string;
      object_id: string;
      before: unknown;
      after: Record<string, unknown>;
    }[];
  let keys = 0;
  const key = () => `refund-key-${Date.now()}-${++keys}`;

  /** A guest's paid order (PromptPay, paid by the sandbox), with an e-mail to send the receipt to. */
  async function paidOrder(phone: string = CONTACT.phone) {
    await setStock(db(), variant, 50);
    const jar = await guestWith(ctx.app, variant);
    const placed = await placeOrder(ctx.app, jar, orderBody({ method: 'promptpay' }, { contact: { name: 'สมชาย ใจดี', phone, email: 'somchai@example.com' } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment } = placed.json().data;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${payment.charge_id}/simulate-payment` })).statusCode).toBe(200);
    return { number: order.order_number as string, key: order.secure_key as string, total: order.total as number, chargeId: payment.charge_id as string };
  }
  const charge = (id: string) => ctx.app.payment.payments.gateway.retrieveCharge(id);

  it('support refunds part of an order twice up to the whole amount, then is refused; the payment and the shopper see what was refunded', async () => {
    const o = await paidOrder();
    const detail = (await as('support', 'GET', `/staff/orders/${o.number}`)).json().data;
    expect(detail).toMatchObject({ refundable: o.total, refunds: [], order: { state: 'paid', contact: { phone: '081-xxx-5678' } } });
    expect(detail.payments[0]).toMatchObject({ status: 'successful', amount: o.total, refunded_amount: 0 });

    const part = Math.floor(o.total / 3);
    const first = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: part, reason: 'damaged box' }, { 'idempotency-key': key() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ amount: part, state: 'succeeded', staff: 'support@tawan.example' });
    const shopper = (await ctx.app.inject(`/api/orders/${o.key}`)).json().data;
    expect(shopper.payment).toMatchObject({ status: 'successful', refunded_amount: part });

    const rest = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { reason: 'customer returned it' }, { 'idempotency-key': key() });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.amount).toBe(o.total - part);
    expect((await charge(o.chargeId)).refunded_amount).toBe(o.total);
    expect((await ctx.app.inject(`/api/orders/${o.key}`)).json().data.payment).toMatchObject({ status: 'refunded', refunded_amount: o.total });

    const more = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 1, reason: 'again' }, { 'idempotency-key': key() });
    expect([more.statusCode, more.json().error.code]).toEqual([409, 'order_fully_refunded']);
    const after = (await as('support', 'GET', `/staff/orders/${o.number}`)).json().data;
    expect(after.refundable).toBe(0);
    expect(after.payments[0]).toMatchObject({ status: 'refunded', refunded_amount: o.total });
    expect((await audit(`object_type=order&object_id=${o.number}&action=order.refund`)).map((e) => e.after.amount)).toEqual([o.total - part, part]);
  });

  it('never refunds more than is left; a retried request answers the same refund; a key reused for another request is refused', async () => {
    const o = await paidOrder();
    const over = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: o.total + 1, reason: 'too much' }, { 'idempotency-key': key() });
    expect([over.statusCode, over.json().error.code]).toEqual([422, 'refund_exceeds_paid']);
    const k = key();
    const once = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 1000, reason: 'goodwill' }, { 'idempotency-key': k });
    const again = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 1000, reason: 'goodwill' }, { 'idempotency-key': k });
    expect([once.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(once.json().data.id);
    const reused = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 2000, reason: 'goodwill' }, { 'idempotency-key': k });
    expect([reused.statusCode, reused.json().error.code]).toEqual([409, 'idempotency_key_reused']);
    const noKey = await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 1000, reason: 'goodwill' });
    expect([noKey.statusCode, noKey.json().error.code]).toEqual([400, 'idempotency_key_required']);
    expect((await charge(o.chargeId)).refunded_amount).toBe(1000);
  });

  it('two concurrent refunds of the rest give one', async () => {
    const o = await paidOrder();
    const both = await Promise.all([1, 2].map(() => as('support', 'POST', `/staff/orders/${o.number}/refunds`, { reason: 'cancelled by phone' }, { 'idempotency-key': key() })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error.code).toBe('order_fully_refunded');
    const [{ id }] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, o.number));
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toHaveLength(1);
    expect((await charge(o.chargeId)).refunded_amount).toBe(o.total);
  });

  it('a content editor is refused the refund, the detail and the reveal (403, nothing changes); an unpaid order is not refundable', async () => {
    const o = await paidOrder();
    for (const [method, url, body] of [
      ['POST', `/staff/orders/${o.number}/refunds`, { amount: 100, reason: 'x' }],
      ['GET', `/staff/orders/${o.number}`, undefined],
      ['POST', `/staff/orders/${o.number}/reveal`, { reason: 'x' }],
      ['POST', `/staff/orders/${o.number}/cancel`, { reason: 'x' }],
    ] as const) {
      const res = await as('content_editor', method, url, body, { 'idempotency-key': key() });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'permission_denied']);
    }
    const fulfil = await as('fulfilment', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 100, reason: 'x' }, { 'idempotency-key': key() });
    expect(fulfil.statusCode).toBe(403);
    const anonymous = await call(ctx.app, new CookieJar(), 'POST', `/staff/orders/${o.number}/refunds`, { amount: 100, reason: 'x' }, { 'idempotency-key': key() });
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 'staff_sign_in_required']);
    expect((await charge(o.chargeId)).refunded_amount).toBe(0);
    expect((await as('support', 'GET', `/staff/orders/${o.number}`)).json().data.refunds).toEqual([]);

    const jar = await guestWith(ctx.app, variant);
    const unpaid = (await placeOrder(ctx.app, jar, orderBody())).json().data.order.order_number;
    const refused = await as('support', 'POST', `/staff/orders/${unpaid}/refunds`, { amount: 100, reason: 'x' }, { 'idempotency-key': key() });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'order_not_refundable']);
    expect((await as('support', 'GET', '/staff/orders/TW000000NOSUCH0')).statusCode).toBe(404);
  });

  it('cancels a paid order (refunded in full after a partial refund) and re-sends a receipt', async () => {
    const o = await paidOrder();
    expect((await as('support', 'POST', `/staff/orders/${o.number}/refunds`, { amount: 500, reason: 'part' }, { 'idempotency-key': key() })).statusCode).toBe(201);
    const sent = await as('support', 'POST', `/staff/orders/${o.number}/receipt-email`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().data.sent_to).toBe('s***@example.com');
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'somchai@example.com'));
    expect(mails.some((m) => m.text.includes(o.number) && m.text.includes(`/api/orders/${o.key}/receipt.pdf`))).toBe(true);
    const cancelled = await as('support', 'POST', `/staff/orders/${o.number}/cancel`, { reason: 'customer asked' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order.state).toBe('cancelled');
    expect((await charge(o.chargeId)).refunded_amount).toBe(o.total);
    expect((await as('support', 'POST', `/staff/orders/${o.number}/cancel`, { reason: 'again' })).statusCode).toBe(200);
    expect((await audit(`object_id=${o.number}&action=order.cancel`)).length).toBe(1);
  });

  it('searches orders by number, phone, state and date by cursor, phones masked; a reveal gives the whole phone and is audited', async () => {
    const phone = uniquePhone();
    const a = await paidOrder(phone);
    const b = await paidOrder(phone);
    const byPhone = (await as('support', 'GET', `/staff/orders?phone=${phone}&limit=1`)).json().data;
    expect(byPhone.items.map((r: { order_number: string }) => r.order_number)).toEqual([b.number]);
    expect(byPhone.items[0].contact_phone).not.toContain(phone);
    const next = (await as('support', 'GET', `/staff/orders?phone=${phone}&limit=1&cursor=${byPhone.next_cursor}`)).json().data;
    expect(next.items.map((r: { order_number: string }) => r.order_number)).toEqual([a.number]);
    expect((await as('support', 'GET', `/staff/orders?q=${a.number.toLowerCase()}`)).json().data.items).toHaveLength(1);
    expect((await as('support', 'GET', `/staff/orders?q=${a.number}&state=delivered`)).json().data.items).toHaveLength(0);
    // The beginning of an order number (its own index, decision 046) and a state, newest first.
    const prefix = a.number.slice(0, 11);
    const byPrefix = (await as('support', 'GET', `/staff/orders?q=${prefix.toLowerCase()}&limit=50`)).json().data.items as { order_number: string }[];
    expect(byPrefix.map((r) => r.order_number)).toContain(a.number);
    expect(byPrefix.every((r) => r.order_number.startsWith(prefix))).toBe(true);
    const paid = (await as('support', 'GET', '/staff/orders?state=paid&limit=50')).json().data.items as { state: string; created_at: string }[];
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((r, i) => r.state === 'paid' && (i === 0 || paid[i - 1].created_at >= r.created_at))).toBe(true);
    expect((await as('support', 'GET', `/staff/orders?phone=${phone}&from=2000-01-01T00:00:00Z&to=2001-01-01T00:00:00Z`)).json().data.items).toHaveLength(0);
    expect((await as('support', 'GET', '/staff/orders?cursor=nonsense')).statusCode).toBe(400);

    const revealed = await as('support', 'POST', `/staff/orders/${a.number}/reveal`, { reason: 'customer on the phone' });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data.contact.phone).toBe(phone);
    const [entry] = await audit(`action=personal_data.reveal&object_id=${a.number}`);
    expect(entry).toMatchObject({ actor: 'support@tawan.example', after: { reason: 'customer on the phone' } });
    expect(JSON.stringify(entry)).not.toContain(phone);
    expect((await audit('actor=support@tawan.example&action=personal_data.reveal')).length).toBeGreaterThanOrEqual(1);
  });

  it('moves contact requests and home-internet leads along their states (audited); an illegal move is 409; the queue masks mobiles', async () => {
    const mobile = uniquePhone();
    const made = await call(ctx.app, new CookieJar(), 'POST', '/contact-requests', { contact_name: 'คุณลีด', mobile_number: mobile });
    expect(made.statusCode, made.body).toBe(201);
    const id = String(made.json().data.id);
    const queue = (await as('support', 'GET', '/staff/leads?kind=contact&state=new')).json().data.items;
    const lead = queue.find((l: { id: string }) => l.id === id);
    expect(lead).toMatchObject({ state: 'new', name: 'คุณลีด' });
    expect(lead.mobile).not.toBe(mobile);
    const moved = await as('support', 'POST', `/staff/leads/contact/${id}/state`, { state: 'contacted' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.state).toBe('contacted');
    expect((await audit(`object_type=contact_request&object_id=${id}`))[0]).toMatchObject({ action: 'lead.state', before: { state: 'new' }, after: { state: 'contacted' } });
    const illegal = await as('support', 'POST', `/staff/leads/contact/${id}/state`, { state: 'new' });
    expect([illegal.statusCode, illegal.json().error.code]).toEqual([409, 'illegal_lead_transition']);
    const denied = await as('content_editor', 'POST', `/staff/leads/contact/${id}/state`, { state: 'won' });
    expect(denied.statusCode).toBe(403);
    expect((await as('support', 'GET', '/staff/leads?kind=contact&state=contacted')).json().data.items.some((l: { id: string }) => l.id === id)).toBe(true);
    expect((await as('support', 'POST', `/staff/leads/contact/${id}/reveal`, { reason: 'call back' })).json().data.mobile).toBe(mobile);
    expect((await as('support', 'POST', '/staff/leads/contact/abc/state', { state: 'won' })).statusCode).toBe(404);

    const hiMobile = uniquePhone();
    const hi = await call(ctx.app, new CookieJar(), 'POST', '/home-internet/leads', { name: 'คุณบ้าน', mobile: hiMobile, preferred_time: 'evening', consent: true });
    expect(hi.statusCode, hi.body).toBe(201);
    const hiId = hi.json().data.id;
    const hiQueue = (await as('support', 'GET', '/staff/leads?kind=home_internet&state=new')).json().data.items;
    expect(hiQueue.find((l: { id: string }) => l.id === hiId)).toMatchObject({ kind: 'home_internet', mobile: `0XX-XXX-${hiMobile.slice(6)}` });
    expect((await as('support', 'POST', `/staff/leads/home_internet/${hiId}/state`, { state: 'contacted' })).json().data.state).toBe('contacted');
    expect((await as('support', 'POST', `/staff/leads/home_internet/${hiId}/state`, { state: 'won' })).json().data.state).toBe('won');
    expect((await as('support', 'POST', `/staff/leads/home_internet/${hiId}/state`, { state: 'lost' })).statusCode).toBe(409);
    expect((await audit(`object_type=hi_lead&object_id=${hiId}`)).map((e) => e.after.state)).toEqual(['won', 'contacted']);
  });

  it("lists a day's installation appointments of an area for fulfilment; support is refused", async () => {
    const [area] = await db().select({ id: hiCoverageAreas.id }).from(hiCoverageAreas).orderBy(hiCoverageAreas.id).limit(1);
    const slots = await ctx.app.appointments.searchTimeSlots({ area_id: area.id });
    const slot = slots.available_time_slots[0];
    const held = await ctx.app.appointments.hold({ slot_id: slot.id, reference: randomUUID() });
    const day = slot.day;
    expect((await as('support', 'GET', `/staff/appointments?day=${day}`)).statusCode).toBe(403);
    const list = await as('fulfilment', 'GET', `/staff/appointments?day=${day}&area_id=${area.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((a: { id: string }) => a.id === held.id)).toMatchObject({ area_id: area.id, state: 'initialized' });
    expect((await as('fulfilment', 'GET', `/staff/appointments?day=${day}&area_id=elsewhere`)).json().data).toEqual([]);
    expect((await as('fulfilment', 'GET', '/staff/appointments?day=tomorrow')).statusCode).toBe(400);
  });

  it('merchandisers create and edit coupons with their rules and see their uses; others are refused', async () => {
    const body = {
      code: `bo${Date.now() % 1_000_000}`,
      title: { th: 'ลด 10%', en: '10% off' },
      description: { th: 'ทดสอบ', en: 'Test' },
      discount_kind: 'percent',
      percent: 10,
      amount: null,
      max_discount: 50_000,
      min_spend: 100_000,
      scope_product_ids: [],
      scope_categories: [],
      scope_product_types: [],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      total_limit: 10,
      per_user_limit: 1,
      collectable: true,
    };
    expect((await as('support', 'POST', '/staff/coupons', body)).statusCode).toBe(403);
    const made = await as('merchandiser', 'POST', '/staff/coupons', body);
    expect(made.statusCode, made.body).toBe(201);
    const coupon = made.json().data;
    expect(coupon).toMatchObject({ code: body.code.toUpperCase(), percent: 10, used: 0 });
    expect((await as('merchandiser', 'POST', '/staff/coupons', body)).json().error.code).toBe('coupon_code_taken');
    const badWindow = await as('merchandiser', 'POST', '/staff/coupons', { ...body, code: 'BADWINDOW', ends_at: body.starts_at });
    expect(badWindow.statusCode).toBe(400);
    const fixed = await as('merchandiser', 'PATCH', `/staff/coupons/${coupon.id}`, { discount_kind: 'fixed', amount: 20_000 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ discount_kind: 'fixed', amount: 20_000, percent: null, max_discount: null });
    const noAmount = await as('merchandiser', 'PATCH', `/staff/coupons/${coupon.id}`, { discount_kind: 'percent' });
    expect(noAmount.statusCode).toBe(422);
    const quote = await ctx.app.inject(`/api/coupons/${coupon.id}`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect((await as('merchandiser', 'GET', `/staff/coupons?q=${body.code}`)).json().data.items.map((c: { id: number }) => c.id)).toEqual([coupon.id]);
    expect((await as('merchandiser', 'GET', `/staff/coupons/${coupon.id}/uses`)).json().data).toEqual({ items: [], next_cursor: null });
    expect((await audit(`object_type=coupon&object_id=${coupon.id}`)).map((e) => e.action)).toEqual(['coupon.update', 'coupon.create']);
  });
});
