import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshStockTotals, releaseFlashSaleQuota, releaseStock, returnSoldStock, sellReservedStock } from '../catalog/stock';
import type { CartService } from '../cart/service';
import type { CouponService } from '../cart/coupon-port';
import type { Payments } from '../payment/payments';
import type { LineKinds } from '../../lib/line-kinds';
import type { OrderPoints } from './points-port';
import {
  cartIdOfOrder,
  dueOrders,
  findOrder,
  finishCancellation,
  flashSaleItemsOf,
  holdsOf,
  insertCancellation,
  isOpen,
  lockOrder,
  moveOrder,
  pendingCancellations,
  stockItemsOf,
} from './repository';
import type { OrderRow } from './view';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The order's life after it is placed: paid by the payment listener (reserved -> sold, cart checked
 * out, holds confirmed), closed unpaid by the sweeper or a newer checkout of the same cart (stock,
 * coupon use and holds given back, pending charges reversed), moved along by operators.
 */
export function createLifecycle(deps: {
  db: Db;
  payments: Payments;
  cart: CartService;
  lineKinds: LineKinds;
  coupons: () => CouponService | null;
  points: () => OrderPoints | null;
  log: FastifyBaseLogger;
}) {
  const { db, payments, lineKinds } = deps;

  /**
   * In the place-order (or sweep) transaction: closes an unpaid order and gives back what it took.
   * The lines' holds are given back (`giveBack`, and the lines leave the cart) when it expired or was
   * cancelled for good; a newer checkout of the same cart leaves them with the cart.
   */
  async function closeUnpaid(tx: Db, order: OrderRow, to: 'expired' | 'cancelled', at: Date, giveBack = to === 'expired'): Promise<OrderRow | null> {
    const row = await moveOrder(tx, order, to, at);
    if (!row) return null;
    await releaseStock(tx, stockItemsOf(order.lines));
    await releaseFlashSaleQuota(tx, flashSaleItemsOf(order.lines));
    if (order.couponCode) await deps.coupons()?.releaseInTx(tx as never, order.id);
    if (order.pointsUsed > 0) await deps.points()?.giveBackInTx(tx, order.id);
    // The lines' holds: an expired order gives them back and its lines leave the cart; a cancelled one (a newer checkout) leaves them with the cart.
    if (giveBack) {
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

  /**
   * A service order's upfront payment (issue 17; no cart): paid, then on to fulfilment (in_progress),
   * and its holds told. A payment for an order no longer waiting is refunded.
   */
  const servicePaidListeners: ((tx: Db, order: OrderRow) => Promise<void>)[] = [];
  async function servicePaid(tx: Db, orderId: string, charge: { id: string; amount: number }): Promise<void> {
    const order = await lockOrder(tx, orderId);
    if (!order || order.kind !== 'service') return;
    if (!isOpen(order.state)) return refundLate(charge.id, charge.amount);
    const now = new Date();
    const paid = await moveOrder(tx, order, 'paid', now, { paidAt: now });
    if (!paid) return;
    const moved = (await moveOrder(tx, paid, 'in_progress', now))!;
    await lineKinds.paid(tx, order.lines, order.id);
    for (const listener of servicePaidListeners) await listener(tx, moved);
  }

  payments.onChargeUpdated(async (tx, payment, charge) => {
    if (!payment.orderId || !UUID_RE.test(payment.orderId) || payment.status !== 'successful') return;
    // Locks in the place-order order (cart, then order, then stock), so a checkout of the same cart at this moment cannot deadlock with it.
    const cartId = await cartIdOfOrder(tx, payment.orderId);
    if (cartId === null) return servicePaid(tx, payment.orderId, charge);
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

  /**
   * Compensation (issue 16), in the caller's transaction: an open order is cancelled and gives back
   * what it took (its holds too); a paid or packing one is cancelled and its sold units come back to
   * the shelf (stock += q, stock_sold -= q) and its coupon use is released. Refunds, pending charge
   * reversals and the grid's stock totals follow after commit (order_cancellations, run by the
   * sweeper; `runCancellations` may be kicked after the caller commits). Other holds of a paid order
   * (numbers, SIM packs) stay sold. Returns what happened.
   */
  async function cancelInTx(tx: Db, orderId: string, reason: string, at = new Date()): Promise<'cancelled' | 'already_cancelled' | 'not_cancellable'> {
    const order = await lockOrder(tx, orderId);
    if (!order) return 'not_cancellable';
    if (order.state === 'cancelled') return 'already_cancelled';
    if (isOpen(order.state)) {
      if (!(await closeUnpaid(tx, order, 'cancelled', at, true))) return 'not_cancellable';
    } else if (order.state === 'paid' || order.state === 'packing') {
      if (!(await moveOrder(tx, order, 'cancelled', at))) return 'not_cancellable';
      const short = await returnSoldStock(tx, stockItemsOf(order.lines));
      if (short.length) deps.log.warn({ order: order.orderNumber, variants: short }, 'cancelled order: fewer units sold than its lines say; stock left as is');
      if (order.couponCode) await deps.coupons()?.releaseInTx(tx as never, order.id);
      if (order.pointsUsed > 0) await deps.points()?.giveBackInTx(tx, order.id);
    } else return 'not_cancellable';
    await insertCancellation(tx, order.id, reason, at);
    return 'cancelled';
  }

  /** After-commit work of cancelled orders: stock totals, pending charges reversed, successful ones refunded in full (once: the gateway key is per charge). */
  async function runCancellations(now = new Date()): Promise<number> {
    let done = 0;
    for (const c of await pendingCancellations(db)) {
      try {
        const order = await findOrder(db, { id: c.orderId });
        if (order)
          await refreshStockTotals(
            db,
            stockItemsOf(order.lines).map((i) => i.variantId),
          );
        await reversePending(c.orderId);
        for (const p of await payments.paymentsOfOrder(c.orderId)) {
          if (p.status !== 'successful' || !p.chargeId) continue;
          const charge = await payments.gateway.retrieveCharge(p.chargeId);
          const left = charge.amount - charge.refunded_amount;
          if (left > 0) await payments.gateway.createRefund(p.chargeId, left, `cancel:${c.orderId}:${p.chargeId}`);
        }
        await finishCancellation(db, c.orderId, null, now);
        done += 1;
      } catch (err) {
        deps.log.error({ err, orderId: c.orderId }, 'cancelled order: refund or stock refresh failed; retried by the sweeper');
        await finishCancellation(db, c.orderId, err instanceof Error ? err.message.slice(0, 200) : 'error', now);
      }
    }
    return done;
  }
  return {
    /** Tells the module that owns a service order that its upfront payment arrived (in the payment's transaction; the order is in_progress). */
    onServiceOrderPaid(listener: (tx: Db, order: OrderRow) => Promise<void>) {
      servicePaidListeners.push(listener);
    },
    closeUnpaid,
    reversePending,
    cancelInTx,
    runCancellations,

    /**
     * An open cart order paid outside the payment gateway (pay smooth, issue 18; decision 037), in the
     * caller's transaction: `settle` takes the payment (it throws when it cannot), then the order is
     * paid like a successful charge (stock sold, cart checked out, holds told). False when the order
     * is no longer open (nothing taken).
     */
    async settleExternally(tx: Db, orderId: string, settle: (order: OrderRow) => Promise<void>): Promise<boolean> {
      const cartId = await cartIdOfOrder(tx, orderId);
      if (cartId === null) return false;
      await deps.cart.lockCart(tx, cartId);
      const order = await lockOrder(tx, orderId);
      if (!order || !isOpen(order.state)) return false;
      await settle(order);
      const now = new Date();
      await moveOrder(tx, order, 'paid', now, { paidAt: now });
      await sellReservedStock(tx, stockItemsOf(order.lines));
      await deps.cart.setStatus(tx, cartId, 'checked_out');
      await lineKinds.paid(tx, order.lines, order.id);
      return true;
    },

    /**
     * Expires unpaid orders whose time is up (at `now`): pending charges are read again first (a payment
     * that arrived just in time wins), then each order closes in its own transaction. Returns how many expired.
     */
    async sweep(now: Date = new Date()): Promise<number> {
      await runCancellations(now);
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
