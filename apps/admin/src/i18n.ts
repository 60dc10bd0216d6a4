import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import en from './locales/en.json';
import raTh from './locales/ra-th.json';
import th from './locales/th.json';
import opsEn from './locales/ops.en.json';
import opsTh from './locales/ops.th.json';
// Numerology, conversions queue, dates and cursor paging (admin-content2, decision 045).
import content2En from './locales/content2.en.json';
import content2Th from './locales/content2.th.json';
// Product pages: SEO text and pictures per gallery view (decisions 042 and 045, addenda).
import productsEn from './locales/products.en.json';
import productsTh from './locales/products.th.json';

type Messages = Record<string, unknown>;

function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = value && typeof value === 'object' && !Array.isArray(value) && base[key] && typeof base[key] === 'object' ? merge(base[key] as Messages, value as Messages) : value;
  }
  return out;
}

/** Thai first (the default), English second; a react-admin text not translated to Thai falls back to English. */
const messages: Record<'th' | 'en', TranslationMessages> = {
  th: merge(merge(merge(merge(merge(englishMessages as unknown as Messages, raTh), th), opsTh), content2Th), productsTh) as unknown as TranslationMessages,
  en: merge(merge(merge(merge(englishMessages as unknown as Messages, en), opsEn), content2En), productsEn) as unknown as TranslationMessages,
};

const STORAGE_KEY = 'admin.lang';

function initialLocale(): 'th' | 'en' {
  // ?lang=en|th (a link into the console) wins and is kept; else the last choice; else Thai.
  const query = new URLSearchParams(window.location.search).get('lang');
  if (query === 'en' || query === 'th') {
    localStorage.setItem(STORAGE_KEY, query);
    return query;
  }
  const saved = localStorage.getItem(STORAGE_KEY);
  return saved === 'en' ? 'en' : 'th';
}

const polyglot = polyglotI18nProvider((locale) => messages[locale as 'th' | 'en'] ?? messages.th, initialLocale(), [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
]);

/**
 * The console's texts (locales/*.json): server errors arrive as `errors.<code>` (api.ts) and are shown
 * in the staff member's language; an unknown code gets the general message.
 */
export const i18nProvider = {
  ...polyglot,
  translate(key: string, options?: Record<string, unknown>) {
    const text = polyglot.translate(key, options);
    if (text === key && key.startsWith('errors.')) return polyglot.translate('errors.unknown', options);
    return text;
  },
  changeLocale(locale: string) {
    localStorage.setItem(STORAGE_KEY, locale);
    document.documentElement.lang = locale;
    return polyglot.changeLocale(locale);
  },
};
document.documentElement.lang = initialLocale();
