import { DRAFT_CODES, draftSchemas, type DraftCode } from '@store/domain/content';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import type { ContentDocuments } from './documents';
import { deleteDraft, selectDraft, selectDrafts, upsertDraft, upsertEntry } from './repository';
import { getContents } from './service';

/**
 * Drafts of content documents (issue 20): an editor saves a draft (validated like the published
 * document), previews it in both languages, then publishes it. Shoppers only ever read published
 * documents (service.ts); a draft lives in content_drafts until it is published or discarded. The
 * catalogue's texts (`seo-texts`, `editorials`; decision 045) go through the same drafts, and their
 * published copy is the catalogue's own (documents.ts).
 */
export async function listContent(db: Db, documents: ContentDocuments) {
  const [drafts, published] = await Promise.all([selectDrafts(db), getContents(db)]);
  const draftOf = new Map(drafts.map((d) => [d.code, d]));
  return DRAFT_CODES.map((code) => {
    const draft = draftOf.get(code);
    return {
      id: code,
      code,
      published: documents.ownerOf(code) !== undefined || (published as Record<string, unknown>)[code] !== undefined,
      has_draft: !!draft,
      draft_updated_at: draft?.updatedAt.toISOString() ?? null,
      draft_updated_by: draft?.updatedBy ?? null,
    };
  });
}

async function publishedOf(db: Db, documents: ContentDocuments, code: DraftCode): Promise<unknown> {
  const owner = documents.ownerOf(code);
  if (owner) return owner.load(db);
  return (await getContents(db))[code as keyof Awaited<ReturnType<typeof getContents>>] ?? null;
}

export async function contentDetail(db: Db, documents: ContentDocuments, code: DraftCode) {
  const [draft, published] = await Promise.all([selectDraft(db, code), publishedOf(db, documents, code)]);
  return { id: code, code, published, draft: draft?.data ?? null, draft_updated_by: draft?.updatedBy ?? null };
}

function parsed(code: DraftCode, data: unknown, message: string) {
  const result = draftSchemas[code].safeParse(data);
  if (!result.success) {
    throw invalid(
      'content_invalid',
      message,
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return result.data;
}

export async function saveDraft(db: Db, documents: ContentDocuments, code: DraftCode, data: unknown, by: string) {
  const value = parsed(code, data, `The content for ${code} is not valid.`);
  await documents.ownerOf(code)?.check(db, value);
  await upsertDraft(db, code, value, by);
  return contentDetail(db, documents, code);
}

/** Publishes the draft: in one transaction it becomes the document (or the owner's copy) and the draft goes; every process's cache is told. */
export async function publishDraft(db: Db, documents: ContentDocuments, code: DraftCode) {
  const owner = documents.ownerOf(code);
  const before = await publishedOf(db, documents, code);
  const published = await invalidationOf(db).commit(db, owner?.topic ?? 'content', async (tx) => {
    const draft = await deleteDraft(tx, code);
    if (!draft) throw conflict('content_no_draft', `${code} has no draft to publish.`);
    const value = parsed(code, draft.data, `The draft of ${code} is no longer valid.`);
    if (owner) {
      await owner.check(tx, value);
      await owner.publish(tx, value);
    } else await upsertEntry(tx, code, value);
    return value;
  });
  return { before, after: published };
}

export async function discardDraft(db: Db, code: DraftCode) {
  const draft = await deleteDraft(db, code);
  if (!draft) throw conflict('content_no_draft', `${code} has no draft.`);
  return draft.data;
}
