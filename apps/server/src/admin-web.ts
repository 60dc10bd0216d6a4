import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const defaultAdminDist = fileURLToPath(new URL('../../admin/dist', import.meta.url));

/**
 * Serves the operator console (apps/admin, docs/decisions/040) under `{BASE_PATH}/admin/`: its own
 * bundle, which no storefront page references. The console routes by hash, so every page is the one
 * index.html (never cached); the hashed assets are cached for a year. Without a build, /admin is a 404
 * and the log says why.
 */
export async function registerAdminWeb(app: FastifyInstance, opts: { basePath: string; dist: string }) {
  const indexFile = path.join(opts.dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No console build at ${opts.dist}; run "npm run build". /admin is not served.`);
    return;
  }
  const index = readFileSync(indexFile, 'utf8');
  const prefix = `${opts.basePath}/admin/`;
  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix,
    wildcard: false,
    index: false,
    decorateReply: false,
    globIgnore: ['index.html'],
    setHeaders(reply: unknown, filePath: string) {
      const immutable = /^assets[\\/]/.test(path.relative(opts.dist, filePath));
      (reply as FastifyReply).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(index);
  app.get(`${opts.basePath}/admin`, (request, reply) => reply.redirect(`${prefix}${request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''}`, 301));
  app.get(prefix, (_request, reply) => sendIndex(reply));
  app.get(`${prefix}*`, (request, reply) => {
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.callNotFound();
    return sendIndex(reply);
  });
}
