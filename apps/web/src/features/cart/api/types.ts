/** The cart view of decision 011 (GET /api/cart): the contract's types (packages/domain/src/cart.ts); money in satang. */
export type { CartView as Cart, CartCoupon, CartLine, LineStatus } from '@store/domain/cart';
