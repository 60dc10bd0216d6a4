import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { orderRoutes } from './routes';
import { createOrders } from './service';

const SWEEP_EVERY_MS = 30_000;

/**
 * Orders (decision 011): the place-order saga, payment, tracking and the expiry sweeper, which runs
 * every 30 s while the server runs. All its state is in the database, so any number of processes may
 * sweep; tests call `app.orders.sweep(now)` themselves. Holds on lines go through `app.lineKinds`.
 */
export const orderModule = defineModule('order', ['cart'], async (app, ctx) => {
  const orders = createOrders({
    db: ctx.db,
    basePath: ctx.basePath,
    publicOrigin: ctx.options.PUBLIC_ORIGIN,
    payments: app.payment.payments,
    cart: app.cart,
    lineKinds: app.lineKinds,
    coupons: () => app.coupons,
    points: () => (app.hasDecorator('loyalty') ? app.loyalty.orderPoints : null),
    log: app.log,
  });
  app.decorate('orders', orders);
  runEvery(app, { name: 'order-expiry', everyMs: ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => orders.sweep() });
  await app.register(orderRoutes, { prefix: ctx.apiPrefix, db: ctx.db, orders, publicOrigin: ctx.options.PUBLIC_ORIGIN });
});
