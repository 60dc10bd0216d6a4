import type { Coupon, CouponCondition } from '@store/domain/coupon';
import { productConditions } from '@store/domain/coupon-rules';
import { productCardSchema } from '@store/domain/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getProduct } from '../catalog/service';
import { collectableCoupons, couponById, holdingsOf } from './repository';
import { rulesOf, toCoupons, type CouponRow } from './view';

const STATE_ORDER = { available: 0, upcoming: 1, used_up: 2, expired: 3 } as const;

/** Ids of the coupons a shopper holds (none for a guest). */
export async function heldIds(db: Db, userId: string | null): Promise<Map<number, number>> {
  if (!userId) return new Map();
  const rows = await holdingsOf(db, userId);
  return new Map(rows.map((r) => [r.id, r.used]));
}

/**
 * The /coupon page (spec 7 GET /coupon): collectable coupons that have not ended, usable ones first
 * (soonest to end first), then those not started yet, then those whose every use is taken.
 */
export async function listCoupons(db: Db, userId: string | null, now = new Date()): Promise<Coupon[]> {
  const rows = await collectableCoupons(db, now);
  const held = await heldIds(db, userId);
  const list = await toCoupons(db, rows, new Set(held.keys()), now);
  return list.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
}

async function findRow(db: Db, id: number): Promise<CouponRow> {
  const row = await couponById(db, id);
  if (!row) throw notFound('coupon_not_found', `No coupon ${id}.`);
  return row;
}

/** One coupon with its conditions (spec 7 GET /coupon/{coupon_id}). */
export async function getCoupon(db: Db, id: number, userId: string | null, now = new Date()): Promise<Coupon> {
  const row = await findRow(db, id);
  const held = await heldIds(db, userId);
  return (await toCoupons(db, [row], new Set(held.keys()), now))[0];
}

/** The conditions page: every condition of the coupon checked against one catalogue product and the caller's uses. */
export async function getCondition(db: Db, id: number, productId: number, userId: string | null, now = new Date()): Promise<CouponCondition> {
  const row = await findRow(db, id);
  const product = await getProduct(db, productId, now);
  const held = await heldIds(db, userId);
  const result = productConditions(
    rulesOf(row),
    { productId: String(product.id), category: product.category.slug, productType: product.product_type, price: product.price },
    { totalUsed: row.used, usedByUser: held.get(row.id) ?? 0 },
    now,
  );
  const [coupon] = await toCoupons(db, [row], new Set(held.keys()), now);
  return { coupon, product: productCardSchema.parse(product), ...result };
}
