import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availableStock } from '../catalog/stock';
import { guestCart, linesOf, touchCart, userCart } from './repository';
import { cartLines, carts } from './tables';

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
      await tx.update(carts).set({ userId }).where(eq(carts.id, guest.id));
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
        await tx
          .update(cartLines)
          .set({ quantity: Math.min(same.quantity + line.quantity, cap) })
          .where(eq(cartLines.id, same.id));
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      } else {
        await tx.update(cartLines).set({ cartId: mine.id }).where(eq(cartLines.id, line.id));
      }
    }
    await tx.update(carts).set({ status: 'merged' }).where(eq(carts.id, guest.id));
    await touchCart(tx, mine.id);
  });
}
