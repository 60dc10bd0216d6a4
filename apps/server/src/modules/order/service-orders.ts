import { randomUUID } from 'node:crypto';
import { normalizeThaiMobile } from '@store/domain/phone';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/errors';
import { placeOfSubdistrict } from '../address/addresses';
import type { LineKinds } from '../../lib/line-kinds';
import { requestHash } from '../payment/request-hash';
import { ORDER_PAYMENT_TTL_MS } from './place';
import { findOrder, insertOrder, lockIdempotencyKey, lockOrder, moveOrder, newOrderNumber, newSecureKey, setFulfilment } from './repository';
import type { OrderChannel } from '@store/domain/staff';
import type { DeliveryAddress, OrderContact, OrderDelivery, OrderLine, ServiceFulfilment } from './types';
import type { OrderRow } from './view';

/** The billing address with its province and district, from the subdistrict (and a postcode that must match it). */
async function billingAddressOf(db: Db, a: NonNullable<ServiceOrderInput['billingAddress']>): Promise<DeliveryAddress> {
  const place = await placeOfSubdistrict(db, a.subdistrict_id);
  if (!place || place.postcode !== a.postcode) {
    throw invalid('address_place_mismatch', 'The subdistrict and postcode do not match.', [{ path: 'body.billing_address', message: 'address_place_mismatch' }]);
  }
  return { name: a.name.trim(), phone: normalizeThaiMobile(a.phone), line1: a.line1.trim(), ...place };
}

const inTx = <T>(db: Db, fn: (tx: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * Where a service order starts: held for an eKYC, sent to fulfilment at once, or waiting for an
 * upfront payment (issue 17: its lines' total is paid through POST /orders/:secure_key/payments
 * within ORDER_PAYMENT_TTL_MS, then it goes paid -> in_progress; unpaid, it expires and gives back
 * what its lines hold).
 */
export type ServiceOrderStart = 'awaiting_ekyc' | 'in_progress' | 'awaiting_payment';

export interface ServiceOrderInput {
  /** The shopper; null for a customer served at a counter (issue 19), whose order the staff member's `scope` keys. */
  userId: string | null;
  /** Scopes the Idempotency-Key instead of the user (e.g. `staff:<id>` for a counter sale). */
  scope?: string;
  /** The caller's Idempotency-Key (scoped to the user here, like POST /orders). */
  key: string;
  /** The request as the caller sent it: the same key with another request is 409 idempotency_key_reused. */
  request: unknown;
  /** Where bills go: the Thai address picker's subdistrict and postcode (province and district follow; 400 address_place_mismatch). */
  billingAddress?: { name: string; phone: string; line1: string; subdistrict_id: number; postcode: string };
  /** Instead of a billing address: where the customer takes it (pickup at the selling shop, issue 19). */
  delivery?: OrderDelivery;
  contact: OrderContact;
  /** Where it is sold and by whom (issue 19: offline_shop, dealer); online by default. */
  channel?: { channel: OrderChannel; staffId: string | null; dealerCode: string | null };
  /** How long the lines' holds wait for the order (default: now, for holds that do not expire with the order). */
  reserveUntil?: 'order_expiry';
  /**
   * In the placing transaction, once the key is known to be new: the owning module checks its rules,
   * takes what the order holds (e.g. the number's pending conversion) and gives the lines and the state
   * the order starts in.
   */
  prepare(tx: Db, order: { id: string; orderNumber: string; at: Date }): Promise<{ lines: OrderLine[]; state: ServiceOrderStart }>;
  /** In the same transaction, after the order is stored (e.g. record consents, schedule the change). */
  placed?(tx: Db, order: OrderRow): Promise<void>;
}

/**
 * Service orders (issue 15; decision 028): orders of a service on an existing line (prepaid to
 * postpaid, later home internet and number porting) with no cart and nothing paid online (total 0;
 * the plan is billed monthly). They start in awaiting_ekyc or in_progress, move on when the eKYC is
 * decided and when the change takes effect, and give back what their lines hold when cancelled.
 */
export function createServiceOrders(deps: { db: Db; lineKinds: LineKinds }) {
  const { db, lineKinds } = deps;

  return {
    /** Places a service order; the same key and request give the same order (`created` false). */
    async place(input: ServiceOrderInput): Promise<{ order: OrderRow; created: boolean }> {
      const scopedKey = input.scope ? `${input.scope}:${input.key}` : `user:${input.userId}:${input.key}`;
      const hash = requestHash(input.request);
      return inTx(db, async (tx) => {
        await lockIdempotencyKey(tx, scopedKey);
        const same = await findOrder(tx, { idempotencyKey: scopedKey });
        if (same) {
          if (same.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
          return { order: same, created: false };
        }
        const delivery: OrderDelivery = input.delivery ?? { method: 'billing', address: await billingAddressOf(tx, input.billingAddress!) };
        const id = randomUUID();
        const now = new Date();
        const orderNumber = newOrderNumber(now);
        const { lines, state } = await input.prepare(tx, { id, orderNumber, at: now });
        for (const line of lines) lineKinds.check(line);
        // Only an order waiting for its upfront payment charges anything; the others are billed monthly.
        const total = state === 'awaiting_payment' ? lines.reduce((sum, l) => sum + l.line_total, 0) : 0;
        if (state === 'awaiting_payment' && total <= 0) throw new Error('A service order awaiting payment needs lines with a total.');
        const order = await insertOrder(tx, {
          id,
          orderNumber,
          secureKey: newSecureKey(),
          userId: input.userId,
          cartId: null,
          kind: 'service',
          cartVersion: 0,
          state,
          lines,
          subtotal: total,
          discount: 0,
          total,
          couponCode: null,
          delivery,
          channel: input.channel?.channel ?? 'online',
          staffId: input.channel?.staffId ?? null,
          dealerCode: input.channel?.dealerCode ?? null,
          contact: input.contact,
          contactPhone: normalizeThaiMobile(input.contact.phone),
          paymentMethod: 'none',
          idempotencyKey: scopedKey,
          requestHash: hash,
          // Nothing to pay: no payment deadline (the expiry sweeper only looks at orders awaiting payment).
          expiresAt: state === 'awaiting_payment' ? new Date(now.getTime() + ORDER_PAYMENT_TTL_MS) : now,
          createdAt: now,
          updatedAt: now,
        });
        // What the lines hold (e.g. the number's pending conversion) now waits for this order.
        await lineKinds.reserve(tx, lines, { orderId: id, until: input.reserveUntil === 'order_expiry' ? order.expiresAt : now, userId: input.userId });
        await input.placed?.(tx, order);
        return { order, created: true };
      });
    },

    /**
     * Moves a service order (in the caller's transaction): awaiting_ekyc -> in_progress | cancelled,
     * paid -> in_progress | cancelled, in_progress -> completed | cancelled. A cancelled order gives back what its lines hold. Returns
     * the row, unchanged when it is already in `to`; 409 illegal_order_transition for any other move.
     */
    async move(tx: Db, orderId: string, to: 'in_progress' | 'completed' | 'cancelled', at: Date = new Date()): Promise<OrderRow> {
      const order = await lockOrder(tx, orderId);
      if (!order || order.kind !== 'service') throw notFound('order_not_found', 'No such service order.');
      if (order.state === to) return order;
      const moved = (await moveOrder(tx, order, to, at))!;
      if (to === 'cancelled') await lineKinds.expired(tx, order.lines);
      return moved;
    },

    /**
     * A service order paid at a shop's counter (issue 19, in the caller's transaction): awaiting_payment ->
     * paid -> in_progress -> completed (handed over), its holds sold. 409 illegal_order_transition when it
     * is no longer waiting (expired, or handed over already: then it is returned unchanged).
     */
    async settleAtCounter(tx: Db, orderId: string, at: Date = new Date()): Promise<OrderRow> {
      const order = await lockOrder(tx, orderId);
      if (!order || order.kind !== 'service') throw notFound('order_not_found', 'No such service order.');
      if (order.state === 'completed') return order;
      if (order.state !== 'awaiting_payment') throw conflict('illegal_order_transition', `The order is ${order.state}, not waiting for payment.`);
      const paid = (await moveOrder(tx, order, 'paid', at, { paidAt: at }))!;
      const started = (await moveOrder(tx, paid, 'in_progress', at))!;
      await lineKinds.paid(tx, order.lines, order.id);
      return (await moveOrder(tx, started, 'completed', at))!;
    },

    /** Records when a service order was sent to the system that carries it out, and when that takes effect. */
    async setFulfilment(tx: Db, orderId: string, fulfilment: ServiceFulfilment, at: Date = new Date()): Promise<void> {
      await setFulfilment(tx, orderId, fulfilment, at);
    },
  };
}

export type ServiceOrders = ReturnType<typeof createServiceOrders>;
