import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import omiseModule from 'omise';
import { createTestApp, databaseKinds } from '../../../../test/databases';
import { omiseHost } from '../../omise/transport';
import { basic, TEST_CARDS } from '../../testing';
import { sandboxEvents } from '../tables';

// The official client, as the production adapter makes it (CommonJS: the module is the factory).
type Client = ReturnType<typeof import('omise').default>;
const createClient = (typeof omiseModule === 'function' ? omiseModule : (omiseModule as unknown as { default: unknown }).default) as (o: object) => Client;
const card = (number: string) => ({ name: 'Somchai Jaidee', number, expiration_month: 12, expiration_year: new Date().getUTCFullYear() + 2, security_code: '123' });

describe.each(databaseKinds)('the sandbox over Omise wire format, driven by the official omise client, on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let omise: Client;
  let wireUrl: string;
  let storeOrigin: string;
  let secretKey: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SANDBOX_OMISE_PORT: 0 });
    storeOrigin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wireUrl = ctx.app.payment.omiseWireUrl!;
    const keys = await ctx.app.payment.sandbox!.keys();
    secretKey = keys.secretKey;
    const { host, scheme } = omiseHost(wireUrl);
    omise = createClient({ publicKey: keys.publicKey, secretKey: keys.secretKey, host, vaultHost: host, scheme });
  });
  afterAll(() => ctx.close());

  const token = async (number: string) => (await omise.tokens.create({ card: card(number) } as never)).id;
  const charge = async (over: object) => omise.charges.create({ amount: 69900, currency: 'thb', ...over } as never);

  it('tokenises with the public key and charges a card with the secret key', async () => {
    const tok = await omise.tokens.create({ card: card(TEST_CARDS.success) } as never);
    expect(tok).toMatchObject({ object: 'token', used: false, card: { object: 'card', brand: 'Visa', last_digits: '4242' } });
    expect(JSON.stringify(tok)).not.toContain('4242424242424242');
    const c = await charge({ card: tok.id, metadata: { order_id: 'A1' } });
    expect(c).toMatchObject({
      object: 'charge',
      status: 'successful',
      paid: true,
      captured: true,
      amount: 69900,
      currency: 'THB',
      metadata: { order_id: 'A1' },
      location: `/charges/${c.id}`,
    });
    expect((await omise.charges.retrieve(c.id)).status).toBe('successful');
    await expect(charge({ card: tok.id })).rejects.toMatchObject({ object: 'error', code: 'used_token' });
  });

  it('declines 4000000000000127 with Omise failure code payment_rejected', async () => {
    const c = await charge({ card: await token(TEST_CARDS.declined) });
    expect(c).toMatchObject({ status: 'failed', paid: false, failure_code: 'payment_rejected' });
    expect((await charge({ card: await token(TEST_CARDS.insufficientFund) })).failure_code).toBe('insufficient_fund');
  });

  it('sends a 3-D Secure card to an absolute authorize_uri; the buyer authorises and comes back to return_uri', async () => {
    const c = await charge({ card: await token(TEST_CARDS.threeDs), return_uri: 'https://store.example/checkout/result?order=A1' });
    expect(c.status).toBe('pending');
    expect(c.authorize_uri).toBe(`${storeOrigin}/api/sandbox-gateway/3ds/${c.id}`);
    const page = await fetch(c.authorize_uri);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('3-D Secure');
    const answer = await fetch(c.authorize_uri, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=authorise' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://store.example/checkout/result?order=A1');
    expect(await omise.charges.retrieve(c.id)).toMatchObject({ status: 'successful', paid: true });
  });

  it('makes a PromptPay source and charge with a QR image, paid by mark_as_paid (test mode)', async () => {
    const source = await omise.sources.create({ type: 'promptpay', amount: 69900, currency: 'thb' });
    expect(source).toMatchObject({ object: 'source', type: 'promptpay', flow: 'offline', amount: 69900 });
    const c = await charge({ source: source.id });
    expect(c).toMatchObject({ status: 'pending', source: { id: source.id, type: 'promptpay', scannable_code: { object: 'barcode', type: 'qr' } } });
    expect(c.source?.scannable_code.image.download_uri).toMatch(/^data:image\/svg\+xml;base64,/);
    const paid = await fetch(`${wireUrl}/charges/${c.id}/mark_as_paid`, { method: 'POST', headers: { authorization: basic(secretKey) } });
    expect(paid.status).toBe(200);
    expect(await omise.charges.retrieve(c.id)).toMatchObject({ status: 'successful', paid: true });
    await expect(charge({ source: source.id })).rejects.toMatchObject({ code: 'invalid_charge' });
  });

  it('refunds part of a charge, never more than is left', async () => {
    const c = await charge({ card: await token(TEST_CARDS.success) });
    const refund = await omise.charges.createRefund(c.id, { amount: 20000 });
    expect(refund).toMatchObject({ object: 'refund', charge: c.id, amount: 20000 });
    expect((await omise.charges.retrieve(c.id)).refunded_amount).toBe(20000);
    await expect(omise.charges.createRefund(c.id, { amount: 60000 })).rejects.toMatchObject({ object: 'error', code: 'failed_refund' });
  });

  it('keeps a card on a customer, charges it, and refuses it once deleted', async () => {
    const customer = await omise.customers.create({ card: await token(TEST_CARDS.success) } as never);
    expect(customer).toMatchObject({ object: 'customer', cards: { object: 'list', data: [{ object: 'card', last_digits: '4242' }] } });
    const cardId = customer.cards.data[0].id;
    expect(await charge({ customer: customer.id, card: cardId })).toMatchObject({ status: 'successful', customer: customer.id, card: { id: cardId } });
    expect((await omise.customers.retrieve(customer.id)).cards.data).toHaveLength(1);
    expect(await omise.customers.destroyCard(customer.id, cardId)).toMatchObject({ id: cardId, deleted: true });
    await expect(charge({ customer: customer.id, card: cardId })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('gives each change an event, read back by id', async () => {
    const c = await charge({ card: await token(TEST_CARDS.success) });
    const [row] = await ctx.database.db.select().from(sandboxEvents).where(eq(sandboxEvents.chargeId, c.id));
    const event = await omise.events.retrieve(row.id);
    expect(event).toMatchObject({ object: 'event', id: row.id, key: 'charge.complete', data: { object: 'charge', id: c.id, status: 'successful' } });
    await expect(omise.events.retrieve('evnt_test_nosuchevent')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a wrong key with 401 authentication_failure, and a bad body with 400 bad_request', async () => {
    const { host, scheme } = omiseHost(wireUrl);
    const wrong = createClient({ publicKey: 'pkey_test_wrong', secretKey: 'skey_test_wrong', host, vaultHost: host, scheme });
    await expect(wrong.charges.retrieve('chrg_test_x')).rejects.toMatchObject({ object: 'error', code: 'authentication_failure' });
    await expect(wrong.tokens.create({ card: card(TEST_CARDS.success) } as never)).rejects.toMatchObject({ code: 'authentication_failure' });
    const res = await fetch(`${wireUrl}/charges`, { method: 'POST', headers: { authorization: basic('skey_test_wrong') } });
    expect(res.status).toBe(401);
    const bad = await fetch(`${wireUrl}/charges`, {
      method: 'POST',
      headers: { authorization: basic(secretKey), 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 'lots', currency: 'thb' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ object: 'error', code: 'bad_request' });
  });

  it('lets a browser on the store post cards to the vault (CORS), as to vault.omise.co', async () => {
    const pre = await fetch(`${wireUrl}/tokens`, { method: 'OPTIONS', headers: { origin: 'https://store.example', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization');
    const keys = await ctx.app.payment.sandbox!.keys();
    const res = await fetch(`${wireUrl}/tokens`, {
      method: 'POST',
      headers: { origin: 'https://store.example', authorization: basic(keys.publicKey), 'content-type': 'application/json' },
      body: JSON.stringify({ card: card(TEST_CARDS.success) }),
    });
    expect([res.status, res.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
  });

  it('takes form-encoded bodies with bracketed keys, as curl -d sends them', async () => {
    const tok = await token(TEST_CARDS.success);
    const res = await fetch(`${wireUrl}/charges`, {
      method: 'POST',
      headers: { authorization: basic(secretKey), 'content-type': 'application/x-www-form-urlencoded' },
      body: `amount=50000&currency=thb&card=${tok}&metadata[order_id]=F1`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ object: 'charge', amount: 50000, status: 'successful', metadata: { order_id: 'F1' } });
  });
});
