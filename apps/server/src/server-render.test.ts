import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { build } from 'vite';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from './test/databases';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');
const locale = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(webRoot, 'src/locales', lang, `${ns}.json`), 'utf8'));
const HOME = { th: locale('th', 'home').heading as string, en: locale('en', 'home').heading as string };
const CATALOG = { th: locale('th', 'catalog'), en: locale('en', 'catalog') };

const template = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <!--boot-->
    <script type="module" crossorigin src="./assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A storefront build folder with the template and, optionally, a server bundle file. */
function distWith(parent: string, entry?: string): string {
  const dist = mkdtempSync(path.join(parent, 'ssr-dist-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  if (entry !== undefined) {
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), entry);
  }
  return dist;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? null;

// The real server bundle, built from apps/web/src/entry-server.tsx the way `npm run build` does. It
// lives inside the repository so its imports (react, react-router, ...) resolve from node_modules.
const cacheDir = path.join(repoRoot, 'node_modules', '.cache');
let realDist: string;
beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  realDist = distWith(cacheDir);
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent', build: { ssr: 'src/entry-server.tsx', outDir: path.join(realDist, '.ssr') } });
}, 120_000);
afterAll(() => rmSync(realDist, { recursive: true, force: true }));

describe.each(databaseKinds)('server rendering on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { serveWeb: true, WEB_DIST: realDist, SSR_TIMEOUT_MS: 20_000 });
  });
  afterAll(() => ctx.close());

  it('renders the home page in Thai by default, with its hydration state as JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(HOME.th);
    expect(root).toContain('<header class="hdr"');
    expect(root).not.toContain(HOME.en);
    // Nothing left for the browser to render again (a lazy chunk not loaded on a process's first render).
    expect(root).not.toContain('<!--$!-->');
    expect(res.body).toContain('<script type="application/json" id="ssr-data">');
    // No inline script besides the JSON ones (CSP script-src 'self').
    expect(res.body.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/g)).toBeNull();
  });

  it.each([
    ['?lang=en', 'en'],
    ['?lang=EN', 'en'],
    ['?lang=fr', 'th'],
  ] as const)('renders the home page with %s in %s', async (query, lang) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/${query}` });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(rootOf(res.body)).toContain(HOME[lang]);
  });

  it('renders in the language of the lang cookie when the query names none', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', cookies: { lang: 'en' } });
    expect(rootOf(res.body)).toContain(HOME.en);
    const overridden = await ctx.app.inject({ method: 'GET', url: '/?lang=th', cookies: { lang: 'en' } });
    expect(rootOf(overridden.body)).toContain(HOME.th);
  });

  it('renders a product page with the product, and its data in the hydration state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/smartphones/apple/iphone-17-pro-max' });
    const root = rootOf(res.body);
    expect(root).toContain('iPhone 17 Pro Max');
    expect(root).toContain(`>${CATALOG.th.home}</a>`);
    expect(root).toContain(CATALOG.th.detail.inStock);
    const state = JSON.parse(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(res.body)![1]);
    expect(state.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toEqual(['product-path']);

    const en = await ctx.app.inject({ method: 'GET', url: '/smartphones/apple/iphone-17-pro-max?lang=en' });
    expect(rootOf(en.body)).toContain(`>${CATALOG.en.home}</a>`);
    expect(rootOf(en.body)).toContain(CATALOG.en.detail.inStock);
  });

  it("reuses a product page's HTML only while its data is the same: a stock change is rendered at once", async () => {
    const url = '/smartphones/apple/iphone-17-pro-max';
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(rootOf(first.body)).toContain(CATALOG.th.detail.inStock);
    expect(rootOf((await ctx.app.inject({ method: 'GET', url })).body)).toBe(rootOf(first.body));
    // The page shows the cheapest variant in stock; all its variants sold out is another page.
    const { rows } = (await ctx.database.db.execute(
      sql`select id, stock, stock_reserved from catalog_variants where product_id = (select id from catalog_products where slug = 'iphone-17-pro-max')`,
    )) as unknown as { rows: { id: number; stock: number; stock_reserved: number }[] };
    try {
      await ctx.database.db.execute(sql`update catalog_variants set stock_reserved = stock where product_id = (select id from catalog_products where slug = 'iphone-17-pro-max')`);
      const soldOut = rootOf((await ctx.app.inject({ method: 'GET', url })).body);
      expect(soldOut).toContain(CATALOG.th.detail.outOfStock);
      expect(soldOut).not.toContain(CATALOG.th.detail.inStock);
    } finally {
      for (const r of rows) await ctx.database.db.execute(sql`update catalog_variants set stock_reserved = ${r.stock_reserved} where id = ${r.id}`);
    }
    expect(rootOf((await ctx.app.inject({ method: 'GET', url })).body)).toBe(rootOf(first.body));
    // Each answer carries its own request's hydration state.
    const state = (body: string) => JSON.parse(/<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(body)![1]);
    const again = await ctx.app.inject({ method: 'GET', url });
    expect(state(again.body).queries.queries[0].state.dataUpdatedAt).toBeGreaterThan(state(first.body).queries.queries[0].state.dataUpdatedAt);
  });

  it('leaves an unknown product, a path to lowercase, an unknown path and the sign-in return to the browser (shell)', async () => {
    for (const url of ['/smartphones/apple/no-such-phone', '/Smartphones/Apple/iphone-17-pro-max', '/no/such/page/here', '/?login_code=abc']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe('');
      expect(res.body, url).toContain('id="boot-data"');
      expect(res.body, url).not.toContain('id="ssr-data"');
    }
  });

  it('never serves the server bundle itself', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/.ssr/entry-server.js' })).statusCode).toBe(404);
  });
});

describe.each(databaseKinds)('server rendering under BASE_PATH=/store on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { serveWeb: true, WEB_DIST: realDist, BASE_PATH: '/store', SSR_TIMEOUT_MS: 20_000 });
  });
  afterAll(() => ctx.close());

  it('renders links under the base path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/store/?lang=en' });
    const root = rootOf(res.body);
    expect(root).toContain(HOME.en);
    expect(root).toContain('href="/store/cart"');
  });
});

describe('the render cache', { timeout: 90_000 }, () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'ssr-cache-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  // Renders the boot data's zodiac toggle and a count of renders, so a reused page is visible.
  const entry = (hasData: boolean) => `export function configureServerRender() {}
export async function render({ url, boot }) {
  globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
  return { kind: 'html', html: '<p>render ' + globalThis.__ssrRenders + ' zodiac ' + boot.config.zodiac.toggle + ' ' + new URL(url).pathname + '</p>', state: '{}', routeId: 'home', hasData: ${hasData} };
}
`;

  it('reuses the HTML of a page without fetched data for the same URL, language and boot data only', async () => {
    const ctx = await createTestApp('pglite', { serveWeb: true, WEB_DIST: distWith(parent, entry(false)), SSR_TIMEOUT_MS: 20_000 });
    try {
      const get = async (url: string, cookies?: Record<string, string>) => rootOf((await ctx.app.inject({ method: 'GET', url, cookies })).body)!;
      const first = await get('/');
      expect(first).toMatch(/^<p>render \d+ zodiac true \/<\/p>$/);
      expect(await get('/')).toBe(first);
      expect(await get('/', { lang: 'en' })).not.toBe(first);
      expect(await get('/cart')).not.toBe(first);
      const headers = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
      expect((await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers, payload: { toggle: false } })).statusCode).toBe(200);
      expect(await get('/')).toMatch(/zodiac false/);
    } finally {
      await ctx.close();
    }
  });

  it('shares one render among requests for the same page that arrive while it runs', async () => {
    const slow = `export function configureServerRender() {}
export async function render({ url }) {
  globalThis.__ssrRenders = (globalThis.__ssrRenders ?? 0) + 1;
  const n = globalThis.__ssrRenders;
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { kind: 'html', html: '<p>slow ' + n + ' ' + new URL(url).pathname + '</p>', state: '{}', routeId: 'home', hasData: true };
}
`;
    const ctx = await createTestApp('pglite', { serveWeb: true, WEB_DIST: distWith(parent, slow), SSR_TIMEOUT_MS: 20_000 });
    try {
      const get = async (url: string) => rootOf((await ctx.app.inject({ method: 'GET', url })).body)!;
      const [a, b, c, other] = await Promise.all([get('/slow'), get('/slow'), get('/slow'), get('/other')]);
      expect(a).toMatch(/^<p>slow \d+ \/slow<\/p>$/);
      expect(b).toBe(a);
      expect(c).toBe(a);
      expect(other).toMatch(/\/other/);
      // Once it is done, the next request renders again (the data may have changed).
      expect(await get('/slow')).not.toBe(a);
    } finally {
      await ctx.close();
    }
  });

  it('traces the API calls a render makes as children of the page request', async () => {
    const calling = `let call;
export function configureServerRender(options) { call = options.fetch; }
export async function render() {
  const res = await call('/api/health');
  return { kind: 'html', html: '<p>health ' + res.status + '</p>', state: '{}', routeId: 'home', hasData: true };
}
`;
    const exporter = new InMemorySpanExporter();
    const ctx = await createTestApp('pglite', { serveWeb: true, WEB_DIST: distWith(parent, calling), SSR_TIMEOUT_MS: 20_000, OTEL_TRACES: 'on', traceExporter: exporter });
    try {
      expect(rootOf((await ctx.app.inject({ method: 'GET', url: '/traced' })).body)).toBe('<p>health 200</p>');
      const spans = exporter.getFinishedSpans();
      const page = spans.find((s) => s.name === 'GET /*')!;
      const inner = spans.find((s) => s.name === 'GET /api/health')!;
      expect(inner.parentSpanContext?.spanId).toBe(page.spanContext().spanId);
      expect(inner.spanContext().traceId).toBe(page.spanContext().traceId);
      // The inner call's own statements are its children, not the page's.
      for (const statement of spans.filter((s) => s.kind === 2)) expect([page.spanContext().spanId, inner.spanContext().spanId]).toContain(statement.parentSpanContext?.spanId);
    } finally {
      await ctx.close();
    }
  });

  it('never reuses a page with fetched data by its URL, language and boot data alone', async () => {
    const ctx = await createTestApp('pglite', { serveWeb: true, WEB_DIST: distWith(parent, entry(true)), SSR_TIMEOUT_MS: 20_000 });
    try {
      const first = rootOf((await ctx.app.inject({ method: 'GET', url: '/x/y/z' })).body);
      expect(rootOf((await ctx.app.inject({ method: 'GET', url: '/x/y/z' })).body)).not.toBe(first);
    } finally {
      await ctx.close();
    }
  });
});

describe('a server render that fails', { timeout: 90_000 }, () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'ssr-broken-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  const counting = (body: string) =>
    `export function configureServerRender() {}\nexport async function render() { globalThis.__ssrCalls = (globalThis.__ssrCalls ?? 0) + 1; ${body} }\n`;
  const calls = () => (globalThis as { __ssrCalls?: number }).__ssrCalls ?? 0;

  it.each([
    ['throws', counting(`throw new Error('broken on purpose');`), 20_000],
    ['never finishes', counting('return new Promise(() => {});'), 50],
    ['answers nonsense', counting('return undefined;'), 20_000],
  ])('falls back to the client-only page when the render %s', async (_name, entry, timeout) => {
    const ctx = await createTestApp('pglite', { serveWeb: true, WEB_DIST: distWith(parent, entry), SSR_TIMEOUT_MS: timeout });
    try {
      const before = calls();
      const res = await ctx.app.inject({ method: 'GET', url: '/?lang=en' });
      expect(calls()).toBe(before + 1);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('id="boot-data"');
      expect(res.body).not.toContain('id="ssr-data"');
      expect(rootOf(res.body)).toBe('');
    } finally {
      await ctx.close();
    }
  });

  it('serves the client-only page when the server bundle cannot be loaded', async () => {
    const ctx = await createTestApp('pglite', { serveWeb: true, WEB_DIST: distWith(parent, 'export const = ;') });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="boot-data"');
      expect(rootOf(res.body)).toBe('');
    } finally {
      await ctx.close();
    }
  });
});
