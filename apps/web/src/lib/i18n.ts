import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, parseLang, type Lang } from '@store/domain/lang';
import { emit } from './events';
import { STORAGE_KEYS, storage } from './storage';

// Every namespace file under locales/<lang>/ is bundled; a feature owns its own namespace file.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(files)) {
  const [, lang, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  (resources[lang] ??= {})[ns] = messages;
}

/**
 * The language at start-up: a `lang` query parameter wins (lowercased; anything but th or en means
 * th, spec 2), else the stored choice, else Thai.
 */
export function initialLang(search: string): Lang {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery !== null) return parseLang(fromQuery);
  return parseLang(storage.get(STORAGE_KEYS.lang));
}

export function initI18n(lang: Lang) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LANG] ?? {}),
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
