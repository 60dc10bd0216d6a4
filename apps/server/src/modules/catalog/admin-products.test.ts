import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';
import { catalogProductImages, catalogProducts } from './tables';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Text = { th: string; en: string };
interface Product {
  id: number;
  href: string;
  name: Text;
  seo: { title: Text; description: Text; body: Text[] };
  colors: { key: string }[];
  variants: { id: number; sku: string; color: string }[];
  images: { view: number; uploaded: { version: number; sizes: { size: number; url: string }[] } | null }[];
}

/** The console's products (issue 20, decisions 042 and 045 addenda): list, product page, SEO text, pictures per gallery view. */
describe.each(databaseKinds)('console products on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let merchandiser: Staff;
  let editor: Staff;
  let support: Staff;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
    support = await signedInStaff(ctx.app, ['support']);
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const png = (w: number, h: number, background = '#ff0000') =>
    sharp({ create: { width: w, height: h, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = (who: Staff, id: number, view: number | string, body: Buffer | string, type = 'image/png') =>
    who.call('PUT', `/admin/products/${id}/images/${view}`, body, { 'content-type': type });
  const picture = (id: number, color: string, view: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/product-images/${id}/${color}/${view}.svg`, headers });
  const auditOf = (action: string, id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.objectId, String(id))))
      .orderBy(auditLog.id);
  const product = async (id: number) => (await merchandiser.call('GET', `/admin/products/${id}`)).json().data as Product;
  /** A product (by position in id order) that the other tests leave alone. */
  const nth = async (n: number) => (await merchandiser.call('GET', `/admin/products?limit=${n + 1}`)).json().data.items[n] as Product;

  it('pages products by id and searches by Thai or English name', async () => {
    const first = (await merchandiser.call('GET', '/admin/products?limit=3')).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(String(first.items[2].id));
    expect(first.items[0]).toMatchObject({ href: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/), variant_count: expect.any(Number) });
    expect(first.items[0].variant_count).toBeGreaterThan(0);
    const next = (await merchandiser.call('GET', `/admin/products?limit=3&cursor=${first.next_cursor}`)).json().data;
    expect(next.items[0].id).toBeGreaterThan(first.items[2].id);
    const target = first.items[1] as Product;
    const byEn = (await merchandiser.call('GET', `/admin/products?q=${encodeURIComponent(target.name.en.toUpperCase())}`)).json().data.items as Product[];
    expect(byEn.map((p) => p.id)).toContain(target.id);
    expect(byEn.every((p) => p.name.en.toLowerCase().includes(target.name.en.toLowerCase()) || p.name.th.includes(target.name.en))).toBe(true);
    const byTh = (await merchandiser.call('GET', `/admin/products?q=${encodeURIComponent(target.name.th)}`)).json().data.items as Product[];
    expect(byTh.map((p) => p.id)).toContain(target.id);
    // A LIKE wildcard is a character to find; a name no product has finds none.
    expect((await merchandiser.call('GET', '/admin/products?q=%25')).json().data).toEqual({ items: [], next_cursor: null });
    expect((await merchandiser.call('GET', '/admin/products?q=nosuchproductname')).json().data.items).toEqual([]);
    // The slug, in any case; the separator between the names and the slug finds nothing (no match spans two fields).
    const slug = target.href.split('/').pop()!;
    const bySlug = (await merchandiser.call('GET', `/admin/products?q=${encodeURIComponent(slug.toUpperCase())}`)).json().data.items as Product[];
    expect(bySlug.map((p) => p.id)).toContain(target.id);
    expect((await merchandiser.call('GET', `/admin/products?q=${encodeURIComponent(`${target.name.en}\u001f`)}`)).json().data.items).toEqual([]);
    // Bad input is a 400, never a 500.
    for (const query of ['q=a%00b', 'cursor=2147483648', 'cursor=0', 'limit=0', 'limit=201']) {
      expect((await merchandiser.call('GET', `/admin/products?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows a product with its variants, SEO text and the picture of each gallery view; 404 for none', async () => {
    const { id } = await nth(2);
    const page = await product(id);
    expect(page.variants.length).toBeGreaterThan(0);
    expect(page.seo.title.th.length).toBeGreaterThan(0);
    expect(page.images).toEqual([0, 1, 2, 3].map((view) => ({ view, uploaded: null })));
    const storefront = (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data;
    expect(page.variants.map((v) => v.id).sort()).toEqual(storefront.variants.map((v: { id: number }) => v.id).sort());
    const missing = await merchandiser.call('GET', '/admin/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('product_not_found');
    expect((await merchandiser.call('GET', '/admin/products/2147483648')).statusCode).toBe(400);
  });

  it('uploads the back view: the storefront shows it in every colour, the other views stay generated; replace, remove; audited', async () => {
    const { id } = await nth(3);
    const page = await product(id);
    const [colour, other] = [page.colors[0].key, page.colors[1]?.key ?? page.colors[0].key];
    expect((await picture(id, colour, 1)).headers['content-type']).toContain('image/svg+xml');

    const res = await upload(merchandiser, id, 1, await png(1200, 900));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ product_id: id, view: 1, version: 1 });
    expect(res.json().data.sizes.map((s: { size: number }) => s.size)).toEqual([400, 800]);

    // The storefront's gallery of every colour: the uploaded back view, 800 px (400 on request); the front still generated.
    for (const c of [colour, other]) {
      const served = await picture(id, c, 1);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    }
    const small = await ctx.app.inject({ method: 'GET', url: `/api/product-images/${id}/${colour}/1.svg?size=400` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
    for (const view of [0, 2, 3]) expect((await picture(id, colour, view)).headers['content-type'], `view ${view}`).toContain('svg');
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data;
    expect(detail.variants[0].images[1]).toBe(`/product-images/${id}/${detail.variants[0].color.key}/1.svg`);
    expect((await ctx.app.inject({ method: 'GET', url: `/api${detail.variants[0].images[1]}` })).headers['content-type']).toBe('image/webp');

    // Revalidated on every use: the same ETag is a 304; a new picture has a new ETag.
    const first = await picture(id, colour, 1);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect((await picture(id, colour, 1, { 'if-none-match': etag })).statusCode).toBe(304);
    const again = await upload(merchandiser, id, 1, await png(300, 300, '#0000ff'));
    expect(again.json().data.version).toBe(2);
    const replaced = await picture(id, colour, 1, { 'if-none-match': etag });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers.etag).not.toBe(etag);

    const shown = await product(id);
    expect(shown.images.map((i) => i.uploaded?.version ?? null)).toEqual([null, 2, null, null]);
    expect((await merchandiser.call('GET', `/admin/products/${id}/images/1`)).json().data).toMatchObject({ view: 1, version: 2 });
    const preview = await ctx.app.inject({ method: 'GET', url: `/api${shown.images[1].uploaded!.sizes[0].url}` });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product-images/${id}/uploaded/0.svg` })).statusCode).toBe(404);

    const removed = await merchandiser.call('DELETE', `/admin/products/${id}/images/1`);
    expect(removed.json().data).toEqual({ product_id: id, view: 1, removed: true });
    expect((await picture(id, colour, 1)).headers['content-type']).toContain('svg');
    expect((await merchandiser.call('GET', `/admin/products/${id}/images/1`)).json().error.code).toBe('product_image_not_found');
    expect((await merchandiser.call('DELETE', `/admin/products/${id}/images/1`)).json().data.removed).toBe(false);

    // A picture uploaded again after a removal starts at version 1, and still gets a new ETag.
    await upload(merchandiser, id, 1, await png(300, 300, '#00ff00'));
    expect((await picture(id, colour, 1, { 'if-none-match': replaced.headers.etag as string })).statusCode).toBe(200);

    const uploads = await auditOf('catalog.product.image', id);
    expect(uploads.map((a) => [a.before, a.after])).toEqual([
      [null, { view: 1, version: 1, sizes: [400, 800] }],
      [
        { view: 1, version: 1, sizes: [400, 800] },
        { view: 1, version: 2, sizes: [400, 800] },
      ],
      [null, { view: 1, version: 1, sizes: [400, 800] }],
    ]);
    const removals = await auditOf('catalog.product.image_remove', id);
    expect(removals.map((a) => [a.before, a.after])).toEqual([[{ view: 1, version: 2, sizes: [400, 800] }, null]]);
  });

  it('an upload of the front view (the one the grid cards show) is view 0, the view of the uploads made before views could be chosen', async () => {
    const { id } = await nth(4);
    expect((await upload(merchandiser, id, 0, await png(500, 500))).statusCode).toBe(200);
    const rows = await db().select({ view: catalogProductImages.view }).from(catalogProductImages).where(eq(catalogProductImages.productId, id));
    expect(rows.map((r) => r.view)).toEqual([0, 0]);
    const page = await product(id);
    expect((await picture(id, page.colors[0].key, 0)).headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not a picture (415), a broken one (400), JSON (415) and a view the gallery has not (400); nothing is stored', async () => {
    const { id } = await nth(5);
    const text = await upload(merchandiser, id, 2, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'application/octet-stream');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('product_image_type');
    const disguised = await upload(merchandiser, id, 2, Buffer.from('GIF89a not a png at all'), 'image/png');
    expect(disguised.json().error.code).toBe('product_image_type');
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    const bad = await upload(merchandiser, id, 2, broken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('product_image_unreadable');
    expect((await merchandiser.call('PUT', `/admin/products/${id}/images/2`, { image: 'x' })).statusCode).toBe(415);
    const good = await png(10, 10);
    for (const view of ['4', '-1', 'x', '2147483648']) expect((await upload(merchandiser, id, view, good)).statusCode, view).toBe(400);
    expect((await upload(merchandiser, 999_999, 2, good)).json().error.code).toBe('product_not_found');
    expect(await db().select().from(catalogProductImages).where(eq(catalogProductImages.productId, id))).toEqual([]);
  });

  it("edits a product's SEO text: the storefront's product answer shows it on the next request; audited with before and after", async () => {
    const target = await nth(6);
    const before = await product(target.id);
    // The storefront has read (and kept) the product at both its addresses.
    const [category, brand, slug] = target.href.slice(1).split('/');
    const byPath = `/api/products/by-path/${category}/${brand}/${slug}`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${target.id}` })).json().data.seo).toEqual(before.seo);
    await ctx.app.inject({ method: 'GET', url: byPath });

    const seo = {
      title: { th: '  มือถือรุ่นทดสอบ ราคาดี  ', en: ' Test phone at a fair price ' },
      description: { th: 'คำอธิบายสำหรับเครื่องมือค้นหา', en: 'A description for search engines.' },
      body: [{ th: 'ย่อหน้าแรก', en: 'The first paragraph.' }],
    };
    const res = await merchandiser.call('PATCH', `/admin/products/${target.id}`, { seo });
    expect(res.statusCode, res.body).toBe(200);
    const trimmed = { ...seo, title: { th: 'มือถือรุ่นทดสอบ ราคาดี', en: 'Test phone at a fair price' } };
    expect(res.json().data.seo).toEqual(trimmed);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${target.id}` })).json().data.seo).toEqual(trimmed);
    expect((await ctx.app.inject({ method: 'GET', url: byPath })).json().data.seo).toEqual(trimmed);
    const [row] = await db().select({ seo: catalogProducts.seo }).from(catalogProducts).where(eq(catalogProducts.id, target.id));
    expect(row.seo).toEqual(trimmed);

    const audit = await auditOf('catalog.product.seo', target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toEqual({ seo: before.seo });
    expect(audit[0].after).toEqual({ seo: trimmed });
  });

  it('refuses bad SEO text (400) and an unknown product (404); nothing changes', async () => {
    const target = await nth(7);
    const good = (await product(target.id)).seo;
    const [rowBefore] = await db().select({ seo: catalogProducts.seo }).from(catalogProducts).where(eq(catalogProducts.id, target.id));
    const bad = [
      {},
      { seo: { ...good, title: { th: '   ', en: 'x' } } },
      { seo: { ...good, title: { th: 'x' } } },
      { seo: { ...good, description: { th: 'x', en: 'y'.repeat(301) } } },
      { seo: { ...good, title: { th: 'x'.repeat(151), en: 'y' } } },
      { seo: { ...good, title: { th: 'a\u0000b', en: 'y' } } },
      { seo: { ...good, body: [] } },
      { seo: { ...good, body: Array.from({ length: 11 }, () => ({ th: 'x', en: 'y' })) } },
      { seo: { ...good, body: [{ th: 'x', en: '' }] } },
      { seo: { ...good, keywords: 'x' } },
      { seo: good, name: { th: 'x', en: 'y' } },
      { seo: 'text' },
    ];
    for (const body of bad) {
      const res = await merchandiser.call('PATCH', `/admin/products/${target.id}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const missing = await merchandiser.call('PATCH', '/admin/products/999999', { seo: good });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('product_not_found');
    const [rowAfter] = await db().select({ seo: catalogProducts.seo }).from(catalogProducts).where(eq(catalogProducts.id, target.id));
    expect(rowAfter).toEqual(rowBefore);
    expect(await auditOf('catalog.product.seo', target.id)).toEqual([]);
  });

  it('refuses a content editor and a support agent: 403 and nothing changes', async () => {
    const target = await nth(8);
    const [before] = await db().select().from(catalogProducts).where(eq(catalogProducts.id, target.id));
    const seo = { title: { th: 'x', en: 'y' }, description: { th: 'x', en: 'y' }, body: [{ th: 'x', en: 'y' }] };
    const picture = await png(20, 20);
    for (const who of [editor, support]) {
      for (const [method, url, body] of [
        ['GET', '/admin/products', undefined],
        ['GET', `/admin/products/${target.id}`, undefined],
        ['PATCH', `/admin/products/${target.id}`, { seo }],
        ['GET', `/admin/products/${target.id}/images/1`, undefined],
        ['DELETE', `/admin/products/${target.id}/images/1`, undefined],
      ] as const) {
        const res = await who.call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('permission_denied');
      }
      expect((await upload(who, target.id, 1, picture)).statusCode).toBe(403);
    }
    const [after] = await db().select().from(catalogProducts).where(eq(catalogProducts.id, target.id));
    expect(after).toEqual(before);
    expect(await db().select().from(catalogProductImages).where(eq(catalogProductImages.productId, target.id))).toEqual([]);
    expect(await auditOf('catalog.product.seo', target.id)).toEqual([]);
  });
});
