import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { deleteKeywords, selectKeywords, upsertKeyword } from './repository';

/** How many past searches are shown, and kept per user. */
export const HISTORY_SHOWN = 10;
export const HISTORY_KEPT = 20;

/** The user's past searches, newest first (spec 7 GET /v2/search/history). */
export async function listHistory(db: Db, userId: string): Promise<string[]> {
  return selectKeywords(db, userId, HISTORY_SHOWN);
}

/** Records a submitted search (a repeat moves to the top) and keeps the newest HISTORY_KEPT. */
export async function addHistory(db: Db, userId: string, keyword: string): Promise<string[]> {
  const text = keyword.trim().replace(/\s+/g, ' ');
  if (!text) throw invalid('keyword_empty', 'The search text is empty.');
  await upsertKeyword(db, userId, text, HISTORY_KEPT);
  return listHistory(db, userId);
}

/** Clears the user's history (spec 7 DELETE /v2/search/history). */
export async function clearHistory(db: Db, userId: string): Promise<void> {
  await deleteKeywords(db, userId);
}
