import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { readCacheTtl } from './service';

/**
 * The read cache's front door: a fresh answer for the exact same GET (URL and language) is sent from
 * the onRequest hook, before validation and the handler run. Only answers a handler produced (valid
 * requests, 200) are remembered; anything older than the cache's lifetime goes the normal way.
 */
const answers = new WeakMap<Db, Map<string, { json: string; at: number }>>();
const MAX = 2000;

const keyOf = (request: FastifyRequest) => `${request.url}|${(request.headers['accept-language'] ?? '').slice(0, 2)}`;

export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Sends `json` and remembers it for the same request. */
export function sendCachedJson(db: Db, request: FastifyRequest, reply: FastifyReply, json: string) {
  let map = answers.get(db);
  if (!map) answers.set(db, (map = new Map()));
  if (map.size >= MAX) map.delete(map.keys().next().value!);
  map.set(keyOf(request), { json, at: Date.now() });
  return sendJson(reply, json);
}

/** Forgets the remembered answers (a catalogue change announced by any process). */
export function clearCachedAnswers(db: Db): void {
  answers.get(db)?.clear();
}

/** Adds the hook to a plugin's scope (its routes only). */
export function serveCachedAnswers(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || readCacheTtl() <= 0) return;
    const hit = answers.get(db)?.get(keyOf(request));
    if (hit && Date.now() - hit.at < readCacheTtl()) return sendJson(reply, hit.json);
    return undefined;
  });
}
