import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/order';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import { searchPickupShops } from './pickup';
import { renderReceipt } from './receipt';
import type { Orders } from './service';

/** Per address; `keyPrefix` names the route's counter in the shared store (lib/rate-limit-store.ts). */
const TRACKING_LIMIT = { max: 20, timeWindow: 60_000, keyPrefix: 'tracking' };

/**
 * Checkout and orders (decision 011; spec 7 "Products, cart, orders" and tracking): pickup stores,
 * payment methods, place order, pay again, refresh after 3-D Secure, order pages by secure key, guest
 * tracking by number and phone, the signed-in history, the receipt PDF and the operator's moves.
 */
export async function orderRoutes(app: FastifyInstance, { db, orders }: { db: Db; orders: Orders }) {
  route(app, contract.listPickupShops, async (req) => ({ data: await searchPickupShops(db, req.query) }));

  route(app, contract.getPaymentMethods, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('vary', 'user-agent, cookie');
    return { data: await orders.paymentMethods(req, reply, req.query.coupon_code || undefined) };
  });

  route(app, contract.getPayLaterStatus, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('vary', 'user-agent, cookie');
    return { data: { pay_later_status: await orders.payLaterStatus(req, reply, { couponCode: req.query.coupon_code || undefined, secureKey: req.query.order }) } };
  });

  route(app, contract.placeOrder, async (req, reply) => {
    const { result, created } = await orders.place(req, reply, req.body);
    return reply.status(created ? 201 : 200).send({ data: result });
  });

  route(app, contract.payAgain, async (req, reply) => reply.status(201).send({ data: await orders.payAgain(req, reply, req.params.secure_key, req.body.payment) }));

  route(app, contract.refreshOrder, async (req) => ({ data: await orders.refresh(req.params.secure_key) }));

  route(app, contract.getOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await orders.bySecureKey(req.params.secure_key) };
  });

  route(app, contract.getReceipt, async (req, reply) => {
    const order = await orders.orderByKey(req.params.secure_key);
    const pdf = await renderReceipt(await orders.bySecureKey(order.secureKey), req.query.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="receipt-${order.orderNumber}.pdf"`)
      .header('cache-control', 'no-store')
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
