import { isAdvancePayment } from './line-total';
import { assertSatang, type Satang } from './money';

/** A coupon's rules (spec 7 Coupons; TMF671 promotion: criteria and a discount action). */
export interface CouponRules {
  discount: { kind: 'percent'; percent: number; maxDiscount?: Satang | null } | { kind: 'fixed'; amount: Satang };
  /** Minimum spend over the lines the coupon covers, after their own discounts. */
  minSpend?: Satang | null;
  /** Empty or missing lists cover everything; a line is in scope when it matches any given list. */
  scope?: { productIds?: readonly string[]; categories?: readonly string[]; productTypes?: readonly string[] };
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
  /** Product ids are strings: catalogue ids and the ids of other product types share one namespace. */
  productId: string;
  category?: string | null;
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

export type CouponResult = { ok: true; total: Satang; lines: { id: string; discount: Satang }[] } | { ok: false; reason: CouponRejection };

const inList = <T>(list: readonly T[] | undefined, value: T) => list !== undefined && list.length > 0 && list.includes(value);

/** True when the coupon covers the line (advance-payment lines are never covered). */
export function inCouponScope(scope: CouponRules['scope'], line: CouponLine): boolean {
  if (isAdvancePayment(line)) return false;
  const lists = [scope?.productIds, scope?.categories, scope?.productTypes];
  if (lists.every((l) => !l || l.length === 0)) return true;
  return inList(scope?.productIds, line.productId) || (line.category != null && inList(scope?.categories, line.category)) || inList(scope?.productTypes, line.productType);
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
  const wanted = d.kind === 'fixed' ? d.amount : Math.min(Number((BigInt(subtotal) * BigInt(Math.round(d.percent * 100))) / 10000n), d.maxDiscount ?? Infinity);
  const total = Math.min(subtotal, Math.max(0, wanted));
  const shares = splitDiscount(total, bases);
  return { ok: true, total, lines: covered.map((l, i) => ({ id: l.id, discount: shares[i] })) };
}

/**
 * How much more the lines a coupon covers must come to before its minimum spend is met (satang,
 * after the lines' own discounts); 0 when it is met or when the coupon covers no line at all.
 */
export function minSpendShortfall(coupon: Pick<CouponRules, 'minSpend' | 'scope'>, lines: readonly CouponLine[]): Satang {
  const covered = lines.filter((l) => inCouponScope(coupon.scope, l) && l.quantity > 0);
  if (covered.length === 0) return 0;
  const subtotal = covered.reduce((sum, l) => sum + baseOf(l), 0);
  return Math.max(0, (coupon.minSpend ?? 0) - subtotal);
}

/** The error codes of applying a coupon (decision 011); the web app shows a message for each. */
export const COUPON_ERROR_CODES = [
  'coupon_not_found',
  'coupon_not_started',
  'coupon_expired',
  'coupon_min_spend',
  'coupon_not_applicable',
  'coupon_used_up',
  'coupon_user_limit',
  'coupon_login_required',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

const ERROR_OF: Record<CouponRejection, CouponErrorCode> = {
  not_started: 'coupon_not_started',
  expired: 'coupon_expired',
  used_up: 'coupon_used_up',
  user_limit_reached: 'coupon_user_limit',
  out_of_scope: 'coupon_not_applicable',
  min_spend_not_met: 'coupon_min_spend',
};

/** The API error code of a rejection. */
export const couponErrorCode = (reason: CouponRejection): CouponErrorCode => ERROR_OF[reason];

/** Coupons ending within this time are "expiring soon" (the wallet's expired-soon list). */
export const EXPIRING_SOON_MS = 3 * 24 * 60 * 60 * 1000;
/** Coupons collected within this time are "recently collected". */
export const RECENTLY_COLLECTED_MS = 7 * 24 * 60 * 60 * 1000;

export const COUPON_STATES = ['upcoming', 'available', 'used_up', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Where a coupon stands for everyone: not started yet, usable, every use taken, or over. */
export function couponState(c: Pick<CouponRules, 'startsAt' | 'endsAt' | 'totalLimit'> & { used: number }, now: Date): CouponState {
  if (now.getTime() >= c.endsAt.getTime()) return 'expired';
  if (c.totalLimit != null && c.used >= c.totalLimit) return 'used_up';
  if (now.getTime() < c.startsAt.getTime()) return 'upcoming';
  return 'available';
}

export const WALLET_LISTS = ['all', 'recently', 'expiring', 'used', 'expired'] as const;
export type WalletList = (typeof WALLET_LISTS)[number];

/** A coupon in a shopper's wallet: the coupon's window and counters and the shopper's own. */
export interface HeldCoupon extends Pick<CouponRules, 'startsAt' | 'endsAt' | 'totalLimit' | 'perUserLimit'> {
  used: number;
  collectedAt: Date;
  usedByUser: number;
}

/**
 * The wallet lists a held coupon appears in (spec 7 coupon-user all, recently, expired-soon,
 * used-history, expired-history): `all` holds what has not ended and the shopper has not used up
 * (a coupon whose every use is taken stays there, shown as such);
 * `recently` and `expiring` are parts of it; `used` holds every coupon used at least once;
 * `expired` holds coupons that ended before the shopper used them all.
 */
export function walletListsOf(c: HeldCoupon, now: Date): WalletList[] {
  const lists: WalletList[] = [];
  const leftForUser = c.perUserLimit == null || c.usedByUser < c.perUserLimit;
  const state = couponState(c, now);
  if (leftForUser && state !== 'expired') {
    lists.push('all');
    if (now.getTime() - c.collectedAt.getTime() < RECENTLY_COLLECTED_MS) lists.push('recently');
    if (state === 'available' && c.endsAt.getTime() - now.getTime() <= EXPIRING_SOON_MS) lists.push('expiring');
  }
  if (c.usedByUser > 0) lists.push('used');
  if (state === 'expired' && leftForUser) lists.push('expired');
  return lists;
}

export const CONDITION_KEYS = ['window', 'quota', 'user_limit', 'scope', 'min_spend'] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

/**
 * The conditions page (/coupon/condition/:id/:product): each condition of the coupon checked for one
 * unit of a product, and whether the coupon applies to it. A product under the minimum spend is still
 * in scope: the shopper may reach the minimum with more items.
 */
export function productConditions(
  coupon: CouponRules,
  product: Omit<CouponLine, 'id' | 'quantity' | 'discount'>,
  usage: CouponUsage,
  now: Date,
): { applies: boolean; checks: { key: ConditionKey; met: boolean }[] } {
  const t = now.getTime();
  const line: CouponLine = { ...product, id: 'product', quantity: 1 };
  const checks: { key: ConditionKey; met: boolean }[] = [
    { key: 'window', met: t >= coupon.startsAt.getTime() && t < coupon.endsAt.getTime() },
    { key: 'quota', met: coupon.totalLimit == null || usage.totalUsed < coupon.totalLimit },
    { key: 'user_limit', met: coupon.perUserLimit == null || usage.usedByUser < coupon.perUserLimit },
    { key: 'scope', met: inCouponScope(coupon.scope, line) },
    { key: 'min_spend', met: line.price >= (coupon.minSpend ?? 0) },
  ];
  return { applies: checks.every((c) => c.met || c.key === 'min_spend'), checks };
}

/** One shopper's coupon-sync counter: the UTC day it counts, syncs that day and the last one's time. */
export interface CouponSyncState {
  day: string;
  count: number;
  lastAt: Date;
}

export interface CouponSyncRule {
  /** Syncs allowed per UTC day (config coupon.sync_limit). */
  syncLimit: number;
  /** Minimum hours between two syncs (config coupon.script_sync_time). */
  intervalHours: number;
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const nextUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));

/**
 * Spec 9 coupon sync: at most `syncLimit` per UTC day (the count resets each day) and at least
 * `intervalHours` between two. Returns the counter after this sync, or why not and from when.
 */
export function decideCouponSync(
  state: CouponSyncState | null,
  rule: CouponSyncRule,
  now: Date,
): { ok: true; next: CouponSyncState } | { ok: false; reason: 'limit_reached' | 'too_soon'; retryAt: Date | null } {
  const today = utcDay(now);
  const count = state && state.day === today ? state.count : 0;
  const earliest = state ? new Date(state.lastAt.getTime() + rule.intervalHours * 3_600_000) : null;
  if (rule.syncLimit <= 0) return { ok: false, reason: 'limit_reached', retryAt: null };
  if (count >= rule.syncLimit) {
    const tomorrow = nextUtcDay(now);
    return { ok: false, reason: 'limit_reached', retryAt: earliest && earliest > tomorrow ? earliest : tomorrow };
  }
  if (earliest && now.getTime() < earliest.getTime()) return { ok: false, reason: 'too_soon', retryAt: earliest };
  return { ok: true, next: { day: today, count: count + 1, lastAt: now } };
}
