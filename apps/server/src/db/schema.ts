/** Every module's tables, gathered for Drizzle and drizzle-kit (one schema, one migration folder). */
export * from '../modules/config/tables';
export * from '../modules/content/tables';
export * from '../modules/contact/tables';
export * from '../lib/rate-limit-tables';
export * from '../modules/identity/tables';
export * from '../modules/address/tables';
export * from '../modules/catalog/tables';
export * from '../modules/search/tables';
export * from '../modules/wishlist/tables';
export * from '../modules/payment/tables';
export * from '../modules/payment/sandbox/tables';
export * from '../modules/cart/tables';
export * from '../modules/coupon/tables';
export * from '../modules/order/tables';
export * from '../modules/numbers/tables';
export * from '../modules/sim/tables';
export * from '../modules/email/tables';
