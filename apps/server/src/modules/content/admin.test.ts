import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';

describe.each(databaseKinds)('console content drafts on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    editor = await signedInStaff(ctx.app, ['content_editor']);
    support = await signedInStaff(ctx.app, ['support']);
  });
  afterAll(() => ctx.close());
  const shopperBanners = async () => (await ctx.app.inject({ method: 'GET', url: '/api/content/home-banners' })).json().data as { title: { th: string; en: string } }[];

  it('a draft is validated and invisible to shoppers until published; publishing is audited', async () => {
    const published = await shopperBanners();
    const list = (await editor.call('GET', '/admin/content')).json().data;
    expect(list.find((c: { code: string }) => c.code === 'home-banners')).toMatchObject({ published: true, has_draft: false });

    const bad = await editor.call('PUT', '/admin/content/home-banners/draft', { data: [{ id: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('content_invalid');

    const draft = structuredClone(published);
    draft[0].title = { th: 'ลดแรงส่งท้ายปี', en: 'Year-end deals' };
    const saved = await editor.call('PUT', '/admin/content/home-banners/draft', { data: draft });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ code: 'home-banners', draft_updated_by: editor.email });
    expect((await shopperBanners())[0].title).toEqual(published[0].title);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/content' })).json().data['home-banners'][0].title).toEqual(published[0].title);

    const done = await editor.call('POST', '/admin/content/home-banners/publish');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.draft).toBeNull();
    expect((await shopperBanners())[0].title).toEqual({ th: 'ลดแรงส่งท้ายปี', en: 'Year-end deals' });
    const again = await editor.call('POST', '/admin/content/home-banners/publish');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('content_no_draft');

    await editor.call('PUT', '/admin/content/home-banners/draft', { data: published });
    expect((await editor.call('DELETE', '/admin/content/home-banners/draft')).json().data.draft).toBeNull();
    expect((await shopperBanners())[0].title).toEqual({ th: 'ลดแรงส่งท้ายปี', en: 'Year-end deals' });
  });

  it('the main menu is edited as nested entries: a submenu entry is validated, previewed as a draft and published', async () => {
    type Entry = { title: { th: string; en: string }; link: string | null; show: boolean; active: boolean; sub_menu: Entry[] };
    const shopperMenu = async () => (await ctx.app.inject({ method: 'GET', url: '/api/content/main-menu' })).json().data as Entry[];
    const published = await shopperMenu();
    const parent = published.findIndex((e) => e.sub_menu.length > 0);
    expect(parent).toBeGreaterThanOrEqual(0);

    const broken = structuredClone(published) as unknown as Record<string, unknown>[];
    (broken[parent].sub_menu as Record<string, unknown>[])[0] = { title: { th: 'ไม่มีสวิตช์', en: 'No switches' }, link: null, sub_menu: [] };
    const bad = await editor.call('PUT', '/admin/content/main-menu/draft', { data: broken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('content_invalid');
    expect(JSON.stringify(bad.json().error)).toContain(`${parent}.sub_menu.0.show`);

    const draft = structuredClone(published);
    draft[parent].sub_menu.push({ title: { th: 'ดีลประจำสัปดาห์', en: 'Deals of the week' }, link: '/online-store', show: true, active: true, sub_menu: [] });
    expect((await editor.call('PUT', '/admin/content/main-menu/draft', { data: draft })).statusCode).toBe(200);
    expect(await shopperMenu()).toEqual(published);
    expect((await editor.call('POST', '/admin/content/main-menu/publish')).statusCode).toBe(200);
    const after = await shopperMenu();
    expect(after[parent].sub_menu.at(-1)).toMatchObject({ title: { th: 'ดีลประจำสัปดาห์', en: 'Deals of the week' }, link: '/online-store' });
  });

  it('refuses a role without content.write: 403 and nothing changes', async () => {
    const before = await shopperBanners();
    for (const [method, url, body] of [
      ['GET', '/admin/content', undefined],
      ['PUT', '/admin/content/home-banners/draft', { data: before }],
      ['POST', '/admin/content/home-banners/publish', undefined],
    ] as const) {
      const res = await support.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect((await editor.call('GET', '/admin/content/home-banners')).json().data.draft).toBeNull();
    expect(await shopperBanners()).toEqual(before);
  });
});
