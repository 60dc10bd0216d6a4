import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CHROME_NAMESPACES, LANGS, parseLang, type Lang } from '@store/domain/lang';
import { emit } from './events';
import { localeUrl } from './locale-url';
import { STORAGE_KEYS, storage } from './storage';

// Every namespace is JSON the browser fetches (locales/<version>/<lang>/<ns>.json, written by the web
// build, vite.config.ts), in the page's language only. The chrome's (CHROME_NAMESPACES) come before the
// first render (initI18n's promise), preloaded by a server-rendered page's head
// (apps/server/src/route-preloads.ts); a page's own come with its code (app/lazy-page.ts) or on demand
// by react-i18next.
/** How often a namespace's fetch is retried when the network fails (i18next's backend retries, backing off from 350 ms). */
const FETCH_RETRIES = 3;

/**
 * An i18next backend that fetches a namespace's JSON; a namespace that does not exist (404) is empty.
 * A failed fetch is retried by i18next (a second argument to the callback asks for it) up to
 * FETCH_RETRIES times; a namespace that still fails shows its keys, and the next page that needs it
 * asks again (a failure reported with that second argument leaves the namespace unloaded, not failed).
 */
const namespaceBackend = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, callback: (error: unknown, data?: Record<string, unknown> | boolean) => void) {
    fetch(localeUrl(__LOCALES_VERSION__, lang, ns, document.baseURI))
      .then(async (response) => {
        if (response.status === 404) return {};
        if (!response.ok) throw new Error(`locale ${lang}/${ns}: HTTP ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error, true),
      );
  },
};

/** Loads namespaces for the current language (used by lazy routes so a page never renders untranslated). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  // The server renders with its own instance per request, which has every namespace (i18n-server.ts).
  if (import.meta.env.SSR) return Promise.resolve();
  return i18next.loadNamespaces(namespaces);
}

/**
 * The language at start-up: a `lang` query parameter wins (lowercased; anything but th or en means
 * th, spec 2), else the `lang` cookie (what the server renders in too), else the stored choice, else
 * Thai. The cookie and the storage are written together on every start and switch (applyLang); the
 * storage only decides for a visitor whose cookie is gone (docs/decisions/013).
 */
export function initialLang(search: string, cookie = typeof document === 'undefined' ? '' : document.cookie): Lang {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery !== null) return parseLang(fromQuery);
  const fromCookie = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  if (fromCookie) return parseLang(fromCookie);
  return parseLang(storage.get(STORAGE_KEYS.lang));
}

/** Starts i18next in `lang`; the promise settles once the chrome's namespaces are in (or have failed: the page then shows their keys). */
export function initI18n(lang: Lang): Promise<unknown> {
  const ready = i18next
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // No fallback: an English page would fetch every Thai namespace too. Both languages carry the
      // same keys (lib/locales.test.ts).
      fallbackLng: false,
      supportedLngs: [...LANGS],
      defaultNS: 'common',
      ns: [...CHROME_NAMESPACES],
      maxRetries: FETCH_RETRIES,
      interpolation: { escapeValue: false },
    })
    .catch(() => undefined);
  applyLang(lang);
  return ready;
}

function applyLang(lang: Lang) {
  document.documentElement.lang = lang;
  storage.set(STORAGE_KEYS.lang, lang);
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches language (spec 4): sets <html lang>, stores the choice and fires language-changed. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await i18next.changeLanguage(lang);
  applyLang(lang);
  emit('language-changed', { lang });
}

export function currentLang(): Lang {
  return parseLang(i18next.language);
}
