import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseLang } from '@store/domain/lang';
import type { Db } from './db/client';
import { CACHE_TOPICS, invalidationOf } from './lib/invalidation';
import { getAllConfig } from './modules/config/service';
import { getContents } from './modules/content/service';
import { createAfterPaintScripts, createFontPreloads, createRoutePreloads } from './route-preloads';
import { loadServerRender } from './server-render';

export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Serves the built storefront under the base path: hashed assets with a long cache, and index.html
 * for every other GET (history-mode routing) with the base href, the document language and the boot
 * data (config and content) inlined, so the first paint needs no extra round trip. Pages the web app
 * renders on the server come with their HTML and its hydration state (docs/decisions/013); any other
 * page, or a render that fails or is slow, gets the client-only shell.
 */
export async function registerWeb(app: FastifyInstance, opts: { db: Db; basePath: string; dist: string; renderTimeoutMs?: number }) {
  const indexFile = path.join(opts.dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No storefront build at ${opts.dist}; run "npm run build". Serving the API only.`);
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const routePreloads = createRoutePreloads(opts.dist);
  const fontPreloads = createFontPreloads(opts.dist);
  // A server-rendered page requests its scripts after its first paint; without the loader, at low priority.
  const pageScripts = createAfterPaintScripts(opts.dist) ?? lowerScriptPriority;
  const serverRender = await loadServerRender(app, {
    dist: opts.dist,
    basePath: opts.basePath,
    timeoutMs: opts.renderTimeoutMs ?? 1500,
    onChange: (clear) => CACHE_TOPICS.forEach((topic) => invalidationOf(opts.db).subscribe(topic, clear)),
  });

  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: `${opts.basePath}/`,
    wildcard: false,
    index: false,
    preCompressed: true, // .br/.gz written by the web build
    globIgnore: ['index.html', '**/*.gz', '**/*.br'], // the template is only ever sent filled in, by serveIndex
    setHeaders(reply: unknown, filePath: string) {
      // @fastify/static 10 hands over the Fastify reply here.
      (reply as FastifyReply).header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const lang = query.lang !== undefined ? parseLang(query.lang) : parseLang(request.cookies?.lang);
    const [config, content] = await Promise.all([getAllConfig(opts.db), getContents(opts.db)]);
    const bootData = { config, content, basePath: opts.basePath };
    const rendered = serverRender ? await serverRender(request, lang, bootData) : null;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    const page = rendered?.kind === 'html' ? rendered : null;
    const boot = JSON.stringify(bootData).replace(/</g, '\\u003c');
    // JSON, never run: the page's state goes out like the boot data (CSP allows no inline script).
    const state = page ? `\n    <script type="application/json" id="ssr-data">${page.state}</script>` : '';
    const html = template
      .replace('<html lang="th">', `<html lang="${lang}">`)
      .replace('<head>', `<head>\n    <base href="${opts.basePath}/" />`)
      .replace('<!--boot-->', () => `<script type="application/json" id="boot-data">${boot}</script>${state}`)
      // After Vite's own tags, so the page's stylesheet comes after the main one, as when the router loads it.
      .replace('</head>', `  ${routePreloads(pagePath(request.url, opts.basePath), lang, page?.routeId)}${page ? `\n    ${fontPreloads(lang)}` : ''}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page?.html ?? ''}</div>`);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page ? pageScripts(html) : html);
  };

  app.get(`${opts.basePath}/*`, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith(`${opts.basePath}/api/`)) return reply.callNotFound();
    // A real file under the dist folder (favicon, images) is sent as it is.
    const relative = decodeURIComponent(url.slice(opts.basePath.length + 1));
    // index.html itself gets the same base href and boot data as every other page.
    if (relative === 'index.html') return serveIndex(request, reply);
    if (relative && !relative.includes('..') && !relative.startsWith('.') && /\.[a-z0-9]+$/i.test(relative) && existsSync(path.join(opts.dist, relative))) {
      return reply.sendFile(relative);
    }
    if (/\.[a-z0-9]+$/i.test(relative)) return reply.callNotFound();
    return serveIndex(request, reply);
  });
  if (opts.basePath) app.get(opts.basePath, serveIndex);
}

/**
 * A server-rendered page paints from its HTML, stylesheets and fonts; its scripts only hydrate it. They
 * are fetched at low priority so that, on a slow link, what paints comes first (docs/decisions/013).
 */
function lowerScriptPriority(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The store path of a request without the base prefix and query: "/store/cart?x" -> "/cart". */
function pagePath(url: string, basePath: string): string {
  const pathname = url.split('?')[0];
  return pathname.slice(basePath.length) || '/';
}
