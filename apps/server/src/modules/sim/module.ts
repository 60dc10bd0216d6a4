import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
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
    timer = setInterval(() => void pruneOutbox(db).catch((err) => app.log.error({ err }, 'sms outbox prune failed')), PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return { sms, pii };
}
