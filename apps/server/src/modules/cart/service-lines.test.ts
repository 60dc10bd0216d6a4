import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gte } from 'drizzle-orm';
import type { NumberHold } from '@store/domain/number-search';
import { createTestApp } from '../../test/databases';
import { CookieJar } from '../../test/sign-in';
import { catalogVariants } from '../catalog/tables';
import { call, newKey, orderBody, setStock } from '../order/testing';

/**
 * Lines of other modules through app.cart, and their typed holds through the line-kind registry at
 * line removal, place order, payment and expiry. The numbers service is spied on (its own tests hold
 * real numbers), so that any uuid stands for a held number here.
 */
const simMeta = {
  thai_id: '*********1234',
  number: '0812345678',
  dealer_code: null,
  correlation_id: 'c-1',
  campaign_type: 'postpaid',
  sim_type: 'physical-sim',
  birth_date: '1990-01-01',
  hold_id: 'h',
  package_id: 1,
  nas_code: 'NAS',
} as const;

describe('service lines and holds', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variant: number;
  const released: string[][] = [];
  const confirmed: string[][] = [];
  const ids = new Map<string, string>();
  /** A uuid per name, standing for a held number. */
  const hold = (name: string) => ids.get(name) ?? (ids.set(name, randomUUID()), ids.get(name)!);
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    const { app } = ctx;
    // The advance payment of an existing campaign is the bundles module's kind (issue 18), with a `bundle` hold.
    // What the sim module does: put a held number in the caller's cart.
    app.post('/api/test/hold-line', async (req, reply) => {
      const body = req.body as { hold: string; type?: 'postpaid' | 'advancepayment'; price?: number };
      const advance = body.type === 'advancepayment';
      return app.cart.addServiceLine((await app.cartOwner.ensure(req, reply)).cart.id, {
        productType: body.type ?? 'postpaid',
        productId: 'sim-postpaid-699',
        title: { th: 'ซิมรายเดือน 699', en: 'Postpaid SIM 699' },
        price: body.price ?? 69_900,
        simMeta: advance ? null : simMeta,
        existingCampaign: advance ? { campaign_type: 'existing', rc: 69_900, advance_payment: body.price ?? 0 } : null,
        inventoryId: 'msisdn-0812345678',
        hold: { kind: advance ? 'bundle' : 'number', id: hold(body.hold) },
        advancePayment: advance ? body.price : null,
      });
    });
    app.post('/api/test/bad-line', async (req, reply) => {
      const body = req.body as { case: string };
      const line = { productId: 'x', title: { th: 'x', en: 'x' }, price: 1 };
      // A module's bug, not a shopper's input: the cart refuses to write it.
      const cartId = (await app.cartOwner.ensure(req, reply)).cart.id;
      const add = () =>
        body.case === 'meta'
          ? app.cart.addServiceLine(cartId, { ...line, productType: 'postpaid', simMeta: { number: '0812345678' } as never })
          : body.case === 'unregistered'
            ? app.cart.addServiceLine(cartId, { ...line, productType: 'sim', simMeta })
            : app.cart.addServiceLine(cartId, { ...line, productType: 'product', hold: { kind: 'number', id: hold('bad') } });
      return add().then(
        () => ({ refused: null }),
        (error: Error) => ({ refused: error.message }),
      );
    });
    const name = (id: string) => [...ids].find(([, v]) => v === id)?.[0] ?? id;
    vi.spyOn(app.numbers, 'releaseQuietly').mockImplementation(async (_tx, holds) => {
      released.push(holds.map(name));
      return [];
    });
    vi.spyOn(app.numbers, 'confirmHold').mockImplementation(async () => ({}) as NumberHold);
    vi.spyOn(app.numbers, 'markSold').mockImplementation(async (_tx, id) => void confirmed.push([name(id)]));
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
      product_type: 'postpaid',
      hold_id: hold('hold-a'),
      sim_meta: { number: '0812345678' },
      inventory: { id: 'msisdn-0812345678', available: null },
      status: 'ok',
    });
    expect(cart).toMatchObject({ advance_payment: true, total: 69_900, subtotal: 69_900, total_quantity: 2 });
    expect((await call(ctx.app, jar, 'PATCH', `/cart/lines/${cart.lines[0].id}`, { quantity: 2 })).json().error.code).toBe('quantity_fixed');
    await call(ctx.app, jar, 'DELETE', `/cart/lines/${cart.lines[1].id}`);
    // The bundle's hold went to the bundles module (no claim of that id: nothing else changes).
    expect((await call(ctx.app, jar, 'GET', '/cart')).json().data.lines).toHaveLength(1);
    expect(released).not.toContainEqual(['hold-b']);
  });

  it('refuses a line whose meta does not fit its kind, a kind no module sells, and a hold its kind cannot carry', async () => {
    const jar = new CookieJar();
    const refusal = async (c: string) => (await call(ctx.app, jar, 'POST', '/test/bad-line', { case: c })).json().refused;
    expect(await refusal('meta')).toMatch(/postpaid does not match its kind: sim_meta\.thai_id/);
    // `sim` (spec 3) is the one product type no module sells (vlearn is the university module's since issue 18).
    expect(await refusal('unregistered')).toBe('No module sells lines of type sim.');
    expect(await refusal('hold')).toBe('A product line cannot hold a number.');
    expect((await call(ctx.app, jar, 'GET', '/cart')).json().data.lines).toEqual([]);
  });

  it('removes the lines of expired holds from any cart', async () => {
    const jar = new CookieJar();
    await call(ctx.app, jar, 'POST', '/test/hold-line', { hold: 'hold-c' });
    const before = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(await ctx.app.cart.removeLinesByHold([{ kind: 'sim_pack', id: hold('hold-c') }])).toBe(0);
    expect(await ctx.app.cart.removeLinesByHold([{ kind: 'number', id: hold('hold-c') }])).toBe(1);
    const after = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(after.lines).toEqual([]);
    expect(after.version).toBe(before.version + 1);
  });

  it('confirms the holds of a paid order and releases those of an expired one', async () => {
    const paidJar = new CookieJar();
    await call(ctx.app, paidJar, 'POST', '/test/hold-line', { hold: 'hold-paid' });
    await call(ctx.app, paidJar, 'POST', '/cart/lines', { variant_id: variant, quantity: 1 });
    const placed = (await call(ctx.app, paidJar, 'POST', '/orders', orderBody(), { 'idempotency-key': newKey() })).json().data;
    expect(placed.order.lines.map((l: { product_type: string }) => l.product_type).sort()).toEqual(['postpaid', 'product']);
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
