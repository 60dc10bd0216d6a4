import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '@store/domain/lang';

// The server bundle carries every namespace of both languages: a request never waits for a chunk.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(files)) {
  const [, lang, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  (resources[lang] ??= {})[ns] = messages;
}

/** A fresh i18next instance for one server render, in `lang` (never the shared browser instance). */
export function createServerI18n(lang: Lang): i18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LANG] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
