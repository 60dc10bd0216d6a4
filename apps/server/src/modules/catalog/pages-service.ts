import { isCampaignActive } from '@store/domain/campaign';
import type { Campaign, Editorial, FlashSale, Shop, StockReminderRequest, StoreList } from '@store/domain/catalog';
import type { Lang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { toCard } from './cards';
import { loadReference } from './reference';
import { campaignDates, listProducts } from './service';
import { campaignRow, editorialById, editorialsOfShop, flashSaleItems, flashSaleNearest, productsTagged, upsertStockReminder, variantStockRow } from './pages-repository';

/** A store list's title and SEO text (/online-store/list/:slug); not_found for an unknown slug. */
export async function getStoreList(db: Db, slug: string): Promise<StoreList> {
  const list = (await loadReference(db)).lists.get(slug);
  if (!list) throw notFound('list_not_found', `No store list ${slug}.`);
  return { slug: list.slug, title: list.title, description: list.description };
}

/** A shop-in-shop with its menu (empty when hide_menu) and editorial pages. */
export async function getShop(db: Db, id: string): Promise<Shop> {
  const shop = (await loadReference(db)).shops.get(id);
  if (!shop) throw notFound('shop_not_found', `No shop ${id}.`);
  const editorials = await editorialsOfShop(db, id);
  return {
    id: shop.id,
    name: shop.name,
    tagline: shop.tagline,
    description: shop.description,
    theme: shop.theme,
    brand: shop.brandSlug,
    hide_menu: shop.hideMenu,
    menu: shop.hideMenu ? [] : shop.menu,
    editorials,
  };
}

/** An editorial page; with `shopId`, it must belong to that shop (/online-store/brand/:name/editorial/:id). */
export async function getEditorial(db: Db, id: string, shopId?: string): Promise<Editorial> {
  const row = await editorialById(db, id);
  if (!row || (shopId !== undefined && row.shopId !== shopId)) throw notFound('editorial_not_found', `No editorial ${id}.`);
  let products: Editorial['products'] = [];
  if (row.productTag) products = await productsWithTag(db, row.productTag, row.productBrand);
  else if (row.productBrand) products = (await listProducts(db, { brand: [row.productBrand], page: 1, per_page: 8 })).items;
  return { id: row.id, shop_id: row.shopId, title: row.title, summary: row.summary, body: row.body, theme: row.theme, products };
}

async function productsWithTag(db: Db, tag: string, brand: string | null) {
  const ref = await loadReference(db);
  const rows = await productsTagged(db, tag, brand);
  return rows.map((p) =>
    toCard(
      {
        id: p.id,
        slug: p.slug,
        category_slug: p.categorySlug,
        brand_slug: p.brandSlug,
        name: p.name,
        subtitle: p.subtitle,
        tags: p.tags,
        swatches: p.swatches,
        capacities: p.capacities,
        price: p.minPrice,
        compare_at_price: p.compareAtPrice,
        in_stock: p.totalStock > 0,
      },
      ref,
    ),
  );
}

/**
 * A campaign page (spec 3, 4): active only while its status is active and now is between start and
 * end; an inactive campaign is shown without products, with its phase (upcoming, ended, inactive).
 */
export async function getCampaign(db: Db, id: string, now = Date.now()): Promise<Campaign> {
  const row = await campaignRow(db, id);
  if (!row) throw notFound('campaign_not_found', `No campaign ${id}.`);
  const dates = campaignDates(row);
  const active = isCampaignActive(dates, now);
  const phase = row.status !== 'active' ? 'inactive' : active ? 'running' : now < row.startAt.getTime() ? 'upcoming' : 'ended';
  const products = active ? (await listProducts(db, { campaign: id, page: 1, per_page: 48 })).items : [];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    theme: row.theme,
    ...dates,
    status: row.status === 'active' ? 'active' : 'inactive',
    active,
    phase,
    products,
  };
}

/**
 * The flash sale for the store (no brand) or a brand: the one running now, else the next one to
 * start, else the last one that ended; not_found when there has never been one.
 */
export async function getFlashSale(db: Db, brand: string | null, now = new Date()): Promise<FlashSale> {
  const sale = await flashSaleNearest(db, brand, now);
  if (!sale) throw notFound('flash_sale_not_found', brand ? `No flash sale for ${brand}.` : 'No flash sale.');
  const ref = await loadReference(db);
  const rows = await flashSaleItems(db, sale.id);
  const phase = sale.startAt > now ? 'upcoming' : sale.endAt > now ? 'running' : 'ended';
  return {
    id: sale.id,
    title: sale.title,
    brand: sale.brandSlug,
    starts_at: sale.startAt.toISOString(),
    ends_at: sale.endAt.toISOString(),
    phase,
    server_time: now.toISOString(),
    items: rows.map(({ item, variant, product: p }) => {
      const remaining = Math.max(0, item.quota - item.sold);
      return {
        variant_id: variant.id,
        product: toCard(
          {
            id: p.id,
            slug: p.slug,
            category_slug: p.categorySlug,
            brand_slug: p.brandSlug,
            name: p.name,
            subtitle: p.subtitle,
            tags: p.tags,
            swatches: p.swatches,
            capacities: p.capacities,
            price: p.minPrice,
            compare_at_price: p.compareAtPrice,
            in_stock: p.totalStock > 0,
          },
          ref,
        ),
        capacity: variant.capacity,
        color: { key: variant.colorKey, name: variant.colorName, hex: variant.colorHex },
        price: item.price,
        regular_price: variant.price,
        quota: item.quota,
        sold: item.sold,
        remaining,
        sold_out: remaining === 0 || variant.stock === 0,
      };
    }),
  };
}

/**
 * Stores a "notify me" request for a variant that is out of stock (spec 7 POST /stock-reminder).
 * The same contact asking twice keeps one request; a variant in stock is a conflict (409).
 */
export async function createStockReminder(db: Db, request: StockReminderRequest, userId: string | null, lang: Lang): Promise<{ id: number; created: boolean }> {
  const variant = await variantStockRow(db, request.variant_id);
  if (!variant) throw notFound('variant_not_found', `No variant ${request.variant_id}.`);
  if (variant.stock > 0) throw conflict('variant_in_stock', 'This option is in stock; it can be bought now.');
  const contact = request.mobile_number ?? request.email!.toLowerCase();
  return upsertStockReminder(db, { variantId: variant.id, contact, userId, lang });
}
