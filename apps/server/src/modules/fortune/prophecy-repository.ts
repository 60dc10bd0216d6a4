import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prophecyEmails } from './tables';

/** The SQL of e-mailed readings (prophecy.ts holds their rules). */

/** Serialises one user's sends (transaction-scoped advisory lock), so two tabs cannot both slip under the limit. */
export async function lockProphecySender(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`prophecy:${userId}`}, 0))`);
}

/** The user's sends since `since`, newest first. */
export async function prophecySendsSince(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: prophecyEmails.createdAt })
    .from(prophecyEmails)
    .where(and(eq(prophecyEmails.userId, userId), gt(prophecyEmails.createdAt, since)))
    .orderBy(desc(prophecyEmails.createdAt));
  return rows.map((r) => r.at);
}

export async function insertProphecySend(db: Db, userId: string, number: string, at: Date): Promise<void> {
  await db.insert(prophecyEmails).values({ userId, number, createdAt: at });
}
