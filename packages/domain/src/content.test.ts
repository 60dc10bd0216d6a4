import { describe, expect, it } from 'vitest';
import { CONTENT_CODES, bannerSchema, contentSchemas, faqItemSchema, isContentCode, menuItemSchema } from './content';

const t = (th: string, en: string) => ({ th, en });
const menuItem = { title: t('มือถือ', 'Phones'), link: '/online-store/list/smartphones', show: true, active: true, sub_menu: [] };

describe('content codes', () => {
  it('has the documents the shared chrome and home page read', () => {
    expect([...CONTENT_CODES].sort()).toEqual(['faq', 'footer', 'home-banners', 'home-journeys', 'main-menu', 'middle-bar', 'top-bar']);
  });

  it.each(['nope', 'FAQ', '', 'constructor', 'toString'])('isContentCode refuses %j', (code) => {
    expect(isContentCode(code)).toBe(false);
  });
});

describe('menuItemSchema (spec 3 header menu item)', () => {
  it('accepts nested sub menus', () => {
    const nested = { ...menuItem, sub_menu: [{ ...menuItem, link: null, sub_menu: [menuItem] }] };
    expect(menuItemSchema.parse(nested)).toEqual(nested);
  });

  it('rejects a title without both languages', () => {
    expect(menuItemSchema.safeParse({ ...menuItem, title: { th: 'มือถือ' } }).success).toBe(false);
  });

  it('rejects a bad item deep in a sub menu and says where', () => {
    const bad = { ...menuItem, sub_menu: [{ ...menuItem, sub_menu: [{ ...menuItem, show: 'yes' }] }] };
    const result = menuItemSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['sub_menu', 0, 'sub_menu', 0, 'show']);
  });
});

describe('faqItemSchema (spec 3 FAQ item)', () => {
  const faq = { id: 'f1', title: t('ถาม', 'Q'), description: t('ตอบ', 'A'), link: '/editorial/help', custom_fields: { base_url: '', icon: 'truck' } };

  it('accepts an item with custom_fields base_url and icon', () => {
    expect(faqItemSchema.parse(faq)).toEqual(faq);
  });

  it('rejects an item without custom_fields', () => {
    const { custom_fields: _omit, ...rest } = faq;
    expect(faqItemSchema.safeParse(rest).success).toBe(false);
  });
});

describe('bannerSchema', () => {
  const banner = { id: 'b1', title: t('ก', 'A'), subtitle: t('ข', 'B'), cta: t('ค', 'C'), link: '/', theme: 'red', art: 'phone' };

  it('accepts a known theme and art', () => {
    expect(bannerSchema.safeParse(banner).success).toBe(true);
  });

  it('rejects an unknown theme', () => {
    expect(bannerSchema.safeParse({ ...banner, theme: 'pink' }).success).toBe(false);
  });
});

describe('contentSchemas', () => {
  it('top bar takes only the spec 3 brand header types', () => {
    for (const type of ['normal', 'content', 'purchase', 'member']) {
      expect(contentSchemas['top-bar'].safeParse({ brand_header_type: type, links: [] }).success).toBe(true);
    }
    expect(contentSchemas['top-bar'].safeParse({ brand_header_type: 'fancy', links: [] }).success).toBe(false);
  });

  it('middle bar positions are integers', () => {
    const group = { name: t('ก', 'A'), position: 1.5, link: '/', product_service_headers: [] };
    expect(contentSchemas['middle-bar'].safeParse([group]).success).toBe(false);
    expect(contentSchemas['middle-bar'].safeParse([{ ...group, position: 1 }]).success).toBe(true);
  });

  it('the main menu is a list, not a single item', () => {
    expect(contentSchemas['main-menu'].safeParse(menuItem).success).toBe(false);
    expect(contentSchemas['main-menu'].safeParse([menuItem]).success).toBe(true);
  });
});
