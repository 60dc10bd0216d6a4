import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@store/domain/lang';
import { singleFlight } from './lib/single-flight';

/** What the web app's server bundle (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  configureServerRender(options: { basePath: string; fetch: typeof fetch }): void;
  render(request: { url: string; lang: Lang; boot: unknown; signal: AbortSignal; cache?: RenderCache }): Promise<RenderResult>;
}
/** Rendered HTML by the data the render read (see apps/web/src/entry-server.tsx). */
interface RenderCache {
  get(inputs: string): string | undefined;
  set(inputs: string, html: string): void;
}
export type RenderResult = { kind: 'html'; html: string; state: string; routeId: string; hasData: boolean } | { kind: 'shell'; reason: string };

/** `bootVersion` names the boot data's version (web.ts); without it the boot data itself is hashed. */
export type ServerRender = (request: FastifyRequest, lang: Lang, boot: unknown, bootVersion?: string) => Promise<RenderResult>;

/**
 * Loads `{dist}/.ssr/entry-server.js` (the web build's server bundle) and returns the page renderer, or
 * null when the build has none or `timeoutMs` is 0. The renderer never throws: a render that fails or
 * takes longer than `timeoutMs` is logged and answered with 'shell' (the client-only page).
 */
export async function loadServerRender(
  app: FastifyInstance,
  opts: { dist: string; basePath: string; timeoutMs: number; onChange?: (clear: () => void) => void },
): Promise<ServerRender | null> {
  const file = path.join(opts.dist, '.ssr', 'entry-server.js');
  if (opts.timeoutMs <= 0 || !existsSync(file)) return null;
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    entry.configureServerRender({ basePath: opts.basePath, fetch: injectFetch(app) });
  } catch (error) {
    app.log.error({ err: error }, `server rendering off: cannot load ${file}`);
    return null;
  }

  const cache = createRenderCache<RenderResult>(RENDER_CACHE_MS);
  const htmlByData = createRenderCache<string>(DATA_RENDER_CACHE_MS);
  const rendering = singleFlight<RenderResult>();
  // A catalogue, config or content change in any process: render again rather than wait for the keys to move.
  opts.onChange?.(() => {
    cache.clear();
    htmlByData.clear();
  });
  return async (request, lang, boot, bootVersion) => {
    const key = createHash('sha1')
      .update(`${request.url}\n${lang}\n${bootVersion ?? JSON.stringify(boot)}`)
      .digest('base64');
    const cached = cache.get(key);
    if (cached) return cached;
    // Requests for a page being rendered share that render (its data is as fresh as theirs would be)
    // instead of each running the page's API calls and render at once.
    return rendering(key, () => renderOnce(request, lang, boot, key));
  };

  async function renderOnce(request: FastifyRequest, lang: Lang, boot: unknown, key: string): Promise<RenderResult> {
    const dataKey = (inputs: string) => `${key}\n${createHash('sha1').update(inputs).digest('base64')}`;
    const byData: RenderCache = { get: (inputs) => htmlByData.get(dataKey(inputs)), set: (inputs, html) => htmlByData.set(dataKey(inputs), html) };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<RenderResult>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new Error('server render timed out'));
        resolve({ kind: 'shell', reason: 'timeout' });
      }, opts.timeoutMs);
    });
    const url = `http://${request.hostname || 'localhost'}${request.url}`;
    try {
      const result = await Promise.race([entry.render({ url, lang, boot, signal: controller.signal, cache: byData }), timeout]);
      if (result.kind === 'shell' && result.reason === 'timeout')
        request.log.warn({ path: request.url.split('?')[0], timeoutMs: opts.timeoutMs }, 'server render timed out; sent the client-only page');
      else if (result.kind === 'shell') request.log.debug({ path: request.url.split('?')[0], reason: result.reason }, 'client-only page');
      else if (result.kind === 'html' && !result.hasData) cache.set(key, result);
      return result;
    } catch (error) {
      request.log.error({ err: error, path: request.url.split('?')[0] }, 'server render failed; sent the client-only page');
      return { kind: 'shell', reason: 'error' };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A fetch for the render's API calls that goes through the server in process (app.inject), not the network. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) if (value !== undefined) out.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response([204, 304].includes(res.statusCode) ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

/** How long a rendered page without fetched data is reused: it depends only on URL, language and boot data (and the clock, hence short). */
const RENDER_CACHE_MS = 5_000;
/**
 * How long the HTML of a page with fetched data (a product) is reused for exactly the same data: a
 * changed price, stock or flash-sale quota is a new key at once, so only the clock can be older
 * (the footer's year; a flash-sale countdown, whose cells the browser sets on hydration).
 */
const DATA_RENDER_CACHE_MS = 30_000;
const RENDER_CACHE_MAX = 200;

/**
 * Rendered pages by a hash of their inputs, for `ttlMs`: the results of pages whose render read
 * nothing but the URL, the language and the boot data (coming-soon pages), and the HTML of pages by
 * URL, language, boot data and the data they read. A busy page is rendered once per few seconds per
 * process, and an operator's change (new boot data) is a new key at once.
 */
function createRenderCache<T>(ttlMs: number) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      if (hit) entries.delete(key);
      return undefined;
    },
    set(key: string, value: T): void {
      if (entries.size >= RENDER_CACHE_MAX) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
    clear(): void {
      entries.clear();
    },
  };
}
