/**
 * What the cart and order modules use of the coupon module: its service `app.coupons` (decision 011),
 * typed in modules/coupon/port.ts. Only the types are shared; the service is reached through the app.
 */
export type { CouponQuote, CouponQuoteLine, CouponService, CouponTx } from '../coupon/port';
import type { CouponQuoteLine } from '../coupon/port';

/** A cart or order line as the coupon rules see it. */
export const couponLineOf = (l: {
  id: string;
  productId: string;
  productType: string;
  category: string | null;
  price: number;
  quantity: number;
  discount: number;
}): CouponQuoteLine => ({
  id: l.id,
  product_id: l.productId,
  product_type: l.productType,
  category: l.category,
  price: l.price,
  quantity: l.quantity,
  discount: l.discount,
});
