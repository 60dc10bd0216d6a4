import type { Db } from '../../db/client';
import { productHref, productImage } from './cards';
import {
  releaseFlashSaleItemQuota,
  releaseVariantUnits,
  returnSoldVariantUnits,
  reserveVariantsUnits,
  runningFlashSaleItems,
  sellVariantUnits,
  takeFlashSaleItemQuota,
  updateStockTotals,
  variantPrices,
  variantStock,
  variantsWithProducts,
} from './stock-repository';

type Text = { th: string; en: string };

/** A variant as the cart needs it: what to show, its price and how many are free to sell. */
export interface SellableVariant {
  variantId: number;
  productId: number;
  sku: string;
  productType: string;
  category: string;
  title: Text;
  capacity: string | null;
  colour: Text;
  price: number;
  compareAtPrice: number | null;
  available: number;
  image: string;
  href: string;
  active: boolean;
  /** A flash sale running now for the variant: its price and the units of its quota still free. */
  flashSale: { id: string; price: number; remaining: number } | null;
}

/** Variants by id with their product and any flash sale running at `now` (missing ids are left out). */
export async function sellableVariants(db: Db, ids: number[], now = new Date()): Promise<Map<number, SellableVariant>> {
  if (ids.length === 0) return new Map();
  const sales = await runningFlashSaleItems(db, ids, now);
  const saleOf = new Map(sales.map((s) => [s.variantId, { id: s.id, price: s.price, remaining: Math.max(0, s.quota - s.sold) }]));
  const rows = await variantsWithProducts(db, ids);
  return new Map(
    rows.map(({ v, p }) => [
      v.id,
      {
        variantId: v.id,
        productId: p.id,
        sku: v.sku,
        productType: p.productType,
        category: p.category,
        title: p.name,
        capacity: v.capacity,
        colour: v.colorName,
        price: v.price,
        compareAtPrice: v.compareAtPrice,
        available: Math.max(0, v.stock - v.stockReserved),
        image: productImage(p.id, v.colorKey),
        href: productHref({ category_slug: p.category, brand_slug: p.brand, slug: p.slug }),
        active: p.status === 'active',
        flashSale: saleOf.get(v.id) ?? null,
      },
    ]),
  );
}

/** The catalogue's price now per variant id (regular price and compare-at price, satang). */
export async function currentPrices(db: Db, ids: number[]): Promise<Map<number, { price: number; compareAtPrice: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await variantPrices(db, ids);
  return new Map(rows.map((r) => [r.id, { price: r.price, compareAtPrice: r.compareAtPrice }]));
}

/** Units free to sell per variant id (on hand minus reserved). */
export async function availableStock(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await variantStock(db, ids);
  return new Map(rows.map((r) => [r.id, Math.max(0, r.stock - r.reserved)]));
}

export interface StockItem {
  variantId: number;
  quantity: number;
}

/** Sums quantities per variant, in id order (so concurrent reservations lock rows in the same order). */
const grouped = (items: StockItem[]) => {
  const map = new Map<number, number>();
  for (const i of items) map.set(i.variantId, (map.get(i.variantId) ?? 0) + i.quantity);
  return [...map].sort(([a], [b]) => a - b);
};

/** Per database: the refresh running now and the next one, gathering the variants of the calls made meanwhile. */
const totalsQueues = new WeakMap<Db, { running: Promise<void> | null; next: { ids: Set<number>; done: Promise<void> } | null }>();

/**
 * Recomputes the grid's `total_stock` (units free to sell) of the variants' products. Called after
 * the stock transaction commits, so a hot product's row is not held locked through a checkout.
 * Concurrent calls are coalesced (decision 047): while one refresh runs, the calls made meanwhile
 * share the next, one statement for all their variants; each call resolves once a refresh that
 * started after it (so saw its committed change) has finished.
 */
export function refreshStockTotals(db: Db, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return Promise.resolve();
  let queue = totalsQueues.get(db);
  if (!queue) totalsQueues.set(db, (queue = { running: null, next: null }));
  const q = queue;
  if (!q.next) {
    const ids = new Set<number>();
    const done = (q.running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        q.next = null;
        const run = updateStockTotals(
          db,
          [...ids].sort((a, b) => a - b),
        );
        q.running = run;
        return run.finally(() => {
          if (q.running === run) q.running = null;
        });
      });
    q.next = { ids, done };
  }
  for (const id of variantIds) q.next.ids.add(id);
  return q.next.done;
}

/**
 * Reserves stock for unpaid orders: one set-based conditional write for all the variants
 * (`stock_reserved += q where stock - stock_reserved >= q`, rows locked in id order; decision 047).
 * Returns the shortages (variant, wanted, available) and the price now of each variant reserved
 * (so the cart reprices its lines without reading the variants again); when any is short, nothing
 * is reserved by this call's caller once its transaction rolls back. Then refreshStockTotals after commit.
 */
export async function reserveStock(
  tx: Db,
  items: StockItem[],
): Promise<{ short: { variantId: number; wanted: number; available: number }[]; prices: Map<number, { price: number; compareAtPrice: number | null }> }> {
  const groups = grouped(items);
  if (groups.length === 0) return { short: [], prices: new Map() };
  const reserved = await reserveVariantsUnits(tx, groups);
  const prices = new Map(reserved.map((r) => [r.id, { price: r.price, compareAtPrice: r.compareAtPrice }]));
  const missing = groups.filter(([variantId]) => !prices.has(variantId));
  const available = missing.length
    ? await availableStock(
        tx,
        missing.map(([id]) => id),
      )
    : new Map<number, number>();
  const short = missing.map(([variantId, wanted]) => ({ variantId, wanted, available: available.get(variantId) ?? 0 }));
  return { short, prices };
}

/** Gives reserved units back (an unpaid order expired or was cancelled); never below zero. Then refreshStockTotals. */
export async function releaseStock(tx: Db, items: StockItem[]): Promise<void> {
  const groups = grouped(items);
  for (const [variantId, quantity] of groups) {
    await releaseVariantUnits(tx, variantId, quantity);
  }
}

/** A paid order: its reserved units leave the shelf (`stock -= q, stock_reserved -= q, stock_sold += q`); units free to sell do not change. */
export async function sellReservedStock(tx: Db, items: StockItem[]): Promise<void> {
  const groups = grouped(items);
  for (const [variantId, quantity] of groups) {
    if (!(await sellVariantUnits(tx, variantId, quantity))) throw new Error(`variant ${variantId} has fewer than ${quantity} units reserved`);
  }
}

/**
 * A paid order was cancelled (issue 16: a porting refused after payment): its sold units come back
 * to the shelf (`stock += q, stock_sold -= q`). Returns the variants that had fewer sold (left as
 * they are). Then refreshStockTotals after commit.
 */
export async function returnSoldStock(tx: Db, items: StockItem[]): Promise<number[]> {
  const short: number[] = [];
  for (const [variantId, quantity] of grouped(items)) {
    if (!(await returnSoldVariantUnits(tx, variantId, quantity))) short.push(variantId);
  }
  return short;
}

export interface FlashSaleItem {
  flashSaleId: string;
  variantId: number;
  quantity: number;
}

/**
 * Takes flash-sale quota for an order (`sold += q where sold + q <= quota`, only while the sale runs
 * at `now`): the units at the sale price never exceed the quota. Returns the items it could not take.
 */
export async function takeFlashSaleQuota(tx: Db, items: FlashSaleItem[], now: Date): Promise<FlashSaleItem[]> {
  const failed: FlashSaleItem[] = [];
  for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
    if (!(await takeFlashSaleItemQuota(tx, item, now))) failed.push(item);
  }
  return failed;
}

/** Gives flash-sale quota back (an unpaid order expired or was cancelled); never below zero. */
export async function releaseFlashSaleQuota(tx: Db, items: FlashSaleItem[]): Promise<void> {
  for (const item of items) {
    await releaseFlashSaleItemQuota(tx, item);
  }
}
