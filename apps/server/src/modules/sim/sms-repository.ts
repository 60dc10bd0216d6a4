import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from './tables';

/** The SQL of the SMS outbox (sms.ts holds the port). */
export type OutboxRow = typeof smsOutbox.$inferSelect;

/** Puts one message in the outbox. */
export async function insertOutboxMessage(db: Db, message: { to: string; body: string; purpose: string }): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** The latest messages of the outbox (to one number, or all when `to` is undefined), newest first. */
export async function outboxRows(db: Db, to: string | undefined, limit: number): Promise<OutboxRow[]> {
  return await db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}

/** Deletes the outbox rows made before `before`. */
export async function deleteOutboxBefore(db: Db, before: Date): Promise<void> {
  await db.delete(smsOutbox).where(and(lt(smsOutbox.createdAt, before)));
}
