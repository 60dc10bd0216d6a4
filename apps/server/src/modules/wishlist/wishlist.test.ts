import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signUp } from '../../test/sign-in';

describe.each(databaseKinds)('wishlist on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject('/api/v2/wishlist')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v2/wishlist', payload: { product_id: 1 } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v2/wishlist/1' })).statusCode).toBe(401);
  });

  it('adds, lists newest first, removes, and keeps each user to their own list', async () => {
    const me = await signUp(ctx.app, {}, { remoteAddress: '10.3.0.1' });
    const other = await signUp(ctx.app, {}, { remoteAddress: '10.3.0.2' });
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, cookie = me.jar.header()) =>
      ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });

    expect((await call('POST', '/api/v2/wishlist', { product_id: 1 })).statusCode).toBe(201);
    expect((await call('POST', '/api/v2/wishlist', { product_id: 2 })).statusCode).toBe(201);
    const again = await call('POST', '/api/v2/wishlist', { product_id: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.changed).toBe(false);

    const list = (await call('GET', '/api/v2/wishlist')).json().data;
    expect(list.product_ids).toEqual([2, 1]);
    expect(list.items[0]).toMatchObject({ id: 2, href: expect.stringMatching(/^\/smartphones\/apple\//) });

    expect((await call('GET', '/api/v2/wishlist', undefined, other.jar.header())).json().data.product_ids).toEqual([]);
    expect((await call('DELETE', '/api/v2/wishlist/1', undefined, other.jar.header())).json().data.changed).toBe(false);

    const removed = await call('DELETE', '/api/v2/wishlist/1');
    expect(removed.json().data).toEqual({ product_id: 1, changed: true });
    expect((await call('GET', '/api/v2/wishlist')).json().data.product_ids).toEqual([2]);
  });

  it('refuses unknown products and bad ids', async () => {
    const me = await signUp(ctx.app, {}, { remoteAddress: '10.3.0.3' });
    const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/v2/wishlist', payload: payload as object, headers: { cookie: me.jar.header() } });
    expect((await post({ product_id: 999_999 })).statusCode).toBe(404);
    expect((await post({ product_id: 'abc' })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
  });
});
