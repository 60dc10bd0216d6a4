import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAfterPaintScripts, createFontPreloads, createRoutePreloads } from './route-preloads';

function distWith(manifest: unknown): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The lazy locale namespaces the web build writes (vite.config.ts).
  const chrome = ['th', 'en'].flatMap((lang) => ['common', 'layout', 'dialog'].map((ns) => `${lang}/${ns}.json`));
  for (const file of ['th/home.json', 'en/home.json', 'th/catalog.json', 'th/product.json', ...chrome]) {
    mkdirSync(path.dirname(path.join(dist, 'locales', 'a1b2c3d4', file)), { recursive: true });
    writeFileSync(path.join(dist, 'locales', 'a1b2c3d4', file), '{}');
  }
  return dist;
}

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-1.css'],
    assets: [
      'assets/ibm-plex-sans-thai-thai-400-normal-a1.woff2',
      'assets/ibm-plex-sans-thai-latin-600-normal-b2.woff2',
      'assets/ibm-plex-sans-thai-latin-600-normal-b2.woff',
      'assets/ibm-plex-sans-thai-thai-700-normal-c3.woff2',
    ],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_carousel.js': { file: 'assets/carousel-1.js', imports: ['_vendor.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_carousel.js', '_vendor.js'], css: ['assets/home-page-1.css'] },
  'src/features/catalog/routes/product-page.tsx': { file: 'assets/product-page-1.js', imports: ['index.html', '_vendor.js'], css: ['assets/catalog-1.css'] },
  'src/app/router.tsx': { file: 'assets/router-1.js', imports: ['index.html'] },
};

describe('route preloads', () => {
  const preloads = createRoutePreloads(distWith(manifest));
  const chromeTexts = (lang: string) =>
    ['common', 'layout', 'dialog'].map((ns) => `<link rel="preload" as="fetch" crossorigin href="locales/a1b2c3d4/${lang}/${ns}.json" />`).join('\n    ');
  /** What a page that no entry names gets: the route table and the chrome's texts in its language. */
  const otherPage = (lang: string) => `<link rel="modulepreload" crossorigin href="assets/router-1.js" />\n    ${chromeTexts(lang)}`;

  it("names the chrome's texts in the page's language for every page, before the page's own", () => {
    for (const lang of ['th', 'en'] as const) {
      for (const tags of [preloads('/', lang), preloads('/cart', lang), preloads('/smartphones/apple/iphone-17-pro-max', lang, 'product-detail')]) {
        expect(tags).toContain(chromeTexts(lang));
        expect(tags).not.toContain(`${lang === 'th' ? 'en' : 'th'}/common.json`);
      }
    }
    expect(preloads('/', 'th').indexOf('th/layout.json')).toBeLessThan(preloads('/', 'th').indexOf('th/home.json'));
  });

  it('names the home page chunk, what it imports beyond the entry, its stylesheet and the locale of the language', () => {
    const th = preloads('/', 'th');
    expect(th).toContain('href="assets/home-page-1.js"');
    expect(th).toContain('href="assets/carousel-1.js"');
    expect(th).toContain('<link rel="preload" as="fetch" crossorigin href="locales/a1b2c3d4/th/home.json" />');
    expect(th).not.toContain('en/home.json');
    expect(th).toContain('<link rel="stylesheet" href="assets/home-page-1.css" />');
    // The entry, its imports and its stylesheet are in index.html already.
    expect(th).not.toContain('index-1');
    expect(th).not.toContain('vendor-1');
    expect(preloads('/', 'en')).toContain('href="locales/a1b2c3d4/en/home.json"');
  });

  it('names the chunks and stylesheet of the route the server rendered, by its id', () => {
    const tags = preloads('/smartphones/apple/iphone-17-pro-max', 'th', 'product-detail');
    expect(tags).toContain('href="assets/product-page-1.js"');
    // The browser's route table comes with every page but home (apps/web/src/app/route-table.tsx).
    expect(tags).toContain('href="assets/router-1.js"');
    expect(preloads('/', 'th')).not.toContain('router-1');
    expect(tags).toContain('<link rel="stylesheet" href="assets/catalog-1.css" />');
    expect(tags).toContain('href="locales/a1b2c3d4/th/catalog.json"');
    expect(tags).toContain('href="locales/a1b2c3d4/th/product.json"');
    expect(preloads('/online-store/item/1', 'th', 'online-store-detail')).toBe(tags);
    // Without the id (client-only shell) a product path is not guessed: only the route table is named.
    expect(preloads('/smartphones/apple/iphone-17-pro-max', 'th')).toBe(otherPage('th'));
    expect(preloads('/', 'th', 'home')).toBe(preloads('/', 'th'));
    // A server-rendered route no entry names (a coming-soon page) gets what its path gets: the route table.
    expect(preloads('/online-store/new-thing', 'th', 'online-store-new-thing')).toBe(otherPage('th'));
  });

  it('names only the route table and the chrome texts for other pages, and nothing without a manifest', () => {
    expect(preloads('/cart', 'th')).toBe(otherPage('th'));
    expect(preloads('/cart', 'en')).toBe(otherPage('en'));
    expect(createRoutePreloads(mkdtempSync(path.join(tmpdir(), 'none-')))('/', 'th')).toBe('');
  });
});

describe('font preloads', () => {
  const fonts = createFontPreloads(distWith(manifest));

  it('names the Thai and Latin woff2 files of the weights the page uses for Thai, only Latin for English', () => {
    const th = fonts('th');
    expect(th).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="assets/ibm-plex-sans-thai-thai-400-normal-a1.woff2" />');
    expect(th).toContain('href="assets/ibm-plex-sans-thai-latin-600-normal-b2.woff2"');
    expect(th).not.toContain('.woff"');
    expect(th).not.toContain('700');
    expect(fonts('en')).toBe('<link rel="preload" as="font" type="font/woff2" crossorigin href="assets/ibm-plex-sans-thai-latin-600-normal-b2.woff2" />');
    expect(createFontPreloads(mkdtempSync(path.join(tmpdir(), 'none-')))('th')).toBe('');
  });
});

describe('scripts after the first paint', () => {
  const page = `<html>
  <head>
    <script type="application/json" id="boot-data">{}</script>
    <script type="module" crossorigin src="./assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="./assets/index-1.css">
    <link rel="modulepreload" crossorigin href="assets/product-page-1.js" />
    <link rel="preload" as="font" type="font/woff2" crossorigin href="assets/f.woff2" />
  </head>
  <body><div id="root"><link rel="modulepreload" href="not-in-head.js"></div></body>
</html>`;

  it("moves the module script and the modulepreload links of the head into the loader's list", () => {
    const html = createAfterPaintScripts(distWith({ ...manifest, 'src/after-paint.ts': { file: 'assets/after-paint-1.js', isEntry: true } }))!(page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('index-1.js"></script>');
    expect(JSON.parse(/<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(head)![1])).toEqual({
      entry: './assets/index-1.js',
      preload: ['./assets/vendor-1.js', 'assets/product-page-1.js'],
    });
    expect(head).toContain('<script type="module" fetchpriority="low" src="assets/after-paint-1.js"></script>');
    // What paints stays: stylesheets, font preloads, the body.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="./assets/index-1.css">');
    expect(head).toContain('href="assets/f.woff2"');
    expect(html).toContain('<div id="root"><link rel="modulepreload" href="not-in-head.js"></div>');
  });

  it('is not there without the loader in the build', () => {
    expect(createAfterPaintScripts(distWith(manifest))).toBeNull();
    expect(createAfterPaintScripts(mkdtempSync(path.join(tmpdir(), 'none-')))).toBeNull();
  });
});
