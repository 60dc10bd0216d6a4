import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { newId } from './keys';
import { signWebhook } from './signature';
import { sandboxEvents } from './tables';

/** Sends one signed webhook to the store; resolves with the HTTP status it answered. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<number>;

const MAX_ATTEMPTS = 10;

/** Writes an event into the outbox, in the transaction of the change it announces. */
export async function recordEvent(tx: Db, key: string, chargeId: string, data: object, now: Date): Promise<string> {
  const id = newId('evnt');
  const payload = JSON.stringify({ object: 'event', id, livemode: false, key, created_at: now.toISOString(), data });
  await tx.insert(sandboxEvents).values({ id, key, chargeId, payload });
  return id;
}

/** Delivery of outbox events: signed at sending time, marked delivered on a 2xx, retried later otherwise. */
export function createDelivery(db: Db, deliver: DeliverWebhook, secret: () => Promise<string>, clock: () => Date) {
  async function deliverEvents(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db
      .select()
      .from(sandboxEvents)
      .where(and(inArray(sandboxEvents.id, ids), isNull(sandboxEvents.deliveredAt)))
      .orderBy(asc(sandboxEvents.createdAt));
    const key = await secret();
    for (const row of rows) {
      let error: string | null = null;
      try {
        const status = await deliver(row.payload, signWebhook(key, row.payload, clock()));
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      await db
        .update(sandboxEvents)
        .set({ attempts: sql`${sandboxEvents.attempts} + 1`, lastError: error, ...(error ? {} : { deliveredAt: sql`now()` }) })
        .where(eq(sandboxEvents.id, row.id));
    }
  }

  /** Sends again what was not delivered (the sweep calls this); returns how many were tried. */
  async function redeliver(limit = 50): Promise<number> {
    const rows = await db
      .select({ id: sandboxEvents.id })
      .from(sandboxEvents)
      .where(and(isNull(sandboxEvents.deliveredAt), lt(sandboxEvents.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(sandboxEvents.createdAt))
      .limit(limit);
    await deliverEvents(rows.map((r) => r.id));
    return rows.length;
  }

  return { deliverEvents, redeliver };
}

/** An outbox event as it was sent (id, key, created_at and the object of the change), or 404. */
export async function loadEvent(db: Db, id: string): Promise<{ id: string; key: string; created_at: string; data: Record<string, unknown> }> {
  const [row] = await db.select().from(sandboxEvents).where(eq(sandboxEvents.id, id));
  if (!row) throw notFound('event_not_found', 'No such event.');
  const event = JSON.parse(row.payload) as { id: string; key: string; created_at: string; data: Record<string, unknown> };
  return { id: event.id, key: event.key, created_at: event.created_at, data: event.data };
}
