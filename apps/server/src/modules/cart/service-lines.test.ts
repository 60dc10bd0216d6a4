import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte } from 'drizzle-orm';
import { createTestApp } from '../../test/databases';
import { CookieJar } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';
import { call, newKey, orderBody, setStock } from '../order/testing';

/** Lines of other modules (issue 6 numbers and SIM) through app.cart, and the hold hooks of the cart and order modules. */
describe('service lines and holds', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variant: number;
  const released: string[][] = [];
  const confirmed: string[][] = [];
  const removedByShopper: string[][] = [];
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    const { app } = ctx;
    // What the numbers module of issue 6 will do: put a held number in the caller's cart.
    app.post('/api/test/hold-line', async (req, reply) => {
      const body = req.body as { hold: string; type?: string; price?: number };
      return app.cart.addServiceLine(req, reply, {
        productType: body.type ?? 'sim',
        productId: 'sim-postpaid-699',
        title: { th: 'ซิมรายเดือน 699', en: 'Postpaid SIM 699' },
        price: body.price ?? 69_900,
        simMeta: { number: '0812345678', sim_type: 'postpaid' },
        inventoryId: 'msisdn-0812345678',
        holdId: body.hold,
        advancePayment: body.type === 'advancepayment' ? body.price : null,
      });
    });
    app.cart.onHoldLinesRemoved(async (_tx, holds) => void removedByShopper.push(holds));
    app.orders.onHolds({ confirm: async (_tx, holds) => void confirmed.push(holds), release: async (_tx, holds) => void released.push(holds) });
    [{ id: variant }] = await ctx.database.db.select({ id: catalogVariants.id }).from(catalogVariants).where(gte(catalogVariants.price, 500_000)).limit(1);
    await setStock(ctx.database.db, variant, 20);
  });
  afterAll(() => ctx.close());

  it('adds a line of another type with its sim_meta and hold; its quantity is fixed; advance payments stay out of the total', async () => {
    const jar = new CookieJar();
    expect((await call(ctx.app, jar, 'POST', '/test/hold-line', { hold: 'hold-a' })).statusCode).toBe(200);
    await call(ctx.app, jar, 'POST', '/test/hold-line', { hold: 'hold-b', type: 'advancepayment', price: 50_000 });
    const cart = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(cart.lines[0]).toMatchObject({
      product_type: 'sim',
      hold_id: 'hold-a',
      sim_meta: { number: '0812345678' },
      inventory: { id: 'msisdn-0812345678', available: null },
      status: 'ok',
    });
    expect(cart).toMatchObject({ advance_payment: true, total: 69_900, subtotal: 69_900, total_quantity: 2 });
    expect((await call(ctx.app, jar, 'PATCH', `/cart/lines/${cart.lines[0].id}`, { quantity: 2 })).json().error.code).toBe('quantity_fixed');
    await call(ctx.app, jar, 'DELETE', `/cart/lines/${cart.lines[1].id}`);
    expect(removedByShopper).toContainEqual(['hold-b']);
  });

  it('removes the lines of expired holds from any cart', async () => {
    const jar = new CookieJar();
    await call(ctx.app, jar, 'POST', '/test/hold-line', { hold: 'hold-c' });
    const before = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(await ctx.app.cart.removeLinesByHold(['hold-c'])).toBe(1);
    const after = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(after.lines).toEqual([]);
    expect(after.version).toBe(before.version + 1);
  });

  it('confirms the holds of a paid order and releases those of an expired one', async () => {
    const paidJar = new CookieJar();
    await call(ctx.app, paidJar, 'POST', '/test/hold-line', { hold: 'hold-paid' });
    await call(ctx.app, paidJar, 'POST', '/cart/lines', { variant_id: variant, quantity: 1 });
    const placed = (await call(ctx.app, paidJar, 'POST', '/orders', orderBody(), { 'idempotency-key': newKey() })).json().data;
    expect(placed.order.lines.map((l: { product_type: string }) => l.product_type).sort()).toEqual(['product', 'sim']);
    await ctx.app.inject({ method: 'POST', url: `/api/sandbox-gateway/charges/${placed.payment.charge_id}/simulate-payment` });
    expect(confirmed).toContainEqual(['hold-paid']);

    const lateJar = new CookieJar();
    await call(ctx.app, lateJar, 'POST', '/test/hold-line', { hold: 'hold-late' });
    await call(ctx.app, lateJar, 'POST', '/orders', orderBody(), { 'idempotency-key': newKey() });
    await ctx.app.orders.sweep(new Date(Date.now() + 31 * 60_000));
    expect(released).toContainEqual(['hold-late']);
    expect(released.flat()).not.toContain('hold-paid');
  });
});
