import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_CODES, contentSchemas, type ContentCode } from '@store/domain/content';
import { dataEnvelope } from '@store/domain/api';
import type { Db } from '../../db/client';
import { getContent, getContents, setContent } from './service';

const codeParams = z.object({ code: z.enum(CONTENT_CODES as [ContentCode, ...ContentCode[]]) });
const allContentSchema = z.object(contentSchemas).partial();

/** GET /content, GET /content/:code (public), PUT /content/:code (operator). */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/content',
    { schema: { tags: ['content'], summary: 'Every content document of the shared chrome and home page', response: { 200: dataEnvelope(allContentSchema) } } },
    async () => ({
      data: await getContents(db),
    }),
  );

  app.get(
    '/content/:code',
    { schema: { tags: ['content'], summary: 'One content document (main menu, bars, footer, FAQ, banners)', params: codeParams, response: { 200: dataEnvelope(z.unknown()) } } },
    async (req) => ({
      data: await getContent(db, req.params.code),
    }),
  );

  app.put(
    '/content/:code',
    {
      onRequest: app.staff.require('content.write'),
      schema: { tags: ['content'], summary: 'Replace a content document (operator)', params: codeParams, body: z.unknown(), response: { 200: dataEnvelope(z.unknown()) } },
    },
    async (req) => {
      const before = await getContent(db, req.params.code).catch(() => null);
      const after = await setContent(db, req.params.code, req.body);
      await app.staff.audit(req, { action: 'content.put', objectType: 'content', objectId: req.params.code, before, after });
      return { data: after };
    },
  );
};
