import { z } from 'zod';
import { dataEnvelope } from '../api';
import { DRAFT_CODES, type DraftCode } from '../content';
import { defineRoute } from './define';

/**
 * The operator console's content (issue 20; content.write): drafts, preview, publish. The codes are the
 * content documents and the catalogue's texts (`seo-texts`, `editorials`; decision 045), whose
 * published copy the catalogue keeps.
 */
const tags = ['admin'];
const codeParams = z.object({ code: z.enum(DRAFT_CODES as [DraftCode, ...DraftCode[]]) });
const detail = z.object({ id: z.string(), code: z.string(), published: z.unknown(), draft: z.unknown(), draft_updated_by: z.string().nullable() });

export const adminListContent = defineRoute({
  method: 'GET',
  path: '/admin/content',
  tags,
  summary: 'Every content document: published or not, and whether a draft waits (content.write)',
  response: {
    200: dataEnvelope(
      z.array(
        z.object({
          id: z.string(),
          code: z.string(),
          published: z.boolean(),
          has_draft: z.boolean(),
          draft_updated_at: z.string().nullable(),
          draft_updated_by: z.string().nullable(),
        }),
      ),
    ),
  },
});

export const adminGetContent = defineRoute({
  method: 'GET',
  path: '/admin/content/:code',
  tags,
  summary: 'One content document: the published one and the draft (null when none)',
  params: codeParams,
  response: { 200: dataEnvelope(detail) },
});

export const adminSaveContentDraft = defineRoute({
  method: 'PUT',
  path: '/admin/content/:code/draft',
  tags,
  summary: 'Save a draft, validated like the published document (400 content_invalid); shoppers do not see it; audited',
  params: codeParams,
  body: z.object({ data: z.unknown() }),
  response: { 200: dataEnvelope(detail) },
});

export const adminPublishContent = defineRoute({
  method: 'POST',
  path: '/admin/content/:code/publish',
  tags,
  summary: 'Publish the draft: shoppers see it at once (409 content_no_draft); audited',
  params: codeParams,
  response: { 200: dataEnvelope(detail) },
});

export const adminDiscardContentDraft = defineRoute({
  method: 'DELETE',
  path: '/admin/content/:code/draft',
  tags,
  summary: 'Discard the draft (409 content_no_draft); audited',
  params: codeParams,
  response: { 200: dataEnvelope(detail) },
});
