import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Thai and English carry the same messages: the browser loads only the page language's namespaces
 * (no Thai fallback is fetched for an English page), so a key missing in one language would show as
 * its raw key. Plural forms differ by language (Thai has only `_other`), so they count as one key.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix.replace(PLURAL, '')];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const read = (lang: string, file: string) => [...new Set(keys(JSON.parse(readFileSync(path.join(dir, lang, file), 'utf8'))))].sort();

describe('locales', () => {
  const files = readdirSync(path.join(dir, 'th')).filter((f) => f.endsWith('.json'));

  it('has the same namespaces in Thai and English', () => {
    expect(
      readdirSync(path.join(dir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(files.sort());
  });

  it.each(files)('%s has the same keys in Thai and English', (file) => {
    expect(read('en', file)).toEqual(read('th', file));
  });
});
