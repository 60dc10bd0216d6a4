import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchHistory } from './tables';

/** The user's newest `limit` keywords. */
export async function selectKeywords(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), searchHistory.keyword)
    .limit(limit);
  return rows.map((r) => r.keyword);
}

/** Records a keyword (a repeat moves to the top) and deletes all but the newest `keep`. */
export async function upsertKeyword(db: Db, userId: string, keyword: string, keep: number): Promise<void> {
  await db
    .insert(searchHistory)
    .values({ userId, keyword })
    .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: sql`now()` } });
  const kept = db.select({ keyword: searchHistory.keyword }).from(searchHistory).where(eq(searchHistory.userId, userId)).orderBy(desc(searchHistory.searchedAt)).limit(keep);
  await db.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.keyword, kept)));
}

/** Deletes the user's keywords. */
export async function deleteKeywords(db: Db, userId: string): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
}
