import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from './tables';
import type { EmailMessage } from './port';

/** Stores one message in the outbox. */
export async function insertOutbox(db: Db, message: EmailMessage): Promise<void> {
  await db.insert(emailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, purpose: message.purpose });
}

/** The latest outbox messages to one address (or all), newest first. */
export async function selectOutbox(db: Db, to: string | undefined, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/** Removes outbox rows older than `before`. */
export async function deleteOutboxBefore(db: Db, before: Date): Promise<void> {
  await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, before));
}
