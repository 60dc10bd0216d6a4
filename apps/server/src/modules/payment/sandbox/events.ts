import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { newId } from './keys';
import { eventById, eventsToRedeliver, insertEvent, recordDeliveryAttempt } from './repository';
import { signWebhook } from './signature';

/** Sends one signed webhook to the store; resolves with the HTTP status it answered. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<number>;

const MAX_ATTEMPTS = 10;

/** An outbox event as it is sent: its id and body. */
export interface OutboxEvent {
  id: string;
  payload: string;
}

/** Writes an event into the outbox, in the transaction of the change it announces; returns it for delivery after commit. */
export async function recordEvent(tx: Db, key: string, chargeId: string, data: object, now: Date): Promise<OutboxEvent> {
  const id = newId('evnt');
  const payload = JSON.stringify({ object: 'event', id, livemode: false, key, created_at: now.toISOString(), data });
  await insertEvent(tx, { id, key, chargeId, payload });
  return { id, payload };
}

/** Delivery of outbox events: signed at sending time, marked delivered on a 2xx, retried later otherwise. */
export function createDelivery(db: Db, deliver: DeliverWebhook, secret: () => Promise<string>, clock: () => Date) {
  /**
   * Sends these events (those a change just committed, as written, so they are not read back; or
   * those the sweep found undelivered). An event another process's sweep sent meanwhile may go twice:
   * the store handles each event id once, as it must for a real gateway's retries.
   */
  async function deliverEvents(rows: OutboxEvent[]): Promise<void> {
    if (rows.length === 0) return;
    const key = await secret();
    for (const row of rows) {
      let error: string | null = null;
      try {
        const status = await deliver(row.payload, signWebhook(key, row.payload, clock()));
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      await recordDeliveryAttempt(db, row.id, error);
    }
  }

  /** Sends again what was not delivered (the sweep calls this); returns how many were tried. */
  async function redeliver(limit = 50): Promise<number> {
    const rows = await eventsToRedeliver(db, MAX_ATTEMPTS, limit);
    await deliverEvents(rows);
    return rows.length;
  }

  return { deliverEvents, redeliver };
}

/** An outbox event as it was sent (id, key, created_at and the object of the change), or 404. */
export async function loadEvent(db: Db, id: string): Promise<{ id: string; key: string; created_at: string; data: Record<string, unknown> }> {
  const row = await eventById(db, id);
  if (!row) throw notFound('event_not_found', 'No such event.');
  const event = JSON.parse(row.payload) as { id: string; key: string; created_at: string; data: Record<string, unknown> };
  return { id: event.id, key: event.key, created_at: event.created_at, data: event.data };
}
