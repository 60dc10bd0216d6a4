import { defineModule } from '../../lib/module';
import { offlineShopRoutes } from './routes';
import { createOfflineShopService } from './service';

/**
 * The offline shop (issue 19 part A; decision 038): shops and their permitted channels, sign-in of
 * employees and dealers on a shop device (staff sessions), error 020, the counter sale of fortune
 * numbers (fortune module's hold, order module's service order, picked up at the shop, two-step
 * stock) and who sees which order.
 */
export const offlineShopModule = defineModule('offline-shop', ['staff', 'order', 'fortune', 'sim'], async (app, ctx) => {
  const service = createOfflineShopService({ db: ctx.db, staff: app.staff.service, fortune: app.fortune, orders: app.orders, sim: app.sim });
  await app.register(offlineShopRoutes, { prefix: ctx.apiPrefix, service, basePath: ctx.basePath });
});
