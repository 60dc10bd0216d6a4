import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseLang, type Lang } from '@store/domain/lang';
import type { Db } from './db/client';
import { CACHE_TOPICS, invalidationOf } from './lib/invalidation';
import { getAllConfig } from './modules/config/service';
import { getContents } from './modules/content/service';
import { createAfterPaintScripts, createFontPreloads, createRoutePreloads } from './route-preloads';
import { loadServerRender } from './server-render';

/** Stand for the boot data's and the rendered page's places while a page shell is prepared (never in a page). */
const BOOT_MARK = '\u0000boot\u0000';
const ROOT_MARK = '\u0000root\u0000';

interface Boot {
  data: { config: object; content: object; basePath: string };
  /** Changes whenever the config or the content does (new objects from their caches). */
  version: string;
  script: string;
}

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
      // Hashed assets and the versioned locale files (locales/<version>/, vite.config.ts) never change.
      const immutable = /^(assets|locales)[\\/]/.test(path.relative(opts.dist, filePath));
      (reply as FastifyReply).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // Per request, the page is pieces joined: the filled template (language, base href, the route's head
  // tags, the scripts' after-paint loader) is prepared once per language, route tags and kind
  // (rendered or not), the boot data's JSON once per config and content version (issue 12: no
  // replace or regex over the whole page per request).
  const shells = new Map<string, { parts: [string, string, string]; bootFirst: boolean }>();
  const shellOf = (lang: Lang, tags: string, rendered: boolean) => {
    const key = `${lang}\n${rendered ? 1 : 0}\n${tags}`;
    let shell = shells.get(key);
    if (!shell) {
      const filled = template
        .replace('<html lang="th">', `<html lang="${lang}">`)
        .replace('<head>', `<head>\n    <base href="${opts.basePath}/" />`)
        .replace('<!--boot-->', BOOT_MARK)
        .replace('</head>', `  ${tags}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${ROOT_MARK}</div>`);
      const done = rendered ? pageScripts(filled) : filled;
      const [boot, root] = [done.indexOf(BOOT_MARK), done.indexOf(ROOT_MARK)];
      const [first, second] = boot < root ? [BOOT_MARK, ROOT_MARK] : [ROOT_MARK, BOOT_MARK];
      const [a, rest] = done.split(first);
      const [b, c] = rest.split(second);
      shell = { parts: [a, b, c], bootFirst: boot < root };
      shells.set(key, shell);
    }
    return shell;
  };
  const boots = new WeakMap<object, WeakMap<object, Boot>>();
  let bootVersion = 0;
  const bootOf = (config: object, content: object): Boot => {
    let byContent = boots.get(config);
    if (!byContent) boots.set(config, (byContent = new WeakMap()));
    let boot = byContent.get(content);
    if (!boot) {
      const data = { config, content, basePath: opts.basePath };
      boot = { data, version: String(++bootVersion), script: `<script type="application/json" id="boot-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>` };
      byContent.set(content, boot);
    }
    return boot;
  };

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const lang = query.lang !== undefined ? parseLang(query.lang) : parseLang(request.cookies?.lang);
    const [config, content] = await Promise.all([getAllConfig(opts.db), getContents(opts.db)]);
    const boot = bootOf(config, content);
    const rendered = serverRender ? await serverRender(request, lang, boot.data, boot.version) : null;
    const page = rendered?.kind === 'html' ? rendered : null;
    // After Vite's own tags, so the page's stylesheet comes after the main one, as when the router loads it.
    const tags = `${routePreloads(pagePath(request.url, opts.basePath), lang, page?.routeId)}${page ? `\n    ${fontPreloads(lang)}` : ''}`;
    const { parts, bootFirst } = shellOf(lang, tags, page !== null);
    // JSON, never run: the page's state goes out like the boot data (CSP allows no inline script).
    const bootTags = page ? `${boot.script}\n    <script type="application/json" id="ssr-data">${page.state}</script>` : boot.script;
    const root = page?.html ?? '';
    const html = bootFirst ? `${parts[0]}${bootTags}${parts[1]}${root}${parts[2]}` : `${parts[0]}${root}${parts[1]}${bootTags}${parts[2]}`;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
