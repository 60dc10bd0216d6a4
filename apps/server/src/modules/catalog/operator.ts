import type { z } from 'zod';
import type { operatorVariantSchema } from '@store/domain/contracts/catalog';
import type { Db } from '../../db/client';
import { invalidationOf } from '../../lib/invalidation';
import { conflict, notFound } from '../../lib/errors';
import { insertStockMovement, lockVariant, refreshProductPrices, writeVariant, type VariantStockRow } from './operator-repository';

export type OperatorVariant = z.infer<typeof operatorVariantSchema>;
export type VariantChange = { price?: number; compare_at_price?: number | null; stock?: number };

const view = (v: VariantStockRow): OperatorVariant => ({
  id: v.id,
  product_id: v.productId,
  price: v.price,
  compare_at_price: v.compareAtPrice,
  stock: v.stock,
  stock_reserved: v.stockReserved,
  available: Math.max(0, v.stock - v.stockReserved),
});

/**
 * An operator changes a variant's price, compare-at price or units on hand: one locked write with
 * its product's grid summary, committed with the notice that makes every API process drop its
 * cached listings. Units on hand cannot go below what unpaid orders hold (409 stock_below_reserved).
 */
export async function updateVariant(
  db: Db,
  id: number,
  change: VariantChange,
  movement: { by: string; reason: 'manual' | 'import' } = { by: 'staff', reason: 'manual' },
): Promise<{ before: OperatorVariant; after: OperatorVariant }> {
  return invalidationOf(db).commit(db, 'catalog', async (tx) => {
    const before = await lockVariant(tx, id);
    if (!before) throw notFound('variant_not_found', `No variant ${id}. / ไม่พบตัวเลือกสินค้า ${id}`);
    if (change.stock !== undefined && change.stock < before.stockReserved) {
      throw conflict(
        'stock_below_reserved',
        `Unpaid orders hold ${before.stockReserved} units; stock cannot be set below that. / คำสั่งซื้อที่ยังไม่ชำระจองไว้ ${before.stockReserved} ชิ้น ตั้งสต็อกต่ำกว่านี้ไม่ได้`,
      );
    }
    const after = await writeVariant(tx, id, { price: change.price, compareAtPrice: change.compare_at_price, stock: change.stock });
    // Every change of the units on hand is a stock movement (issue 20: the history of changes).
    if (change.stock !== undefined && change.stock !== before.stock) {
      await insertStockMovement(tx, { variantId: id, stockBefore: before.stock, stockAfter: change.stock, reason: movement.reason, changedBy: movement.by });
    }
    await refreshProductPrices(tx, after.productId);
    return { before: view(before), after: view(after) };
  });
}
