import type { Db } from '../../db/client';
import { deleteOutboxBefore, insertOutboxMessage, outboxRows } from './sms-repository';

/** The SMS port (ARCHITECTURE: integrations are ports): the store only ever calls send(). */
export interface SmsPort {
  send(message: { to: string; body: string; purpose: string }): Promise<void>;
  /** True only for the embedded outbox: no real provider, so the development inbox may show messages. */
  readonly sandbox?: boolean;
}

/** The embedded default: messages go to the sms_outbox table instead of a provider. */
export function outboxSms(db: Db): SmsPort {
  return {
    sandbox: true,
    async send({ to, body, purpose }) {
      await insertOutboxMessage(db, { to, body, purpose });
    },
  };
}

/** The latest messages of the outbox, newest first (for developers and tests). */
export async function readOutbox(db: Db, to: string | undefined, limit: number) {
  const rows = await outboxRows(db, to, limit);
  return rows.map((r) => ({ id: r.id, to: r.to, body: r.body, purpose: r.purpose, created_at: r.createdAt.toISOString() }));
}

/** Outbox rows are kept a day. */
export async function pruneOutbox(db: Db, now = new Date()): Promise<void> {
  await deleteOutboxBefore(db, new Date(now.getTime() - 86_400_000));
}
