import { isAdvancePayment } from './line-total';
import { assertSatang, type Satang } from './money';

/** A coupon's rules (spec 7 Coupons; TMF671 promotion: criteria and a discount action). */
export interface CouponRules {
  discount: { kind: 'percent'; percent: number; maxDiscount?: Satang | null } | { kind: 'fixed'; amount: Satang };
  /** Minimum spend over the lines the coupon covers, after their own discounts. */
  minSpend?: Satang | null;
  /** Empty or missing lists cover everything; a line is in scope when it matches any given list. */
  scope?: { productIds?: readonly number[]; categories?: readonly string[]; productTypes?: readonly string[] };
  /** Valid from startsAt (inclusive) until endsAt (exclusive). */
  startsAt: Date;
  endsAt: Date;
  /** Uses over all shoppers; null = unlimited. */
  totalLimit?: number | null;
  /** Uses per shopper; null = unlimited. */
  perUserLimit?: number | null;
}

export interface CouponLine {
  id: string;
  productId: number;
  category: string;
  productType: string;
  price: Satang;
  quantity: number;
  discount?: Satang | null;
}

export interface CouponUsage {
  totalUsed: number;
  usedByUser: number;
}

export const COUPON_REJECTIONS = ['not_started', 'expired', 'used_up', 'user_limit_reached', 'out_of_scope', 'min_spend_not_met'] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

export type CouponResult =
  | { ok: true; total: Satang; lines: { id: string; discount: Satang }[] }
  | { ok: false; reason: CouponRejection };

const inList = <T>(list: readonly T[] | undefined, value: T) => list !== undefined && list.length > 0 && list.includes(value);

/** True when the coupon covers the line (advance-payment lines are never covered). */
export function inCouponScope(scope: CouponRules['scope'], line: CouponLine): boolean {
  if (isAdvancePayment(line)) return false;
  const lists = [scope?.productIds, scope?.categories, scope?.productTypes];
  if (lists.every((l) => !l || l.length === 0)) return true;
  return inList(scope?.productIds, line.productId) || inList(scope?.categories, line.category) || inList(scope?.productTypes, line.productType);
}

/** What a line can still be discounted: price x quantity - its own discount, floored at 0. */
const baseOf = (line: CouponLine) => Math.max(0, assertSatang(line.price * line.quantity) - (line.discount ?? 0));

/**
 * Splits `total` over the lines in proportion to their bases; every share is whole satang, never more
 * than its base, and the shares add up to `total` exactly (largest remainder, ties to the earlier line).
 */
export function splitDiscount(total: Satang, bases: readonly Satang[]): Satang[] {
  const sum = bases.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return bases.map(() => 0);
  const exact = bases.map((b) => (BigInt(b) * BigInt(total)) / BigInt(sum));
  const rest = bases.map((b, i) => ({ i, r: (BigInt(b) * BigInt(total)) % BigInt(sum) }));
  const shares = exact.map(Number);
  let left = total - shares.reduce((a, b) => a + b, 0);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** Checks a coupon against a cart, the uses so far and the time: the discount per line, or why it does not apply. */
export function evaluateCoupon(coupon: CouponRules, lines: readonly CouponLine[], usage: CouponUsage, now: Date): CouponResult {
  if (now.getTime() < coupon.startsAt.getTime()) return { ok: false, reason: 'not_started' };
  if (now.getTime() >= coupon.endsAt.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.totalLimit != null && usage.totalUsed >= coupon.totalLimit) return { ok: false, reason: 'used_up' };
  if (coupon.perUserLimit != null && usage.usedByUser >= coupon.perUserLimit) return { ok: false, reason: 'user_limit_reached' };
  const covered = lines.filter((l) => inCouponScope(coupon.scope, l) && l.quantity > 0);
  if (covered.length === 0) return { ok: false, reason: 'out_of_scope' };
  const bases = covered.map(baseOf);
  const subtotal = assertSatang(bases.reduce((a, b) => a + b, 0));
  if (subtotal < (coupon.minSpend ?? 0) || subtotal === 0) return { ok: false, reason: 'min_spend_not_met' };
  const d = coupon.discount;
  const wanted =
    d.kind === 'fixed' ? d.amount : Math.min(Number((BigInt(subtotal) * BigInt(Math.round(d.percent * 100))) / 10000n), d.maxDiscount ?? Infinity);
  const total = Math.min(subtotal, Math.max(0, wanted));
  const shares = splitDiscount(total, bases);
  return { ok: true, total, lines: covered.map((l, i) => ({ id: l.id, discount: shares[i] })) };
}
