import { assertSatang, type Satang } from './money';

/** The money fields of a cart line (spec 3 Cart line), all in satang; `price` is per unit. */
export interface PricedLine {
  price: Satang;
  quantity: number;
  /** The line's own discount (for the whole line, not per unit). */
  discount?: Satang | null;
  /** privilege.ecoupon_discount: the coupon's share of this line. */
  ecouponDiscount?: Satang | null;
  productType: string;
}

/** Spec 9: advance-payment lines are paid apart and never count toward the cart total. */
export function isAdvancePayment(line: Pick<PricedLine, 'productType'>): boolean {
  return line.productType === 'advancepayment';
}

/** Spec 9: price x quantity - discount - coupon discount, floored at 0. */
export function lineTotal(line: PricedLine): Satang {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`quantity must be a whole number >= 0, got ${line.quantity}`);
  for (const v of [line.price, line.discount ?? 0, line.ecouponDiscount ?? 0]) {
    assertSatang(v);
    if (v < 0) throw new RangeError(`amounts must not be negative, got ${v}`);
  }
  const gross = line.price * line.quantity;
  assertSatang(gross);
  return Math.max(0, gross - (line.discount ?? 0) - (line.ecouponDiscount ?? 0));
}

/** The cart total: the sum of line totals, advance-payment lines excluded. */
export function cartTotal(lines: readonly PricedLine[]): Satang {
  return assertSatang(lines.filter((l) => !isAdvancePayment(l)).reduce((sum, l) => sum + lineTotal(l), 0));
}

/** The cart response's advance_payment flag: true when any line is an advance payment. */
export function hasAdvancePayment(lines: readonly Pick<PricedLine, 'productType'>[]): boolean {
  return lines.some(isAdvancePayment);
}

/** The cart response's total_quantity: units over all lines. */
export function totalQuantity(lines: readonly Pick<PricedLine, 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
