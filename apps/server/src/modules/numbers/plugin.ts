import type { FastifyBaseLogger } from 'fastify';
import type { HoldHandler } from '../../lib/line-kinds';
import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { numbersAdminRoutes } from './admin-routes';
import { numbersRoutes } from './routes';
import { createNumbersService, type NumbersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The numbers module's service, for the sim module and tests. */
    numbers: NumbersService;
  }
}

/** How often the sweeper frees expired holds while the server runs. */
export const HOLD_SWEEP_EVERY_MS = 30_000;

/**
 * Number holds through the order saga (decision 011): a removed line frees its number; placing an
 * order takes the hold until the payment deadline (an ended hold fails the order); payment sells the
 * number; an expired order frees it; an order replaced by a newer checkout leaves it held for the cart.
 */
export function numberHolds(numbers: NumbersService, log: FastifyBaseLogger): HoldHandler {
  return {
    kind: 'number',
    owner: 'numbers',
    async lineRemoved(tx, ids) {
      await numbers.releaseQuietly(tx, ids);
    },
    async reserve(tx, ids, { orderId, until, userId }) {
      for (const holdId of ids) await numbers.confirmHold(tx, { holdId, owner: userId, orderId, until });
    },
    async paid(tx, ids) {
      // The order is paid whatever happens here; a number lost meanwhile is for the operator to settle.
      for (const holdId of ids) await numbers.markSold(tx, holdId).catch((err: unknown) => log.error({ err, holdId }, 'a paid order could not take its number'));
    },
    async expired(tx, ids) {
      await numbers.releaseQuietly(tx, ids);
    },
    async cancelled(tx, ids) {
      await numbers.detachHolds(tx, ids);
    },
  };
}

/**
 * The number pool (spec 7 "Numbers and packages"): search, holds and their sweeper. Decorates
 * `app.numbers`, owns the `number` hold kind, and runs the database-backed sweeper every 30 s, so
 * expired holds are freed even when no browser is open, by whichever API process gets there first.
 */
export const numbersModule = defineModule('numbers', ['cart'], async (app, ctx) => {
  const numbers = createNumbersService(ctx.db, {
    // A hold the sweeper or the shopper ended drops its cart lines.
    holdsEnded: (released) => app.cart.removeLinesByHold(released.map((r) => ({ kind: 'number', id: r.hold_id }))),
  });
  app.decorate('numbers', numbers);
  app.lineKinds.registerHold(numberHolds(numbers, app.log));

  runEvery(app, { name: 'number-hold-sweep', everyMs: ctx.options.SWEEP_EVERY_MS ?? HOLD_SWEEP_EVERY_MS, run: () => numbers.sweep() });
  await app.register(numbersRoutes, { prefix: ctx.apiPrefix, db: ctx.db, numbers });
  await app.register(numbersAdminRoutes, { prefix: ctx.apiPrefix, db: ctx.db, numbers });
});
