import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';

describe.each(databaseKinds)('cart on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variants: { id: number; price: number }[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    variants = await ctx.database.db.select({ id: catalogVariants.id, price: catalogVariants.price }).from(catalogVariants).orderBy(catalogVariants.id).limit(6);
  });
  afterAll(() => ctx.close());

  const setStock = (id: number, stock: number) => ctx.database.db.update(catalogVariants).set({ stock, stockReserved: 0 }).where(eq(catalogVariants.id, id));
  const call = async (jar: CookieJar, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }) },
      ...(payload ? { payload } : {}),
      remoteAddress: jar.address,
    });
    jar.store(res);
    return res;
  };

  it('a guest without a cookie sees an empty cart; the first add makes one and sets the httpOnly cookie', async () => {
    const jar = new CookieJar();
    const empty = await call(jar, 'GET', '/cart');
    expect(empty.json().data).toMatchObject({ id: null, lines: [], total: 0, currency: 'THB' });
    expect(empty.headers['set-cookie']).toBeUndefined();
    await setStock(variants[0].id, 5);
    const added = await call(jar, 'POST', '/cart/lines', { variant_id: variants[0].id, quantity: 2 });
    expect(added.statusCode).toBe(201);
    expect(String(added.headers['set-cookie'])).toMatch(/store_cart=.+HttpOnly.*SameSite=Lax/i);
    const cart = added.json().data;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      product_type: 'product',
      variant_id: variants[0].id,
      quantity: 2,
      price: variants[0].price,
      line_total: variants[0].price * 2,
      inventory: { available: 5 },
      status: 'ok',
      coupon_discount: 0,
    });
    expect(cart.lines[0].title.th).toBeTruthy();
    expect(cart).toMatchObject({ total_quantity: 2, subtotal: variants[0].price * 2, total: variants[0].price * 2, discount: 0, version: 1 });
    expect((await call(jar, 'GET', '/cart')).json().data.id).toBe(cart.id);
    expect((await call(new CookieJar(), 'GET', '/cart')).json().data.id).toBeNull();
  });

  it('answers an add with the cart as GET /cart then shows it (new line, added units, other lines, signed in), from one transaction', async () => {
    const me = await signUp(ctx.app);
    for (const v of variants.slice(0, 3)) await setStock(v.id, 8);
    const views = [];
    for (const [variant, quantity] of [
      [variants[1].id, 1],
      [variants[2].id, 2],
      [variants[1].id, 3],
    ] as const) {
      const added = await call(me.jar, 'POST', '/cart/lines', { variant_id: variant, quantity });
      expect(added.statusCode).toBe(201);
      const shown = (await call(me.jar, 'GET', '/cart')).json().data;
      expect(added.json().data).toEqual(shown);
      views.push(shown);
    }
    expect(views[2].lines.map((l: { variant_id: number; quantity: number }) => [l.variant_id, l.quantity])).toEqual([
      [variants[1].id, 4],
      [variants[2].id, 2],
    ]);
    expect(views.map((v) => v.version)).toEqual([views[0].version, views[0].version + 1, views[0].version + 2]);
    // A refused add changes nothing.
    expect((await call(me.jar, 'POST', '/cart/lines', { variant_id: variants[2].id, quantity: 7 })).json().error).toMatchObject({
      code: 'out_of_stock',
      details: { available: 8 },
    });
    expect((await call(me.jar, 'GET', '/cart')).json().data).toEqual(views[2]);
  });

  it('checks stock on add and on quantity change (409 out_of_stock with details.available), caps a line at 10', async () => {
    const jar = new CookieJar();
    await setStock(variants[1].id, 3);
    const tooMany = await call(jar, 'POST', '/cart/lines', { variant_id: variants[1].id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'out_of_stock', details: { available: 3 } });
    const ok = (await call(jar, 'POST', '/cart/lines', { variant_id: variants[1].id, quantity: 3 })).json().data;
    expect(ok.lines[0].status).toBe('low_stock');
    const more = await call(jar, 'POST', '/cart/lines', { variant_id: variants[1].id, quantity: 1 });
    expect(more.json().error).toMatchObject({ code: 'out_of_stock', details: { available: 3 } });
    const lineId = ok.lines[0].id;
    expect((await call(jar, 'PATCH', `/cart/lines/${lineId}`, { quantity: 5 })).json().error.code).toBe('out_of_stock');
    expect((await call(jar, 'PATCH', `/cart/lines/${lineId}`, { quantity: 0 })).statusCode).toBe(400);
    expect((await call(jar, 'PATCH', `/cart/lines/${lineId}`, { quantity: 11 })).statusCode).toBe(400);
    const down = await call(jar, 'PATCH', `/cart/lines/${lineId}`, { quantity: 1 });
    expect(down.json().data.lines[0].quantity).toBe(1);
    await setStock(variants[1].id, 50);
    await call(jar, 'PATCH', `/cart/lines/${lineId}`, { quantity: 10 });
    expect((await call(jar, 'POST', '/cart/lines', { variant_id: variants[1].id, quantity: 1 })).json().error.code).toBe('quantity_limit');
    expect((await call(jar, 'POST', '/cart/lines', { variant_id: 999_999, quantity: 1 })).statusCode).toBe(404);
    expect((await call(jar, 'POST', '/cart/lines', { variant_id: 'x' })).statusCode).toBe(400);
  });

  it('removes lines; another cart cannot touch them; clearing needs a session', async () => {
    const jar = new CookieJar();
    const other = new CookieJar();
    await setStock(variants[2].id, 9);
    const cart = (await call(jar, 'POST', '/cart/lines', { variant_id: variants[2].id, quantity: 1 })).json().data;
    await call(other, 'POST', '/cart/lines', { variant_id: variants[2].id, quantity: 1 });
    expect((await call(other, 'DELETE', `/cart/lines/${cart.lines[0].id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/cart/lines/${cart.lines[0].id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await call(jar, 'DELETE', '/cart')).json().error.code).toBe('session_required');
    const removed = await call(jar, 'DELETE', `/cart/lines/${cart.lines[0].id}`);
    expect(removed.json().data).toMatchObject({ lines: [], total: 0 });
    expect((await call(jar, 'DELETE', `/cart/lines/${cart.lines[0].id}`)).statusCode).toBe(404);
    const cross = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/lines',
      headers: { origin: 'https://evil.example', cookie: jar.header() },
      payload: { variant_id: variants[2].id },
    });
    expect(cross.statusCode).toBe(403);
  });

  it('merges a guest cart into the user cart at sign-in (same variant added, capped at stock) and drops the cookie', async () => {
    await setStock(variants[3].id, 4);
    await setStock(variants[4].id, 10);
    const user = await signUp(ctx.app);
    const jar = user.jar;
    await call(jar, 'POST', '/cart/lines', { variant_id: variants[3].id, quantity: 3 });
    const guest = new CookieJar();
    await call(guest, 'POST', '/cart/lines', { variant_id: variants[3].id, quantity: 2 });
    await call(guest, 'POST', '/cart/lines', { variant_id: variants[4].id, quantity: 1 });
    jar.set('store_cart', guest.get('store_cart')!);
    const merged = await call(jar, 'GET', '/cart');
    expect(jar.get('store_cart')).toBeUndefined();
    const lines = merged.json().data.lines as { variant_id: number; quantity: number }[];
    expect(lines.map((l) => [l.variant_id, l.quantity]).sort()).toEqual(
      [
        [variants[3].id, 4],
        [variants[4].id, 1],
      ].sort(),
    );
    expect((await call(guest, 'GET', '/cart')).json().data.id).toBeNull();
    const cleared = await call(jar, 'DELETE', '/cart');
    expect(cleared.json().data.lines).toEqual([]);
  });

  it('a user without a cart adopts the guest cart', async () => {
    await setStock(variants[5].id, 10);
    const guest = new CookieJar();
    const before = (await call(guest, 'POST', '/cart/lines', { variant_id: variants[5].id, quantity: 2 })).json().data;
    const user = await signUp(ctx.app);
    user.jar.set('store_cart', guest.get('store_cart')!);
    const after = (await call(user.jar, 'GET', '/cart')).json().data;
    expect(after.id).toBe(before.id);
    expect(after.lines[0].quantity).toBe(2);
  });

  it('two concurrent adds to one cart lose nothing (row lock + version)', async () => {
    await setStock(variants[0].id, 100);
    await setStock(variants[1].id, 100);
    const user = await signUp(ctx.app);
    await call(user.jar, 'POST', '/cart/lines', { variant_id: variants[0].id, quantity: 1 });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => call(user.jar, 'POST', '/cart/lines', { variant_id: variants[0].id, quantity: 1 })),
      ...Array.from({ length: 4 }, () => call(user.jar, 'POST', '/cart/lines', { variant_id: variants[1].id, quantity: 2 })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const cart = (await call(user.jar, 'GET', '/cart')).json().data;
    expect(cart.lines.map((l: { variant_id: number; quantity: number }) => [l.variant_id, l.quantity])).toEqual([
      [variants[0].id, 5],
      [variants[1].id, 8],
    ]);
    expect(cart.version).toBe(9);
  });
});
