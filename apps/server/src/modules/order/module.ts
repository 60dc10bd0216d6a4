import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createOrders, type Orders } from './service';

const SWEEP_EVERY_MS = 30_000;

/**
 * Wires the order service on the root app (after `app.payment` and `app.cart`) and runs the expiry
 * sweeper every 30 s while the server runs. All its state is in the database, so any number of
 * processes may sweep; tests call `app.orders.sweep(now)` themselves.
 */
export function createOrderModule(app: FastifyInstance, opts: { db: Db; basePath: string; publicOrigin?: string }): Orders {
  const orders = createOrders({
    db: opts.db,
    basePath: opts.basePath,
    publicOrigin: opts.publicOrigin,
    payments: app.payment.payments,
    cart: app.cart,
    coupons: () => app.coupons,
    log: app.log,
    // A staff member signed in on this browser sells in their channel (issue 11): dealer, offline shop or seller.
    staffOf: async (req) => {
      const actor = await app.staff.actorOf(req);
      return actor ? { id: actor.id, roles: actor.roles, dealerCode: actor.dealerCode } : null;
    },
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void orders.sweep().then(
          () => app.jobRan('order-expiry'),
          (err) => app.log.error({ err }, 'order sweep failed'),
        ),
      SWEEP_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return orders;
}
