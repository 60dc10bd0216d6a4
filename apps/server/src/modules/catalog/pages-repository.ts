import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCampaigns, catalogEditorials, catalogFlashSaleItems, catalogFlashSales, catalogProducts, catalogStockReminders, catalogVariants } from './tables';

/** The SQL of the catalogue's pages (pages-service.ts holds their rules). */

/** A shop's editorial pages in their order. */
export function editorialsOfShop(db: Db, shopId: string) {
  return db
    .select({ id: catalogEditorials.id, title: catalogEditorials.title, summary: catalogEditorials.summary })
    .from(catalogEditorials)
    .where(eq(catalogEditorials.shopId, shopId))
    .orderBy(asc(catalogEditorials.position));
}

/** An editorial page by id, or null. */
export async function editorialById(db: Db, id: string) {
  const [row] = await db.select().from(catalogEditorials).where(eq(catalogEditorials.id, id));
  return row ?? null;
}

/** Up to 8 active products with a tag (of a brand when given), most popular first. */
export function productsTagged(db: Db, tag: string, brand: string | null) {
  return db
    .select()
    .from(catalogProducts)
    .where(and(sql`${catalogProducts.tags} @> array[${tag}]::text[]`, brand ? eq(catalogProducts.brandSlug, brand) : undefined, eq(catalogProducts.lifecycleStatus, 'active')))
    .orderBy(desc(catalogProducts.popularity), asc(catalogProducts.id))
    .limit(8);
}

/** A campaign by id, or null. */
export async function campaignRow(db: Db, id: string) {
  const [row] = await db.select().from(catalogCampaigns).where(eq(catalogCampaigns.id, id));
  return row ?? null;
}

/** The store's (no brand) or a brand's flash sale: the one running at `now`, else the next to start, else the last that ended; null when none. */
export async function flashSaleNearest(db: Db, brand: string | null, now: Date) {
  const scope = brand ? eq(catalogFlashSales.brandSlug, brand) : isNull(catalogFlashSales.brandSlug);
  const [sale] = await db
    .select()
    .from(catalogFlashSales)
    .where(scope)
    .orderBy(
      sql`case when ${catalogFlashSales.startAt} <= ${now} and ${catalogFlashSales.endAt} > ${now} then 0 when ${catalogFlashSales.startAt} > ${now} then 1 else 2 end`,
      sql`abs(extract(epoch from ${catalogFlashSales.startAt} - ${now}::timestamptz))`,
    )
    .limit(1);
  return sale ?? null;
}

/** A flash sale's items with their variants and products, in their order. */
export function flashSaleItems(db: Db, saleId: string) {
  return db
    .select({ item: catalogFlashSaleItems, variant: catalogVariants, product: catalogProducts })
    .from(catalogFlashSaleItems)
    .innerJoin(catalogVariants, eq(catalogVariants.id, catalogFlashSaleItems.variantId))
    .innerJoin(catalogProducts, eq(catalogProducts.id, catalogVariants.productId))
    .where(eq(catalogFlashSaleItems.flashSaleId, saleId))
    .orderBy(asc(catalogFlashSaleItems.position));
}

/** A variant's id and stock, or null. */
export async function variantStockRow(db: Db, variantId: number) {
  const [variant] = await db.select({ id: catalogVariants.id, stock: catalogVariants.stock }).from(catalogVariants).where(eq(catalogVariants.id, variantId));
  return variant ?? null;
}

/** Stores a "notify me" request once per variant and contact; returns its id and whether it is new. */
export async function upsertStockReminder(db: Db, values: { variantId: number; contact: string; userId: string | null; lang: string }): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db.insert(catalogStockReminders).values(values).onConflictDoNothing().returning({ id: catalogStockReminders.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: catalogStockReminders.id })
    .from(catalogStockReminders)
    .where(and(eq(catalogStockReminders.variantId, values.variantId), eq(catalogStockReminders.contact, values.contact)));
  return { id: existing.id, created: false };
}
