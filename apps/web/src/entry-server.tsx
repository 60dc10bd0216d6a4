/**
 * The server bundle (vite build --ssr): renders the first view of a page to HTML for apps/server/src/web.ts
 * (docs/decisions/013). Same routes, components and translations as the browser; a per-request query
 * cache and i18next instance; the page's lazy routes loaded before rendering.
 */
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, type RouteObject } from 'react-router';
import type { Lang } from '@store/domain/lang';
import { AppRoutes, fixedTable, loadRoutesOf, routeMatches, type RouteTableSource } from './app/route-runtime';
import { createRoutes } from './app/router';
import type { ServerRenderHandle } from './app/server-render';
import type { SsrState } from './app/ssr-state';
import { setApiTransport } from './lib/api-client';
import { setServerBasePath, type BootData } from './lib/boot';
import { preloadIslands } from './lib/island';
import { createServerI18n } from './lib/i18n-server';

export interface RenderRequest {
  /** Absolute URL of the page, base path included. */
  url: string;
  lang: Lang;
  boot: BootData;
  /** Aborted by the server when the render takes too long. */
  signal: AbortSignal;
  /** HTML rendered before for this URL, language and boot data, by the data the page read (the server's cache). */
  cache?: RenderCache;
}

/**
 * The server's store of rendered HTML for one URL, language and boot data, looked up by `inputs`:
 * the data the render read (query keys and values). Same inputs, same HTML, so a
 * changed price or stock is a new entry at once.
 */
export interface RenderCache {
  get(inputs: string): string | undefined;
  set(inputs: string, html: string): void;
}

export type RenderResult =
  /** hasData: the render read fetched data (not only the URL, language and boot data). */
  { kind: 'html'; html: string; state: string; routeId: string; hasData: boolean } | { kind: 'shell'; reason: string };

/** Queries the page reads from the inlined boot data: not repeated in the render state. */
const BOOT_QUERY_KEYS = new Set(['config', 'content']);

let app: { routes: RouteObject[]; table: RouteTableSource; basename: string } | undefined;

/** Called once by the server: its BASE_PATH and how API calls made while rendering reach it (in process). */
export function configureServerRender(options: { basePath: string; fetch: typeof fetch }): void {
  setServerBasePath(options.basePath);
  setApiTransport(options.fetch);
  const routes = createRoutes();
  app = { routes, table: fixedTable(routes), basename: options.basePath || '/' };
}

/** Renders one page, or says why the browser should render it (then the server sends the shell). */
export async function render({ url, lang, boot, signal, cache }: RenderRequest): Promise<RenderResult> {
  if (!app) throw new Error('configureServerRender was not called');
  // The return from sign-in changes the page at once (the login exchange): the browser renders it.
  const { pathname, search, searchParams } = new URL(url);
  if (searchParams.has('login_code') || searchParams.has('login_error')) return { kind: 'shell', reason: 'sign-in return' };
  const leaf = routeMatches(app.routes, { pathname }, app.basename).at(-1);
  if (!leaf) return { kind: 'shell', reason: 'no route' };
  const ssr = (leaf.handle as ServerRenderHandle | undefined)?.ssr;
  if (!ssr) return { kind: 'shell', reason: `route ${leaf.id} is not server-rendered` };
  await loadRoutesOf(app.routes, { pathname }, app.basename);
  if (signal.aborted) throw signal.reason;

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['config'], boot.config);
  queryClient.setQueryData(['content'], boot.content);
  if (typeof ssr === 'function' && (await ssr({ params: leaf.params, url: new URL(url), queryClient })) === 'shell') {
    return { kind: 'shell', reason: `route ${leaf.id} left this request to the browser` };
  }
  const failed = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
  if (failed.length) return { kind: 'shell', reason: `data failed: ${failed.map((q) => JSON.stringify(q.queryKey)).join(', ')}` };

  // What the page renders from besides the URL, language and boot data: the fetched queries' keys and values.
  const fetched = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' && !BOOT_QUERY_KEYS.has(String(q.queryKey[0])) });
  // The server's clock in an answer (`server_time`, which the flash-sale countdown corrects the browser's
  // clock by) is left out: the HTML shows the clock anyway and is reused only briefly, and with it
  // every home page would be a new key.
  const inputs = fetched.length
    ? JSON.stringify(
        fetched.map((q) => [q.queryKey, q.state.data]),
        withoutClock,
      )
    : null;
  let html = inputs === null ? undefined : cache?.get(inputs);
  if (html === undefined) {
    // Islands (parts whose code the browser loads when they come into view) render in full here.
    await preloadIslands();
    html = renderHtml(
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createServerI18n(lang)}>
          <StaticRouter basename={app.basename} location={`${pathname}${search}`}>
            <AppRoutes table={app.table} />
          </StaticRouter>
        </I18nextProvider>
      </QueryClientProvider>,
      signal,
    );
    if (inputs !== null) cache?.set(inputs, html);
  }
  // The state is this request's (fresh fetch times) even when the HTML is reused.
  const state: SsrState = {
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' && !BOOT_QUERY_KEYS.has(String(q.queryKey[0])) }),
  };
  // Queries only observed on the server (the session) stay pending and do not make the page request-specific.
  const hasData = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'success' && !BOOT_QUERY_KEYS.has(String(q.queryKey[0])));
  return { kind: 'html', html, state: JSON.stringify(state).replace(/</g, '\\u003c'), routeId: leaf.id, hasData };
}

const withoutClock = (key: string, value: unknown) => (key === 'server_time' ? undefined : value);

/**
 * The tree as one string. renderToString, not a stream or prerender: React outlines and reveals
 * boundaries with inline scripts there, which the CSP (script-src 'self') refuses. The data and the
 * route's lazy page are ready before this, so only lazy widgets (session keeper, dialogs) render
 * their fallback and come in on the client.
 */
function renderHtml(element: ReactNode, signal: AbortSignal): string {
  if (signal.aborted) throw signal.reason;
  return renderToString(element);
}
