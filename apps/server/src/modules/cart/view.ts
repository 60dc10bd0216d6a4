import { LOW_STOCK, type CartView } from '@store/domain/cart';
import { cartTotal, hasAdvancePayment, isAdvancePayment, lineTotal, totalQuantity } from '@store/domain/line-total';
import type { CouponQuote } from './coupon-port';
import type { CartLineRow, CartRow } from './repository';

export { cartLineSchema, cartViewSchema, type CartView } from '@store/domain/cart';
export type CartOrderRef = NonNullable<CartView['order']>;

/** The view of no cart yet (a guest without a cookie, or a user who never added anything). */
export const EMPTY_CART: CartView = {
  id: null,
  version: 0,
  status: 'open',
  lines: [],
  total_quantity: 0,
  advance_payment: false,
  subtotal: 0,
  discount: 0,
  coupon: null,
  total: 0,
  currency: 'THB',
  order: null,
};

/** Spec 9 money of lines: their totals with coupon shares, advance-payment lines left out of the sums. */
export function priceLines(lines: CartLineRow[], perLine: Record<string, number> = {}) {
  const priced = lines.map((l) => ({ price: l.price, quantity: l.quantity, discount: l.discount, ecouponDiscount: perLine[l.id] ?? 0, productType: l.productType }));
  const subtotal = priced.filter((l) => !isAdvancePayment(l)).reduce((s, l) => s + l.price * l.quantity, 0);
  const total = cartTotal(priced);
  return { priced, subtotal, total, discount: subtotal - total };
}

/** The cart as the API shows it (decision 011). `available` holds catalogue stock per variant id. */
export function cartView(
  cart: CartRow,
  lines: (CartLineRow & { addedPrice?: number | null })[],
  available: Map<number, number>,
  coupon: CouponQuote | null,
  order: CartOrderRef | null,
): CartView {
  const perLine = coupon && 'perLine' in coupon ? coupon.perLine : {};
  const { priced, subtotal, total, discount } = priceLines(lines, perLine);
  return {
    id: cart.id,
    version: cart.version,
    status: cart.status === 'checking_out' ? 'checking_out' : 'open',
    lines: lines.map((l, i) => {
      const free = l.variantId !== null ? (available.get(l.variantId) ?? 0) : null;
      return {
        id: l.id,
        product_type: l.productType,
        product_id: l.productId,
        variant_id: l.variantId,
        title: l.title,
        image: l.image,
        price: l.price,
        compare_at_price: l.compareAtPrice,
        quantity: l.quantity,
        discount: l.discount,
        coupon_discount: perLine[l.id] ?? 0,
        line_total: lineTotal(priced[i]),
        capacity: l.capacity,
        colour: l.colour,
        inventory: { id: l.inventoryId, available: free },
        sim_meta: l.simMeta,
        hold_id: l.holdId,
        advance_payment: l.advancePayment,
        flash_sale_id: l.flashSaleId,
        status: free === null ? 'ok' : free < l.quantity ? 'out_of_stock' : free <= LOW_STOCK ? 'low_stock' : 'ok',
        href: l.href,
        price_at_add: l.addedPrice ?? null,
      };
    }),
    total_quantity: totalQuantity(lines),
    advance_payment: hasAdvancePayment(lines.map((l) => ({ productType: l.productType }))),
    subtotal,
    discount,
    coupon: coupon ? ('error_code' in coupon ? { code: coupon.code, error_code: coupon.error_code } : { code: coupon.code, discount: coupon.discount }) : null,
    total,
    currency: 'THB',
    order,
  };
}
