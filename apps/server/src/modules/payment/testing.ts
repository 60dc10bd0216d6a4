import type { FastifyInstance } from 'fastify';

/** Test helpers for the payment module: calls to the sandbox gateway's HTTP API as a browser or a server would make them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  insufficientFund: '4000000000000002',
  declined: '4000000000000127',
  threeDs: '4000000000003063',
} as const;

export const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** Tokenises a card through the vault with the public key, like the browser; returns the token id. */
export async function tokenise(app: FastifyInstance, number: string, over: Record<string, unknown> = {}): Promise<string> {
  const { publicKey } = await app.payment.sandbox!.keys();
  const res = await app.inject({
    method: 'POST',
    url: '/api/sandbox-gateway/tokens',
    headers: { authorization: basic(publicKey) },
    payload: { card: { name: 'Somchai Jaidee', number, expiration_month: 12, expiration_year: new Date().getUTCFullYear() + 2, security_code: '123', ...over } },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (res.statusCode !== 201) throw new Error(`tokenise failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** A call to the sandbox's server API with the secret key. */
export async function gatewayCall(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const { secretKey } = await app.payment.sandbox!.keys();
  return app.inject({ method, url: `/api/sandbox-gateway${url}`, headers: { authorization: basic(secretKey), ...headers }, ...(payload ? { payload } : {}) });
}
