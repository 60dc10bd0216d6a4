import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar } from '../../test/sign-in';
import { signUp } from '../../test/sign-in';
import { setConfig } from '../config/service';
import { call, newKey, orderBody, placeOrder } from '../order/testing';
import { loyaltyCards } from './tables';

const BLACK = { cardNo: '8000000003', thaiId: '3101700888831', mobile: '0870000003' };
const RED = { cardNo: '8000000002', thaiId: '3101700888823', mobile: '0870000002' };
const FEW = { cardNo: '8000000004', thaiId: '3101700888840' };
const BUSY = { thaiId: '3101700888858' };

describe.each(databaseKinds)('member card, points and privileges on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const pointsOf = async (cardNo: string) => (await ctx.database.db.select({ points: loyaltyCards.points }).from(loyaltyCards).where(eq(loyaltyCards.cardNo, cardNo)))[0].points;
  const linked = async (thaiId: string) => {
    const user = await signUp(ctx.app);
    const res = await call(ctx.app, user.jar, 'POST', '/account-app/truecard/link', { thai_id: thaiId });
    expect(res.statusCode, res.body).toBe(200);
    return user;
  };
  /** A member with a privilege line in the cart (the black iPhone offer). */
  async function withOffer(jar: CookieJar, id = 'black-iphone') {
    const privilege = (await call(ctx.app, jar, 'GET', `/privilege/${id}`)).json().data;
    const res = await call(
      ctx.app,
      jar,
      'POST',
      `/privilege/${id}/cart`,
      { product_id: privilege.product.product_id, variant_id: privilege.product.variant_id },
      { 'idempotency-key': newKey() },
    );
    return { privilege, res };
  }

  it('needs a session for the card, the points and linking', async () => {
    const jar = new CookieJar();
    for (const url of ['/account-app/truecard/get-status', '/cpoint/request-user']) expect((await call(ctx.app, jar, 'POST', url)).statusCode).toBe(401);
    expect((await call(ctx.app, jar, 'POST', '/account-app/truecard/link', { thai_id: BLACK.thaiId })).statusCode).toBe(401);
  });

  it('finds the card of the phone the member signed up with: tier, image and aging in months', async () => {
    const user = await signUp(ctx.app, { login: BLACK.mobile });
    const res = await call(ctx.app, user.jar, 'POST', '/account-app/truecard/get-status');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ linked: true, card: { card_no: 'xxxxxx0003', tier: 'black', image_url: '/images/cards/black.svg', aging: 62 } });
    expect(res.body).not.toContain(BLACK.cardNo);
  });

  it('links a card by its holder’s Thai ID; a wrong or unknown ID is refused; a busy card system is a 503', async () => {
    const user = await signUp(ctx.app);
    expect((await call(ctx.app, user.jar, 'POST', '/account-app/truecard/get-status')).json().data).toEqual({ linked: false, card: null });
    const bad = await call(ctx.app, user.jar, 'POST', '/account-app/truecard/link', { thai_id: '1234567890123' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([422, 'thai_id_invalid']);
    const unknown = await call(ctx.app, user.jar, 'POST', '/account-app/truecard/link', { thai_id: '1101700123456' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'card_not_found']);
    const busy = await call(ctx.app, user.jar, 'POST', '/account-app/truecard/link', { thai_id: BUSY.thaiId });
    expect([busy.statusCode, busy.json().error.code, busy.json().error.details.retry_after_s]).toEqual([503, 'card_system_busy', 30]);
    const ok = await call(ctx.app, user.jar, 'POST', '/account-app/truecard/link', { thai_id: '3101-7008-8882-3' });
    expect(ok.json().data.card).toMatchObject({ tier: 'red', aging: 14 });
  });

  it('answers the points: balance, rate, value, share and history', async () => {
    const user = await linked(BLACK.thaiId);
    const res = await call(ctx.app, user.jar, 'POST', '/cpoint/request-user');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ balance: await pointsOf(BLACK.cardNo), satang_per_point: 25, max_share_bp: 3000, enabled: true });
    expect(data.value).toBe(data.balance * 25);
    expect(data.history.at(-1)).toMatchObject({ kind: 'earn', order_number: null });
    const none = await signUp(ctx.app);
    expect((await call(ctx.app, none.jar, 'POST', '/cpoint/request-user')).json().error.code).toBe('card_not_linked');
  });

  it('lists privileges and shows one with its terms, validity, tier and privilege price', async () => {
    const jar = new CookieJar();
    const list = (await call(ctx.app, jar, 'GET', '/privileges')).json().data;
    expect(list.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['black-iphone', 'anker-charger', 'cinema-two-for-one']));
    const black = (await call(ctx.app, jar, 'GET', '/privileges?line_kind=family_black_truecard')).json().data;
    expect(black.every((p: { min_tier: string }) => p.min_tier === 'black')).toBe(true);
    const one = (await call(ctx.app, jar, 'GET', '/privilege/black-iphone')).json().data;
    expect(one.product.privilege_price).toBe(Math.floor((one.product.price * 0.85) / 100) * 100);
    expect(one.terms.length).toBeGreaterThan(0);
    expect((await call(ctx.app, jar, 'GET', '/privilege/nope')).statusCode).toBe(404);
  });

  it('verifies the right to the privilege price: visitor, no card, red, black, another product', async () => {
    const visitor = await call(ctx.app, new CookieJar(), 'GET', '/privilege/black-iphone/verify');
    expect(visitor.json().data).toMatchObject({ eligible: false, reason: 'session_required' });
    const noCard = await signUp(ctx.app);
    expect((await call(ctx.app, noCard.jar, 'GET', '/privilege/black-iphone/verify')).json().data.reason).toBe('no_card');
    const red = await linked(RED.thaiId);
    expect((await call(ctx.app, red.jar, 'GET', '/privilege/black-iphone/verify')).json().data).toMatchObject({
      eligible: false,
      reason: 'tier_too_low',
      tier: 'red',
      min_tier: 'black',
    });
    expect((await call(ctx.app, red.jar, 'GET', '/privilege/anker-charger/verify')).json().data).toMatchObject({ eligible: true, reason: null });
    const black = await linked(BLACK.thaiId);
    expect((await call(ctx.app, black.jar, 'GET', '/privilege/black-iphone/verify')).json().data).toMatchObject({ eligible: true, tier: 'black' });
    expect((await call(ctx.app, black.jar, 'GET', '/privilege/black-iphone/verify?product_id=999999')).json().data.reason).toBe('not_this_product');
    const refused = await withOffer(red.jar);
    expect([refused.res.statusCode, refused.res.json().error.code, refused.res.json().error.details.reason]).toEqual([403, 'privilege_not_eligible', 'tier_too_low']);
  });

  it('a black card holder buys the offer at the privilege price and pays part with points; cancelling gives them back', async () => {
    const user = await linked(BLACK.thaiId);
    const before = await pointsOf(BLACK.cardNo);
    const key = newKey();
    const privilege = (await call(ctx.app, user.jar, 'GET', '/privilege/black-iphone')).json().data;
    const body = { product_id: privilege.product.product_id, variant_id: privilege.product.variant_id };
    const added = await call(ctx.app, user.jar, 'POST', '/privilege/black-iphone/cart', body, { 'idempotency-key': key });
    expect(added.statusCode, added.body).toBe(201);
    const again = await call(ctx.app, user.jar, 'POST', '/privilege/black-iphone/cart', body, { 'idempotency-key': key });
    expect([again.statusCode, again.json().data.line_id]).toEqual([200, added.json().data.line_id]);
    const cart = (await call(ctx.app, user.jar, 'GET', '/cart')).json().data;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ product_type: 'family_black_truecard', price: privilege.product.privilege_price });

    const tooMany = await placeOrder(ctx.app, user.jar, orderBody({ method: 'promptpay' }, { points: 1_000_000 }));
    expect([tooMany.statusCode, tooMany.json().error.code]).toEqual([422, 'points_too_many']);
    const placed = await placeOrder(ctx.app, user.jar, orderBody({ method: 'promptpay' }, { points: 400 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await call(ctx.app, user.jar, 'GET', `/orders/${placed.json().data.order.secure_key}`)).json().data;
    expect(order.points).toEqual({ used: 400, value: 10_000 });
    expect(order.total).toBe(privilege.product.privilege_price - 10_000);
    expect(await pointsOf(BLACK.cardNo)).toBe(before - 400);
    const history = (await call(ctx.app, user.jar, 'POST', '/cpoint/request-user')).json().data.history;
    expect(history[0]).toMatchObject({ kind: 'debit', points: 400, order_number: order.order_number });

    const other = await signUp(ctx.app);
    expect((await call(ctx.app, other.jar, 'POST', `/orders/${order.secure_key}/cancel`)).statusCode).toBe(403);
    const cancelled = await call(ctx.app, user.jar, 'POST', `/orders/${order.secure_key}/cancel`);
    expect([cancelled.statusCode, cancelled.json().data.state]).toEqual([200, 'cancelled']);
    expect(await pointsOf(BLACK.cardNo)).toBe(before);
    expect((await call(ctx.app, user.jar, 'POST', `/orders/${order.secure_key}/cancel`)).statusCode).toBe(409);
    expect(await pointsOf(BLACK.cardNo)).toBe(before);
  });

  it('points of an order that expires unpaid come back once', async () => {
    const user = await linked(BLACK.thaiId);
    const { res } = await withOffer(user.jar, 'black-watch');
    expect(res.statusCode, res.body).toBe(201);
    const before = await pointsOf(BLACK.cardNo);
    const placed = await placeOrder(ctx.app, user.jar, orderBody({ method: 'promptpay' }, { points: 200 }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await pointsOf(BLACK.cardNo)).toBe(before - 200);
    await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000));
    expect(await pointsOf(BLACK.cardNo)).toBe(before);
    await ctx.app.orders.sweep(new Date(Date.now() + 62 * 60_000));
    expect(await pointsOf(BLACK.cardNo)).toBe(before);
    const order = (await call(ctx.app, user.jar, 'GET', `/orders/${placed.json().data.order.secure_key}`)).json().data;
    expect(order.state).toBe('expired');
  });

  it('checks the right again at place order: a card that moved away loses the privilege price', async () => {
    const user = await linked(RED.thaiId);
    const { res } = await withOffer(user.jar, 'anker-charger');
    expect(res.statusCode, res.body).toBe(201);
    await linked(RED.thaiId); // the card moves to another account
    const placed = await placeOrder(ctx.app, user.jar, orderBody());
    expect([placed.statusCode, placed.json().error.code, placed.json().error.details.reason]).toEqual([409, 'privilege_not_eligible', 'no_card']);
  });

  it('debits are idempotent by reference and one conditional write: 20 concurrent redeems never go below zero', async () => {
    const port = ctx.app.loyalty.port;
    const first = await port.debit({ cardNo: FEW.cardNo, points: 10, reference: 'test:same' });
    expect((await port.debit({ cardNo: FEW.cardNo, points: 10, reference: 'test:same' })).id).toBe(first.id);
    await expect(port.debit({ cardNo: FEW.cardNo, points: 11, reference: 'test:same' })).rejects.toMatchObject({ status: 409, code: 'points_reference_reused' });
    expect(await pointsOf(FEW.cardNo)).toBe(90);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => port.debit({ cardNo: FEW.cardNo, points: 10, reference: `test:race:${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(9);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, code: 'points_insufficient' });
    expect(await pointsOf(FEW.cardNo)).toBe(0);
    expect((await port.credit({ cardNo: FEW.cardNo, reference: 'test:same' }))?.points).toBe(10);
    expect((await port.credit({ cardNo: FEW.cardNo, reference: 'test:same' }))?.points).toBe(10);
    expect(await port.credit({ cardNo: FEW.cardNo, reference: 'test:never' })).toBeNull();
    expect(await pointsOf(FEW.cardNo)).toBe(10);
  });

  it('20 concurrent place-orders of one cart take its points once; with points off they are refused', async () => {
    const user = await linked(FEW.thaiId);
    expect((await withOffer(user.jar, 'anker-charger')).res.statusCode).toBe(201);
    const before = await pointsOf(FEW.cardNo);
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(ctx.app, user.jar, orderBody({ method: 'promptpay' }, { points: 10 }))));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().data.order.secure_key)).size).toBe(1);
    expect(await pointsOf(FEW.cardNo)).toBe(before - 10);
    expect((await call(ctx.app, user.jar, 'POST', `/orders/${results[0].json().data.order.secure_key}/cancel`)).statusCode).toBe(200);
    expect(await pointsOf(FEW.cardNo)).toBe(before);
    await setConfig(ctx.database.db, 'loyalty_points', { toggle: false, satang_per_point: 25, max_share_bp: 3000 }, 'test');
    expect((await withOffer(user.jar, 'anker-charger')).res.statusCode).toBe(201);
    const off = await placeOrder(ctx.app, user.jar, orderBody({ method: 'promptpay' }, { points: 1 }));
    expect([off.statusCode, off.json().error.code]).toEqual([422, 'points_disabled']);
    await setConfig(ctx.database.db, 'loyalty_points', { toggle: true, satang_per_point: 25, max_share_bp: 3000 }, 'test');
  });
});
