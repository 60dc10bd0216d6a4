import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentDrafts, contentEntries } from './tables';

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

export const selectDrafts = (db: Db) => db.select().from(contentDrafts);

export async function selectDraft(db: Db, code: string) {
  const [row] = await db.select().from(contentDrafts).where(eq(contentDrafts.code, code));
  return row ?? null;
}

export async function upsertDraft(db: Db, code: string, data: unknown, by: string): Promise<void> {
  await db
    .insert(contentDrafts)
    .values({ code, data, updatedBy: by })
    .onConflictDoUpdate({ target: contentDrafts.code, set: { data, updatedAt: new Date(), updatedBy: by } });
}

/** Removes a draft; returns it (null when there was none), so publishing takes exactly the draft it removed. */
export async function deleteDraft(db: Db, code: string) {
  const [row] = await db.delete(contentDrafts).where(eq(contentDrafts.code, code)).returning();
  return row ?? null;
}
