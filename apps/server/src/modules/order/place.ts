import type { OrderChannel } from '@store/domain/staff';
import { randomUUID } from 'node:crypto';
import { lineTotal } from '@store/domain/line-total';
import { MIN_CHARGE_SATANG } from '@store/domain/payment';
import { normalizeThaiMobile } from '@store/domain/phone';
import { simPickupOnly } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { AppError, conflict, unprocessable } from '../../lib/errors';
import { getConfig } from '../config/service';
import { refreshStockTotals, reserveStock, takeFlashSaleQuota } from '../catalog/stock';
import { couponLineOf, type CouponService } from '../cart/coupon-port';
import type { CartLineRow } from '../cart/repository';
import { priceLines } from '../cart/view';
import { holdOf, type CartService } from '../cart/service';
import type { LineKinds } from '../../lib/line-kinds';
import type { Lifecycle } from './lifecycle';
import type { OrderPoints } from './points-port';
import { flashSaleItemsOf, insertOrder, newOrderNumber, newSecureKey, sameOrOpenOrder, stockItemsOf } from './repository';
import type { OrderContact, OrderDelivery, OrderLine } from './types';
import type { OrderRow } from './view';

/** An unpaid order waits this long for its payment, then the sweeper expires it. */
export const ORDER_PAYMENT_TTL_MS = 30 * 60_000;

export interface PlaceInput {
  cartId: string;
  userId: string | null;
  /** The caller's Idempotency-Key, scoped to the user or the guest cookie. */
  scopedKey: string;
  requestHash: string;
  cartVersion?: number;
  couponCode?: string;
  /** Member points to pay part of the total (issue 18). */
  points?: number;
  delivery: OrderDelivery;
  contact: OrderContact;
  paymentMethod: string;
  /** Where it is sold and by whom (a staff member placing it for a customer); online by default. */
  channel?: { channel: OrderChannel; staffId: string | null; dealerCode: string | null };
  /** How long it waits for its payment (ORDER_PAYMENT_TTL_MS by default; a sale link's life for a seller's order, decision 039). */
  paymentTtlMs?: number;
  /** A seller's order leaves the cart (checked_out) so the seller's next order starts a new one instead of cancelling this (decision 039). */
  detachCart?: boolean;
  /** The cart's lines as read before the transaction (for the holds' outside checks), reused when the cart has not changed since (decision 047). */
  seen?: { version: number; lines: CartLineRow[] };
}

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/** A cart line frozen into the order, with its coupon share and spec 9 total. */
function snapshot(l: CartLineRow, couponShare: number): OrderLine {
  return {
    id: l.id,
    product_type: l.productType,
    product_id: l.productId,
    variant_id: l.variantId,
    category: l.category,
    title: l.title,
    image: l.image,
    href: l.href,
    price: l.price,
    compare_at_price: l.compareAtPrice,
    quantity: l.quantity,
    discount: l.discount,
    coupon_discount: couponShare,
    line_total: lineTotal({ price: l.price, quantity: l.quantity, discount: l.discount, ecouponDiscount: couponShare, productType: l.productType }),
    capacity: l.capacity,
    colour: l.colour,
    sim_meta: l.simMeta,
    existing_campaign: l.existingCampaign,
    bundle: l.bundle,
    inventory_id: l.inventoryId,
    hold: holdOf(l),
    flash_sale_id: l.flashSaleId,
  };
}

/**
 * The place-order saga (decision 011), in one transaction so that a failing step undoes the earlier
 * ones: lock the cart -> the same Idempotency-Key or the same unchanged cart returns its order (an
 * unpaid order of an older cart version is cancelled, giving its stock and coupon back) -> reserve
 * stock (conditional writes, never below zero) -> take the coupon use -> create the order awaiting
 * payment for 30 minutes -> cart checking_out. The charge follows outside (see chargeOrder).
 * Returns the order and whether it existed already.
 */
export async function placeOrder(
  db: Db,
  deps: { cart: CartService; coupons: () => CouponService | null; points: () => OrderPoints | null; lifecycle: Lifecycle; lineKinds: LineKinds },
  input: PlaceInput,
) {
  const cancelled: string[] = [];
  const touched: number[] = [];
  let pointsTaken: { cardNo: string; reference: string } | null = null;
  const result = await inTx(db, async (tx): Promise<{ order: OrderRow; existed: boolean }> => {
    const locked = await deps.cart.lockForCheckout(tx, input.cartId, input.seen);
    // The order of this key and the cart's unpaid order, in one read.
    const { same, open } = await sameOrOpenOrder(tx, input.scopedKey, input.cartId);
    if (same) {
      if (same.requestHash !== input.requestHash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
      return { order: same, existed: true };
    }
    if (!locked || !['open', 'checking_out'].includes(locked.cart.status)) throw unprocessable('cart_empty', 'Your cart is empty.');
    const { cart, lines: unpriced } = locked;
    if (input.cartVersion !== undefined && input.cartVersion !== cart.version) {
      throw new AppError('conflict', 'cart_changed', 'Your cart changed. Please check it and try again.', { version: cart.version });
    }
    if (open && open.cartVersion === cart.version) return { order: open, existed: true };
    const now = new Date();
    if (open && (await deps.lifecycle.closeUnpaid(tx, open, 'cancelled', now))) {
      cancelled.push(open.id);
      touched.push(...stockItemsOf(open.lines).map((i) => i.variantId));
    }
    if (unpriced.length === 0) throw unprocessable('cart_empty', 'Your cart is empty.');
    if (
      input.delivery.method !== 'pickup' &&
      simPickupOnly(
        unpriced.map((l) => ({ product_type: l.productType, sim_meta: l.simMeta })),
        // The process's copy of the config (a transaction would miss the cache and read it all again).
        (await getConfig(db, 'sim_postpaid_pickup_only')).toggle,
      )
    ) {
      throw unprocessable('sim_pickup_only', 'A postpaid SIM is handed over at a shop, where the ID card is checked. Please choose pickup at a shop.');
    }

    // Step: stock, one set-based conditional write. A shortage fails the whole transaction (nothing reserved).
    const items = stockItemsOf(unpriced.map((l) => snapshot(l, 0)));
    const { short, prices } = await reserveStock(tx, items);
    if (short.length) {
      const details = short.map((s) => ({ line_id: unpriced.find((l) => l.variantId === s.variantId)?.id, variant_id: s.variantId, wanted: s.wanted, available: s.available }));
      throw new AppError('conflict', 'out_of_stock', 'Some items ran out. Please check your cart.', { lines: details });
    }
    // The lines at today's prices: the reservation returned the variants' prices, so they are not read again.
    const lines = await locked.priced(prices);

    // Step: flash-sale quota for lines bought at a sale price (the sale may have sold out or ended since).
    const unsold = await takeFlashSaleQuota(tx, flashSaleItemsOf(lines.map((l) => snapshot(l, 0))), now);
    if (unsold.length) {
      const details = unsold.map((u) => ({
        line_id: lines.find((l) => l.variantId === u.variantId && l.flashSaleId === u.flashSaleId)?.id,
        variant_id: u.variantId,
        flash_sale_id: u.flashSaleId,
      }));
      throw new AppError('conflict', 'flash_sale_sold_out', 'The flash sale price is no longer available for some items. Please check your cart.', { lines: details });
    }

    // Step: coupon use (one conditional write in the coupon module; 422 coupon_* undoes the stock step).
    const orderId = randomUUID();
    let perLine: Record<string, number> = {};
    let couponCode: string | null = null;
    if (input.couponCode) {
      const coupons = deps.coupons();
      if (!coupons) throw unprocessable('coupon_not_found', 'This coupon code does not exist.');
      const used = await coupons.redeemInTx(tx as never, { code: input.couponCode, userId: input.userId, orderId, lines: lines.map(couponLineOf) });
      perLine = used.perLine;
      couponCode = used.code;
    }

    // Step: the order, awaiting payment.
    const { subtotal, total: linesTotal, discount } = priceLines(lines, perLine);
    if (linesTotal < MIN_CHARGE_SATANG) throw unprocessable('amount_too_small', `An order must come to at least ${MIN_CHARGE_SATANG / 100} baht.`);
    const orderNumber = newOrderNumber(now);

    // Step: member points pay part of it (one conditional write in the loyalty module, under the order's reference; the charge is for the rest).
    let points = { points: 0, value: 0 };
    if (input.points) {
      const loyalty = deps.points();
      if (!loyalty) throw unprocessable('points_disabled', 'Paying with points is not available now.');
      const taken = await loyalty.redeemInTx(tx, { userId: input.userId, orderId, orderNumber, points: input.points, total: linesTotal });
      pointsTaken = taken;
      points = taken;
    }
    const total = linesTotal - points.value;
    const order = await insertOrder(tx, {
      id: orderId,
      orderNumber,
      secureKey: newSecureKey(),
      userId: input.userId,
      cartId: cart.id,
      cartVersion: cart.version,
      state: 'awaiting_payment',
      lines: lines.map((l) => snapshot(l, perLine[l.id] ?? 0)),
      subtotal,
      discount,
      total,
      couponCode,
      pointsUsed: points.points,
      pointsValue: points.value,
      delivery: input.delivery,
      contact: input.contact,
      contactPhone: normalizeThaiMobile(input.contact.phone),
      paymentMethod: input.paymentMethod,
      channel: input.channel?.channel ?? 'online',
      staffId: input.channel?.staffId ?? null,
      dealerCode: input.channel?.dealerCode ?? null,
      idempotencyKey: input.scopedKey,
      requestHash: input.requestHash,
      expiresAt: new Date(now.getTime() + (input.paymentTtlMs ?? ORDER_PAYMENT_TTL_MS)),
      createdAt: now,
      updatedAt: now,
    });
    // Step: the lines' holds (numbers, SIM packs: each by its module) wait for this order; an ended hold fails the whole transaction.
    await deps.lineKinds.reserve(tx, order.lines, { orderId: order.id, until: order.expiresAt, userId: input.userId });
    await deps.cart.setStatus(tx, cart.id, input.detachCart ? 'checked_out' : 'checking_out');
    touched.push(...items.map((i) => i.variantId));
    return { order, existed: false };
  }).catch(async (err: unknown) => {
    // A remote card system took the points outside this transaction: it gives them back.
    if (pointsTaken) await deps.points()?.compensate(pointsTaken);
    throw err;
  });
  await refreshStockTotals(db, [...new Set(touched)]);
  for (const id of cancelled) await deps.lifecycle.reversePending(id);
  return result;
}
