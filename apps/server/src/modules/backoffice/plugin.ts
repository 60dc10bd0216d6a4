import { defineModule } from '../../lib/module';
import { createCouponAdmin } from '../coupon/admin';
import { backofficeRoutes } from './routes';

/**
 * The operator back office, part B (issue 20; decision 041): staff routes over orders and refunds,
 * coupons, the call-back queues, installation appointments and the reveal of personal data. It owns
 * no tables: each area's rules stay in the module that owns the data (order refunds in order,
 * lead states in contact and home-internet, coupon rules in coupon); this module checks the
 * permission, calls them and audits the change.
 */
export const backofficeModule = defineModule('backoffice', ['staff', 'order', 'coupon', 'contact', 'home-internet', 'appointments', 'email'], async (app, ctx) => {
  await app.register(backofficeRoutes, { prefix: ctx.apiPrefix, db: ctx.db, coupons: createCouponAdmin(ctx.db), basePath: ctx.basePath, publicOrigin: ctx.options.PUBLIC_ORIGIN });
});
