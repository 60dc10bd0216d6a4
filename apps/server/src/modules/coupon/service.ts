import { couponErrorCode, evaluateCoupon, type CouponErrorCode, type CouponLine } from '@store/domain/coupon-rules';
import type { Db } from '../../db/client';
import { conflict, unprocessable } from '../../lib/errors';
import type { CouponQuote, CouponQuoteInput, CouponQuoteLine, CouponRedeemInput, CouponService, CouponTx } from './port';
import { couponByCode, giveBackUse, heldCoupon, insertUse, takeCouponUse, takeUserUse, useOfOrder } from './repository';
import { normalizeCode, rulesOf, type CouponRow } from './view';

const MESSAGES: Record<CouponErrorCode, string> = {
  coupon_not_found: 'There is no such coupon code.',
  coupon_not_started: 'This coupon cannot be used yet.',
  coupon_expired: 'This coupon has expired.',
  coupon_min_spend: 'The items this coupon covers do not reach its minimum spend.',
  coupon_not_applicable: 'This coupon does not cover any item in the cart.',
  coupon_used_up: 'Every use of this coupon has been taken.',
  coupon_user_limit: 'You have already used this coupon as often as allowed.',
  coupon_login_required: 'Please log in to use a coupon.',
};

/** The 422 AppError of a coupon error code. */
export const couponError = (code: CouponErrorCode) => unprocessable(code, MESSAGES[code]);

/** A quoted line as the domain's coupon rules read it. */
export const toRuleLine = (l: CouponQuoteLine): CouponLine => ({
  id: l.id,
  productId: l.product_id,
  productType: l.product_type,
  category: l.category ?? null,
  price: l.price,
  quantity: l.quantity,
  discount: l.discount,
});

type Reader = Db | CouponTx;

/** The coupon of a code, as the shopper may use it: a coupon that is not collectable applies only to those who hold it. */
async function findUsable(db: Reader, code: string, userId: string | null): Promise<{ row: CouponRow; usedByUser: number } | CouponErrorCode> {
  const normalized = normalizeCode(code);
  if (normalized.length === 0 || normalized.length > 40) return 'coupon_not_found';
  const row = await couponByCode(db, normalized);
  if (!row) return 'coupon_not_found';
  const held = userId ? await heldCoupon(db, userId, row.id) : null;
  if (!row.collectable && !held) return 'coupon_not_found';
  if (!userId) return 'coupon_login_required';
  return { row, usedByUser: held?.usedCount ?? 0 };
}

type Evaluated = { code: string; discount: number; perLine: Record<string, number> };

function evaluate(found: { row: CouponRow; usedByUser: number }, lines: CouponQuoteLine[], now: Date, ownUse = 0): Evaluated | CouponErrorCode {
  const { row } = found;
  const result = evaluateCoupon(rulesOf(row), lines.map(toRuleLine), { totalUsed: row.used - ownUse, usedByUser: found.usedByUser - ownUse }, now);
  if (!result.ok) return couponErrorCode(result.reason);
  return { code: row.code, discount: result.total, perLine: Object.fromEntries(result.lines.map((l) => [l.id, l.discount])) };
}

/** Evaluates a code against cart lines now; takes nothing. */
export async function quoteCoupon(db: Db, input: CouponQuoteInput, now = new Date()): Promise<CouponQuote> {
  const found = await findUsable(db, input.code, input.userId);
  if (typeof found === 'string') return { code: normalizeCode(input.code), error_code: found };
  const result = evaluate(found, input.lines, now);
  return typeof result === 'string' ? { code: found.row.code, error_code: result } : result;
}

/**
 * Takes one use of a coupon for an order, inside the caller's transaction: a savepoint holds the
 * conditional writes (the coupon's `used < total_limit`, the shopper's `used_count < per_user_limit`)
 * and the use row, so a refusal leaves nothing behind even if the caller carries on. Calling it again
 * for the same order returns the same discount without taking another use.
 */
export async function redeemCoupon(tx: CouponTx, input: CouponRedeemInput, now = new Date()): Promise<Evaluated> {
  const found = await findUsable(tx, input.code, input.userId);
  if (typeof found === 'string') throw couponError(found);
  const userId = input.userId!;
  const existing = await useOfOrder(tx, input.orderId);
  if (existing && existing.releasedAt === null && existing.couponId === found.row.id) {
    const again = evaluate(found, input.lines, now, 1);
    if (typeof again === 'string') throw couponError(again);
    return again;
  }
  if (existing) throw conflict('coupon_order_used', 'This order has already used a coupon.');
  const result = evaluate(found, input.lines, now);
  if (typeof result === 'string') throw couponError(result);
  const { row } = found;
  await tx.transaction(async (sp) => {
    if (!(await takeCouponUse(sp, row.id, now))) throw couponError('coupon_used_up');
    if (!(await takeUserUse(sp, { userId, couponId: row.id, perUserLimit: row.perUserLimit, now }))) throw couponError('coupon_user_limit');
    await insertUse(sp, { couponId: row.id, userId, orderId: input.orderId, discount: result.discount, usedAt: now });
  });
  return result;
}

/** Gives back the use an order took (cancelled or expired order); only the first call for an order does anything. */
export async function releaseCoupon(tx: CouponTx, orderId: string, now = new Date()): Promise<boolean> {
  return giveBackUse(tx, orderId, now);
}

/** The service other modules reach as `app.coupons` (decision 011, port.ts). */
export function createCouponService(db: Db): CouponService {
  return {
    quote: (input) => quoteCoupon(db, input),
    redeemInTx: (tx, input) => redeemCoupon(tx, input),
    releaseInTx: (tx, orderId) => releaseCoupon(tx, orderId),
  };
}
