import { channelOfRoles, type StaffRole } from '@store/domain/staff';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeThaiMobile } from '@store/domain/phone';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, invalid, notFound, unprocessable } from '../../lib/errors';
import { getAddress, placeOfSubdistrict } from '../address/addresses';
import { getUser } from '../identity/users';
import type { CouponService } from '../cart/coupon-port';
import type { OrderPoints } from './points-port';
import { holdOf, type CartService } from '../cart/service';
import type { CartCaller } from '../cart/owner';
import type { CartRow } from '../cart/repository';
import type { LineKinds } from '../../lib/line-kinds';
import { getConfig } from '../config/service';
import type { Payments } from '../payment/payments';
import { requestHash } from '../payment/request-hash';
import { chargeOrder, latestPayment, nextOf, type PaymentInput } from './charge';
import { createLifecycle } from './lifecycle';
import { placeOrder } from './place';
import { createServiceOrders, type ServiceOrderInput } from './service-orders';
import { payLaterRefusal, payLaterStatus } from './paylater';
import { pickupShop } from './pickup';
import { createTaxInvoices } from './tax-invoice';
import { createStaffOrders } from './refunds';
import type { TaxInvoiceRequest } from '@store/domain/tax-invoice';
import { findOrder, isOpen, lockOrder, openOrderOfCart, orderWithParts, ordersOfStaff, ordersOfUser, paidTotalOfStaff, partsOf, type OrderParts } from './repository';
import type { z } from 'zod';
import type { PaymentResult, placeOrderBodySchema } from '@store/domain/order';
import type { OrderContact, OrderDelivery } from './types';
import { orderView, trackingRow, type OrderPayment, type OrderRow, type OrderView } from './view';

/** POST /orders as parsed by its contract (packages/domain/src/order.ts). */
export type PlaceOrderBody = z.output<typeof placeOrderBodySchema>;
export type DeliveryInput = PlaceOrderBody['delivery'];
export type { PaymentResult };

/**
 * Who is checking out, as the order routes read it from the request (the service sees no request):
 * the caller and their active cart (app.cartOwner), the User-Agent (pay-later is for phones), the
 * origin the payment pages send the browser back to, and the staff member signed in on this
 * browser, whose channel an order placed now is sold in (issue 11).
 */
export interface Shopper {
  caller: CartCaller;
  cart: CartRow | null;
  userAgent: string | undefined;
  origin: string;
  staff: { id: string | null; roles: StaffRole[]; dealerCode: string | null } | null;
}

/**
 * The order module's service (decorated as `app.orders`): place order, pay again, refresh, views,
 * tracking, history, the expiry sweeper and operator moves. Other modules use the cart through
 * `app.cart`, coupons through `app.coupons`, payments through `app.payment.payments`.
 */
export function createOrders(deps: {
  db: Db;
  basePath: string;
  publicOrigin?: string;
  payments: Payments;
  cart: CartService;
  lineKinds: LineKinds;
  coupons: () => CouponService | null;
  /** Member points (issue 18): the loyalty module's, when it runs. */
  points: () => OrderPoints | null;
  log: FastifyBaseLogger;
}) {
  const { db, payments, cart } = deps;
  const lifecycle = createLifecycle(deps);

  const taxInvoices = createTaxInvoices({ db, cart });
  const serviceOrders = createServiceOrders({ db, lineKinds: deps.lineKinds });

  /** The order as its pages show it; `parts` when they were read with the order (orderWithParts), else in one read. */
  const view = async (order: OrderRow, payment?: OrderPayment | null, known?: OrderParts) => {
    const parts = known ?? (await partsOf(db, order.id));
    return orderView(order, parts.history, payment === undefined ? await latestPayment(db, payments, order, parts.refunded) : payment, parts.taxInvoice);
  };
  const staffOrders = createStaffOrders({ db, payments, log: deps.log, view: (order) => view(order) });
  const returnUri = (shopper: Shopper, order: OrderRow) => `${shopper.origin}${deps.basePath}/payment/success?order=${encodeURIComponent(order.secureKey)}`;

  async function assertMethodOffered(method: PaymentInput['method']) {
    const offered = await getConfig(db, 'payment_methods');
    if (!offered[method]) throw unprocessable('payment_method_unavailable', 'This payment method is not available for this order.');
  }

  /** Pay-later only for an eligible shopper on a phone (spec 9): 422 otherwise; returns the shopper's number (the pay-later account). */
  async function assertPayLater(shopper: Shopper, userId: string | null, amount: number): Promise<string> {
    const { status, phone } = await payLaterStatus(db, payments, { userAgent: shopper.userAgent, userId, amount });
    if (!status.eligible || !phone) throw payLaterRefusal(status);
    return phone;
  }
  const payLaterReturnUri = (shopper: Shopper, order: OrderRow) => returnUri(shopper, order).replace('/payment/success?', '/paylater?');

  function assertCardInput(input: PaymentInput, userId: string | null) {
    if (input.method !== 'card') return;
    if (Boolean(input.token) === Boolean(input.saved_card_id)) throw invalid('invalid_payment', 'Give either a card token or a saved card.');
    if ((input.saved_card_id || input.save_card) && !userId) throw invalid('login_required_for_cards', 'Saved cards need a signed-in shopper.');
  }

  async function resolveDelivery(userId: string | null, input: DeliveryInput): Promise<OrderDelivery> {
    if (input.method === 'pickup') {
      const s = await pickupShop(db, input.shop_id);
      return { method: 'pickup', shop: { id: s.id, name: s.name, area: s.area, address: s.address, phone: s.phone, opening_hours: s.openingHours } };
    }
    if ('address_id' in input.address) {
      if (!userId) throw new AppError('unauthorized', 'session_required', 'Please log in to use a saved address.');
      const id = input.address.address_id;
      const a = await getAddress(db, userId, 'shipping', id).catch(() => getAddress(db, userId, 'address', id));
      return {
        method: 'address',
        address: {
          name: a.recipient_name,
          phone: a.phone,
          line1: a.address_line,
          postcode: a.postcode,
          province_id: a.province_id,
          district_id: a.district_id,
          subdistrict_id: a.subdistrict_id,
          th: { province: a.th.province, district: a.th.city, subdistrict: a.th.district },
          en: { province: a.en.province, district: a.en.city, subdistrict: a.en.district },
        },
      };
    }
    const a = input.address;
    const place = await placeOfSubdistrict(db, a.subdistrict_id);
    if (!place || place.district_id !== a.district_id || place.province_id !== a.province_id || place.postcode !== a.postcode) {
      throw invalid('address_place_mismatch', 'The province, district, subdistrict and postcode do not match.', [
        { path: 'body.delivery.address', message: 'address_place_mismatch' },
      ]);
    }
    return { method: 'address', address: { name: a.name.trim(), phone: normalizeThaiMobile(a.phone), line1: a.line1.trim(), ...place } };
  }

  async function result(order: OrderRow, failureCode: string | null, method: string): Promise<PaymentResult> {
    const { order: fresh, parts } = (await orderWithParts(db, { id: order.id }))!;
    let payment = await latestPayment(db, payments, fresh, parts.refunded);
    if (failureCode)
      payment = {
        ...(payment ?? { method, charge_id: null, qr: null, expires_at: null, authorize_uri: null, plan: null, card: null, refunded_amount: 0 }),
        status: 'failed',
        failure_code: failureCode,
      };
    return {
      order: await view(fresh, payment, parts),
      payment: payment ?? {
        method,
        status: 'failed',
        failure_code: 'no_payment',
        charge_id: null,
        qr: null,
        expires_at: null,
        authorize_uri: null,
        plan: null,
        card: null,
        refunded_amount: 0,
      },
      next: failureCode ? 'error' : nextOf(fresh, payment),
    };
  }

  /** The channel of an order placed in this request: a signed-in staff member's, else online. */
  function channelOf(staff: Shopper['staff']) {
    const channel = channelOfRoles(staff?.roles);
    return channel === 'online' ? undefined : { channel, staffId: staff!.id, dealerCode: channel === 'dealer' ? staff!.dealerCode : null };
  }

  async function orderByKey(secureKey: string): Promise<OrderRow> {
    const order = secureKey.length <= 64 ? await findOrder(db, { secureKey }) : null;
    if (!order) throw notFound('order_not_found', 'No such order.');
    return order;
  }

  /**
   * Spec 3 pay_later_status for the caller on this device: for an unpaid order of theirs (its total),
   * else for their cart (its total with the coupon).
   */
  async function payLaterStatusOf(shopper: Shopper, opts: { couponCode?: string; secureKey?: string }) {
    const { caller, cart: row } = shopper;
    let amount: number;
    if (opts.secureKey) {
      const order = await orderByKey(opts.secureKey);
      if (order.userId !== caller.userId) throw forbidden('order_not_yours', 'This order belongs to another account.');
      amount = isOpen(order.state) ? order.total : 0;
    } else amount = (await cart.view(row, caller.userId, opts.couponCode)).total;
    return (await payLaterStatus(db, payments, { userAgent: shopper.userAgent, userId: caller.userId, amount })).status;
  }

  return {
    lifecycle,
    sweep: lifecycle.sweep,
    /** Staff (issue 20): search, the detail with payments, refunds and holds, refunds, the reveal of personal data. */
    staff: staffOrders,

    /** Service orders (issue 15, service-orders.ts): no cart, total 0, billing address; idempotent by the scoped Idempotency-Key. */
    placeServiceOrder: (input: ServiceOrderInput) => serviceOrders.place(input),
    /** Moves a service order in the caller's transaction (eKYC decided, change applied); cancelled gives back what it holds. */
    moveServiceOrder: serviceOrders.move,
    /** A service order's upfront payment arrived (issue 17): the listener runs in the payment's transaction, the order already in_progress. */
    onServiceOrderPaid: lifecycle.onServiceOrderPaid,
    /** Records a service order's hand-over (sent_at, effective_at, reference) for its `scheduled` step. */
    setServiceFulfilment: serviceOrders.setFulfilment,
    /** A service order paid at a shop's counter and handed over (issue 19), in the caller's transaction. */
    settleAtCounter: serviceOrders.settleAtCounter,
    /** An order by id (the modules that own a service order's lines keep its id). */
    async viewById(id: string): Promise<OrderView> {
      const order = await findOrder(db, { id });
      if (!order) throw notFound('order_not_found', 'No such order.');
      return view(order);
    },

    /**
     * Compensation (issue 16), in the caller's transaction: cancels an order that has not shipped
     * (open, paid or packing) and gives back what it took; a paid one's payments are refunded in full
     * after commit (lifecycle.cancelInTx). Kick `runCancellations()` after the commit to refund at
     * once; the sweeper does it otherwise. Says what happened ('not_cancellable' once shipped).
     */
    cancelPaid: (tx: Db, orderId: string, reason: string, at?: Date) => lifecycle.cancelInTx(tx, orderId, reason, at),
    /** Refunds and stock totals of cancelled orders (after commit). */
    runCancellations: (now?: Date) => lifecycle.runCancellations(now),
    /** An order's number, key, state and owner read (and locked) in the caller's transaction. */
    async refOf(tx: Db, orderId: string): Promise<{ orderNumber: string; secureKey: string; state: string; userId: string | null; lines: OrderRow['lines'] } | null> {
      const o = await lockOrder(tx, orderId);
      return o ? { orderNumber: o.orderNumber, secureKey: o.secureKey, state: o.state, userId: o.userId, lines: o.lines } : null;
    },

    /** For the cart view: the unpaid order of a cart. */
    async openOrderRef(on: Db, cartId: string) {
      const o = await openOrderOfCart(on, cartId);
      return o ? { secure_key: o.secureKey, order_number: o.orderNumber, state: o.state } : null;
    },

    /** POST /orders: the saga, then the charge; the same key (or the same unchanged cart) gives the same order. */
    async place(shopper: Shopper, key: string, body: PlaceOrderBody): Promise<{ result: PaymentResult; created: boolean }> {
      const { caller, cart: row } = shopper;
      assertCardInput(body.payment, caller.userId);
      const scopedKey = caller.userId ? `user:${caller.userId}:${key}` : `guest:${caller.guestHash ?? 'none'}:${key}`;
      const hash = requestHash(body);
      const earlier = await findOrder(db, { idempotencyKey: scopedKey });
      if (earlier && earlier.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
      if (!earlier && !row) throw unprocessable('cart_empty', 'Your cart is empty.');
      let phone: string | null = null;
      if (body.payment.method !== 'paylater') await assertMethodOffered(body.payment.method);
      // A replay of a placed pay-later order is not checked again: its own approval may have used the credit.
      else if (earlier) phone = (await getUser(db, caller.userId ?? ''))?.phone ?? null;
      else phone = await assertPayLater(shopper, caller.userId, (await cart.view(row, caller.userId, body.coupon_code)).total);
      // Checks of holds that cannot run inside the transaction (a bundle's eligibility in the subscriber system);
      // the lines read for them are the transaction's too while the cart keeps their version (decision 047).
      const seen = earlier ? undefined : await cart.linesForCheckout(row!);
      if (seen)
        await deps.lineKinds.beforePlace(
          seen.lines.map((l) => ({ hold: holdOf(l) })),
          { userId: caller.userId },
        );
      const placed = earlier
        ? { order: earlier, existed: true }
        : await placeOrder(
            db,
            { cart, coupons: deps.coupons, points: deps.points, lifecycle, lineKinds: deps.lineKinds },
            {
              cartId: row!.id,
              userId: caller.userId,
              scopedKey,
              requestHash: hash,
              cartVersion: body.cart_version,
              couponCode: body.coupon_code,
              points: body.points,
              delivery: await resolveDelivery(caller.userId, body.delivery),
              contact: contactOf(body.contact),
              paymentMethod: body.payment.method,
              channel: channelOf(shopper.staff),
              seen,
            },
          );
      const order = placed.order;
      // A replay with the same key charges again with the same derived key (the gateway returns the same charge).
      if (order.idempotencyKey === scopedKey && isOpen(order.state)) {
        const { failureCode } = await chargeOrder(payments, order, body.payment, {
          userId: caller.userId,
          key,
          returnUri: returnUri(shopper, order),
          payLater: { phone, returnUri: payLaterReturnUri(shopper, order) },
        });
        return { result: await result(order, failureCode, body.payment.method), created: !placed.existed };
      }
      return { result: await result(order, null, body.payment.method), created: false };
    },

    /** POST /orders/:secure_key/cancel: the owner cancels an order still waiting for payment; what it took is given back (lifecycle.cancelInTx). */
    async cancelUnpaid(shopper: Shopper, secureKey: string): Promise<OrderView> {
      const order = await orderByKey(secureKey);
      const owner = order.userId ? order.userId === shopper.caller.userId : shopper.cart?.id === order.cartId;
      if (!owner) throw forbidden('order_not_yours', 'Only the shopper who placed this order can cancel it.');
      if (!isOpen(order.state)) throw conflict('order_not_cancellable', 'This order can no longer be cancelled here.');
      const outcome = await db.transaction(async (tx) => {
        if (order.cartId) await cart.lockCart(tx as unknown as Db, order.cartId);
        return lifecycle.cancelInTx(tx as unknown as Db, order.id, 'shopper');
      });
      if (outcome === 'not_cancellable') throw conflict('order_not_cancellable', 'This order can no longer be cancelled here.');
      await lifecycle.runCancellations();
      return view((await findOrder(db, { id: order.id }))!);
    },

    /**
     * An order of the caller's cart paid outside the payment gateway (pay smooth, issue 18; decision
     * 037): the saga places it for `method` (stock, holds, coupon; the same key gives the same order),
     * then `settle` takes the payment in the transaction that marks it paid. A settle that throws leaves
     * the order awaiting payment (another method may pay it; unpaid, it expires and gives all back).
     */
    async placeSettled(
      shopper: Shopper,
      key: string,
      body: Omit<PlaceOrderBody, 'payment'> & { method: string; reference: string },
      settle: (tx: Db, order: OrderRow) => Promise<void>,
    ): Promise<{ order: OrderView; created: boolean }> {
      const { caller, cart: row } = shopper;
      const scopedKey = caller.userId ? `user:${caller.userId}:${key}` : `guest:${caller.guestHash ?? 'none'}:${key}`;
      const hash = requestHash(body);
      const earlier = await findOrder(db, { idempotencyKey: scopedKey });
      if (earlier && earlier.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
      if (!earlier && !row) throw unprocessable('cart_empty', 'Your cart is empty.');
      const placed = earlier
        ? { order: earlier, existed: true }
        : await placeOrder(
            db,
            { cart, coupons: deps.coupons, points: deps.points, lifecycle, lineKinds: deps.lineKinds },
            {
              cartId: row!.id,
              userId: caller.userId,
              scopedKey,
              requestHash: hash,
              cartVersion: body.cart_version,
              couponCode: body.coupon_code,
              delivery: await resolveDelivery(caller.userId, body.delivery),
              contact: contactOf(body.contact),
              paymentMethod: body.method,
              channel: channelOf(shopper.staff),
            },
          );
      const order = placed.order;
      if (isOpen(order.state)) await db.transaction((t) => lifecycle.settleExternally(t as unknown as Db, order.id, (locked) => settle(t as unknown as Db, locked)));
      return { order: await view((await findOrder(db, { id: order.id }))!, null), created: !placed.existed };
    },

    /**
     * Sale mode (issue 19, decision 039): the seller's cart placed as an order for a customer, in the
     * seller's channel, picked up at the seller's shop and not charged: the customer pays it through a
     * sale link (`payForCustomer`). The cart is left (checked_out), so the seller's next order starts
     * a new cart. Idempotent by the seller-scoped key; `paymentTtlMs` is the sale link's life.
     */
    async placeForCustomer(
      shopper: Shopper,
      key: string,
      input: { customer: { name: string; mobile: string }; pickupShopId: string; cartVersion?: number; paymentTtlMs: number },
    ): Promise<{ order: OrderRow; created: boolean }> {
      const channel = channelOf(shopper.staff);
      if (channel?.channel !== 'seller' || !channel.staffId) throw forbidden('permission_denied', 'Only a signed-in seller places an order for a customer.');
      const scopedKey = `seller:${channel.staffId}:${key}`;
      const hash = requestHash({ customer: input.customer, pickupShopId: input.pickupShopId, cartVersion: input.cartVersion ?? null });
      const earlier = await findOrder(db, { idempotencyKey: scopedKey });
      if (earlier) {
        if (earlier.requestHash !== hash) throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
        return { order: earlier, created: false };
      }
      if (!shopper.cart) throw unprocessable('cart_empty', 'Your cart is empty.');
      const placed = await placeOrder(
        db,
        { cart, coupons: deps.coupons, points: deps.points, lifecycle, lineKinds: deps.lineKinds },
        {
          cartId: shopper.cart.id,
          userId: shopper.caller.userId,
          scopedKey,
          requestHash: hash,
          cartVersion: input.cartVersion,
          delivery: await resolveDelivery(null, { method: 'pickup', shop_id: input.pickupShopId }),
          contact: { name: input.customer.name.trim(), phone: normalizeThaiMobile(input.customer.mobile), email: null },
          paymentMethod: 'promptpay',
          channel,
          paymentTtlMs: input.paymentTtlMs,
          detachCart: true,
        },
      );
      return { order: placed.order, created: !placed.existed };
    },

    /**
     * Sale mode (decision 039): the customer who holds a verified sale link pays its order by
     * PromptPay. Not the owner's check of payAgain: the sale module checked the signed link. The same
     * key gives the same charge; a QR still open from another key is cancelled first (one charge at a time).
     */
    async payForCustomer(orderId: string, key: string, origin: string): Promise<PaymentResult> {
      const order = await findOrder(db, { id: orderId });
      if (!order) throw notFound('order_not_found', 'No such order.');
      if (!isOpen(order.state)) throw conflict('order_not_payable', 'This order is not waiting for a payment.');
      await assertMethodOffered('promptpay');
      if (order.expiresAt.getTime() <= Date.now()) {
        await lifecycle.sweep(new Date());
        throw conflict('order_expired', 'The time to pay this order has run out.');
      }
      const earlier = await payments.paymentsOfOrder(order.id);
      if (earlier.some((p) => p.status === 'pending' && p.chargeId && !p.idempotencyKey.endsWith(`order:${order.id}:sale:${key}`))) await lifecycle.reversePending(order.id);
      const returnUri = `${origin}${deps.basePath}/payment-offline/qr`;
      const { failureCode } = await chargeOrder(payments, order, { method: 'promptpay' }, { userId: null, key: `sale:${key}`, returnUri });
      return result(order, failureCode, 'promptpay');
    },

    /** A seller's orders (sale mode), newest first, by cursor. */
    async ofStaff(staffId: string, cursor: string | undefined) {
      return ordersOfStaff(db, staffId, cursor);
    },

    /** A seller's paid orders (count and total) paid in [from, to). */
    paidTotalOfStaff: (staffId: string, from: Date, to: Date) => paidTotalOfStaff(db, staffId, from, to),

    /** An order row by number (null when none). */
    rowByNumber: (orderNumber: string) => findOrder(db, { orderNumber: orderNumber.toUpperCase() }),
    /** An order row by id (null when none). */
    rowById: (id: string) => findOrder(db, { id }),
    /** An order's view with a payment already read (no second gateway call). */
    viewWith: (order: OrderRow, payment?: OrderPayment | null) => view(order, payment),

    /** POST /orders/:secure_key/payments: another attempt for an order still awaiting payment (stock still held). */
    async payAgain(shopper: Shopper, key: string, secureKey: string, input: PaymentInput): Promise<PaymentResult> {
      const order = await orderByKey(secureKey);
      const { caller, cart: callerCart } = shopper;
      // The secret link shows the order to whoever has it; only its owner (the account, or the browser
      // whose cart it was) may start a new payment, which would cancel a pending QR charge (issue 12).
      if (!isOpen(order.state)) throw conflict('order_not_payable', 'This order is not waiting for a payment.');
      const owner = order.userId ? order.userId === caller.userId : callerCart?.id === order.cartId;
      if (!owner) throw forbidden('order_not_yours', 'Only the shopper who placed this order can pay it again.');
      const userId = order.userId && order.userId === caller.userId ? caller.userId : null;
      assertCardInput(input, userId);
      const phone = input.method === 'paylater' ? await assertPayLater(shopper, userId, order.total) : (await assertMethodOffered(input.method), null);
      if (order.expiresAt.getTime() <= Date.now()) {
        await lifecycle.sweep(new Date());
        throw conflict('order_expired', 'The time to pay this order has run out.');
      }
      // A QR or 3-D Secure step still open from an earlier attempt is cancelled, so the order cannot be paid twice.
      const earlier = await payments.paymentsOfOrder(order.id);
      if (earlier.some((p) => p.status === 'pending' && p.chargeId && !p.idempotencyKey.endsWith(`order:${order.id}:retry:${key}`))) await lifecycle.reversePending(order.id);
      const { failureCode } = await chargeOrder(payments, order, input, {
        userId,
        key: `retry:${key}`,
        returnUri: returnUri(shopper, order),
        payLater: { phone, returnUri: payLaterReturnUri(shopper, order) },
      });
      return result(order, failureCode, input.method);
    },

    payLaterStatus: payLaterStatusOf,

    /** GET /payment-methods: what config offers, pay-later only when the caller is eligible on a phone. */
    async paymentMethods(shopper: Shopper, couponCode?: string) {
      const offered = await getConfig(db, 'payment_methods');
      const status = await payLaterStatusOf(shopper, { couponCode });
      const methods = (['card', 'promptpay', 'paylater'] as const).filter((m) => (m === 'paylater' ? status.eligible : offered[m])).map((method) => ({ method }));
      return { methods, pay_later_status: status };
    },

    /** POST /orders/:secure_key/refresh: reads the latest charge again (the return from 3-D Secure). */
    async refresh(secureKey: string): Promise<PaymentResult> {
      const order = await orderByKey(secureKey);
      const last = (await payments.paymentsOfOrder(order.id)).at(-1);
      if (last?.chargeId) await payments.refreshCharge(last.chargeId);
      return result(order, null, last?.method ?? order.paymentMethod);
    },

    /** GET /orders/:secure_key. */
    async bySecureKey(secureKey: string): Promise<OrderView> {
      const found = secureKey.length <= 64 ? await orderWithParts(db, { secureKey }) : null;
      if (!found) throw notFound('order_not_found', 'No such order.');
      return view(found.order, undefined, found.parts);
    },

    /** The order row of a secure key (the receipt). */
    orderByKey,

    /** POST /orders/:secure_key/tax-invoice (decision 022): 201 issued, 200 the same one again. */
    async requestTaxInvoice(shopper: Shopper, secureKey: string, body: TaxInvoiceRequest) {
      return taxInvoices.request(shopper.caller, await orderByKey(secureKey), body);
    },

    /** GET /orders/:secure_key/tax-invoice.pdf: the order's view and its invoice row (404 tax_invoice_not_found). */
    async taxInvoiceOf(secureKey: string) {
      const order = await orderByKey(secureKey);
      const invoice = await taxInvoices.ofOrder(order);
      return { order: await view(order), invoice };
    },

    /** GET /tracking: a guest finds an order by its number and the contact phone (404 when either is wrong). */
    async track(orderNumber: string, phone: string): Promise<OrderView> {
      const order = await findOrder(db, { orderNumber: orderNumber.trim().toUpperCase() });
      if (!order || order.contactPhone !== normalizeThaiMobile(phone)) throw notFound('order_not_found', 'No order with this number and phone number.');
      return view(order);
    },

    /** GET /my/orders. */
    async mine(userId: string, q: string | undefined, cursor: string | undefined) {
      const page = await ordersOfUser(db, userId, q, cursor);
      return { items: page.items.map(trackingRow), next_cursor: page.next_cursor };
    },

    /** GET /my/orders/:order_number: 404 when there is none, 403 when it is another shopper's. */
    async mineByNumber(userId: string, orderNumber: string): Promise<OrderView> {
      const order = await findOrder(db, { orderNumber: orderNumber.toUpperCase() });
      if (!order) throw notFound('order_not_found', 'No such order.');
      if (order.userId !== userId) throw forbidden('order_not_yours', 'This order belongs to another account.');
      return view(order);
    },

    /** Operator: moves a paid order along packing, delivering, delivered; says the state it left. */
    async advance(orderNumber: string, to: 'packing' | 'delivering' | 'delivered'): Promise<{ previous: string; order: OrderView }> {
      const order = await findOrder(db, { orderNumber });
      if (!order) throw notFound('order_not_found', 'No such order.');
      return { previous: order.state, order: await view(await lifecycle.advance(order.id, to)) };
    },
  };
}

function contactOf(c: PlaceOrderBody['contact']): OrderContact {
  return { name: c.name.trim(), phone: normalizeThaiMobile(c.phone), email: c.email?.trim() || null };
}

export type Orders = ReturnType<typeof createOrders>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The order module's service (decision 011). */
    orders: Orders;
  }
}
