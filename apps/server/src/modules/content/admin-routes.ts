import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/admin-content';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import type { ContentDocuments } from './documents';
import { contentDetail, discardDraft, listContent, publishDraft, saveDraft } from './drafts';

/** The console's content screens (issue 20): content.write on every route, every change audited. */
export async function contentAdminRoutes(app: FastifyInstance, { db, documents }: { db: Db; documents: ContentDocuments }) {
  const onRequest = app.staff.require('content.write');
  const by = (req: { staffActor: { label: string } | null }) => req.staffActor?.label ?? 'staff';
  route(app, contract.adminListContent, async () => ({ data: await listContent(db, documents) }), { onRequest });
  route(app, contract.adminGetContent, async (req) => ({ data: await contentDetail(db, documents, req.params.code) }), { onRequest });
  route(
    app,
    contract.adminSaveContentDraft,
    async (req) => {
      const data = await saveDraft(db, documents, req.params.code, req.body.data, by(req));
      await app.staff.audit(req, { action: 'content.draft', objectType: 'content', objectId: req.params.code, after: data.draft });
      return { data };
    },
    { onRequest },
  );
  route(
    app,
    contract.adminPublishContent,
    async (req) => {
      const { before, after } = await publishDraft(db, documents, req.params.code);
      await app.staff.audit(req, { action: 'content.publish', objectType: 'content', objectId: req.params.code, before, after });
      return { data: await contentDetail(db, documents, req.params.code) };
    },
    { onRequest },
  );
  route(
    app,
    contract.adminDiscardContentDraft,
    async (req) => {
      const discarded = await discardDraft(db, req.params.code);
      await app.staff.audit(req, { action: 'content.discard', objectType: 'content', objectId: req.params.code, before: discarded });
      return { data: await contentDetail(db, documents, req.params.code) };
    },
    { onRequest },
  );
}
