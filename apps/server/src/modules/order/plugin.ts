import { defineModule } from '../../lib/module';
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
    log: app.log,
  });
  app.decorate('orders', orders);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void orders.sweep().then(
          () => app.jobRan('order-expiry'),
          (err) => app.log.error({ err }, 'order sweep failed'),
        ),
      ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  await app.register(orderRoutes, { prefix: ctx.apiPrefix, db: ctx.db, orders, publicOrigin: ctx.options.PUBLIC_ORIGIN });
});
