import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentEntries } from './tables';

/** The stored documents of these codes. */
export const selectEntries = (db: Db, codes: string[]) => db.select().from(contentEntries).where(inArray(contentEntries.code, codes));

/** The codes that have a stored document. */
export async function selectCodes(db: Db): Promise<string[]> {
  return (await db.select({ code: contentEntries.code }).from(contentEntries)).map((r) => r.code);
}

/** Writes a document (insert or replace). */
export async function upsertEntry(db: Db, code: string, data: unknown): Promise<void> {
  await db
    .insert(contentEntries)
    .values({ code, data })
    .onConflictDoUpdate({ target: contentEntries.code, set: { data, updatedAt: new Date() } });
}
