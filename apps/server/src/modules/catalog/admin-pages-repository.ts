/**
 * The console's shops, campaigns and flash sales (issue 20 part C): their reads and writes, each write
 * one transaction that publishes the catalogue notice, with the rules that must hold inside it (window,
 * quota not below sold under row locks).
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminCampaignSchema, adminFlashSaleSchema, adminShopSchema } from '@store/domain/contracts/admin-catalog';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import { invalidationOf } from '../../lib/invalidation';
import { catalogBrands, catalogCampaignProducts, catalogCampaigns, catalogFlashSaleItems, catalogFlashSales, catalogProducts, catalogShops, catalogVariants } from './tables';

type Text = { th: string; en: string };
type AdminShop = z.infer<typeof adminShopSchema>;
type AdminCampaign = z.infer<typeof adminCampaignSchema>;
type AdminFlashSale = z.infer<typeof adminFlashSaleSchema>;

/** A keyset page by text id: one row more than asked tells whether there is a next page. */
function pageOf<T extends { id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  return { items, next_cursor: rows.length > limit ? items[items.length - 1].id : null };
}

const windowInvalid = () => invalid('window_invalid', 'The end must be after the start. / เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม');

// ---- Shops ----

const shopView = (r: typeof catalogShops.$inferSelect): AdminShop => ({
  id: r.id,
  brand_slug: r.brandSlug,
  name: r.name,
  tagline: r.tagline,
  description: r.description,
  theme: r.theme,
  hide_menu: r.hideMenu,
});

export async function listShops(db: Db, q: { after?: string; limit: number }) {
  const rows = await db
    .select()
    .from(catalogShops)
    .where(q.after ? gt(catalogShops.id, q.after) : undefined)
    .orderBy(asc(catalogShops.id))
    .limit(q.limit + 1);
  return pageOf(rows.map(shopView), q.limit);
}

export async function getAdminShop(db: Db, id: string): Promise<AdminShop> {
  const [row] = await db.select().from(catalogShops).where(eq(catalogShops.id, id));
  if (!row) throw notFound('shop_not_found', `No shop ${id}.`);
  return shopView(row);
}

export async function changeShop(db: Db, id: string, change: { name?: Text; tagline?: Text; description?: Text; theme?: string; hide_menu?: boolean }) {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    const before = await getAdminShop(tx, id);
    await tx
      .update(catalogShops)
      .set({ name: change.name, tagline: change.tagline, description: change.description, theme: change.theme, hideMenu: change.hide_menu })
      .where(eq(catalogShops.id, id));
    return { before, after: await getAdminShop(tx, id) };
  });
}

// ---- Campaigns ----

async function campaignView(db: Db, r: typeof catalogCampaigns.$inferSelect): Promise<AdminCampaign> {
  const products = await db
    .select({ id: catalogCampaignProducts.productId })
    .from(catalogCampaignProducts)
    .where(eq(catalogCampaignProducts.campaignId, r.id))
    .orderBy(asc(catalogCampaignProducts.position));
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    theme: r.theme,
    status: r.status === 'active' ? 'active' : 'inactive',
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    product_ids: products.map((p) => p.id),
  };
}

export async function listCampaigns(db: Db, q: { after?: string; limit: number }) {
  const rows = await db
    .select()
    .from(catalogCampaigns)
    .where(q.after ? gt(catalogCampaigns.id, q.after) : undefined)
    .orderBy(asc(catalogCampaigns.id))
    .limit(q.limit + 1);
  return pageOf(await Promise.all(rows.map((r) => campaignView(db, r))), q.limit);
}

export async function getAdminCampaign(db: Db, id: string): Promise<AdminCampaign> {
  const [row] = await db.select().from(catalogCampaigns).where(eq(catalogCampaigns.id, id));
  if (!row) throw notFound('campaign_not_found', `No campaign ${id}.`);
  return campaignView(db, row);
}

async function setCampaignProducts(tx: Db, id: string, productIds: number[]) {
  const unique = [...new Set(productIds)];
  if (unique.length) {
    const found = await tx.select({ id: catalogProducts.id }).from(catalogProducts).where(inArray(catalogProducts.id, unique));
    const missing = unique.filter((p) => !found.some((f) => f.id === p));
    if (missing.length) throw invalid('unknown_product', `No product ${missing.join(', ')}.`);
  }
  await tx.delete(catalogCampaignProducts).where(eq(catalogCampaignProducts.campaignId, id));
  if (unique.length) await tx.insert(catalogCampaignProducts).values(unique.map((productId, position) => ({ campaignId: id, productId, position })));
}

export interface CampaignInput {
  title?: Text;
  description?: Text;
  theme?: string;
  status?: 'active' | 'inactive';
  start_at?: string;
  end_at?: string;
  product_ids?: number[];
}

export async function createCampaign(db: Db, input: Required<CampaignInput> & { id: string }) {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    const inserted = await tx
      .insert(catalogCampaigns)
      .values({
        id: input.id,
        title: input.title,
        description: input.description,
        theme: input.theme,
        status: input.status,
        startAt: new Date(input.start_at),
        endAt: new Date(input.end_at),
      })
      .onConflictDoNothing()
      .returning({ id: catalogCampaigns.id });
    if (inserted.length === 0) throw conflict('campaign_exists', `A campaign ${input.id} exists already.`);
    await setCampaignProducts(tx, input.id, input.product_ids);
    return getAdminCampaign(tx, input.id);
  });
}

export async function changeCampaign(db: Db, id: string, change: CampaignInput) {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    const before = await getAdminCampaign(tx, id);
    const start = change.start_at ?? before.start_at;
    const end = change.end_at ?? before.end_at;
    if (Date.parse(end) <= Date.parse(start)) throw windowInvalid();
    await tx
      .update(catalogCampaigns)
      .set({
        title: change.title,
        description: change.description,
        theme: change.theme,
        status: change.status,
        startAt: change.start_at ? new Date(change.start_at) : undefined,
        endAt: change.end_at ? new Date(change.end_at) : undefined,
      })
      .where(eq(catalogCampaigns.id, id));
    if (change.product_ids) await setCampaignProducts(tx, id, change.product_ids);
    return { before, after: await getAdminCampaign(tx, id) };
  });
}

// ---- Flash sales ----

async function flashView(db: Db, r: typeof catalogFlashSales.$inferSelect): Promise<AdminFlashSale> {
  const items = await db
    .select({ item: catalogFlashSaleItems, sku: catalogVariants.sku, name: catalogProducts.name })
    .from(catalogFlashSaleItems)
    .innerJoin(catalogVariants, eq(catalogVariants.id, catalogFlashSaleItems.variantId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .where(eq(catalogFlashSaleItems.flashSaleId, r.id))
    .orderBy(asc(catalogFlashSaleItems.position));
  return {
    id: r.id,
    brand_slug: r.brandSlug,
    title: r.title,
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    items: items.map(({ item, sku, name }) => ({ variant_id: item.variantId, sku, product_name: name, price: item.price, quota: item.quota, sold: item.sold })),
  };
}

export async function listFlashSales(db: Db, q: { after?: string; limit: number }) {
  const rows = await db
    .select()
    .from(catalogFlashSales)
    .where(q.after ? gt(catalogFlashSales.id, q.after) : undefined)
    .orderBy(asc(catalogFlashSales.id))
    .limit(q.limit + 1);
  return pageOf(await Promise.all(rows.map((r) => flashView(db, r))), q.limit);
}

export async function getAdminFlashSale(db: Db, id: string): Promise<AdminFlashSale> {
  const [row] = await db.select().from(catalogFlashSales).where(eq(catalogFlashSales.id, id));
  if (!row) throw notFound('flash_sale_not_found', `No flash sale ${id}.`);
  return flashView(db, row);
}

type FlashItem = { variant_id: number; price: number; quota: number };

/**
 * Replaces a flash sale's items: every variant must exist and appear once; a quota may not go below
 * what has been sold (409 quota_below_sold) and an item that has sales stays (409 flash_item_sold).
 * The rows are locked first, so a sale that checks out meanwhile cannot slip under the new quota.
 */
async function setFlashItems(tx: Db, id: string, items: FlashItem[]) {
  const ids = items.map((i) => i.variant_id);
  if (new Set(ids).size !== ids.length) throw invalid('duplicate_variant', 'A variant appears twice.');
  if (ids.length) {
    const found = await tx.select({ id: catalogVariants.id }).from(catalogVariants).where(inArray(catalogVariants.id, ids));
    const missing = ids.filter((v) => !found.some((f) => f.id === v));
    if (missing.length) throw invalid('unknown_variant', `No variant ${missing.join(', ')}.`);
  }
  const current = await tx.select().from(catalogFlashSaleItems).where(eq(catalogFlashSaleItems.flashSaleId, id)).for('update');
  for (const row of current) {
    const next = items.find((i) => i.variant_id === row.variantId);
    if (!next && row.sold > 0) throw conflict('flash_item_sold', `Variant ${row.variantId} has ${row.sold} sold; it cannot be removed.`);
    if (next && next.quota < row.sold)
      throw conflict('quota_below_sold', `Variant ${row.variantId} has ${row.sold} sold; the quota cannot be below that. / ขายไปแล้ว ${row.sold} ชิ้น โควตาต่ำกว่านี้ไม่ได้`);
  }
  const kept = new Set(items.map((i) => i.variant_id));
  for (const row of current) {
    if (!kept.has(row.variantId)) await tx.delete(catalogFlashSaleItems).where(and(eq(catalogFlashSaleItems.flashSaleId, id), eq(catalogFlashSaleItems.variantId, row.variantId)));
  }
  for (const [position, item] of items.entries()) {
    await tx
      .insert(catalogFlashSaleItems)
      .values({ flashSaleId: id, variantId: item.variant_id, price: item.price, quota: item.quota, position })
      .onConflictDoUpdate({
        target: [catalogFlashSaleItems.flashSaleId, catalogFlashSaleItems.variantId],
        set: { price: item.price, quota: item.quota, position },
      });
  }
}

export async function createFlashSale(db: Db, input: { id: string; title: Text; brand_slug: string | null; start_at: string; end_at: string; items: FlashItem[] }) {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    if (input.brand_slug) {
      const [brand] = await tx.select({ slug: catalogBrands.slug }).from(catalogBrands).where(eq(catalogBrands.slug, input.brand_slug));
      if (!brand) throw invalid('unknown_brand', `No brand ${input.brand_slug}.`);
    }
    const inserted = await tx
      .insert(catalogFlashSales)
      .values({ id: input.id, title: input.title, brandSlug: input.brand_slug, startAt: new Date(input.start_at), endAt: new Date(input.end_at) })
      .onConflictDoNothing()
      .returning({ id: catalogFlashSales.id });
    if (inserted.length === 0) throw conflict('flash_sale_exists', `A flash sale ${input.id} exists already.`);
    await setFlashItems(tx, input.id, input.items);
    return getAdminFlashSale(tx, input.id);
  });
}

export async function changeFlashSale(db: Db, id: string, change: { title?: Text; start_at?: string; end_at?: string; items?: FlashItem[] }) {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    const before = await getAdminFlashSale(tx, id);
    const start = change.start_at ?? before.start_at;
    const end = change.end_at ?? before.end_at;
    if (Date.parse(end) <= Date.parse(start)) throw windowInvalid();
    if (change.title || change.start_at || change.end_at) {
      await tx
        .update(catalogFlashSales)
        .set({ title: change.title, startAt: change.start_at ? new Date(change.start_at) : undefined, endAt: change.end_at ? new Date(change.end_at) : undefined })
        .where(eq(catalogFlashSales.id, id));
    }
    if (change.items) await setFlashItems(tx, id, change.items);
    return { before, after: await getAdminFlashSale(tx, id) };
  });
}
