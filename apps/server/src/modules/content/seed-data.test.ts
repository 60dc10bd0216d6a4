import { describe, expect, it } from 'vitest';
import { BOTTOM_MENU_MAX_ENTRIES } from '@store/domain/constants';
import { CONTENT_CODES, contentSchemas, type MenuItem } from '@store/domain/content';
import { contentSeed } from './seed-data';

/** Every {th, en} pair anywhere in a document, with where it sits. */
function texts(value: unknown, at = ''): { at: string; th: unknown; en: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('th' in record && 'en' in record && Object.keys(record).length === 2) return [{ at, th: record.th, en: record.en }];
    return Object.entries(record).flatMap(([k, v]) => texts(v, `${at}.${k}`));
  }
  return [];
}

function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (k === 'link' && typeof v === 'string' ? [v] : links(v)));
  }
  return [];
}

describe('content seed', () => {
  it('has a document for every content code', () => {
    expect(Object.keys(contentSeed).sort()).toEqual([...CONTENT_CODES].sort());
  });

  it.each(CONTENT_CODES)('%s validates against its schema', (code) => {
    const result = contentSchemas[code].safeParse(contentSeed[code]);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('has a main menu of at least 15 entries, each shown and titled in both languages', () => {
    const menu: MenuItem[] = contentSeed['main-menu'];
    expect(menu.length).toBeGreaterThanOrEqual(BOTTOM_MENU_MAX_ENTRIES);
    for (const item of menu) {
      expect(item.show).toBe(true);
      expect(item.title.th).not.toBe('');
      expect(item.title.en).not.toBe('');
    }
  });

  it('writes every text in Thai and English, and the Thai text in Thai script', () => {
    const all = CONTENT_CODES.flatMap((code) => texts(contentSeed[code], code));
    expect(all.length).toBeGreaterThan(100);
    for (const text of all) {
      expect(typeof text.th === 'string' && text.th.trim() !== '', `${text.at}.th`).toBe(true);
      expect(typeof text.en === 'string' && text.en.trim() !== '', `${text.at}.en`).toBe(true);
    }
    const thai = all.filter((text) => /[\u0E00-\u0E7F]/.test(String(text.th)));
    expect(thai.length / all.length).toBeGreaterThan(0.8);
  });

  it('links only inside the store, as root-relative paths', () => {
    const all = CONTENT_CODES.flatMap((code) => links(contentSeed[code]));
    expect(all.length).toBeGreaterThan(50);
    for (const link of all) expect(link, link).toMatch(/^\/[A-Za-z0-9\-/_]*$/);
  });

  it('gives FAQ items and banners unique ids', () => {
    const faqIds = contentSeed.faq.map((f) => f.id);
    const bannerIds = contentSeed['home-banners'].map((b) => b.id);
    expect(new Set(faqIds).size).toBe(faqIds.length);
    expect(new Set(bannerIds).size).toBe(bannerIds.length);
  });
});
