/** Languages of the store; Thai is the default (spec 2, 9). */
export const LANGS = ['th', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'th';
/** The storefront's locale namespaces every page renders with (header, menus, footer, dialogs): fetched before the first render, and preloaded by the server with every page. */
export const CHROME_NAMESPACES = ['common', 'layout', 'dialog'] as const;

/** The `lang` query rule of spec section 2: lowercased, accepted only if th or en, else th. */
export function parseLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const lower = value.trim().toLowerCase();
  return (LANGS as readonly string[]).includes(lower) ? (lower as Lang) : DEFAULT_LANG;
}

/** A text in both languages, the shape of every catalogue and content string. */
export interface I18nText {
  th: string;
  en: string;
}

/** Picks the text of the current language, falling back to Thai when English is empty. */
export function pickText(text: I18nText, lang: Lang): string {
  return text[lang] || text.th;
}
