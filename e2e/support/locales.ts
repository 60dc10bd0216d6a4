import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Lang = 'th' | 'en';

const cache = new Map<string, Record<string, unknown>>();

/**
 * A UI text from the storefront's own locale files (apps/web/src/locales/<lang>/<ns>.json), so the
 * tests select by the same accessible names the shopper sees. `key` may be dotted ("faq.title");
 * `{{name}}` placeholders are filled from `values`.
 */
export function text(lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}): string {
  const file = fileURLToPath(new URL(`../../apps/web/src/locales/${lang}/${ns}.json`, import.meta.url));
  let messages = cache.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, messages);
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** text() bound to one language and namespace. */
export function texts(lang: Lang, ns: string) {
  return (key: string, values?: Record<string, string | number>) => text(lang, ns, key, values);
}
