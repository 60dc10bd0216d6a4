import { defineModule } from '../../lib/module';
import { couponRoutes } from './routes';
import { createCouponService } from './service';

/**
 * Coupons (spec 7 Coupons, decision 011): the `app.coupons` service the cart and order modules quote,
 * redeem and release through (port.ts), and the routes of contracts/coupon.ts (signed in through the
 * identity module's session). The cart's coupon picker (GET /my/coupons/cart) reads the caller's cart
 * through the cart module's service, registered after this module and reached at request time.
 */
export const couponModule = defineModule('coupon', ['config', 'identity'], async (app, ctx) => {
  app.decorate('coupons', createCouponService(ctx.db));
  await app.register(couponRoutes, { prefix: ctx.apiPrefix, db: ctx.db, cart: () => app });
});
