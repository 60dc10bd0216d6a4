import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/content';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { getContent, getContents, setContent } from './service';

/** GET /content, GET /content/:code (public), PUT /content/:code (operator). */
export async function contentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, contract.getAllContent, async () => ({ data: await getContents(db) }));
  route(app, contract.getContent, async (req) => ({ data: await getContent(db, req.params.code) }));
  route(
    app,
    contract.putContent,
    async (req) => {
      const before = await getContent(db, req.params.code).catch(() => null);
      const after = await setContent(db, req.params.code, req.body);
      await app.staff.audit(req, { action: 'content.put', objectType: 'content', objectId: req.params.code, before, after });
      return { data: after };
    },
    { onRequest: app.staff.require('content.write') },
  );
}
