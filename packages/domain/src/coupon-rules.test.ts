import { describe, expect, it } from 'vitest';
import { evaluateCoupon, inCouponScope, splitDiscount, type CouponLine, type CouponRules } from './coupon-rules';

const start = new Date('2025-03-01T00:00:00Z');
const end = new Date('2025-04-01T00:00:00Z');
const now = new Date('2025-03-15T12:00:00Z');
const coupon = (over: Partial<CouponRules> = {}): CouponRules => ({ discount: { kind: 'fixed', amount: 10000 }, startsAt: start, endsAt: end, ...over });
const phone: CouponLine = { id: 'a', productId: 1, category: 'smartphones', productType: 'product', price: 1_000_000, quantity: 1 };
const sim: CouponLine = { id: 'b', productId: 2, category: 'sim', productType: 'prepaid', price: 10_000, quantity: 3 };
const advance: CouponLine = { id: 'c', productId: 3, category: 'packages', productType: 'advancepayment', price: 50_000, quantity: 1 };
const fresh = { totalUsed: 0, usedByUser: 0 };
const reason = (r: ReturnType<typeof evaluateCoupon>) => (r.ok ? 'ok' : r.reason);

describe('validity window', () => {
  it.each([
    [new Date(start.getTime() - 1), 'not_started'],
    [start, 'ok'],
    [now, 'ok'],
    [new Date(end.getTime() - 1), 'ok'],
    [end, 'expired'],
    [new Date(end.getTime() + 86_400_000), 'expired'],
  ])('at %s -> %s', (when, expected) => {
    expect(reason(evaluateCoupon(coupon(), [phone], fresh, when))).toBe(expected);
  });
});

describe('use limits', () => {
  it.each([
    [{ totalLimit: 10 }, { totalUsed: 9, usedByUser: 0 }, 'ok'],
    [{ totalLimit: 10 }, { totalUsed: 10, usedByUser: 0 }, 'used_up'],
    [{ totalLimit: 0 }, fresh, 'used_up'],
    [{ totalLimit: null }, { totalUsed: 1e9, usedByUser: 0 }, 'ok'],
    [{ perUserLimit: 1 }, { totalUsed: 5, usedByUser: 0 }, 'ok'],
    [{ perUserLimit: 1 }, { totalUsed: 5, usedByUser: 1 }, 'user_limit_reached'],
    [{ perUserLimit: 2 }, { totalUsed: 5, usedByUser: 3 }, 'user_limit_reached'],
    [{ totalLimit: 5, perUserLimit: 1 }, { totalUsed: 5, usedByUser: 1 }, 'used_up'],
  ] as const)('%j with %j -> %s', (limits, usage, expected) => {
    expect(reason(evaluateCoupon(coupon(limits), [phone], usage, now))).toBe(expected);
  });

  it('reports the window before the limits', () => {
    expect(reason(evaluateCoupon(coupon({ totalLimit: 0 }), [phone], fresh, end))).toBe('expired');
  });
});

describe('scope', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ productIds: [], categories: [], productTypes: [] }, true],
    [{ productIds: [1] }, true],
    [{ productIds: [9] }, false],
    [{ categories: ['smartphones'] }, true],
    [{ categories: ['sim'] }, false],
    [{ productTypes: ['product'] }, true],
    [{ productTypes: ['postpaid'] }, false],
    [{ productIds: [9], categories: ['smartphones'] }, true],
  ])('%j covers the phone: %s', (scope, covered) => {
    expect(inCouponScope(scope, phone)).toBe(covered);
  });

  it('never covers advance-payment lines, even when named', () => {
    expect(inCouponScope({ productTypes: ['advancepayment'] }, advance)).toBe(false);
    expect(inCouponScope(undefined, advance)).toBe(false);
  });

  it('refuses a cart with nothing in scope', () => {
    expect(reason(evaluateCoupon(coupon({ scope: { categories: ['tablets'] } }), [phone, sim, advance], fresh, now))).toBe('out_of_scope');
    expect(reason(evaluateCoupon(coupon(), [advance], fresh, now))).toBe('out_of_scope');
    expect(reason(evaluateCoupon(coupon(), [], fresh, now))).toBe('out_of_scope');
    expect(reason(evaluateCoupon(coupon(), [{ ...phone, quantity: 0 }], fresh, now))).toBe('out_of_scope');
  });

  it('discounts only the covered lines', () => {
    const r = evaluateCoupon(coupon({ scope: { categories: ['sim'] } }), [phone, sim], fresh, now);
    expect(r).toEqual({ ok: true, total: 10000, lines: [{ id: 'b', discount: 10000 }] });
  });
});

describe('minimum spend over the covered lines after their own discounts', () => {
  it.each([
    [30_000, 'ok'],
    [30_001, 'min_spend_not_met'],
  ])('min %i on 3 x 100 baht -> %s', (minSpend, expected) => {
    expect(reason(evaluateCoupon(coupon({ minSpend, scope: { productIds: [2] } }), [phone, sim], fresh, now))).toBe(expected);
  });

  it('counts the line discount', () => {
    expect(reason(evaluateCoupon(coupon({ minSpend: 30_000 }), [{ ...sim, discount: 1 }], fresh, now))).toBe('min_spend_not_met');
  });

  it('refuses a covered subtotal of 0', () => {
    expect(reason(evaluateCoupon(coupon(), [{ ...sim, discount: 30_000 }], fresh, now))).toBe('min_spend_not_met');
  });
});

describe('discount amount', () => {
  it.each([
    [{ kind: 'percent', percent: 10 }, 103_000],
    [{ kind: 'percent', percent: 12.5 }, 128_750],
    [{ kind: 'percent', percent: 100 }, 1_030_000],
    [{ kind: 'percent', percent: 10, maxDiscount: 50_000 }, 50_000],
    [{ kind: 'percent', percent: 10, maxDiscount: null }, 103_000],
    [{ kind: 'fixed', amount: 25_000 }, 25_000],
    [{ kind: 'fixed', amount: 5_000_000 }, 1_030_000],
    [{ kind: 'fixed', amount: 0 }, 0],
  ] as const)('%j on 10,300 baht -> %i', (discount, total) => {
    const r = evaluateCoupon(coupon({ discount }), [phone, sim], fresh, now);
    expect(r.ok && r.total).toBe(total);
    expect(r.ok && r.lines.reduce((s, l) => s + l.discount, 0)).toBe(total);
  });

  it('floors a percent discount to whole satang', () => {
    const r = evaluateCoupon(coupon({ discount: { kind: 'percent', percent: 33 } }), [{ ...sim, price: 333, quantity: 1 }], fresh, now);
    expect(r.ok && r.total).toBe(109); // 109.89
  });

  it('splits in proportion to what each line costs', () => {
    const r = evaluateCoupon(coupon({ discount: { kind: 'fixed', amount: 10_300 } }), [phone, sim], fresh, now);
    expect(r.ok && r.lines).toEqual([{ id: 'a', discount: 10_000 }, { id: 'b', discount: 300 }]);
  });
});

describe('splitDiscount', () => {
  it('gives the remainder to the largest fractions, ties to the earlier line', () => {
    expect(splitDiscount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitDiscount(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitDiscount(10, [1, 2])).toEqual([3, 7]);
    expect(splitDiscount(0, [5, 5])).toEqual([0, 0]);
    expect(splitDiscount(5, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up exactly and never exceeds a base (1,000 pseudo-random carts)', () => {
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let run = 0; run < 1000; run++) {
      const bases = Array.from({ length: 1 + rand(6) }, () => rand(10) === 0 ? 0 : rand(10_000_000_000));
      const sum = bases.reduce((a, b) => a + b, 0);
      const total = sum === 0 ? 0 : rand(sum + 1);
      const shares = splitDiscount(total, bases);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      shares.forEach((s, i) => {
        expect(Number.isInteger(s) && s >= 0 && s <= bases[i]).toBe(true);
      });
    }
  });
});
