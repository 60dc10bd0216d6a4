import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { searchHistory } from './tables';

/** How many past searches are shown, and kept per user. */
export const HISTORY_SHOWN = 10;
export const HISTORY_KEPT = 20;

/** The user's past searches, newest first (spec 7 GET /v2/search/history). */
export async function listHistory(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), searchHistory.keyword)
    .limit(HISTORY_SHOWN);
  return rows.map((r) => r.keyword);
}

/** Records a submitted search (a repeat moves to the top) and keeps the newest HISTORY_KEPT. */
export async function addHistory(db: Db, userId: string, keyword: string): Promise<string[]> {
  const text = keyword.trim().replace(/\s+/g, ' ');
  if (!text) throw invalid('keyword_empty', 'The search text is empty.');
  await db
    .insert(searchHistory)
    .values({ userId, keyword: text })
    .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: sql`now()` } });
  const keep = db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt))
    .limit(HISTORY_KEPT);
  await db.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.keyword, keep)));
  return listHistory(db, userId);
}

/** Clears the user's history (spec 7 DELETE /v2/search/history). */
export async function clearHistory(db: Db, userId: string): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
}
