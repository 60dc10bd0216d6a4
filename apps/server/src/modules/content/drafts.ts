import { CONTENT_CODES, contentSchemas, type ContentCode } from '@store/domain/content';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { deleteDraft, selectDraft, selectDrafts, upsertDraft, upsertEntry } from './repository';
import { getContents } from './service';

/**
 * Drafts of content documents (issue 20): an editor saves a draft (validated like the published
 * document), previews it in both languages, then publishes it. Shoppers only ever read published
 * documents (service.ts); a draft lives in content_drafts until it is published or discarded.
 */
export async function listContent(db: Db) {
  const [drafts, published] = await Promise.all([selectDrafts(db), getContents(db)]);
  const draftOf = new Map(drafts.map((d) => [d.code, d]));
  return CONTENT_CODES.map((code) => {
    const draft = draftOf.get(code);
    return {
      id: code,
      code,
      published: published[code] !== undefined,
      has_draft: !!draft,
      draft_updated_at: draft?.updatedAt.toISOString() ?? null,
      draft_updated_by: draft?.updatedBy ?? null,
    };
  });
}

export async function contentDetail(db: Db, code: ContentCode) {
  const [draft, published] = await Promise.all([selectDraft(db, code), getContents(db)]);
  return { id: code, code, published: published[code] ?? null, draft: draft?.data ?? null, draft_updated_by: draft?.updatedBy ?? null };
}

export async function saveDraft(db: Db, code: ContentCode, data: unknown, by: string) {
  const parsed = contentSchemas[code].safeParse(data);
  if (!parsed.success) {
    throw invalid(
      'content_invalid',
      `The content for ${code} is not valid.`,
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  await upsertDraft(db, code, parsed.data, by);
  return contentDetail(db, code);
}

/** Publishes the draft: in one transaction it becomes the document and the draft goes; every process's cache is told. */
export async function publishDraft(db: Db, code: ContentCode) {
  const before = (await getContents(db))[code] ?? null;
  const published = await invalidationOf(db).commit(db, 'content', async (tx) => {
    const draft = await deleteDraft(tx, code);
    if (!draft) throw conflict('content_no_draft', `${code} has no draft to publish.`);
    const parsed = contentSchemas[code].safeParse(draft.data);
    if (!parsed.success) throw invalid('content_invalid', `The draft of ${code} is no longer valid.`);
    await upsertEntry(tx, code, parsed.data);
    return parsed.data;
  });
  return { before, after: published };
}

export async function discardDraft(db: Db, code: ContentCode) {
  const draft = await deleteDraft(db, code);
  if (!draft) throw conflict('content_no_draft', `${code} has no draft.`);
  return draft.data;
}
