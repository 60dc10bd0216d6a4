import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/order';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import { searchPickupShops } from './pickup';
import { getConfig } from '../config/service';
import { renderReceipt, renderTaxInvoice } from './receipt';
import type { Orders, Shopper } from './service';
import { idempotencyKey } from '../../lib/idempotency-key';

/** Per address; `keyPrefix` names the route's counter in the shared store (lib/rate-limit-store.ts). */
const TRACKING_LIMIT = { max: 20, timeWindow: 60_000, keyPrefix: 'tracking' };

/**
 * Checkout and orders (decision 011; spec 7 "Products, cart, orders" and tracking): pickup stores,
 * payment methods, place order, pay again, refresh after 3-D Secure, order pages by secure key, guest
 * tracking by number and phone, the signed-in history, the receipt PDF and the operator's moves.
 */
export async function orderRoutes(app: FastifyInstance, { db, orders, publicOrigin }: { db: Db; orders: Orders; publicOrigin?: string }) {
  /** Who is checking out (order/service.ts Shopper); `withStaff` reads the staff session too (only placing an order needs it). */
  async function shopperOf(req: FastifyRequest, reply: FastifyReply, withStaff = false): Promise<Shopper> {
    const { caller, cart } = await app.cartOwner.current(req, reply);
    // A staff member signed in on this browser sells in their channel (issue 11): dealer, offline shop or seller.
    const actor = withStaff ? await app.staff.actorOf(req) : null;
    return {
      caller,
      cart,
      userAgent: req.headers['user-agent'],
      origin: publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.host}`,
      staff: actor ? { id: actor.id, roles: actor.roles, dealerCode: actor.dealerCode } : null,
    };
  }

  route(app, contract.listPickupShops, async (req) => ({ data: await searchPickupShops(db, req.query) }));

  route(app, contract.getPaymentMethods, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('vary', 'user-agent, cookie');
    return { data: await orders.paymentMethods(await shopperOf(req, reply), req.query.coupon_code || undefined) };
  });

  route(app, contract.getPayLaterStatus, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('vary', 'user-agent, cookie');
    return { data: { pay_later_status: await orders.payLaterStatus(await shopperOf(req, reply), { couponCode: req.query.coupon_code || undefined, secureKey: req.query.order }) } };
  });

  route(app, contract.placeOrder, async (req, reply) => {
    const key = idempotencyKey(req);
    const { result, created } = await orders.place(await shopperOf(req, reply, true), key, req.body);
    return reply.status(created ? 201 : 200).send({ data: result });
  });

  route(app, contract.payAgain, async (req, reply) => {
    const key = idempotencyKey(req);
    return reply.status(201).send({ data: await orders.payAgain(await shopperOf(req, reply), key, req.params.secure_key, req.body.payment) });
  });

  route(app, contract.cancelUnpaidOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await orders.cancelUnpaid(await shopperOf(req, reply), req.params.secure_key) };
  });

  route(app, contract.refreshOrder, async (req) => ({ data: await orders.refresh(req.params.secure_key) }));

  route(app, contract.getOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await orders.bySecureKey(req.params.secure_key) };
  });

  route(app, contract.getReceipt, async (req, reply) => {
    const order = await orders.orderByKey(req.params.secure_key);
    const pdf = await renderReceipt(await orders.bySecureKey(order.secureKey), req.query.lang, await getConfig(db, 'seller'));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="receipt-${order.orderNumber}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(app, contract.requestTaxInvoice, async (req, reply) => {
    const { invoice, created } = await orders.requestTaxInvoice(await shopperOf(req, reply), req.params.secure_key, req.body);
    reply.header('cache-control', 'no-store');
    return reply.status(created ? 201 : 200).send({ data: invoice });
  });

  route(app, contract.getTaxInvoicePdf, async (req, reply) => {
    const { order, invoice } = await orders.taxInvoiceOf(req.params.secure_key);
    // The seller as it stood at issue (the invoice's snapshot), the buyer's full tax ID: only in this file.
    const pdf = await renderTaxInvoice(order, req.query.lang, invoice.seller, {
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      buyer: { name: invoice.buyer.name, taxId: invoice.buyer.tax_id, branch: invoice.buyer.branch, address: invoice.buyer.address },
      net: invoice.net,
      vat: invoice.vat,
      total: invoice.total,
      vatRateBp: invoice.vatRateBp,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="tax-invoice-${invoice.number}.pdf"`)
      .header('cache-control', 'no-store, private')
      .send(pdf);
  });

  route(
    app,
    contract.trackOrder,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await orders.track(req.query.order_number, req.query.phone) };
    },
    { config: { rateLimit: TRACKING_LIMIT } },
  );

  route(app, contract.listMyOrders, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await orders.mine(session.user.userId, req.query.q || undefined, req.query.cursor) };
  });

  route(app, contract.getMyOrder, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await orders.mineByNumber(session.user.userId, req.params.order_number) };
  });

  route(
    app,
    contract.advanceOrder,
    async (req) => {
      const { previous, order } = await orders.advance(req.params.order_number, req.body.state);
      await app.staff.audit(req, { action: 'order.state', objectType: 'order', objectId: req.params.order_number, before: { state: previous }, after: { state: order.state } });
      return { data: order };
    },
    { onRequest: app.staff.require('orders.fulfil') },
  );
}
