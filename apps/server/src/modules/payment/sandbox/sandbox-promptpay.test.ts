import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PROMPTPAY_CHARGE_TTL_MS } from '@store/domain/payment';
import { parseEmvFields } from '@store/domain/promptpay';
import { registerErrorHandler } from '../../../lib/error-handler';
import { createTestApp, databaseKinds } from '../../../test/databases';
import type { PaymentGateway } from '../gateway';
import { createPayments } from '../payments';
import { paymentRoutes } from '../routes';
import { gatewayCall, TEST_CARDS, tokenise } from '../testing';

describe.each(databaseKinds)('sandbox gateway: PromptPay, idempotency, refunds on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  const promptPayCharge = async (amount = 150050) => {
    const source = (await gatewayCall(ctx.app, 'POST', '/sources', { type: 'promptpay', amount, currency: 'THB' })).json().data;
    const res = await gatewayCall(ctx.app, 'POST', '/charges', { amount, currency: 'THB', source: source.id });
    expect(res.statusCode).toBe(201);
    return { source, charge: res.json().data };
  };
  const simulate = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${id}/simulate-payment` });
  const count = async (query: ReturnType<typeof sql>) => Number(((await ctx.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);

  describe('PromptPay', () => {
    it('makes a pending charge with a QR payload for the amount and an expiry', async () => {
      const before = Date.now();
      const { source, charge } = await promptPayCharge();
      expect(charge).toMatchObject({ status: 'pending', paid: false, authorize_uri: null, source: { id: source.id, type: 'promptpay' } });
      const fields = Object.fromEntries(parseEmvFields(charge.source.scannable_code.payload).map((f) => [f.id, f.value]));
      expect(fields).toMatchObject({ '00': '01', '01': '12', '53': '764', '54': '1500.50', '58': 'TH' });
      // With no PROMPTPAY_ID, the QR pays the sandbox's ID that nobody holds (field 29, sub-field 02).
      expect(fields['29']).toContain('02130000000000001');
      expect(Date.parse(charge.expires_at) - before).toBeGreaterThanOrEqual(PROMPTPAY_CHARGE_TTL_MS);
    });

    it('charges a source once and only for its amount', async () => {
      const { source } = await promptPayCharge();
      const again = await gatewayCall(ctx.app, 'POST', '/charges', { amount: 150050, currency: 'THB', source: source.id });
      expect([again.statusCode, again.json().error.code]).toEqual([400, 'used_source']);
      const other = (await gatewayCall(ctx.app, 'POST', '/sources', { type: 'promptpay', amount: 5000, currency: 'THB' })).json().data;
      const mismatch = await gatewayCall(ctx.app, 'POST', '/charges', { amount: 5001, currency: 'THB', source: other.id });
      expect([mismatch.statusCode, mismatch.json().error.code]).toEqual([400, 'amount_mismatch']);
    });

    it('is paid by the simulate-payment action, once', async () => {
      const { charge } = await promptPayCharge();
      const paid = await simulate(charge.id);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'successful', paid: true });
      const twice = await simulate(charge.id);
      expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'charge_not_pending']);
      expect(await count(sql`select count(*)::int as n from sandbox_gateway_events where charge_id = ${charge.id} and delivered_at is not null`)).toBe(1);
    });

    it('is not expired by a sweep before its time', async () => {
      const { charge } = await promptPayCharge();
      const { expired } = await ctx.app.payment.sandbox!.sweep(new Date(Date.parse(charge.expires_at) - 1));
      expect(expired).not.toContain(charge.id);
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${charge.id}`)).json().data.status).toBe('pending');
      expect((await simulate(charge.id)).statusCode).toBe(200);
    });

    it('can be made to expire now (simulate-expiry), once, with its webhook; paying it afterwards is refused', async () => {
      const { charge } = await promptPayCharge();
      const expire = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${id}/simulate-expiry` });
      const res = await expire(charge.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'expired', paid: false });
      expect(Date.parse(res.json().data.expires_at)).toBeLessThanOrEqual(Date.now());
      expect([(await expire(charge.id)).statusCode, (await expire(charge.id)).json().error.code]).toEqual([409, 'charge_not_pending']);
      expect((await simulate(charge.id)).statusCode).toBe(409);
      expect(await count(sql`select count(*)::int as n from sandbox_gateway_events where charge_id = ${charge.id}`)).toBe(1);
      expect((await expire('chrg_test_nope')).statusCode).toBe(404);
    });

    it('expires an unpaid QR in the sweep; paying it afterwards is refused', async () => {
      const { charge } = await promptPayCharge();
      const { expired } = await ctx.app.payment.sandbox!.sweep(new Date(Date.parse(charge.expires_at)));
      expect(expired).toContain(charge.id);
      const late = await simulate(charge.id);
      expect([late.statusCode, late.json().error.code]).toEqual([409, 'charge_not_pending']);
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${charge.id}`)).json().data).toMatchObject({ status: 'expired', paid: false });
    });

    it('refuses to pay a card charge as PromptPay', async () => {
      const token = await tokenise(ctx.app, TEST_CARDS.threeDs);
      const card = (await gatewayCall(ctx.app, 'POST', '/charges', { amount: 5000, currency: 'THB', card: token, return_uri: '/r' })).json().data;
      expect((await simulate(card.id)).statusCode).toBe(409);
      expect((await simulate('chrg_test_nope')).statusCode).toBe(404);
    });

    it('reverses a pending charge', async () => {
      const { charge } = await promptPayCharge();
      expect((await gatewayCall(ctx.app, 'POST', `/charges/${charge.id}/reverse`)).json().data.status).toBe('reversed');
      expect((await simulate(charge.id)).statusCode).toBe(409);
    });
  });

  describe('Idempotency-Key', () => {
    it('makes one charge of 5 identical concurrent requests', async () => {
      const token = await tokenise(ctx.app, TEST_CARDS.success);
      const body = { amount: 25000, currency: 'THB', card: token, return_uri: '/r', metadata: { order_id: 'IDEM-1' } };
      const responses = await Promise.all(Array.from({ length: 5 }, () => gatewayCall(ctx.app, 'POST', '/charges', body, { 'idempotency-key': 'order-IDEM-1' })));
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
      expect(await count(sql`select count(*)::int as n from sandbox_gateway_charges where metadata->>'order_id' = 'IDEM-1'`)).toBe(1);
    });

    it('answers 409 to the same key with another body', async () => {
      const token = await tokenise(ctx.app, TEST_CARDS.success);
      const body = { amount: 25000, currency: 'THB', card: token, return_uri: '/r' };
      expect((await gatewayCall(ctx.app, 'POST', '/charges', body, { 'idempotency-key': 'k-2' })).statusCode).toBe(201);
      const other = await gatewayCall(ctx.app, 'POST', '/charges', { ...body, amount: 25001 }, { 'idempotency-key': 'k-2' });
      expect([other.statusCode, other.json().error.code]).toEqual([409, 'idempotency_key_reused']);
    });

    it('makes separate charges without a key', async () => {
      const ids = [];
      for (let i = 0; i < 2; i++)
        ids.push(
          (await gatewayCall(ctx.app, 'POST', '/charges', { amount: 25000, currency: 'THB', card: await tokenise(ctx.app, TEST_CARDS.success), return_uri: '/r' })).json().data.id,
        );
      expect(ids[0]).not.toBe(ids[1]);
    });
  });

  describe('refunds', () => {
    it('refunds up to the amount, never more', async () => {
      const c = (await gatewayCall(ctx.app, 'POST', '/charges', { amount: 10000, currency: 'THB', card: await tokenise(ctx.app, TEST_CARDS.success), return_uri: '/r' })).json()
        .data;
      expect((await gatewayCall(ctx.app, 'POST', `/charges/${c.id}/refunds`, { amount: 4000 })).statusCode).toBe(201);
      const over = await gatewayCall(ctx.app, 'POST', `/charges/${c.id}/refunds`, { amount: 6001 });
      expect([over.statusCode, over.json().error.code]).toEqual([400, 'refund_too_large']);
      expect((await gatewayCall(ctx.app, 'POST', `/charges/${c.id}/refunds`, { amount: 6000 })).statusCode).toBe(201);
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${c.id}`)).json().data).toMatchObject({ status: 'successful', refunded_amount: 10000 });
    });
  });
});

describe.each(databaseKinds)('sandbox gateway with PROMPTPAY_ID on %s', (kind) => {
  it("makes QR codes that pay the merchant's PromptPay ID", async () => {
    const ctx = await createTestApp(kind, { PROMPTPAY_ID: '0812345678' });
    try {
      const source = (await gatewayCall(ctx.app, 'POST', '/sources', { type: 'promptpay', amount: 5000, currency: 'THB' })).json().data;
      const charge = (await gatewayCall(ctx.app, 'POST', '/charges', { amount: 5000, currency: 'THB', source: source.id })).json().data;
      const fields = Object.fromEntries(parseEmvFields(charge.source.scannable_code.payload).map((f) => [f.id, f.value]));
      expect(fields['29']).toContain('01130066812345678');
      expect(fields['29']).not.toContain('0000000000001');
    } finally {
      await ctx.close();
    }
  });
});

describe('sandbox routes when another gateway is active', () => {
  it('are not there (simulate-payment and the vault answer 404)', async () => {
    const other = { name: 'other', publicConfig: async () => ({ name: 'other', publicKey: 'pk', tokensUrl: 'https://vault.example/tokens' }) } as unknown as PaymentGateway;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(paymentRoutes, { db: null as never, payment: { payments: createPayments(null as never, other), sandbox: null }, prefix: '/api' });
    expect((await app.inject({ method: 'POST', url: '/api/sandbox-gateway/charges/chrg_test_1/simulate-payment' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/sandbox-gateway/tokens', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/payments/gateway' })).json().data).toEqual({
      name: 'other',
      public_key: 'pk',
      tokens_url: 'https://vault.example/tokens',
    });
    await app.close();
  });
});
