import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, databaseKinds } from '../../test/databases';
import { CookieJar, ORIGIN, signUp } from '../../test/sign-in';
import { findProductBySlug } from '../catalog/service';
import { catalogVariants } from '../catalog/tables';

type CartCoupon = { coupon: { code: string; state: string }; fits: boolean; discount: number; error_code: string | null; shortfall: number };

describe.each(databaseKinds)('GET /my/coupons/cart (the cart’s coupon picker) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let ids: Map<string, number>;
  let variantId: number;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ids = new Map(((await ctx.app.inject({ method: 'GET', url: '/api/coupons' })).json().data as { id: number; code: string }[]).map((c) => [c.code, c.id]));
    const iphone = await findProductBySlug(ctx.database.db, 'smartphones', 'apple', 'iphone-16');
    const [variant] = await ctx.database.db.select().from(catalogVariants).where(eq(catalogVariants.productId, iphone.product_id)).limit(1);
    variantId = variant.id;
    await ctx.database.db.update(catalogVariants).set({ stock: 20, stockReserved: 0 }).where(eq(catalogVariants.id, variantId));
  });
  afterAll(() => ctx.close());

  const call = async (jar: CookieJar, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie: jar.header(), ...(method === 'GET' ? {} : { origin: ORIGIN }) },
      payload,
      remoteAddress: jar.address,
    });
    jar.store(res);
    return res;
  };
  const picker = async (jar: CookieJar) => (await call(jar, 'GET', '/my/coupons/cart')).json().data as CartCoupon[];

  it('is for signed-in shoppers only (401 session_required for a guest with a cart)', async () => {
    const guest = new CookieJar();
    await call(guest, 'POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
    const res = await call(guest, 'GET', '/my/coupons/cart');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_required');
  });

  it('checks each collected coupon usable now against the cart: fits first, then short of the minimum (by how much), then out of scope', async () => {
    const me = await signUp(ctx.app);
    expect(await picker(me.jar)).toEqual([]);
    for (const code of ['WELCOME100', 'PHONE10', 'FLASH500', 'ACC15', 'ROUTER20', 'TABLET8']) {
      expect((await call(me.jar, 'POST', `/coupons/${ids.get(code)}/collect`)).statusCode).toBe(201);
    }
    // An empty cart: nothing is in scope, so nothing fits.
    expect((await picker(me.jar)).every((c) => !c.fits && c.error_code === 'coupon_not_applicable')).toBe(true);

    await ctx.database.db.update(catalogVariants).set({ price: 900_000 }).where(eq(catalogVariants.id, variantId));
    await call(me.jar, 'POST', '/cart/lines', { variant_id: variantId, quantity: 1 });
    const subtotal = (await call(me.jar, 'GET', '/cart')).json().data.subtotal as number;
    expect(subtotal).toBeLessThan(1_000_000);
    const list = await picker(me.jar);
    // TABLET8 has not started: it is in the wallet but not offered.
    expect(list.map((c) => c.coupon.code)).toEqual(['WELCOME100', 'PHONE10', 'FLASH500', ...list.slice(3).map((c) => c.coupon.code)]);
    expect(
      list
        .slice(3)
        .map((c) => c.coupon.code)
        .sort(),
    ).toEqual(['ACC15', 'ROUTER20']);
    expect(list[0]).toMatchObject({ fits: true, discount: 10_000, error_code: null, shortfall: 0 });
    expect(list[1]).toMatchObject({ fits: false, discount: 0, error_code: 'coupon_min_spend', shortfall: 1_000_000 - subtotal });
    expect(list[2]).toMatchObject({ fits: false, error_code: 'coupon_min_spend', shortfall: 1_500_000 - subtotal });
    expect(list.slice(3).every((c) => !c.fits && c.error_code === 'coupon_not_applicable' && c.shortfall === 0)).toBe(true);

    // Two units pass both minimums: the same rules as applying the code (GET /cart?coupon_code=) give the same discount.
    const lineId = (await call(me.jar, 'GET', '/cart')).json().data.lines[0].id as string;
    await call(me.jar, 'PATCH', `/cart/lines/${lineId}`, { quantity: 2 });
    const more = await picker(me.jar);
    expect(more.filter((c) => c.fits).map((c) => [c.coupon.code, c.discount])).toEqual([
      ['PHONE10', 150_000],
      ['FLASH500', 50_000],
      ['WELCOME100', 10_000],
    ]);
    const applied = (await call(me.jar, 'GET', '/cart?coupon_code=PHONE10')).json().data;
    expect(applied.coupon).toMatchObject({ code: 'PHONE10', discount: 150_000 });
  });
});
