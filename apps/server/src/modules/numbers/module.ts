import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createNumbersService, type NumbersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The numbers module's service, for the cart, order and sim modules and tests. */
    numbers: NumbersService;
  }
}

/** How often the sweeper frees expired holds while the server runs. */
export const HOLD_SWEEP_EVERY_MS = 30_000;

/**
 * Decorates `app.numbers` and runs the database-backed sweeper every 30 s: expired holds are freed
 * even when no browser is open, and by whichever API process gets there first.
 */
export function createNumbers(app: FastifyInstance, db: Db): NumbersService {
  const numbers = createNumbersService(db);
  app.decorate('numbers', numbers);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void numbers.sweep().then(
          () => app.jobRan('number-hold-sweep'),
          (err) => app.log.error({ err }, 'number hold sweep failed'),
        ),
      HOLD_SWEEP_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return numbers;
}
