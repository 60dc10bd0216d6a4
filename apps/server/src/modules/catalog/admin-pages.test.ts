import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../../test/databases';
import { signedInStaff } from '../../test/staff';
import { auditLog } from '../staff/tables';
import { catalogCampaigns, catalogFlashSaleItems, catalogProductImages, catalogShops } from './tables';

// Product pictures per view and the product page: admin-products.test.ts.
describe.each(databaseKinds)('console catalogue part C on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    merchandiser = await signedInStaff(ctx.app, ['merchandiser']);
    editor = await signedInStaff(ctx.app, ['content_editor']);
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const png = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
  const upload = (who: typeof merchandiser, id: number, body: Buffer | string, type = 'image/png') =>
    who.call('PUT', `/admin/products/${id}/images/0`, body, { 'content-type': type });
  const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

  it('lists and edits shops; the storefront shop page shows the change; audited', async () => {
    const first = (await merchandiser.call('GET', '/admin/shops?limit=1')).json().data;
    expect(first.items).toHaveLength(1);
    expect(first.next_cursor).toBe(first.items[0].id);
    const next = (await merchandiser.call('GET', `/admin/shops?limit=1&cursor=${first.next_cursor}`)).json().data;
    expect(next.items[0].id > first.items[0].id).toBe(true);
    const shop = first.items[0];
    await ctx.app.inject({ method: 'GET', url: `/api/shops/${shop.id}` });
    const res = await merchandiser.call('PATCH', `/admin/shops/${shop.id}`, { name: { th: 'ร้านใหม่', en: 'New shop' }, hide_menu: !shop.hide_menu, theme: 'teal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: { th: 'ร้านใหม่', en: 'New shop' }, hide_menu: !shop.hide_menu, theme: 'teal' });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/shops/${shop.id}` })).json().data;
    expect(JSON.stringify(page)).toContain('New shop');
    expect((await merchandiser.call('PATCH', `/admin/shops/${shop.id}`, {})).statusCode).toBe(400);
    expect((await merchandiser.call('PATCH', '/admin/shops/no-such-shop', { hide_menu: true })).json().error.code).toBe('shop_not_found');
    const audit = await auditOf('catalog.shop.update');
    expect(audit.map((a) => a.objectId)).toContain(shop.id);
  });

  it('creates and edits campaigns with a valid window', async () => {
    const [variant] = (await merchandiser.call('GET', '/admin/variants?limit=1')).json().data.items;
    const body = {
      id: 'test-campaign',
      title: { th: 'แคมเปญทดสอบ', en: 'Test campaign' },
      description: { th: 'รายละเอียด', en: 'Details' },
      theme: 'red',
      status: 'active',
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
      end_at: new Date(Date.now() + 86_400_000).toISOString(),
      product_ids: [variant.product_id],
    };
    const created = await merchandiser.call('POST', '/admin/campaigns', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ id: 'test-campaign', product_ids: [variant.product_id] });
    expect((await merchandiser.call('POST', '/admin/campaigns', body)).json().error.code).toBe('campaign_exists');
    expect((await merchandiser.call('POST', '/admin/campaigns', { ...body, id: 'other', end_at: body.start_at })).statusCode).toBe(400);
    expect((await merchandiser.call('POST', '/admin/campaigns', { ...body, id: 'other', product_ids: [999_999] })).json().error.code).toBe('unknown_product');
    const page = (await ctx.app.inject({ method: 'GET', url: '/api/campaigns/test-campaign' })).json().data;
    expect(JSON.stringify(page)).toContain('Test campaign');
    const early = await merchandiser.call('PATCH', '/admin/campaigns/test-campaign', { end_at: new Date(Date.now() - 7_200_000).toISOString() });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.code).toBe('window_invalid');
    const changed = await merchandiser.call('PATCH', '/admin/campaigns/test-campaign', { title: { th: 'แคมเปญใหม่', en: 'Renamed campaign' } });
    expect(changed.json().data.title.en).toBe('Renamed campaign');
    expect(JSON.stringify((await ctx.app.inject({ method: 'GET', url: '/api/campaigns/test-campaign' })).json().data)).toContain('Renamed campaign');
    const list = (await merchandiser.call('GET', '/admin/campaigns?limit=200')).json().data.items;
    expect(list.map((c: { id: string }) => c.id)).toContain('test-campaign');
  });

  it('edits a flash sale’s window and quotas; a quota below what is sold is refused; the storefront shows it', async () => {
    const sale = (await merchandiser.call('GET', '/admin/flash-sales/store-flash')).json().data;
    expect(sale.items.length).toBeGreaterThan(0);
    const [first] = sale.items;
    await db()
      .update(catalogFlashSaleItems)
      .set({ sold: 2, quota: Math.max(2, first.quota) })
      .where(eq(catalogFlashSaleItems.variantId, first.variant_id));
    const items = sale.items.map((i: { variant_id: number; price: number; quota: number }) => ({ variant_id: i.variant_id, price: i.price, quota: i.quota }));
    const below = await merchandiser.call('PATCH', '/admin/flash-sales/store-flash', { items: [{ ...items[0], quota: 1 }, ...items.slice(1)] });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.code).toBe('quota_below_sold');
    const dropped = await merchandiser.call('PATCH', '/admin/flash-sales/store-flash', { items: items.slice(1) });
    expect(dropped.json().error.code).toBe('flash_item_sold');
    await ctx.app.inject({ method: 'GET', url: '/api/flash-sales/current' });
    const ok = await merchandiser.call('PATCH', '/admin/flash-sales/store-flash', { items: [{ ...items[0], quota: 77 }, ...items.slice(1)] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.items[0]).toMatchObject({ quota: 77, sold: 2 });
    expect((await auditOf('catalog.flash_sale.update')).map((a) => a.objectId)).toContain('store-flash');
    const current = (await ctx.app.inject({ method: 'GET', url: '/api/flash-sales/current' })).json().data;
    const shown = current.items.find((i: { variant_id: number }) => i.variant_id === first.variant_id);
    expect(JSON.stringify(shown)).toContain('75');
    const window = await merchandiser.call('PATCH', '/admin/flash-sales/store-flash', { end_at: new Date(Date.parse(sale.start_at) - 1000).toISOString() });
    expect(window.json().error.code).toBe('window_invalid');
    const created = await merchandiser.call('POST', '/admin/flash-sales', {
      id: 'test-flash',
      title: { th: 'แฟลชทดสอบ', en: 'Test flash' },
      brand_slug: 'nope-brand',
      start_at: new Date().toISOString(),
      end_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.json().error.code).toBe('unknown_brand');
    const good = await merchandiser.call('POST', '/admin/flash-sales', {
      id: 'test-flash',
      title: { th: 'แฟลชทดสอบ', en: 'Test flash' },
      start_at: new Date(Date.now() + 86_400_000 * 90).toISOString(),
      end_at: new Date(Date.now() + 86_400_000 * 91).toISOString(),
      items: [
        { variant_id: first.variant_id, price: 100, quota: 5 },
        { variant_id: first.variant_id, price: 100, quota: 5 },
      ],
    });
    expect(good.json().error.code).toBe('duplicate_variant');
    const list = (await merchandiser.call('GET', '/admin/flash-sales?limit=2')).json().data;
    expect(list.items).toHaveLength(2);
    expect(list.next_cursor).toBe(list.items[1].id);
  });

  it('refuses a role without catalog.manage: 403 and nothing changes', async () => {
    const [variant] = (await merchandiser.call('GET', '/admin/variants?limit=1')).json().data.items;
    const shopsBefore = await db().select().from(catalogShops);
    const campaignsBefore = await db().select().from(catalogCampaigns);
    const itemsBefore = await db().select().from(catalogFlashSaleItems);
    const picture = await png(20, 20);
    for (const [method, url, body] of [
      ['GET', '/admin/shops', undefined],
      ['PATCH', '/admin/shops/samsung', { hide_menu: true }],
      ['GET', '/admin/campaigns', undefined],
      ['POST', '/admin/campaigns', { id: 'x' }],
      ['PATCH', '/admin/campaigns/x', { theme: 'red' }],
      ['GET', '/admin/flash-sales', undefined],
      ['PATCH', '/admin/flash-sales/store-flash', { items: [] }],
      ['POST', '/admin/flash-sales', { id: 'x' }],
      ['DELETE', `/admin/products/${variant.product_id}/images/0`, undefined],
    ] as const) {
      const res = await editor.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('permission_denied');
    }
    const put = await upload(editor, variant.product_id, picture);
    expect(put.statusCode).toBe(403);
    expect(await db().select().from(catalogShops)).toEqual(shopsBefore);
    expect(await db().select().from(catalogCampaigns)).toEqual(campaignsBefore);
    expect(await db().select().from(catalogFlashSaleItems)).toEqual(itemsBefore);
    expect(await db().select().from(catalogProductImages).where(eq(catalogProductImages.productId, variant.product_id))).toEqual([]);
  });
});
