import { describe, expect, it } from 'vitest';
import {
  CONDITION_KEYS,
  COUPON_ERROR_CODES,
  couponErrorCode,
  couponState,
  decideCouponSync,
  evaluateCoupon,
  inCouponScope,
  minSpendShortfall,
  productConditions,
  splitDiscount,
  walletListsOf,
  type CouponLine,
  type CouponRules,
  type HeldCoupon,
} from './coupon-rules';

const start = new Date('2025-03-01T00:00:00Z');
const end = new Date('2025-04-01T00:00:00Z');
const now = new Date('2025-03-15T12:00:00Z');
const coupon = (over: Partial<CouponRules> = {}): CouponRules => ({ discount: { kind: 'fixed', amount: 10000 }, startsAt: start, endsAt: end, ...over });
const phone: CouponLine = { id: 'a', productId: '1', category: 'smartphones', productType: 'product', price: 1_000_000, quantity: 1 };
const sim: CouponLine = { id: 'b', productId: '2', category: 'sim', productType: 'prepaid', price: 10_000, quantity: 3 };
const advance: CouponLine = { id: 'c', productId: '3', category: 'packages', productType: 'advancepayment', price: 50_000, quantity: 1 };
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
    [{ productIds: ['1'] }, true],
    [{ productIds: ['9'] }, false],
    [{ categories: ['smartphones'] }, true],
    [{ categories: ['sim'] }, false],
    [{ productTypes: ['product'] }, true],
    [{ productTypes: ['postpaid'] }, false],
    [{ productIds: ['9'], categories: ['smartphones'] }, true],
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
    expect(reason(evaluateCoupon(coupon({ minSpend, scope: { productIds: ['2'] } }), [phone, sim], fresh, now))).toBe(expected);
  });

  it('counts the line discount', () => {
    expect(reason(evaluateCoupon(coupon({ minSpend: 30_000 }), [{ ...sim, discount: 1 }], fresh, now))).toBe('min_spend_not_met');
  });

  it('refuses a covered subtotal of 0', () => {
    expect(reason(evaluateCoupon(coupon(), [{ ...sim, discount: 30_000 }], fresh, now))).toBe('min_spend_not_met');
  });
});

describe('minSpendShortfall', () => {
  it('is what the covered lines (after their own discounts) still lack, and 0 once met', () => {
    expect(minSpendShortfall(coupon({ minSpend: 50_000, scope: { productIds: ['2'] } }), [phone, sim])).toBe(20_000);
    expect(minSpendShortfall(coupon({ minSpend: 50_000, scope: { productIds: ['2'] } }), [phone, { ...sim, discount: 5_000 }])).toBe(25_000);
    expect(minSpendShortfall(coupon({ minSpend: 30_000, scope: { productIds: ['2'] } }), [phone, sim])).toBe(0);
    expect(minSpendShortfall(coupon(), [sim])).toBe(0);
  });

  it('is 0 when the coupon covers no line (more spend would not help)', () => {
    expect(minSpendShortfall(coupon({ minSpend: 50_000, scope: { categories: ['tablets'] } }), [phone, sim, advance])).toBe(0);
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
    expect(r.ok && r.lines).toEqual([
      { id: 'a', discount: 10_000 },
      { id: 'b', discount: 300 },
    ]);
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
      const bases = Array.from({ length: 1 + rand(6) }, () => (rand(10) === 0 ? 0 : rand(10_000_000_000)));
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

describe('couponErrorCode', () => {
  it.each([
    ['not_started', 'coupon_not_started'],
    ['expired', 'coupon_expired'],
    ['used_up', 'coupon_used_up'],
    ['user_limit_reached', 'coupon_user_limit'],
    ['out_of_scope', 'coupon_not_applicable'],
    ['min_spend_not_met', 'coupon_min_spend'],
  ] as const)('%s -> %s', (r, code) => {
    expect(couponErrorCode(r)).toBe(code);
    expect(COUPON_ERROR_CODES).toContain(code);
  });
});

describe('couponState', () => {
  const c = { startsAt: start, endsAt: end, totalLimit: 5, used: 0 };
  it.each([
    [c, new Date(start.getTime() - 1), 'upcoming'],
    [c, start, 'available'],
    [{ ...c, used: 5 }, now, 'used_up'],
    [{ ...c, used: 5 }, new Date(start.getTime() - 1), 'used_up'],
    [{ ...c, totalLimit: null, used: 99 }, now, 'available'],
    [{ ...c, used: 5 }, end, 'expired'],
    [c, end, 'expired'],
  ] as const)('%j at %s -> %s', (coupon, when, state) => {
    expect(couponState(coupon, when)).toBe(state);
  });
});

describe('walletListsOf', () => {
  const held = (over: Partial<HeldCoupon> = {}): HeldCoupon => ({
    startsAt: start,
    endsAt: end,
    totalLimit: 100,
    perUserLimit: 1,
    used: 0,
    collectedAt: new Date(now.getTime() - 30 * 86_400_000),
    usedByUser: 0,
    ...over,
  });
  const day = 86_400_000;
  it.each([
    ['usable, collected long ago', held(), now, ['all']],
    ['collected 6 days ago', held({ collectedAt: new Date(now.getTime() - 6 * day) }), now, ['all', 'recently']],
    ['collected exactly 7 days ago', held({ collectedAt: new Date(now.getTime() - 7 * day) }), now, ['all']],
    ['ends in 3 days', held({ endsAt: new Date(now.getTime() + 3 * day) }), now, ['all', 'expiring']],
    ['ends in 3 days and 1 ms', held({ endsAt: new Date(now.getTime() + 3 * day + 1) }), now, ['all']],
    ['not started, ends soon', held({ startsAt: new Date(now.getTime() + 1), endsAt: new Date(now.getTime() + day) }), now, ['all']],
    ['used once of one', held({ usedByUser: 1 }), now, ['used']],
    ['used once of two', held({ usedByUser: 1, perUserLimit: 2 }), now, ['all', 'used']],
    ['used once, no per-user limit', held({ usedByUser: 1, perUserLimit: null }), now, ['all', 'used']],
    ['every use taken by others', held({ used: 100 }), now, ['all']],
    ['ended unused', held(), end, ['expired']],
    ['ended after its one use', held({ usedByUser: 1 }), end, ['used']],
    ['ended after one of two uses', held({ usedByUser: 1, perUserLimit: 2 }), end, ['used', 'expired']],
  ] as const)('%s -> %j', (_name, coupon, when, lists) => {
    expect(walletListsOf(coupon, when)).toEqual(lists);
  });
});

describe('productConditions', () => {
  const product = { productId: '1', category: 'smartphones', productType: 'product', price: 1_000_000 };
  const keysNotMet = (r: ReturnType<typeof productConditions>) => r.checks.filter((c) => !c.met).map((c) => c.key);
  it('applies when every condition holds', () => {
    const r = productConditions(coupon({ minSpend: 1_000_000 }), product, fresh, now);
    expect(r).toEqual({ applies: true, checks: CONDITION_KEYS.map((key) => ({ key, met: true })) });
  });
  it.each([
    [coupon(), new Date(start.getTime() - 1), fresh, ['window']],
    [coupon(), end, fresh, ['window']],
    [coupon({ totalLimit: 3 }), now, { totalUsed: 3, usedByUser: 0 }, ['quota']],
    [coupon({ perUserLimit: 1 }), now, { totalUsed: 3, usedByUser: 1 }, ['user_limit']],
    [coupon({ scope: { categories: ['tablets'] } }), now, fresh, ['scope']],
    [coupon({ scope: { productIds: ['1'] } }), now, fresh, []],
  ] as const)('%j at %s with %j -> not met %j, does not apply', (c, when, usage, notMet) => {
    const r = productConditions(c, product, usage, when);
    expect(keysNotMet(r)).toEqual(notMet);
    expect(r.applies).toBe(notMet.length === 0);
  });
  it('still applies under the minimum spend (more items may reach it), but says so', () => {
    const r = productConditions(coupon({ minSpend: 1_000_001 }), product, fresh, now);
    expect(keysNotMet(r)).toEqual(['min_spend']);
    expect(r.applies).toBe(true);
  });
  it('never applies to an advance payment', () => {
    expect(productConditions(coupon(), { ...product, productType: 'advancepayment' }, fresh, now).applies).toBe(false);
  });
});

describe('decideCouponSync (spec 9)', () => {
  const rule = { syncLimit: 3, intervalHours: 4 };
  const at = (iso: string) => new Date(iso);
  it('allows the first sync ever', () => {
    expect(decideCouponSync(null, rule, at('2025-03-15T12:00:00Z'))).toEqual({ ok: true, next: { day: '2025-03-15', count: 1, lastAt: at('2025-03-15T12:00:00Z') } });
  });
  it('needs the interval between two syncs', () => {
    const state = { day: '2025-03-15', count: 1, lastAt: at('2025-03-15T08:00:00Z') };
    expect(decideCouponSync(state, rule, at('2025-03-15T11:59:59Z'))).toEqual({ ok: false, reason: 'too_soon', retryAt: at('2025-03-15T12:00:00Z') });
    expect(decideCouponSync(state, rule, at('2025-03-15T12:00:00Z'))).toMatchObject({ ok: true, next: { count: 2 } });
  });
  it('stops at the daily limit until the next UTC day', () => {
    const state = { day: '2025-03-15', count: 3, lastAt: at('2025-03-15T08:00:00Z') };
    expect(decideCouponSync(state, rule, at('2025-03-15T23:00:00Z'))).toEqual({ ok: false, reason: 'limit_reached', retryAt: at('2025-03-16T00:00:00Z') });
    expect(decideCouponSync(state, rule, at('2025-03-16T00:00:00Z'))).toEqual({ ok: true, next: { day: '2025-03-16', count: 1, lastAt: at('2025-03-16T00:00:00Z') } });
  });
  it('keeps the interval across midnight, and names the later of the two as retry time', () => {
    const state = { day: '2025-03-15', count: 3, lastAt: at('2025-03-15T22:00:00Z') };
    expect(decideCouponSync(state, rule, at('2025-03-15T23:00:00Z'))).toEqual({ ok: false, reason: 'limit_reached', retryAt: at('2025-03-16T02:00:00Z') });
    expect(decideCouponSync(state, rule, at('2025-03-16T01:00:00Z'))).toEqual({ ok: false, reason: 'too_soon', retryAt: at('2025-03-16T02:00:00Z') });
  });
  it('resets the count on a new day', () => {
    const state = { day: '2025-03-14', count: 3, lastAt: at('2025-03-14T08:00:00Z') };
    expect(decideCouponSync(state, rule, at('2025-03-15T08:00:00Z'))).toMatchObject({ ok: true, next: { day: '2025-03-15', count: 1 } });
  });
  it('allows none with a limit of 0, and any time with an interval of 0', () => {
    expect(decideCouponSync(null, { syncLimit: 0, intervalHours: 0 }, at('2025-03-15T08:00:00Z'))).toEqual({ ok: false, reason: 'limit_reached', retryAt: null });
    const state = { day: '2025-03-15', count: 1, lastAt: at('2025-03-15T08:00:00Z') };
    expect(decideCouponSync(state, { syncLimit: 2, intervalHours: 0 }, at('2025-03-15T08:00:00Z'))).toMatchObject({ ok: true, next: { count: 2 } });
  });
});
