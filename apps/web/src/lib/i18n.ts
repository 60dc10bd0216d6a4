import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, parseLang, type Lang } from '@store/domain/lang';
import { emit } from './events';
import { localeUrl } from './locale-url';
import { STORAGE_KEYS, storage } from './storage';

// The chrome's namespaces are bundled with the main chunk (both languages: they are small and needed
// for the first paint). Every other namespace is fetched as JSON (locales/<version>/<lang>/<ns>.json,
// written by the web build, vite.config.ts) with the page that uses it (see app/lazy-page.ts) or on
// demand by react-i18next: no per-namespace entry in the main chunk.
const EAGER_NAMESPACES = ['common', 'layout', 'dialog'];
const eagerFiles = import.meta.glob<Record<string, unknown>>(['../locales/*/common.json', '../locales/*/layout.json', '../locales/*/dialog.json'], {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(eagerFiles)) {
  const [, lang, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  (resources[lang] ??= {})[ns] = messages;
}

/** An i18next backend that fetches a lazy namespace's JSON; a namespace that does not exist (404) is empty. */
const lazyNamespaceBackend = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, callback: (error: unknown, data?: Record<string, unknown>) => void) {
    fetch(localeUrl(__LOCALES_VERSION__, lang, ns, document.baseURI))
      .then(async (response) => {
        if (response.status === 404) return {};
        if (!response.ok) throw new Error(`locale ${lang}/${ns}: HTTP ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error),
      );
  },
};

/** Loads namespaces for the current language (used by lazy routes so a page never renders untranslated). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  // The server renders with its own instance per request, which has every namespace (i18n-server.ts).
  if (import.meta.env.SSR) return Promise.resolve();
  return i18next.loadNamespaces(namespaces.filter((ns) => !EAGER_NAMESPACES.includes(ns)));
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

export function initI18n(lang: Lang) {
  void i18next
    .use(lazyNamespaceBackend)
    .use(initReactI18next)
    .init({
      resources,
      lng: lang,
      // No fallback: an English page would fetch every Thai namespace too. Both languages carry the
      // same keys (lib/locales.test.ts).
      fallbackLng: false,
      supportedLngs: [...LANGS],
      defaultNS: 'common',
      ns: EAGER_NAMESPACES,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  applyLang(lang);
  return i18next;
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
