import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { packHoldHooks } from './instant';
import { loadPii, type Pii } from './pii';
import { outboxSms, pruneOutbox, type SmsPort } from './sms';

const PRUNE_EVERY_MS = 3_600_000;

export interface SimSetup {
  sms: SmsPort;
  /** The personal-data key, loaded on first use (it lives in the database). */
  pii: () => Promise<Pii>;
}

/** The SMS port (outbox by default, or the given adapter), the PII key, and the hourly outbox prune. */
export function createSim(app: FastifyInstance, db: Db, sms: SmsPort = outboxSms(db)): SimSetup {
  let loaded: Promise<Pii> | undefined;
  const pii = () => {
    loaded ??= loadPii(db).catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void pruneOutbox(db).then(
          () => app.jobRan('sms-outbox-prune'),
          (err) => app.log.error({ err }, 'sms outbox prune failed'),
        ),
      PRUNE_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { sms, pii };
}

/**
 * Instant-SIM pack claims ride on cart lines and orders like number holds (`pack:<uuid>` ids, which
 * the numbers module leaves alone): a removed line frees the pack; an order takes the claim, payment
 * activates the pack, an expired order frees it.
 */
export function wirePacksToCheckout(app: FastifyInstance): void {
  app.cart.onHoldLinesRemoved((tx, holdIds) => packHoldHooks.release(tx, holdIds));
  app.orders.onHolds({
    ...packHoldHooks,
    async release(tx, holdIds) {
      await packHoldHooks.release(tx, holdIds);
      await app.cart.removeLinesByHold(
        holdIds.filter((h) => h.startsWith('pack:')),
        tx,
      );
    },
  });
}
