import type { OrderRefundView, OrderReveal, StaffOrderDetail, StaffOrderRow } from '@store/domain/backoffice';
import { ORDER_STATUS_CODE, type OrderState } from '@store/domain/order-state';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import type { Payments } from '../payment/payments';
import { requestHash } from '../payment/request-hash';
import { findOrder, lockOrder } from './repository';
import * as repo from './refunds-repository';
import { maskPhone, type OrderRow, type OrderView } from './view';

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/** States in which an order has been paid and not cancelled: staff may refund part or all of it. */
const REFUNDABLE_STATES: OrderState[] = ['paid', 'packing', 'delivering', 'delivered', 'in_progress', 'completed'];

export interface RefundInput {
  orderNumber: string;
  /** Satang; absent: the rest. */
  amount?: number;
  reason: string;
  /** The staff request's Idempotency-Key. */
  key: string;
  staff: { id: string | null; label: string };
}

const refundView = (r: repo.RefundRow): OrderRefundView => ({
  id: r.id,
  charge_id: r.chargeId,
  amount: r.amount,
  reason: r.reason,
  state: r.state,
  failure_code: r.failureCode,
  staff: r.staffLabel,
  created_at: r.createdAt.toISOString(),
});

export const staffRow = (o: OrderRow): StaffOrderRow => ({
  order_number: o.orderNumber,
  created_at: o.createdAt.toISOString(),
  state: o.state as OrderState,
  status_code: ORDER_STATUS_CODE[o.state as OrderState],
  kind: o.kind,
  channel: o.channel,
  total: o.total,
  payment_method: o.paymentMethod,
  contact_name: o.contact.name,
  contact_phone: maskPhone(o.contactPhone),
  total_quantity: o.lines.reduce((s, l) => s + l.quantity, 0),
});

/**
 * Staff refunds and the staff views of an order (issue 20; decision 041). A refund is written in the
 * order's lock (so two refunds of the rest at once give one, and refunds never add up to more than
 * was paid), then sent to the gateway with the key `refund:<id>` (a retry refunds once).
 */
export function createStaffOrders(deps: { db: Db; payments: Payments; log: FastifyBaseLogger; view: (order: OrderRow) => Promise<OrderView> }) {
  const { db, payments } = deps;

  async function byNumber(orderNumber: string): Promise<OrderRow> {
    const order = orderNumber.length <= 40 ? await findOrder(db, { orderNumber: orderNumber.trim().toUpperCase() }) : null;
    if (!order) throw notFound('order_not_found', 'No such order.');
    return order;
  }

  /** The successful charge of an order (its payment), or null. */
  async function paidCharge(orderId: string) {
    const rows = await payments.paymentsOfOrder(orderId);
    return rows.filter((p) => p.status === 'successful' && p.chargeId).at(-1) ?? null;
  }

  /** Sends a pending refund to the gateway and records its answer. */
  async function push(row: repo.RefundRow): Promise<repo.RefundRow> {
    if (row.state !== 'pending') return row;
    try {
      const refund = await payments.gateway.createRefund(row.chargeId, row.amount, `refund:${row.id}`);
      return (await repo.finishRefund(db, row.id, { state: 'succeeded', gatewayRefundId: refund.id })) ?? (await repo.refundById(db, row.id))!;
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        const failed = (await repo.finishRefund(db, row.id, { state: 'failed', failureCode: err.code })) ?? (await repo.refundById(db, row.id))!;
        return failed;
      }
      deps.log.error({ err, refundId: row.id }, 'refund: the gateway did not answer; the refund stays pending (retry with the same key)');
      throw new AppError('unavailable', 'refund_pending', 'The payment system did not answer. The refund is kept; send the same request again to finish it.');
    }
  }

  return {
    async search(f: repo.OrderSearch) {
      const page = await repo.searchOrders(db, f);
      return { items: page.items.map(staffRow), next_cursor: page.next_cursor };
    },

    /** The order with its lines, payments (refunded amounts from the gateway), refunds, holds and state history. */
    async detail(orderNumber: string): Promise<StaffOrderDetail> {
      const order = await byNumber(orderNumber);
      const rows = await payments.paymentsOfOrder(order.id);
      const list = await Promise.all(
        rows.map(async (p) => {
          const charge = p.status === 'successful' && p.chargeId ? await payments.gateway.retrieveCharge(p.chargeId).catch(() => null) : null;
          const refunded = charge?.refunded_amount ?? 0;
          return {
            charge_id: p.chargeId,
            method: p.method,
            status: refunded > 0 && charge && refunded >= charge.amount ? 'refunded' : p.status,
            amount: p.amount,
            refunded_amount: refunded,
            failure_code: p.failureCode,
            created_at: p.createdAt.toISOString(),
          };
        }),
      );
      const refunds = await repo.refundsOfOrder(db, order.id);
      const paid = rows.filter((p) => p.status === 'successful' && p.chargeId).at(-1);
      const refundable =
        paid && REFUNDABLE_STATES.includes(order.state as OrderState)
          ? Math.max(0, paid.amount - refunds.filter((r) => r.chargeId === paid.chargeId && r.state !== 'failed').reduce((s, r) => s + r.amount, 0))
          : 0;
      return {
        order: await deps.view(order),
        kind: order.kind,
        channel: order.channel,
        staff_id: order.staffId,
        dealer_code: order.dealerCode,
        payments: list,
        refunds: refunds.map(refundView),
        refundable,
        holds: order.lines.flatMap((l) => (l.hold ? [{ line_id: l.id, hold: l.hold }] : [])),
      };
    },

    /**
     * Refunds part or all of what was paid (201 made, 200 the same request again). 409
     * order_not_refundable (not paid, or cancelled: a cancellation refunds in full by itself), 422
     * refund_exceeds_paid (more than is left), 409 idempotency_key_reused (the key with another request),
     * 422 refund_refused (the gateway said no; the refund is kept as failed), 503 refund_pending.
     */
    async refund(input: RefundInput): Promise<{ refund: OrderRefundView; created: boolean; order: OrderRow }> {
      const key = `staff-refund:${input.key}`;
      const hash = requestHash({ order: input.orderNumber.toUpperCase(), amount: input.amount ?? null, reason: input.reason });
      const order = await byNumber(input.orderNumber);
      const earlier = await repo.refundByKey(db, key);
      if (earlier) {
        if (earlier.requestHash !== hash || earlier.orderId !== order.id) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
        return { refund: refundView(await push(earlier)), created: false, order };
      }
      const charge = await paidCharge(order.id);
      const row = await inTx(db, async (tx) => {
        const locked = (await lockOrder(tx, order.id))!;
        if (!REFUNDABLE_STATES.includes(locked.state as OrderState) || !charge?.chargeId)
          throw conflict('order_not_refundable', `An order that is ${locked.state} cannot be refunded here.`);
        const left = charge.amount - (await repo.refundedOfCharge(tx, charge.chargeId));
        if (left <= 0) throw conflict('order_fully_refunded', 'Everything paid for this order has been refunded.');
        const amount = input.amount ?? left;
        if (amount > left) throw unprocessable('refund_exceeds_paid', 'The refund is more than what is left to refund.', { refundable: left });
        return repo.insertRefund(tx, {
          orderId: order.id,
          chargeId: charge.chargeId,
          amount,
          reason: input.reason,
          idempotencyKey: key,
          requestHash: hash,
          staffId: input.staff.id,
          staffLabel: input.staff.label,
        });
      });
      // Null: a request with the same key committed first; answer with its refund.
      if (!row) return this.refund(input);
      const done = await push(row);
      if (done.state === 'failed') throw unprocessable('refund_refused', 'The payment system refused the refund.', { failure_code: done.failureCode });
      return { refund: refundView(done), created: true, order };
    },

    /** Whether an order has refunds (the order view then reads the refunded amount from the gateway). */
    hasRefunds: (orderId: string) => repo.hasRefunds(db, orderId),

    /** The whole contact phone, delivery phone and line holders' birth data and IDs of an order (a reveal: the route audits it). */
    async reveal(orderNumber: string): Promise<{ order: OrderRow; data: OrderReveal }> {
      const order = await byNumber(orderNumber);
      const meta = (l: OrderRow['lines'][number]) => (l.sim_meta ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
      return {
        order,
        data: {
          contact: { name: order.contact.name, phone: order.contact.phone, email: order.contact.email },
          delivery_phone: order.delivery.method === 'pickup' ? null : order.delivery.address.phone,
          lines: order.lines
            .filter((l) => l.sim_meta)
            .map((l) => ({
              line_id: l.id,
              birth_date: str(meta(l).birth_date),
              birth_time: str(meta(l).birth_time),
              id_number: str(meta(l).id_number ?? meta(l).thai_id ?? meta(l).citizen_id),
            })),
        },
      };
    },

    byNumber,
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
