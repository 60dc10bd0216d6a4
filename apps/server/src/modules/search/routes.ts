import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { parseLang } from '@store/domain/lang';
import { SEARCH_QUERY_MAX } from '@store/domain/search-text';
import type { Db } from '../../db/client';
import { sendCachedJson, serveCachedAnswers } from '../catalog/http-cache';
import { cachedPayload, suggestProductNames } from '../catalog/service';
import { requireSession } from '../identity/session-guard';
import { addHistory, clearHistory, listHistory } from './service';

const tags = ['search'];
const list = dataEnvelope(z.array(z.string()));

/** Search suggestions (anyone) and search history (signed-in users), spec 7 Content and search. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serveCachedAnswers(app, db);

  app.get(
    '/v2/search/suggestion',
    {
      schema: {
        tags,
        summary: 'Product names matching the typed text (Thai with or without spaces, English with small typos)',
        querystring: z.object({
          q: z.string().max(SEARCH_QUERY_MAX, `q is limited to ${SEARCH_QUERY_MAX} characters`).default(''),
          lang: z.string().max(8).optional(),
          limit: z.coerce.number().int().min(1).max(20).default(8),
        }),
        response: { 200: list },
      },
    },
    async (req, reply) => {
      const lang = parseLang(req.query.lang ?? req.headers['accept-language']?.slice(0, 2));
      const text = req.query.q.trim();
      if (!text) return { data: [] };
      return sendCachedJson(db, req, reply, await cachedPayload(db, `suggest:${lang}:${req.query.limit}:${text}`, () => suggestProductNames(db, text, lang, req.query.limit)));
    },
  );

  app.get('/v2/search/history', { schema: { tags, summary: 'My recent searches, newest first (signed in)', response: { 200: list } } }, async (req) => {
    const session = await requireSession(db, req);
    return { data: await listHistory(db, session.user.userId) };
  });

  app.post(
    '/v2/search/history',
    {
      schema: {
        tags,
        summary: 'Remember a submitted search (signed in); returns the history',
        body: z.object({ keyword: z.string().trim().min(1, 'keyword is empty').max(SEARCH_QUERY_MAX) }),
        response: { 201: list },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      return reply.status(201).send({ data: await addHistory(db, session.user.userId, req.body.keyword) });
    },
  );

  app.delete('/v2/search/history', { schema: { tags, summary: 'Clear my search history (signed in)', response: { 200: list } } }, async (req) => {
    const session = await requireSession(db, req);
    await clearHistory(db, session.user.userId);
    return { data: [] };
  });
};
