import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../test/databases';
import { ORIGIN } from '../test/sign-in';

describe.each(databaseKinds)('bad input answers 4xx, not 5xx, on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it.each(['!', '-', '+', '@', '...', '฿', '\u200b'])('a search of only %j finds nothing', async (q) => {
    const res = await ctx.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
    expect((await ctx.app.inject({ url: `/api/products/facets?q=${encodeURIComponent(q)}` })).statusCode).toBe(200);
  });

  it.each(['/api/products?q=%00', '/api/orders/%00', '/api/orders/a%00b/refresh', '/api/pickup-shops?q=%00'])('a NUL in %s is 400 invalid_text', async (url) => {
    const res = await ctx.app.inject({ method: url.endsWith('refresh') ? 'POST' : 'GET', url, headers: { origin: ORIGIN } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_text');
  });

  it('a NUL in a JSON body is 400 invalid_text and nothing is stored', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      headers: { origin: ORIGIN },
      payload: { name: 'Som\u0000chai', phone: '0812345678', topic: 'other', consent: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_text');
  });

  it.each(['/api/products?min_price=2147483648', '/api/products?max_price=2147483648', '/api/sim/packages?max_price=2147483648'])(
    'an integer past 2^31 in %s is 400',
    async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );
});
