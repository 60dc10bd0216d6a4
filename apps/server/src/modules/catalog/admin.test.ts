import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { catalogProducts, catalogVariants } from './tables';

describe.each(databaseKinds)('console catalogue on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
  });
  afterAll(() => ctx.close());
  const variantRow = async (id: number) => (await ctx.database.db.select().from(catalogVariants).where(eq(catalogVariants.id, id)))[0];

  it('pages variants by cursor and searches by SKU or product name', async () => {
    const first = (await merchandiser.call('GET', '/admin/variants?limit=3')).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.next_cursor).toBe(String(first.items[2].id));
    const next = (await merchandiser.call('GET', `/admin/variants?limit=3&cursor=${first.next_cursor}`)).json().data;
    expect(next.items[0].id).toBeGreaterThan(first.items[2].id);
    const sku = first.items[0].sku as string;
    const found = (await merchandiser.call('GET', `/admin/variants?q=${encodeURIComponent(sku.toLowerCase())}`)).json().data.items;
    expect(found.map((v: { sku: string }) => v.sku)).toContain(sku);
    const byName = (await merchandiser.call('GET', `/admin/variants?q=${encodeURIComponent(first.items[0].product_name.en)}`)).json().data.items;
    expect(byName.length).toBeGreaterThan(0);
    // The Thai name finds every variant of the product, in id order, paged by the same cursor.
    const thai = first.items[0].product_name.th as string;
    const byThai = (await merchandiser.call('GET', `/admin/variants?limit=2&q=${encodeURIComponent(thai)}`)).json().data;
    expect(byThai.items.every((v: { product_name: { th: string } }) => v.product_name.th.includes(thai))).toBe(true);
    expect(byThai.items.map((v: { product_id: number }) => v.product_id)).toContain(first.items[0].product_id);
    if (byThai.next_cursor) {
      const more = (await merchandiser.call('GET', `/admin/variants?limit=2&q=${encodeURIComponent(thai)}&cursor=${byThai.next_cursor}`)).json().data.items;
      expect(more[0].id).toBeGreaterThan(byThai.items[1].id);
    }
    // A LIKE wildcard is a character to find, not "anything"; a word no variant has finds none.
    expect((await merchandiser.call('GET', '/admin/variants?q=%25')).json().data.items).toEqual([]);
    expect((await merchandiser.call('GET', '/admin/variants?q=nosuchthing')).json().data).toEqual({ items: [], next_cursor: null });
  });

  it("the search follows a product's new name and a variant's new SKU (the search text is kept by the database)", async () => {
    const [variant] = (await merchandiser.call('GET', '/admin/variants?limit=1')).json().data.items as { id: number; product_id: number; sku: string }[];
    const search = async (q: string) => ((await merchandiser.call('GET', `/admin/variants?q=${encodeURIComponent(q)}`)).json().data.items as { id: number }[]).map((v) => v.id);
    await ctx.database.db
      .update(catalogProducts)
      .set({ name: { th: 'ชื่อใหม่ทดสอบค้นหา', en: 'Renamed Zephyr Phone' } })
      .where(eq(catalogProducts.id, variant.product_id));
    expect(await search('zephyr')).toContain(variant.id);
    expect(await search('ชื่อใหม่ทดสอบ')).toContain(variant.id);
    await ctx.database.db.update(catalogVariants).set({ sku: 'ZZ-QUUX-1' }).where(eq(catalogVariants.id, variant.id));
    expect(await search('quux')).toEqual([variant.id]);
    expect(await search(variant.sku)).not.toContain(variant.id);
    // The separator between the SKU and the names finds nothing, so no match spans the two.
    expect(await search('QUUX-1\u001fชื่อ')).toEqual([]);
  });

  it('a price change shows on the storefront at once; a stock change is a movement; audited', async () => {
    const [variant] = (await merchandiser.call('GET', '/admin/variants?limit=1')).json().data.items;
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/products/${variant.product_id}` })).json().data;
    expect(before).toBeTruthy();
    const res = await merchandiser.call('PATCH', `/admin/variants/${variant.id}`, { price: 1_234_500, stock: variant.stock + 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 1_234_500, stock: variant.stock + 7 });
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/products/${variant.product_id}` })).json().data;
    expect(JSON.stringify(after)).toContain('1234500');
    const movements = (await merchandiser.call('GET', `/admin/variants/${variant.id}/stock-movements`)).json().data;
    expect(movements[0]).toMatchObject({ stock_before: variant.stock, stock_after: variant.stock + 7, reason: 'manual', changed_by: merchandiser.email });
  });

  it('imports prices and stock from CSV with a preview and a per-row report', async () => {
    const items = (await merchandiser.call('GET', '/admin/variants?limit=3')).json().data.items as { id: number; sku: string; stock: number; price: number }[];
    const [a, b, c] = items;
    const csv = [
      'sku,price,compare_at_price,stock',
      `${a.sku},1990,2490,50`,
      `${b.sku},,-,`,
      'NOPE-SKU,100,,',
      `${a.sku},100,,`,
      `${c.sku},abc,,`,
      `${c.sku.toLowerCase()},,,x`,
      `${b.sku}`,
    ].join('\n');
    const preview = (await merchandiser.call('POST', '/admin/variants/import', { csv, dry_run: true })).json().data;
    expect(preview).toMatchObject({ dry_run: true, rows: 7, accepted: 2, updated: 0 });
    expect((await variantRow(a.id)).price).toBe(a.price);
    const report = (await merchandiser.call('POST', '/admin/variants/import', { csv })).json().data;
    expect(report).toMatchObject({ dry_run: false, accepted: 2, updated: 2 });
    expect(report.rejected).toEqual([
      { line: 4, sku: 'NOPE-SKU', reason: 'unknown_sku' },
      { line: 5, sku: a.sku, reason: 'duplicate_sku' },
      { line: 6, sku: c.sku, reason: 'invalid_price' },
      { line: 7, sku: c.sku.toLowerCase(), reason: 'unknown_sku' },
      { line: 8, sku: b.sku, reason: 'duplicate_sku' },
    ]);
    expect(await variantRow(a.id)).toMatchObject({ price: 199000, compareAtPrice: 249000, stock: 50 });
    expect((await variantRow(b.id)).compareAtPrice).toBeNull();
    const movements = (await merchandiser.call('GET', `/admin/variants/${a.id}/stock-movements`)).json().data;
    expect(movements[0]).toMatchObject({ stock_after: 50, reason: 'import' });
  });

  it('refuses a role without catalog.manage: 403 and nothing changes', async () => {
    const [variant] = (await merchandiser.call('GET', '/admin/variants?limit=1')).json().data.items;
    const before = await variantRow(variant.id);
    for (const [method, url, body] of [
      ['GET', '/admin/variants', undefined],
      ['PATCH', `/admin/variants/${variant.id}`, { price: 1 }],
      ['POST', '/admin/variants/import', { csv: `${variant.sku},1,,` }],
    ] as const) {
      const res = await editor.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    expect(await variantRow(variant.id)).toEqual(before);
  });
});
