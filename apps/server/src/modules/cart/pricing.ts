import type { Db } from '../../db/client';
import { currentPrices } from '../catalog/stock';
import type { CartLineRow } from './repository';

type Price = { price: number; compareAtPrice: number | null };

/** A cart line at today's price; `addedPrice` is what it cost when it was added, when that differs (else null). */
export type PricedLine = CartLineRow & { addedPrice: number | null };

/**
 * Catalogue lines are charged at the catalogue's price now, not the price they were added at: the
 * cart shows the current price and says when it changed, and the order takes it. A line bought at a
 * flash-sale price keeps it (the sale's quota and end are checked when the order is placed), and
 * lines of other modules (numbers, SIM packages) keep the price their module set.
 */
export async function withCurrentPrices(db: Db, lines: CartLineRow[], known: ReadonlyMap<number, Price> = new Map()): Promise<PricedLine[]> {
  const repriced = (l: CartLineRow) => l.productType === 'product' && l.variantId !== null && l.flashSaleId === null;
  // Prices the caller read already in this transaction (the variant just added) are not read again.
  const prices = await currentPrices(
    db,
    lines
      .filter(repriced)
      .map((l) => l.variantId!)
      .filter((id) => !known.has(id)),
  );
  for (const [id, price] of known) prices.set(id, price);
  return lines.map((l) => {
    const now = repriced(l) ? prices.get(l.variantId!) : undefined;
    if (!now || now.price === l.price) return { ...l, addedPrice: null };
    return { ...l, price: now.price, compareAtPrice: now.compareAtPrice, addedPrice: l.price };
  });
}
