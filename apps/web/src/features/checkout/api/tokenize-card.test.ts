import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenizeCard } from './tokenize-card';

const card = { name: 'Somchai Jaidee', number: '4242424242424242', expiration_month: 12, expiration_year: 2099, security_code: '123' };
const token = {
  object: 'token',
  id: 'tokn_test_1',
  card: { object: 'card', brand: 'Visa', last_digits: '4242', name: 'Somchai Jaidee', expiration_month: 12, expiration_year: 2099 },
};
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );

describe('tokenizeCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the sandbox's envelope", async () => {
    answer(201, { data: token });
    expect((await tokenizeCard({ name: 'sandbox', public_key: 'pkey_test_1', tokens_url: '/api/sandbox-gateway/tokens' }, card)).id).toBe('tokn_test_1');
  });

  it("reads Omise's bare token and sends the public key as HTTP Basic user", async () => {
    answer(200, token);
    const got = await tokenizeCard({ name: 'omise', public_key: 'pkey_test_1', tokens_url: 'https://vault.omise.co/tokens' }, card);
    expect(got.card.last_digits).toBe('4242');
    const [url, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0];
    expect(url).toBe('https://vault.omise.co/tokens');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${btoa('pkey_test_1:')}`);
  });

  it("gives Omise's error objects the codes the checkout explains", async () => {
    answer(401, { object: 'error', code: 'authentication_failure', message: 'authentication failed' });
    await expect(tokenizeCard({ name: 'omise', public_key: 'pkey_x', tokens_url: 'https://vault.omise.co/tokens' }, card)).rejects.toMatchObject({ code: 'gateway_key_invalid' });
    answer(400, { object: 'error', code: 'invalid_card', message: 'number is invalid' });
    await expect(tokenizeCard({ name: 'omise', public_key: 'pkey_x', tokens_url: 'https://vault.omise.co/tokens' }, card)).rejects.toMatchObject({ code: 'invalid_card' });
  });
});
