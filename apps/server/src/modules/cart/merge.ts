import type { Db } from '../../db/client';
import { availableStock } from '../catalog/stock';
import { deleteLineById, guestCart, linesOf, markCartMerged, moveLineToCart, setCartUser, setLineQuantity, touchCart, userCart } from './repository';

const MAX_LINE_QUANTITY = 10;

/**
 * Sign-in with a guest cart (decision 011): a user without a cart adopts the guest's; otherwise the
 * guest's open cart is poured into the user's (same variant: quantities added, capped at 10 and at
 * the stock, never below what the user had) and marked merged. Both rows are locked, guest first,
 * so a concurrent add to either waits. A guest cart with an unpaid order is adopted or left alone.
 */
export async function mergeGuestCart(db: Db, userId: string, guestHash: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const guest = await guestCart(tx, guestHash, true);
    if (!guest) return;
    const mine = await userCart(tx, userId, true);
    if (!mine) {
      await setCartUser(tx, guest.id, userId);
      await touchCart(tx, guest.id);
      return;
    }
    if (guest.status !== 'open') return;
    const [theirs, ours] = [await linesOf(tx, guest.id), await linesOf(tx, mine.id)];
    const stock = await availableStock(
      tx,
      theirs.map((l) => l.variantId).filter((v): v is number => v !== null),
    );
    for (const line of theirs) {
      const same = line.variantId !== null && line.productType === 'product' ? ours.find((o) => o.productType === 'product' && o.variantId === line.variantId) : undefined;
      if (same) {
        const cap = Math.max(same.quantity, Math.min(MAX_LINE_QUANTITY, stock.get(line.variantId!) ?? 0));
        await setLineQuantity(tx, same.id, Math.min(same.quantity + line.quantity, cap));
        await deleteLineById(tx, line.id);
      } else {
        await moveLineToCart(tx, line.id, mine.id);
      }
    }
    await markCartMerged(tx, guest.id);
    await touchCart(tx, mine.id);
  });
}
