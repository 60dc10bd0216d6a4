import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createTestApp, databaseKinds } from '../test/databases';

describe('TRUST_PROXY parsing', () => {
  it('is off unless set', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});

describe.each(databaseKinds)('rate limits and X-Forwarded-For on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('does not let a client dodge the contact limit with a new X-Forwarded-For each time', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact-requests',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { contact_name: 'Somchai', mobile_number: '0812345678' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('answers a malformed URL with the error envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/content/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });
});
