import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, databaseKinds } from '../../../test/databases';
import { ORIGIN } from '../../../test/sign-in';
import { basic, gatewayCall, TEST_CARDS, tokenise } from '../testing';
import { sandboxCharges, sandboxEvents, sandboxTokens } from './tables';

describe.each(databaseKinds)('sandbox gateway: card vault, charges and 3-D Secure on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());
  const charge = (card: string, over: object = {}) =>
    gatewayCall(ctx.app, 'POST', '/charges', { amount: 69900, currency: 'THB', card, return_uri: '/checkout/result?order=A1', ...over });

  describe('tokens', () => {
    it('keeps brand and last 4 digits, never the number or the CVC', async () => {
      const id = await tokenise(ctx.app, '4242 4242 4242 4242');
      expect(id).toMatch(/^tokn_test_[0-9a-f]{20}$/);
      const [row] = await ctx.database.db.select().from(sandboxTokens).where(eq(sandboxTokens.id, id));
      expect(row).toMatchObject({ brand: 'Visa', lastDigits: '4242', scenario: 'success' });
      expect(JSON.stringify(row)).not.toMatch(/424242424242|"123"/);
    });

    it('needs the public key (401 without it or with the secret key)', async () => {
      const { secretKey } = await ctx.app.payment.sandbox!.keys();
      const card = { name: 'A', number: TEST_CARDS.success, expiration_month: 12, expiration_year: 2099, security_code: '123' };
      for (const headers of [{}, { authorization: basic(secretKey) }, { authorization: basic('pkey_test_wrong') }]) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/sandbox-gateway/tokens', headers, payload: { card } });
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('gateway_key_invalid');
      }
    });

    it.each([
      [{ number: '4242424242424241' }, ['invalid_number']],
      [{ number: '6011111111111117' }, ['unsupported_brand']],
      [{ expiration_month: 1, expiration_year: 2020 }, ['expired_card']],
      [{ expiration_month: 13 }, ['invalid_expiration']],
      [{ security_code: '12' }, ['invalid_security_code']],
    ])('refuses %j with 400 invalid_card', async (over, issues) => {
      await expect(tokenise(ctx.app, TEST_CARDS.success, over)).rejects.toThrow(/400/);
      const { publicKey } = await ctx.app.payment.sandbox!.keys();
      const card = { name: 'A', number: TEST_CARDS.success, expiration_month: 12, expiration_year: 2099, security_code: '123', ...over };
      const res = await ctx.app.inject({ method: 'POST', url: '/api/sandbox-gateway/tokens', headers: { authorization: basic(publicKey) }, payload: { card } });
      expect(res.json().error).toMatchObject({ code: 'invalid_card', details: { issues } });
    });

    it('is the only route of the API that takes card details', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const withCard = Object.entries(doc.paths as Record<string, object>)
        .filter(([, ops]) => JSON.stringify(ops).includes('security_code'))
        .map(([path]) => path);
      expect(withCard).toEqual(['/api/sandbox-gateway/tokens']);
    });
  });

  describe('charges by test card', () => {
    it.each([
      [TEST_CARDS.success, 'successful', null],
      [TEST_CARDS.insufficientFund, 'failed', 'insufficient_fund'],
      [TEST_CARDS.declined, 'failed', 'card_declined'],
    ])('%s -> %s (%s)', async (number, status, failureCode) => {
      const res = await charge(await tokenise(ctx.app, number));
      expect(res.statusCode).toBe(201);
      const c = res.json().data;
      expect(c).toMatchObject({ status, failure_code: failureCode, paid: status === 'successful', authorize_uri: null, amount: 69900, card: { last_digits: number.slice(-4) } });
      expect(c.paid_at === null).toBe(status !== 'successful');
      const events = await ctx.database.db.select().from(sandboxEvents).where(eq(sandboxEvents.chargeId, c.id));
      expect(events.map((e) => [e.key, e.deliveredAt !== null])).toEqual([['charge.complete', true]]);
    });

    it('leaves a declined charge with nothing charged: not paid, nothing to refund', async () => {
      const c = (await charge(await tokenise(ctx.app, TEST_CARDS.insufficientFund))).json().data;
      const refund = await gatewayCall(ctx.app, 'POST', `/charges/${c.id}/refunds`, { amount: 100 });
      expect(refund.statusCode).toBe(409);
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${c.id}`)).json().data).toMatchObject({ status: 'failed', paid: false, paid_at: null, refunded_amount: 0 });
    });

    it('uses a token once', async () => {
      const token = await tokenise(ctx.app, TEST_CARDS.success);
      expect((await charge(token)).statusCode).toBe(201);
      const again = await charge(token);
      expect([again.statusCode, again.json().error.code]).toEqual([400, 'used_token']);
    });

    it.each([[1999], [100_000_001], [10.5]])('refuses an amount of %s satang', async (amount) => {
      const res = await charge(await tokenise(ctx.app, TEST_CARDS.success), { amount });
      expect(res.statusCode).toBe(400);
    });

    it('needs the secret key', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/sandbox-gateway/charges', payload: { amount: 69900, currency: 'THB', card: 'tokn_test_x' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('3-D Secure (4000000000003063)', () => {
    const pending = async () => (await charge(await tokenise(ctx.app, TEST_CARDS.threeDs))).json().data;
    const answer = (id: string, action: string, headers: Record<string, string> = { origin: ORIGIN }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/sandbox-gateway/3ds/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `action=${action}&lang=en`,
      });

    it('leaves the charge pending with an authorize_uri to the sandbox page', async () => {
      const c = await pending();
      expect(c).toMatchObject({ status: 'pending', paid: false, authorize_uri: `/api/sandbox-gateway/3ds/${c.id}`, return_uri: '/checkout/result?order=A1' });
      expect(Date.parse(c.expires_at)).toBeGreaterThan(Date.now());
    });

    it('shows a page in Thai by default and in English, with a form and no script', async () => {
      const c = await pending();
      const th = await ctx.app.inject({ method: 'GET', url: c.authorize_uri });
      expect(th.statusCode).toBe(200);
      expect(th.headers['content-type']).toMatch(/text\/html/);
      expect(th.body).toContain('<html lang="th">');
      expect(th.body).toContain('ยืนยันการชำระเงิน');
      expect(th.body).toContain('4000000000003063'.slice(-4));
      expect(th.body).toContain('699.00');
      expect(th.body).not.toMatch(/<script/i);
      expect(th.body).toMatch(/<form method="post" action="\/api\/sandbox-gateway\/3ds\/chrg_test_\w+">/);
      expect(th.headers['content-security-policy']).toContain("script-src 'self'");
      // Its form's POST must carry the real Origin (no-referrer would make it "null" and the origin check refuse it).
      expect(th.headers['referrer-policy']).toBe('same-origin');
      const en = await ctx.app.inject({ method: 'GET', url: `${c.authorize_uri}?lang=en` });
      expect(en.body).toContain('<html lang="en">');
      expect(en.body).toContain('Authorise payment');
      expect(en.body).toContain('Fail authentication');
    });

    it("follows the shopper's language: the store's lang cookie, unless the page's own lang says otherwise (Thai without either)", async () => {
      const c = await pending();
      const en = await ctx.app.inject({ method: 'GET', url: c.authorize_uri, headers: { cookie: 'lang=en' } });
      expect(en.body).toContain('<html lang="en">');
      expect(en.body).toContain('<title>3-D Secure check</title>');
      expect(en.body).toContain('<input type="hidden" name="lang" value="en">');
      const th = await ctx.app.inject({ method: 'GET', url: c.authorize_uri, headers: { cookie: 'lang=th' } });
      expect(th.body).toContain('<html lang="th">');
      expect(th.body).toContain('ยืนยันตัวตน 3-D Secure');
      const switched = await ctx.app.inject({ method: 'GET', url: `${c.authorize_uri}?lang=th`, headers: { cookie: 'lang=en' } });
      expect(switched.body).toContain('<html lang="th">');
      const odd = await ctx.app.inject({ method: 'GET', url: c.authorize_uri, headers: { cookie: 'lang=fr' } });
      expect(odd.body).toContain('<html lang="th">');
    });

    it.each([
      ['authorise', 'successful', null],
      ['fail', 'failed', 'authentication_failed'],
    ])('"%s" makes the charge %s and sends the buyer to the return_uri', async (action, status, failureCode) => {
      const c = await pending();
      const res = await answer(c.id, action);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/checkout/result?order=A1');
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${c.id}`)).json().data).toMatchObject({ status, failure_code: failureCode });
      const second = await answer(c.id, action === 'fail' ? 'authorise' : 'fail');
      expect(second.statusCode).toBe(303);
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${c.id}`)).json().data.status).toBe(status);
      const page = await ctx.app.inject({ method: 'GET', url: `/api/sandbox-gateway/3ds/${c.id}?lang=en` });
      expect(page.body).toContain('already complete');
      expect(page.body).not.toContain('<form');
    });

    it('refuses an answer posted from another site', async () => {
      const c = await pending();
      const res = await answer(c.id, 'authorise', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(res.statusCode).toBe(403);
      const [row] = await ctx.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, c.id));
      expect(row.status).toBe('pending');
    });

    it('needs a return_uri, and keeps the token unused when refused', async () => {
      const token = await tokenise(ctx.app, TEST_CARDS.threeDs);
      const res = await gatewayCall(ctx.app, 'POST', '/charges', { amount: 69900, currency: 'THB', card: token });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'return_uri_required']);
      expect((await charge(token)).statusCode).toBe(201);
    });

    it('expires an unanswered 3-D Secure charge in the sweep', async () => {
      const c = await pending();
      const { expired } = await ctx.app.payment.sandbox!.sweep(new Date(Date.parse(c.expires_at) + 1));
      expect(expired).toContain(c.id);
      const res = await answer(c.id, 'authorise');
      expect(res.statusCode).toBe(303);
      expect((await gatewayCall(ctx.app, 'GET', `/charges/${c.id}`)).json().data.status).toBe('expired');
    });
  });
});
