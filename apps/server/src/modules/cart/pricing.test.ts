import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, isNull, notInArray } from 'drizzle-orm';
import { createTestApp, databaseKinds } from '../../test/databases';
import { catalogFlashSaleItems, catalogVariants } from '../catalog/tables';
import { call, guestWith, orderBody, placeOrder, setStock } from '../order/testing';

describe.each(databaseKinds)('cart prices on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let variants: { id: number; price: number; compareAtPrice: number | null }[];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const onSale = ctx.database.db.select({ id: catalogFlashSaleItems.variantId }).from(catalogFlashSaleItems);
    variants = await ctx.database.db
      .select({ id: catalogVariants.id, price: catalogVariants.price, compareAtPrice: catalogVariants.compareAtPrice })
      .from(catalogVariants)
      .where(and(gte(catalogVariants.price, 500_000), notInArray(catalogVariants.id, onSale), isNull(catalogVariants.compareAtPrice)))
      .orderBy(catalogVariants.id)
      .limit(2);
    expect(variants).toHaveLength(2);
  });
  afterAll(() => ctx.close());

  const setPrice = (id: number, price: number) => ctx.database.db.update(catalogVariants).set({ price }).where(eq(catalogVariants.id, id));

  it('shows the catalogue price now and the price at adding when it changed; the order takes the current price', async () => {
    const [v, other] = variants;
    await setStock(ctx.database.db, v.id, 5);
    await setStock(ctx.database.db, other.id, 5);
    const jar = await guestWith(ctx.app, v.id, 2);
    await call(ctx.app, jar, 'POST', '/cart/lines', { variant_id: other.id, quantity: 1 });
    const before = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(before.lines.map((l: { price_at_add: number | null }) => l.price_at_add)).toEqual([null, null]);

    const lower = v.price - 12_345;
    await setPrice(v.id, lower);
    try {
      const after = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
      const line = after.lines.find((l: { variant_id: number }) => l.variant_id === v.id);
      expect(line).toMatchObject({ price: lower, price_at_add: v.price, line_total: lower * 2 });
      expect(after.lines.find((l: { variant_id: number }) => l.variant_id === other.id)).toMatchObject({ price: other.price, price_at_add: null });
      expect(after.total).toBe(lower * 2 + other.price);

      const placed = await placeOrder(ctx.app, jar, orderBody());
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json().data;
      expect(order.total).toBe(lower * 2 + other.price);
      expect(order.lines.find((l: { variant_id: number }) => l.variant_id === v.id)).toMatchObject({ price: lower, line_total: lower * 2 });
    } finally {
      await setPrice(v.id, v.price);
    }
    // Back to the price it was added at: nothing to tell.
    const same = (await call(ctx.app, jar, 'GET', '/cart')).json().data;
    expect(same.lines.every((l: { price_at_add: number | null }) => l.price_at_add === null)).toBe(true);
  });
});
