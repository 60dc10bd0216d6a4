import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, databaseKinds } from '../../test/databases';
import { ORIGIN, signUp } from '../../test/sign-in';
import { sandboxCards } from './sandbox/tables';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './sandbox/signature';
import { paymentEvents, payments, savedCards } from './tables';
import { TEST_CARDS, tokenise } from './testing';

describe.each(databaseKinds)('store payments on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let userId: string;
  const updates: { paymentId: string; status: string }[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ctx.app.payment.payments.onChargeUpdated(async (_tx, payment) => void updates.push({ paymentId: payment.id, status: payment.status }));
    userId = (await signUp(ctx.app)).userId;
  });
  afterAll(() => ctx.close());

  let keyNo = 0;
  const svc = () => ctx.app.payment.payments;
  const card = async (number: string, over: Partial<Parameters<ReturnType<typeof svc>['createCardCharge']>[0]> = {}) =>
    svc().createCardCharge({
      userId,
      idempotencyKey: `k-${++keyNo}`,
      amount: 89900,
      returnUri: '/checkout/result',
      token: await tokenise(ctx.app, number),
      orderId: `O-${keyNo}`,
      ...over,
    });
  const row = async (id: string) => (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0];
  const updatesOf = (id: string) => updates.filter((u) => u.paymentId === id).map((u) => u.status);
  const cardsOf = async (user: string) => ctx.database.db.select().from(savedCards).where(eq(savedCards.userId, user));
  const answer3ds = (chargeId: string, action: 'authorise' | 'fail') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox-gateway/3ds/${chargeId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: `action=${action}`,
    });
  const postWebhook = (body: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', ...headers }, payload: body });

  describe('cards', () => {
    it.each([
      [TEST_CARDS.success, 'successful', null],
      [TEST_CARDS.insufficientFund, 'failed', 'insufficient_fund'],
      [TEST_CARDS.declined, 'failed', 'card_declined'],
    ])('%s -> %s, recorded once and told to the listener once', async (number, status, failureCode) => {
      const p = await card(number);
      expect(p).toMatchObject({ status, failure_code: failureCode, method: 'card', amount: 89900, authorize_uri: null });
      expect(await row(p.id)).toMatchObject({ status, chargeId: p.charge_id, userId });
      expect(updatesOf(p.id)).toEqual([status]);
    });

    it('keeps a card asked to be saved only when the charge succeeds; a decline leaves nothing charged and nothing kept', async () => {
      const before = (await cardsOf(userId)).length;
      const declined = await card(TEST_CARDS.insufficientFund, { saveCard: true });
      expect(declined.status).toBe('failed');
      const { gatewayCardId } = await row(declined.id);
      const [gatewayCard] = await ctx.database.db.select().from(sandboxCards).where(eq(sandboxCards.id, gatewayCardId!));
      expect(gatewayCard.deletedAt).not.toBeNull();
      expect(await cardsOf(userId)).toHaveLength(before);
      const ok = await card(TEST_CARDS.success, { saveCard: true });
      expect(ok.status).toBe('successful');
      const kept = await cardsOf(userId);
      expect(kept).toHaveLength(before + 1);
      const okCardId = (await row(ok.id)).gatewayCardId;
      expect(kept.find((c) => c.gatewayCardId === okCardId)).toMatchObject({ brand: 'Visa', lastDigits: '4242' });
    });

    it('makes one charge of 5 identical concurrent requests, and 409 for the same key with another amount', async () => {
      const token = await tokenise(ctx.app, TEST_CARDS.success);
      const input = { userId, idempotencyKey: 'place-order-77', amount: 120000, returnUri: '/r', token, orderId: 'O-77' };
      const results = await Promise.all(Array.from({ length: 5 }, () => svc().createCardCharge(input)));
      expect(new Set(results.map((r) => r.charge_id)).size).toBe(1);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      const rows = await ctx.database.db.select().from(payments).where(eq(payments.orderId, 'O-77'));
      expect(rows).toHaveLength(1);
      const charges = await ctx.database.db.execute(sql`select count(*)::int as n from sandbox_gateway_charges where metadata->>'order_id' = 'O-77'`);
      expect((charges as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
      expect(updatesOf(results[0].id)).toEqual(['successful']);
      await expect(svc().createCardCharge({ ...input, amount: 120001 })).rejects.toMatchObject({ status: 409, code: 'idempotency_key_reused' });
    });

    it.each([
      ['authorise', 'successful', 1],
      ['fail', 'failed', 0],
    ] as const)('3-D Secure "%s": the webhook makes the payment %s', async (action, status, kept) => {
      const before = (await cardsOf(userId)).length;
      const p = await card(TEST_CARDS.threeDs, { saveCard: true });
      expect(p).toMatchObject({ status: 'pending', authorize_uri: `/api/sandbox-gateway/3ds/${p.charge_id}` });
      expect((await answer3ds(p.charge_id, action)).statusCode).toBe(303);
      expect(await row(p.id)).toMatchObject({ status });
      expect(updatesOf(p.id)).toEqual(['pending', status]);
      expect(await cardsOf(userId)).toHaveLength(before + kept);
      expect(await svc().refreshCharge(p.charge_id)).toMatchObject({ status });
      expect(updatesOf(p.id)).toEqual(['pending', status]);
    });

    it('charges a saved card of the shopper, not of someone else', async () => {
      const [saved] = await cardsOf(userId);
      const p = await svc().createCardCharge({ userId, idempotencyKey: 'saved-1', amount: 5000, returnUri: '/r', savedCardId: saved.id });
      expect(p.status).toBe('successful');
      const stranger = (await signUp(ctx.app)).userId;
      await expect(svc().createCardCharge({ userId: stranger, idempotencyKey: 'saved-2', amount: 5000, returnUri: '/r', savedCardId: saved.id })).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe('PromptPay', () => {
    it('gives a QR payload and image; the simulated payment arrives by webhook', async () => {
      const p = await svc().createPromptPayCharge({ userId, idempotencyKey: 'qr-1', amount: 69900, orderId: 'Q-1' });
      expect(p).toMatchObject({ status: 'pending', method: 'promptpay' });
      expect(p.qr!.payload).toContain('5406699.00');
      expect(p.qr!.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${p.charge_id}/simulate-payment` })).statusCode).toBe(200);
      expect(await row(p.id)).toMatchObject({ status: 'successful' });
      expect(updatesOf(p.id)).toEqual(['pending', 'successful']);
    });

    it('expires in the sweep and the store hears of it', async () => {
      const p = await svc().createPromptPayCharge({ userId: null, idempotencyKey: 'qr-2', amount: 69900 });
      await ctx.app.payment.sandbox!.sweep(new Date(Date.parse(p.expires_at!) + 1));
      expect(await row(p.id)).toMatchObject({ status: 'expired' });
      expect(updatesOf(p.id)).toEqual(['pending', 'expired']);
    });
  });

  describe('webhook', () => {
    const secret = async () => (await ctx.app.payment.sandbox!.keys()).webhookSecret;

    it('refuses a bad or missing signature and a stale or future timestamp with 401', async () => {
      const body = JSON.stringify({ object: 'event', id: 'evnt_test_x', key: 'charge.complete', data: { object: 'charge', id: 'chrg_test_x' } });
      const good = signWebhook(await secret(), body, new Date());
      const cases: [Record<string, string>, string][] = [
        [{}, 'webhook_signature_invalid'],
        [{ ...good, [SIGNATURE_HEADER]: good[SIGNATURE_HEADER].replace(/^./, (c) => (c === '0' ? '1' : '0')) }, 'webhook_signature_invalid'],
        [signWebhook(Buffer.from('another secret').toString('base64'), body, new Date()), 'webhook_signature_invalid'],
        [{ ...good, [TIMESTAMP_HEADER]: String(Number(good[TIMESTAMP_HEADER]) + 1) }, 'webhook_signature_invalid'],
        [signWebhook(await secret(), body, new Date(Date.now() - 6 * 60_000)), 'webhook_timestamp_stale'],
        [signWebhook(await secret(), body, new Date(Date.now() + 6 * 60_000)), 'webhook_timestamp_stale'],
      ];
      for (const [headers, code] of cases) {
        const res = await postWebhook(body, headers);
        expect([res.statusCode, res.json().error.code]).toEqual([401, code]);
      }
      expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evnt_test_x'))).toHaveLength(0);
    });

    it('handles a replayed event once (5 deliveries, one payment event, one update)', async () => {
      const p = await svc().createPromptPayCharge({ userId, idempotencyKey: 'qr-3', amount: 30000 });
      await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${p.charge_id}/simulate-payment` });
      const events = await ctx.database.db.execute(sql`select id, payload from sandbox_gateway_events where charge_id = ${p.charge_id}`);
      const [event] = (events as unknown as { rows: { id: string; payload: string }[] }).rows;
      for (let i = 0; i < 5; i++) {
        const res = await postWebhook(event.payload, signWebhook(await secret(), event.payload, new Date()));
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({ event_id: event.id, duplicate: true, changed: false });
      }
      expect(await ctx.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
      expect(updatesOf(p.id)).toEqual(['pending', 'successful']);
    });

    it('reads the charge from the gateway instead of trusting the body', async () => {
      const p = await svc().createPromptPayCharge({ userId, idempotencyKey: 'qr-4', amount: 30000 });
      const lie = JSON.stringify({
        object: 'event',
        id: 'evnt_test_forged',
        key: 'charge.complete',
        data: { object: 'charge', id: p.charge_id, status: 'successful', paid: true },
      });
      const res = await postWebhook(lie, signWebhook(await secret(), lie, new Date()));
      expect(res.json().data).toEqual({ event_id: 'evnt_test_forged', duplicate: false, changed: false });
      expect(await row(p.id)).toMatchObject({ status: 'pending' });
    });
  });

  describe('saved cards (GET, DELETE /card-token/{userId})', () => {
    it('lists brand and last 4 for the session user only; 403 for another user id, 401 without a session', async () => {
      const me = await signUp(ctx.app);
      await card(TEST_CARDS.success, { userId: me.userId, saveCard: true });
      const mine = await ctx.app.inject({ method: 'GET', url: `/api/card-token/${me.userId}`, headers: { cookie: me.jar.header() } });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([expect.objectContaining({ brand: 'Visa', last_digits: '4242', name: 'Somchai Jaidee' })]);
      expect(mine.body).not.toContain('424242424242');
      expect((await ctx.app.inject({ method: 'GET', url: `/api/card-token/${userId}`, headers: { cookie: me.jar.header() } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/card-token/${me.userId}` })).statusCode).toBe(401);
    });

    it('deletes only my own card, here and at the gateway', async () => {
      const me = await signUp(ctx.app);
      await card(TEST_CARDS.success, { userId: me.userId, saveCard: true });
      const [mine] = await cardsOf(me.userId);
      const [theirs] = await cardsOf(userId);
      const headers = { cookie: me.jar.header(), origin: ORIGIN };
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/card-token/${me.userId}/${theirs.id}`, headers })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/card-token/${userId}/${theirs.id}`, headers })).statusCode).toBe(403);
      const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/card-token/${me.userId}/${mine.id}`, headers });
      expect(gone.json().data).toEqual({ id: mine.id, deleted: true });
      expect(await cardsOf(me.userId)).toHaveLength(0);
      expect(await cardsOf(userId)).toContainEqual(expect.objectContaining({ id: theirs.id }));
      const [atGateway] = await ctx.database.db.select().from(sandboxCards).where(eq(sandboxCards.id, mine.gatewayCardId));
      expect(atGateway.deletedAt).not.toBeNull();
    });
  });

  it('tells the browser which gateway and key to tokenise with', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/gateway' });
    expect(res.json().data).toEqual({ name: 'sandbox', public_key: (await ctx.app.payment.sandbox!.keys()).publicKey, tokens_url: '/api/sandbox-gateway/tokens' });
  });
});
