/**
 * Where a lazy locale namespace's JSON is: `locales/<version>/<lang>/<ns>.json` beside the app (the
 * web build writes it there, vite.config.ts), resolved against the document base so one build works
 * under any base path. The version changes with the locale files' contents, so the server caches them for a year.
 */
export function localeUrl(version: string, lang: string, ns: string, base: string): string {
  return new URL(`locales/${version}/${encodeURIComponent(lang)}/${encodeURIComponent(ns)}.json`, base).href;
}
