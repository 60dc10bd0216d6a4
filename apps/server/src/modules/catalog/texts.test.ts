import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';

type Text = { th: string; en: string };
type SeoText = { slug: string; title: Text; description: Text };
type EditorialText = { id: string; title: Text; summary: Text; body: { kind: 'h2' | 'p'; text: Text }[] };

describe.each(databaseKinds)('store-list SEO texts and editorials through the content drafts on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    editor = await signedInStaff(ctx.app, ['content_editor']);
    support = await signedInStaff(ctx.app, ['support']);
  }, 300_000);
  afterAll(() => ctx.close());
  const shopper = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists both documents; the published copy is the catalogue’s own', async () => {
    const list = (await editor.call('GET', '/admin/content')).json().data as { code: string; published: boolean }[];
    expect(list.filter((c) => c.code === 'seo-texts' || c.code === 'editorials')).toEqual([
      expect.objectContaining({ code: 'seo-texts', published: true, has_draft: false }),
      expect.objectContaining({ code: 'editorials', published: true, has_draft: false }),
    ]);
    const seo = (await editor.call('GET', '/admin/content/seo-texts')).json().data;
    const smartphones = (seo.published as SeoText[]).find((s) => s.slug === 'smartphones')!;
    expect(smartphones.title).toEqual((await shopper('/store-lists/smartphones')).title);
    const editorials = (await editor.call('GET', '/admin/content/editorials')).json().data.published as EditorialText[];
    expect(editorials.find((e) => e.id === 'apple-guide')!.title.en).toBe('Which iPhone is right for you?');
  });

  it('a store list’s SEO text is a draft shoppers do not see until it is published; audited', async () => {
    const seo = (await editor.call('GET', '/admin/content/seo-texts')).json().data.published as SeoText[];
    const draft = structuredClone(seo);
    const item = draft.find((s) => s.slug === 'smartphones')!;
    item.title = { th: 'มือถือรุ่นใหม่ ราคาดี', en: 'New phones, good prices' };
    item.description = { th: 'ผ่อน 0% นาน 10 เดือน', en: '0% instalments for 10 months' };
    const saved = await editor.call('PUT', '/admin/content/seo-texts/draft', { data: draft });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shopper('/store-lists/smartphones')).title.en).toBe('Smartphones');

    const published = await editor.call('POST', '/admin/content/seo-texts/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.draft).toBeNull();
    expect(await shopper('/store-lists/smartphones')).toMatchObject({ title: item.title, description: item.description });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.publish'), eq(auditLog.objectId, 'seo-texts')));
    expect(audit).toBeTruthy();
  });

  it('an editorial’s texts are published to its page; lists and pages left out keep theirs', async () => {
    const before = await shopper('/editorials/apple-guide');
    const draft: EditorialText[] = [
      {
        id: 'apple-guide',
        title: { th: 'คู่มือเลือก iPhone', en: 'An iPhone buying guide' },
        summary: before.summary,
        body: [{ kind: 'p', text: { th: 'เลือกตามขนาดจอ', en: 'Choose by screen size' } }],
      },
    ];
    expect((await editor.call('PUT', '/admin/content/editorials/draft', { data: draft })).statusCode).toBe(200);
    expect((await shopper('/editorials/apple-guide')).title).toEqual(before.title);
    expect((await editor.call('POST', '/admin/content/editorials/publish')).statusCode).toBe(200);
    const after = await shopper('/editorials/apple-guide');
    expect(after).toMatchObject({ title: draft[0].title, body: draft[0].body, theme: before.theme, shop_id: before.shop_id });
    expect(after.products).toEqual(before.products);
    // The whole list is still there: the others kept their texts.
    const all = (await editor.call('GET', '/admin/content/editorials')).json().data.published as EditorialText[];
    expect(all.length).toBeGreaterThan(1);
  });

  it('refuses an unknown list or page, a text missing a language, and a duplicate (400 content_invalid)', async () => {
    const unknown = await editor.call('PUT', '/admin/content/seo-texts/draft', {
      data: [{ slug: 'no-such-list', title: { th: 'ก', en: 'A' }, description: { th: 'ข', en: 'B' } }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('content_invalid');
    const noEnglish = await editor.call('PUT', '/admin/content/editorials/draft', {
      data: [{ id: 'apple-guide', title: { th: 'ก', en: ' ' }, summary: { th: 'ข', en: 'B' }, body: [{ kind: 'p', text: { th: 'ค', en: 'C' } }] }],
    });
    expect(noEnglish.statusCode).toBe(400);
    const text = { th: 'ก', en: 'A' };
    const twice = await editor.call('PUT', '/admin/content/seo-texts/draft', {
      data: [
        { slug: 'all', title: text, description: text },
        { slug: 'all', title: text, description: text },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await editor.call('GET', '/admin/content/seo-texts')).json().data.draft).toBeNull();
  });

  it('refuses staff without content.write (403) and changes nothing', async () => {
    const before = await shopper('/store-lists/all');
    const draft = [{ slug: 'all', title: { th: 'ทุกอย่าง', en: 'Everything' }, description: before.description }];
    const refused = await support.call('PUT', '/admin/content/seo-texts/draft', { data: draft });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('permission_denied');
    expect((await editor.call('GET', '/admin/content/seo-texts')).json().data.draft).toBeNull();
    await editor.call('PUT', '/admin/content/seo-texts/draft', { data: draft });
    expect((await support.call('POST', '/admin/content/seo-texts/publish')).statusCode).toBe(403);
    expect((await support.call('DELETE', '/admin/content/seo-texts/draft')).statusCode).toBe(403);
    expect(await shopper('/store-lists/all')).toEqual(before);
    expect((await editor.call('GET', '/admin/content/seo-texts')).json().data.draft).toEqual(draft);
    expect((await editor.call('DELETE', '/admin/content/seo-texts/draft')).statusCode).toBe(200);
  });
});
