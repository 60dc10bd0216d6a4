import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshStockTotals, releaseFlashSaleQuota, releaseStock, sellReservedStock } from '../catalog/stock';
import type { CartService } from '../cart/service';
import type { CouponService } from '../cart/coupon-port';
import type { Payments } from '../payment/payments';
import type { LineKinds } from '../../lib/line-kinds';
import { cartIdOfOrder, dueOrders, flashSaleItemsOf, holdsOf, isOpen, lockOrder, moveOrder, stockItemsOf } from './repository';
import type { OrderRow } from './view';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The order's life after it is placed: paid by the payment listener (reserved -> sold, cart checked
 * out, holds confirmed), closed unpaid by the sweeper or a newer checkout of the same cart (stock,
 * coupon use and holds given back, pending charges reversed), moved along by operators.
 */
export function createLifecycle(deps: { db: Db; payments: Payments; cart: CartService; lineKinds: LineKinds; coupons: () => CouponService | null; log: FastifyBaseLogger }) {
  const { db, payments, lineKinds } = deps;

  /** In the place-order (or sweep) transaction: closes an unpaid order and gives back what it took. */
  async function closeUnpaid(tx: Db, order: OrderRow, to: 'expired' | 'cancelled', at: Date): Promise<OrderRow | null> {
    const row = await moveOrder(tx, order, to, at);
    if (!row) return null;
    await releaseStock(tx, stockItemsOf(order.lines));
    await releaseFlashSaleQuota(tx, flashSaleItemsOf(order.lines));
    if (order.couponCode) await deps.coupons()?.releaseInTx(tx as never, order.id);
    // The lines' holds: an expired order gives them back and its lines leave the cart; a cancelled one (a newer checkout) leaves them with the cart.
    if (to === 'expired') {
      await lineKinds.expired(tx, order.lines);
      await deps.cart.removeLinesByHold(holdsOf(order.lines), tx);
    } else await lineKinds.cancelled(tx, order.lines);
    return row;
  }

  /** After an unpaid order closed: its pending charges are reversed at the gateway so they cannot be paid any more. */
  async function reversePending(orderId: string): Promise<void> {
    for (const p of await payments.paymentsOfOrder(orderId)) {
      if (p.status !== 'pending' || !p.chargeId) continue;
      try {
        await payments.gateway.reverseCharge(p.chargeId);
        await payments.refreshCharge(p.chargeId);
      } catch (err) {
        deps.log.warn({ err, chargeId: p.chargeId }, 'could not reverse a pending charge of a closed order');
      }
    }
  }

  /** A charge paid for an order that is no longer waiting (expired, cancelled, or paid by another charge): refunded. */
  function refundLate(chargeId: string, amount: number) {
    setImmediate(() => {
      payments.gateway.createRefund(chargeId, amount, `late-payment:${chargeId}`).catch((err) => deps.log.error({ err, chargeId }, 'late payment refund failed'));
    });
  }

  payments.onChargeUpdated(async (tx, payment, charge) => {
    if (!payment.orderId || !UUID_RE.test(payment.orderId) || payment.status !== 'successful') return;
    // Locks in the place-order order (cart, then order, then stock), so a checkout of the same cart at this moment cannot deadlock with it.
    const cartId = await cartIdOfOrder(tx, payment.orderId);
    if (cartId === null) return;
    await deps.cart.lockCart(tx, cartId);
    const order = await lockOrder(tx, payment.orderId);
    if (!order) return;
    if (!isOpen(order.state)) return refundLate(charge.id, charge.amount);
    const now = new Date();
    await moveOrder(tx, order, 'paid', now, { paidAt: now });
    await sellReservedStock(tx, stockItemsOf(order.lines));
    await deps.cart.setStatus(tx, cartId, 'checked_out');
    await lineKinds.paid(tx, order.lines, order.id);
  });

  return {
    closeUnpaid,
    reversePending,

    /**
     * Expires unpaid orders whose time is up (at `now`): pending charges are read again first (a payment
     * that arrived just in time wins), then each order closes in its own transaction. Returns how many expired.
     */
    async sweep(now: Date = new Date()): Promise<number> {
      let expired = 0;
      for (const id of await dueOrders(db, now)) {
        for (const p of await payments.paymentsOfOrder(id)) {
          if (p.status === 'pending' && p.chargeId) await payments.refreshCharge(p.chargeId).catch(() => undefined);
        }
        const closed = await inTx(db, async (tx) => {
          const order = await lockOrder(tx, id);
          if (!order || !isOpen(order.state) || order.expiresAt.getTime() > now.getTime()) return null;
          return closeUnpaid(tx, order, 'expired', now);
        });
        if (closed) {
          expired += 1;
          await refreshStockTotals(
            db,
            stockItemsOf(closed.lines).map((i) => i.variantId),
          );
          await reversePending(id);
        }
      }
      return expired;
    },

    /** Operators move a paid order along packing, delivering, delivered (409 illegal_order_transition otherwise). */
    async advance(orderId: string, to: 'packing' | 'delivering' | 'delivered'): Promise<OrderRow> {
      return inTx(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw new Error('order vanished');
        const moved = await moveOrder(tx, order, to, new Date());
        return moved!;
      });
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
