import type { CartCoupon } from '@store/domain/coupon';
import { couponErrorCode, evaluateCoupon, minSpendShortfall } from '@store/domain/coupon-rules';
import type { Db } from '../../db/client';
import type { CouponQuoteLine } from './port';
import { couponsByIds } from './repository';
import { toRuleLine } from './service';
import { rulesOf } from './view';
import { listWallet } from './wallet';

const rank = (c: CartCoupon) => (c.fits ? 0 : c.error_code === 'coupon_min_spend' ? 1 : 2);

/**
 * The cart's coupon picker: the shopper's collected coupons usable now (started, not ended, uses
 * left overall and for them), each checked against the cart's lines by the same rules as applying
 * its code. Those that fit come first, the largest discount first; then those short of their
 * minimum spend, the nearest first; then those that cover nothing in the cart.
 */
export async function walletForCart(db: Db, userId: string, lines: readonly CouponQuoteLine[], now = new Date()): Promise<CartCoupon[]> {
  const held = (await listWallet(db, userId, 'all', now)).filter((c) => c.state === 'available');
  const rows = new Map(
    (
      await couponsByIds(
        db,
        held.map((c) => c.id),
      )
    ).map((r) => [r.id, r]),
  );
  const ruleLines = lines.map(toRuleLine);
  const checked = held.flatMap((coupon): CartCoupon[] => {
    const row = rows.get(coupon.id);
    if (!row) return [];
    const rules = rulesOf(row);
    const result = evaluateCoupon(rules, ruleLines, { totalUsed: row.used, usedByUser: coupon.used_by_me }, now);
    if (result.ok) return [{ coupon, fits: true, discount: result.total, error_code: null, shortfall: 0 }];
    const error = couponErrorCode(result.reason);
    return [{ coupon, fits: false, discount: 0, error_code: error, shortfall: error === 'coupon_min_spend' ? minSpendShortfall(rules, ruleLines) : 0 }];
  });
  return checked.sort((a, b) => rank(a) - rank(b) || b.discount - a.discount || a.shortfall - b.shortfall);
}
