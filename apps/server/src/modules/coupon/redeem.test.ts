import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { createTestApp, databaseKinds } from '../../test/databases';
import type { CouponQuoteLine } from './port';
import { couponUses, coupons, userCoupons } from './tables';

const DAY = 86_400_000;
const phone: CouponQuoteLine = { id: 'l1', product_id: '1', product_type: 'product', category: 'smartphones', price: 2_000_000, quantity: 1, discount: 0 };
const case_: CouponQuoteLine = { id: 'l2', product_id: '900', product_type: 'product', category: 'accessories', price: 50_000, quantity: 2, discount: 0 };
let serial = 0;
const code = () => `T${Date.now().toString(36).toUpperCase()}${++serial}`;

describe.each(databaseKinds)('coupon service (app.coupons) on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => ctx.database.db;
  const addCoupon = async (over: Partial<typeof coupons.$inferInsert> = {}) => {
    const now = Date.now();
    const [row] = await db()
      .insert(coupons)
      .values({
        code: code(),
        title: { th: 'ทดสอบ', en: 'Test' },
        description: { th: 'ทดสอบ', en: 'Test' },
        discountKind: 'fixed',
        amount: 10_000,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
        ...over,
      })
      .returning();
    return row;
  };
  const counters = async (id: number) => (await db().select({ used: coupons.used }).from(coupons).where(eq(coupons.id, id)))[0].used;
  const activeUses = async (id: number) =>
    (
      await db()
        .select({ n: count() })
        .from(couponUses)
        .where(and(eq(couponUses.couponId, id), isNull(couponUses.releasedAt)))
    )[0].n;
  const redeem = (input: { code: string; userId: string | null; orderId: string; lines?: CouponQuoteLine[] }) =>
    db().transaction((tx) => ctx.app.coupons.redeemInTx(tx, { lines: [phone], ...input }));
  /** Redeems in a transaction that catches the refusal and commits anyway (a savepoint must leave nothing behind). */
  const redeemCarryOn = (input: { code: string; userId: string; orderId: string }) =>
    db().transaction(async (tx) => {
      try {
        await ctx.app.coupons.redeemInTx(tx, { lines: [phone], ...input });
        return 'ok';
      } catch (e) {
        return e instanceof AppError ? `${e.status} ${e.code}` : String(e);
      }
    });
  const codeOf = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: unknown) => (e instanceof AppError ? `${e.status} ${e.code}` : String(e)),
    );

  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('quotes a code: discount per line, codes matched case-insensitively', async () => {
    const c = await addCoupon({ discountKind: 'percent', amount: null, percent: 10, maxDiscount: 150_000 });
    const q = await ctx.app.coupons.quote({ userId: 'u-quote', code: ` ${c.code.toLowerCase()} `, lines: [phone, case_] });
    expect(q).toEqual({ code: c.code, discount: 150_000, perLine: { l1: 142_857, l2: 7_143 } });
  });

  type Over = Partial<typeof coupons.$inferInsert>;
  it.each<[string, Over, string | null, string | null]>([
    ['coupon_not_found', {}, 'NOPE-NOPE', 'u1'],
    ['coupon_login_required', {}, null, null],
    ['coupon_not_started', { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) }, null, 'u1'],
    ['coupon_expired', { startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 1) }, null, 'u1'],
    ['coupon_min_spend', { minSpend: 2_000_001 }, null, 'u1'],
    ['coupon_not_applicable', { scopeCategories: ['tablets'] }, null, 'u1'],
    ['coupon_used_up', { totalLimit: 3, used: 3 }, null, 'u1'],
    ['coupon_not_found', { collectable: false }, null, 'u1'],
  ])('quote says %s (%j)', async (expected, over, fixedCode, userId) => {
    const c = await addCoupon(over);
    const q = await ctx.app.coupons.quote({ userId, code: fixedCode ?? c.code, lines: [phone] });
    expect(q).toMatchObject({ error_code: expected });
    if (fixedCode === null) await expect(codeOf(redeem({ code: c.code, userId, orderId: `o-${code()}` }))).resolves.toBe(`422 ${expected}`);
    expect(await counters(c.id)).toBe(over.used ?? 0);
  });

  it('takes one use per order, returns the same discount for the same order, and gives it back exactly once', async () => {
    const c = await addCoupon({ totalLimit: 10, perUserLimit: 2 });
    const first = await redeem({ code: c.code, userId: 'u-take', orderId: 'order-take-1' });
    expect(first).toEqual({ code: c.code, discount: 10_000, perLine: { l1: 10_000 } });
    expect(await redeem({ code: c.code, userId: 'u-take', orderId: 'order-take-1' })).toEqual(first);
    expect(await counters(c.id)).toBe(1);
    expect(await ctx.app.coupons.quote({ userId: 'u-take', code: c.code, lines: [phone] })).toMatchObject({ discount: 10_000 });

    await redeem({ code: c.code, userId: 'u-take', orderId: 'order-take-2' });
    expect(await counters(c.id)).toBe(2);
    expect(await ctx.app.coupons.quote({ userId: 'u-take', code: c.code, lines: [phone] })).toMatchObject({ error_code: 'coupon_user_limit' });
    await expect(codeOf(redeem({ code: c.code, userId: 'u-take', orderId: 'order-take-3' }))).resolves.toBe('422 coupon_user_limit');

    expect(await db().transaction((tx) => ctx.app.coupons.releaseInTx(tx, 'order-take-1'))).toBe(true);
    expect(await db().transaction((tx) => ctx.app.coupons.releaseInTx(tx, 'order-take-1'))).toBe(false);
    expect(await db().transaction((tx) => ctx.app.coupons.releaseInTx(tx, 'no-such-order'))).toBe(false);
    expect(await counters(c.id)).toBe(1);
    const [mine] = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, 'u-take'), eq(userCoupons.couponId, c.id)));
    expect(mine.usedCount).toBe(1);
    expect(await ctx.app.coupons.quote({ userId: 'u-take', code: c.code, lines: [phone] })).toMatchObject({ discount: 10_000 });
  });

  it('with N uses left, 20 concurrent checkouts of different shoppers take exactly N', async () => {
    const c = await addCoupon({ totalLimit: 12, used: 7, perUserLimit: 1 });
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => redeemCarryOn({ code: c.code, userId: `u-race-${i}`, orderId: `order-race-${i}` })));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === '422 coupon_used_up')).toBe(true);
    expect(await counters(c.id)).toBe(12);
    expect(await activeUses(c.id)).toBe(5);
  });

  it('one shopper with a per-user limit of 1 gets one use out of 20 concurrent orders', async () => {
    const c = await addCoupon({ totalLimit: null, perUserLimit: 1 });
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => redeemCarryOn({ code: c.code, userId: 'u-greedy', orderId: `order-greedy-${i}` })));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === '422 coupon_user_limit')).toBe(true);
    expect(await counters(c.id)).toBe(1);
    expect(await activeUses(c.id)).toBe(1);
    const [mine] = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, 'u-greedy'), eq(userCoupons.couponId, c.id)));
    expect(mine.usedCount).toBe(1);
  });

  it('a use given back can be taken again, but never beyond the limit (concurrent releases and redeems)', async () => {
    const c = await addCoupon({ totalLimit: 3, perUserLimit: null });
    for (let i = 0; i < 3; i++) await redeem({ code: c.code, userId: 'u-cycle', orderId: `order-cycle-${i}` });
    const releases = Array.from({ length: 3 }, () => db().transaction((tx) => ctx.app.coupons.releaseInTx(tx, 'order-cycle-0')));
    const redeems = Array.from({ length: 10 }, (_, i) => redeemCarryOn({ code: c.code, userId: 'u-cycle', orderId: `order-cycle-next-${i}` }));
    const [released, taken] = await Promise.all([Promise.all(releases), Promise.all(redeems)]);
    expect(released.filter(Boolean)).toHaveLength(1);
    expect(taken.filter((o) => o === 'ok').length).toBeLessThanOrEqual(1);
    expect(await counters(c.id)).toBe(2 + taken.filter((o) => o === 'ok').length);
    expect(await counters(c.id)).toBeLessThanOrEqual(3);
    expect(await activeUses(c.id)).toBe(await counters(c.id));
  });
});
