import { CONTENT_CODES, contentSchemas, type Content, type ContentCode } from '@store/domain/content';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { memoPerDb } from '../../lib/memo';
import { selectCodes, selectEntries, upsertEntry } from './repository';

/** Every valid content document, kept in the process until a change is announced (lib/invalidation.ts) or for a minute. */
const allContent = memoPerDb('content', 60_000, async (db: Db): Promise<Partial<Content>> => {
  const rows = await selectEntries(db, [...CONTENT_CODES]);
  const result: Partial<Record<ContentCode, unknown>> = {};
  for (const row of rows) {
    const parsed = contentSchemas[row.code as ContentCode]?.safeParse(row.data);
    if (parsed?.success) result[row.code as ContentCode] = parsed.data;
  }
  return result as Partial<Content>;
});

/** One content document by code; not_found when the store has none, or only one that no longer validates (as in getContents). */
export async function getContent<K extends ContentCode>(db: Db, code: K): Promise<Content[K]> {
  const doc = (await allContent.get(db))[code];
  if (!doc) throw notFound('content_not_found', `No content for ${code}.`);
  return doc as Content[K];
}

/** Several content documents at once (the boot payload; shared and frozen); missing codes are left out. */
export async function getContents(db: Db, codes: readonly ContentCode[] = CONTENT_CODES): Promise<Partial<Content>> {
  const all = await allContent.get(db);
  if (codes === CONTENT_CODES) return all;
  return Object.fromEntries(codes.filter((code) => all[code] !== undefined).map((code) => [code, all[code]])) as Partial<Content>;
}

/** Validates and stores a content document. */
export async function setContent<K extends ContentCode>(db: Db, code: K, data: unknown): Promise<Content[K]> {
  const parsed = contentSchemas[code].safeParse(data);
  if (!parsed.success) {
    throw invalid(
      'content_invalid',
      `The content for ${code} is not valid.`,
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  await invalidationOf(db).commit(db, 'content', (tx) => upsertEntry(tx, code, parsed.data));
  return parsed.data as Content[K];
}

/** Writes each seed document whose code has no row yet (a second start keeps edited content). */
export async function seedContent(db: Db, seed: Content): Promise<number> {
  const existing = new Set(await selectCodes(db));
  let written = 0;
  for (const code of CONTENT_CODES) {
    if (existing.has(code)) continue;
    await setContent(db, code, seed[code]);
    written++;
  }
  return written;
}
