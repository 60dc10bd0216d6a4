import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentPurpose } from '@store/domain/consents';
import type { Db } from '../../db/client';
import { consents } from './tables';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsents(db: Db, rows: (typeof consents.$inferInsert)[]): Promise<ConsentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(consents).values(rows).returning();
}

/** A user's answers, newest first. */
export async function consentRowsOf(db: Db, userId: string): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.createdAt), desc(consents.id));
}

/** Marks a user's granted, not yet withdrawn answers to a purpose as withdrawn; how many. */
export async function withdrawConsentRows(db: Db, userId: string, purpose: ConsentPurpose, at: Date): Promise<number> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), eq(consents.granted, true), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return rows.length;
}
