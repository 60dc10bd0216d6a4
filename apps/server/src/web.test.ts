import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configDefaults } from '@store/domain/config';
import { contentSeed } from './modules/content/seed-data';
import { createTestApp, databaseKinds, TEST_OPERATOR_TOKEN } from './test/databases';

const template = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="./assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div><!--boot--></body>
</html>
`;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'store-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), template);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The lazy locale namespaces, by build-wide version (vite.config.ts), one precompressed as the build does.
  mkdirSync(path.join(dist, 'locales', 'a1b2c3d4', 'en'), { recursive: true });
  writeFileSync(path.join(dist, 'locales', 'a1b2c3d4', 'en', 'home.json'), '{"title":"Home"}');
  const big = JSON.stringify({ text: 'x'.repeat(2000) });
  writeFileSync(path.join(dist, 'locales', 'a1b2c3d4', 'en', 'catalog.json'), big);
  writeFileSync(path.join(dist, 'locales', 'a1b2c3d4', 'en', 'catalog.json.gz'), gzipSync(big));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function bootData(html: string) {
  const match = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'boot data script').not.toBeNull();
  return JSON.parse(match![1]);
}

describe.each(databaseKinds)('storefront serving on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { serveWeb: true, WEB_DIST: dist });
  });
  afterAll(() => ctx.close());

  it('answers a deep link with index.html, the base href and the boot data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/some/deep/path' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="th">');
    expect(res.body).toContain('<base href="/" />');
    expect(res.body).not.toContain('<!--boot-->');
    const boot = bootData(res.body);
    expect(boot.basePath).toBe('');
    expect(boot.config).toEqual(configDefaults);
    expect(boot.content['main-menu']).toEqual(contentSeed['main-menu']);
  });

  it('answers / with index.html', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="boot-data"');
  });

  it('answers /index.html like any page, never the raw template', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<base href="/" />');
    expect(res.body).not.toContain('<!--boot-->');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['?lang=EN', 'en'],
    ['?lang=en', 'en'],
    ['?lang=fr', 'th'],
    ['?lang=', 'th'],
    ['?lang=%22%3E%3Cscript%3E', 'th'],
  ])('sets the document language from %s to %s', async (query, lang) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/online-store/list/all${query}` });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).not.toContain('"><script>');
  });

  it('takes the language from the lang cookie when the query has none', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/packages', cookies: { lang: 'en' } });
    expect(res.body).toContain('<html lang="en">');
    const overridden = await ctx.app.inject({ method: 'GET', url: '/packages?lang=th', cookies: { lang: 'en' } });
    expect(overridden.body).toContain('<html lang="th">');
  });

  it('inlines the current config and content, not a copy from start-up', async () => {
    const headers = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    await ctx.app.inject({ method: 'PUT', url: '/api/config/zodiac', headers, payload: { toggle: false } });
    const faq = [{ ...contentSeed.faq[0], title: { th: 'ใหม่', en: '</script><script>alert(1)</script>' } }];
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/content/faq', headers, payload: faq })).statusCode).toBe(200);

    const res = await ctx.app.inject({ method: 'GET', url: '/help' });
    const boot = bootData(res.body);
    expect(boot.config.zodiac).toEqual({ toggle: false });
    expect(boot.content.faq[0].title.en).toBe('</script><script>alert(1)</script>');
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('serves a built asset with a long immutable cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a locale namespace as JSON with a long immutable cache, precompressed when asked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/locales/a1b2c3d4/en/home.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toEqual({ title: 'Home' });
    const gz = await ctx.app.inject({ method: 'GET', url: '/locales/a1b2c3d4/en/catalog.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^application\/json/);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).text).toHaveLength(2000);
  });

  it('serves other files of the build with a short cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/nope.js', '/nope.png', '/locales/a1b2c3d4/en/nope.json', '/locales/0000/en/home.json', '/assets/../../package.json', '/%2e%2e/%2e%2e/package.json'])(
    'answers the missing file %s with 404, not index.html',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('boot-data');
    },
  );

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('still answers the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/zodiac' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends the security headers with the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(databaseKinds)('storefront under BASE_PATH=/store on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { serveWeb: true, WEB_DIST: dist, BASE_PATH: '/store' });
  });
  afterAll(() => ctx.close());

  it.each(['/store', '/store/', '/store/online-store/list/all'])('serves %s with <base href="/store/">', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<base href="/store/" />');
    expect(bootData(res.body).basePath).toBe('/store');
  });

  it('serves the assets and the API under the base path', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/store/assets/app-abc123.js' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/store/locales/a1b2c3d4/en/home.json' })).json()).toEqual({ title: 'Home' });
    expect((await ctx.app.inject({ method: 'GET', url: '/store/api/config/zodiac' })).statusCode).toBe(200);
  });

  it('serves nothing outside the base path', async () => {
    for (const url of ['/', '/online-store/list/all', '/assets/app-abc123.js', '/api/config']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('keeps unknown API paths under the base path as JSON 404s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/store/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('answers a missing asset under the base path with 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/store/assets/nope.js' })).statusCode).toBe(404);
  });
});
