import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/search';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { sendCachedJson, serveCachedAnswers } from '../catalog/http-cache';
import { cachedPayload, suggestProductNames } from '../catalog/service';
import { requireSession } from '../identity/session-guard';
import { addHistory, clearHistory, listHistory } from './service';

/** Search suggestions (anyone) and search history (signed-in users), spec 7 Content and search. */
export async function searchRoutes(app: FastifyInstance, { db, read }: { db: Db; read: Db }) {
  // Suggestions are catalogue reads: `read` (the replica when DATABASE_READ_URL is set), cached like the catalogue's.
  serveCachedAnswers(app, read);

  route(app, contract.getSearchSuggestions, async (req, reply) => {
    const lang = parseLang(req.query.lang ?? req.headers['accept-language']?.slice(0, 2));
    const text = req.query.q.trim();
    if (!text) return { data: [] };
    return sendCachedJson(read, req, reply, await cachedPayload(read, `suggest:${lang}:${req.query.limit}:${text}`, () => suggestProductNames(read, text, lang, req.query.limit)));
  });

  route(app, contract.getSearchHistory, async (req) => {
    const session = await requireSession(db, req);
    return { data: await listHistory(db, session.user.userId) };
  });

  route(app, contract.addSearchHistory, async (req, reply) => {
    const session = await requireSession(db, req);
    return reply.status(201).send({ data: await addHistory(db, session.user.userId, req.body.keyword) });
  });

  route(app, contract.clearSearchHistory, async (req) => {
    const session = await requireSession(db, req);
    await clearHistory(db, session.user.userId);
    return { data: [] };
  });
}
