import { describe, expect, it } from 'vitest';
import { cartTotal, hasAdvancePayment, lineTotal, totalQuantity, type PricedLine } from './line-total';
import { PRODUCT_TYPES } from './line-kinds';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({ price: 69900, quantity: 1, productType: 'product', ...over });

describe('lineTotal (spec 9)', () => {
  it.each([
    [{ price: 69900, quantity: 1 }, 69900],
    [{ price: 69900, quantity: 3 }, 209700],
    [{ price: 69900, quantity: 2, discount: 10000 }, 129800],
    [{ price: 69900, quantity: 2, ecouponDiscount: 5000 }, 134800],
    [{ price: 69900, quantity: 2, discount: 10000, ecouponDiscount: 5000 }, 124800],
    [{ price: 100, quantity: 1, discount: 100 }, 0],
    [{ price: 100, quantity: 1, discount: 60, ecouponDiscount: 60 }, 0],
    [{ price: 100, quantity: 1, discount: 500 }, 0],
    [{ price: 69900, quantity: 0 }, 0],
    [{ price: 0, quantity: 5 }, 0],
    [{ price: 1, quantity: 1, discount: null, ecouponDiscount: null }, 1],
  ])('%j -> %i', (over, total) => {
    expect(lineTotal(line(over))).toBe(total);
  });

  it('computes an advance-payment line like any other (only the cart total leaves it out)', () => {
    expect(lineTotal(line({ productType: 'advancepayment', price: 50000, quantity: 2 }))).toBe(100000);
  });

  it.each([
    [{ quantity: -1 }],
    [{ quantity: 1.5 }],
    [{ price: -100 }],
    [{ price: 10.5 }],
    [{ discount: -1 }],
    [{ ecouponDiscount: -1 }],
    [{ price: Number.MAX_SAFE_INTEGER, quantity: 2 }],
  ])('refuses %j', (over) => {
    expect(() => lineTotal(line(over))).toThrow(RangeError);
  });
});

describe('cartTotal', () => {
  it('sums line totals', () => {
    expect(cartTotal([line(), line({ price: 1000, quantity: 3, discount: 500 })])).toBe(69900 + 2500);
  });

  it('leaves advance-payment lines out', () => {
    expect(cartTotal([line(), line({ productType: 'advancepayment', price: 50000 })])).toBe(69900);
  });

  it('floors each line before adding, so one line over-discounted does not eat another', () => {
    expect(cartTotal([line({ price: 100, discount: 1000 }), line({ price: 300 })])).toBe(300);
  });

  it('is 0 for an empty cart and for a cart of only advance payments', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([line({ productType: 'advancepayment' })])).toBe(0);
  });
});

describe('cart response flags', () => {
  it('sets advance_payment when any line is one', () => {
    expect(hasAdvancePayment([line(), line({ productType: 'advancepayment' })])).toBe(true);
    expect(hasAdvancePayment([line(), line({ productType: 'postpaid' })])).toBe(false);
  });

  it('counts units in total_quantity', () => {
    expect(totalQuantity([line({ quantity: 2 }), line({ quantity: 3 })])).toBe(5);
  });

  it('knows the fourteen product types of spec 3', () => {
    // The spec's 14 types, and those the spec's list does not name: home internet (issue 17), member
    // privileges, package changes and add-on changes (issue 18).
    expect(PRODUCT_TYPES).toHaveLength(18);
    expect(PRODUCT_TYPES).toContain('advancepayment');
    for (const type of ['home_internet', 'member_privilege', 'package_change', 'vas_change']) expect(PRODUCT_TYPES).toContain(type);
  });
});
