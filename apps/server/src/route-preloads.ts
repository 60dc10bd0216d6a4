import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_NAMESPACES, LANGS, type Lang } from '@store/domain/lang';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The page chunks a path needs, by source file and locale namespace: the router would find them only
 * after the main chunk has run, so the server names them in the HTML and the browser fetches them at once.
 */
const isHome = (p: string) => p === '/' || p === '';
/** The browser's table of every route but home (apps/web/src/app/route-table.tsx): every other page needs it before its own chunk. */
const ROUTE_TABLE = 'src/app/router.tsx';
const ROUTES: { ids: string[]; match: (pathname: string) => boolean; sources: string[]; namespaces: string[] }[] = [
  { ids: ['home'], match: isHome, sources: ['src/features/home/home-page.tsx'], namespaces: ['home'] },
  // Known by route id only: the server names it when it renders the page (its stylesheet must come with the HTML).
  {
    ids: ['product-detail', 'online-store-detail'],
    match: () => false,
    sources: [ROUTE_TABLE, 'src/features/catalog/routes/product-page.tsx'],
    namespaces: ['catalog', 'product'],
  },
  // Any other page: the route table, whatever the page (its own chunk is known once the table is in).
  { ids: [], match: (p) => !isHome(p), sources: [ROUTE_TABLE], namespaces: [] },
];

/**
 * `<link>` tags preloading the chunks, styles and locale namespaces (the chrome's and the page's own)
 * of a page, empty without a manifest: by the route id the server rendered when an entry names it,
 * else by `pathname`.
 */
export function createRoutePreloads(dist: string): (pathname: string, lang: Lang, routeId?: string) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;

  const collect = (key: string, js: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    // The entry and what it imports are already in index.html.
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((k) => collect(k, js, css));
  };
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => [chunk.file, ...(chunk.imports ?? []).map((k) => manifest[k]?.file)]),
  );

  // The locale namespaces are JSON the app fetches from locales/<version>/<lang>/<ns>.json (the web
  // build writes one version folder, vite.config.ts); `crossorigin` makes the preload match fetch()'s request.
  const localesDir = path.join(dist, 'locales');
  const localesVersion = existsSync(localesDir) ? readdirSync(localesDir).find((name) => /^[\w-]+$/.test(name)) : undefined;

  const tagsFor = (route: (typeof ROUTES)[number], lang: Lang): string => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const source of route.sources) collect(source, js, css);
    const links = [...js].filter((f) => !entryFiles.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`);
    if (localesVersion) {
      // The chrome's namespaces first: every page renders with them (apps/web/src/lib/i18n.ts).
      const locales = [...CHROME_NAMESPACES, ...route.namespaces].map((ns) => `locales/${localesVersion}/${lang}/${ns}.json`).filter((f) => existsSync(path.join(dist, f)));
      links.push(...locales.map((f) => `<link rel="preload" as="fetch" crossorigin href="${f}" />`));
    }
    links.push(...[...css].map((f) => `<link rel="stylesheet" href="${f}" />`));
    return links.join('\n    ');
  };
  // The tags depend only on the route and the language: computed once, not per request.
  const tags = ROUTES.map((route) => ({
    ids: route.ids,
    match: route.match,
    byLang: Object.fromEntries(LANGS.map((lang) => [lang, tagsFor(route, lang)])) as Record<Lang, string>,
  }));

  // By the rendered route's id where an entry names it, else by the path (a server-rendered page of another route still gets the route table).
  return (pathname, lang, routeId) => ((routeId && tags.find((t) => t.ids.includes(routeId))) || tags.find((t) => t.match(pathname)))?.byLang[lang] ?? '';
}

/** The webfont files the first paint of a page in `lang` uses (IBM Plex Sans Thai, regular and semibold). */
const FONT_FILES: Record<Lang, RegExp> = {
  th: /ibm-plex-sans-thai-(thai|latin)-(400|600)-normal-[\w-]+\.woff2$/,
  en: /ibm-plex-sans-thai-latin-(400|600)-normal-[\w-]+\.woff2$/,
};

/**
 * `<link rel="preload">` tags for the webfonts of a server-rendered page: its text paints from the
 * HTML, so the fonts are fetched with the stylesheet instead of after it (empty without a manifest).
 */
export function createFontPreloads(dist: string): (lang: Lang) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk & { assets?: string[] }>;
  const assets = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.assets ?? []);
  const tags = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      assets
        .filter((a) => FONT_FILES[lang].test(a))
        .map((a) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${a}" />`)
        .join('\n    '),
    ]),
  ) as Record<Lang, string>;
  return (lang) => tags[lang];
}

/** The browser build's second entry (apps/web/src/after-paint.ts). */
const AFTER_PAINT_SOURCE = 'src/after-paint.ts';

/**
 * For a server-rendered page (docs/decisions/013): takes the module script and the modulepreload
 * links out of the page's head, lists them as JSON in `<script type="application/json" id="page-scripts">`
 * and starts the page with the after-paint loader instead, which requests them once the page has
 * painted. The loader itself is fetched at low priority: the stylesheets and fonts come first (and
 * Lighthouse does not count a low-priority script as holding up the first paint). Null when the
 * build has no loader (the caller then keeps the tags).
 */
export function createAfterPaintScripts(dist: string): ((html: string) => string) | null {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const loader = (JSON.parse(readFileSync(file, 'utf8')) as Manifest)[AFTER_PAINT_SOURCE]?.file;
  if (!loader) return null;
  return (html) => {
    const end = html.indexOf('</head>');
    if (end < 0) return html;
    const preload: string[] = [];
    let entry: string | undefined;
    const head = html
      .slice(0, end)
      .replace(/\s*<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
        preload.push(href);
        return '';
      })
      .replace(/\s*<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
        entry = src;
        return '';
      });
    if (!entry) return html;
    const scripts = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
    return `${head.trimEnd()}\n    <script type="application/json" id="page-scripts">${scripts}</script>\n    <script type="module" fetchpriority="low" src="${loader}"></script>\n  ${html.slice(end)}`;
  };
}
