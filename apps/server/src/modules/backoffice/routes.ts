import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/backoffice';
import { normalizeThaiMobile } from '@store/domain/phone';
import { formatPrice } from '@store/domain/money';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import type { CouponAdmin } from '../coupon/admin';
import { leadMobile, leadPage, moveLead } from '../contact/service';

interface Options {
  db: Db;
  coupons: CouponAdmin;
  basePath: string;
  publicOrigin?: string;
}

/** The back office's routes (contracts/backoffice.ts): a permission on each, an audit entry for each change and each reveal. */
export async function backofficeRoutes(app: FastifyInstance, { db, coupons, basePath, publicOrigin }: Options) {
  const { staff } = app;
  const orders = app.orders.staff;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  const actorOf = (req: FastifyRequest) => ({ id: req.staffActor?.id ?? null, label: req.staffActor?.label ?? 'unknown' });

  // Orders

  route(
    app,
    contract.searchStaffOrders,
    async (req) => {
      const q = req.query;
      return {
        data: await orders.search({
          orderNumber: q.q || undefined,
          phone: q.phone ? normalizeThaiMobile(q.phone) : undefined,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          states: q.state ? [q.state] : undefined,
          channel: q.channel,
          cursor: q.cursor,
          limit: q.limit,
        }),
      };
    },
    { onRequest: staff.require('orders.read') },
  );

  route(app, contract.getStaffOrder, async (req) => ({ data: await orders.detail(req.params.order_number) }), { onRequest: staff.require('orders.read') });

  route(
    app,
    contract.refundStaffOrder,
    async (req, reply) => {
      const key = idempotencyKey(req);
      const { refund, created } = await orders.refund({ orderNumber: req.params.order_number, amount: req.body.amount, reason: req.body.reason, key, staff: actorOf(req) });
      if (created)
        await staff.audit(req, {
          action: 'order.refund',
          objectType: 'order',
          objectId: req.params.order_number.toUpperCase(),
          after: { refund_id: refund.id, amount: refund.amount, state: refund.state, reason: refund.reason },
        });
      return reply.status(created ? 201 : 200).send({ data: refund });
    },
    { onRequest: staff.require('orders.refund') },
  );

  route(
    app,
    contract.cancelStaffOrder,
    async (req) => {
      const order = await orders.byNumber(req.params.order_number);
      const outcome = await db.transaction((tx) => app.orders.cancelPaid(tx as unknown as Db, order.id, `staff: ${req.body.reason}`));
      if (outcome === 'not_cancellable') throw conflict('order_not_cancellable', `An order that is ${order.state} cannot be cancelled.`);
      if (outcome === 'cancelled') {
        await app.orders.runCancellations();
        await staff.audit(req, {
          action: 'order.cancel',
          objectType: 'order',
          objectId: order.orderNumber,
          before: { state: order.state },
          after: { state: 'cancelled', reason: req.body.reason },
        });
      }
      return { data: await orders.detail(order.orderNumber) };
    },
    { onRequest: staff.require('orders.refund') },
  );

  route(
    app,
    contract.resendStaffReceipt,
    async (req, reply) => {
      const order = await orders.byNumber(req.params.order_number);
      if (!order.paidAt) throw conflict('order_not_paid', 'Only a paid order has a receipt.');
      const to = order.contact.email;
      if (!to) throw unprocessable('order_has_no_email', 'The order has no contact e-mail to send the receipt to.');
      const origin = publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.host}`;
      const link = `${origin}${basePath}/api/orders/${encodeURIComponent(order.secureKey)}/receipt.pdf`;
      await app.email.send({
        to,
        purpose: 'receipt',
        subject: `ใบเสร็จคำสั่งซื้อ ${order.orderNumber} / Receipt for order ${order.orderNumber}`,
        text: [
          `คำสั่งซื้อ ${order.orderNumber} ยอดชำระ ${formatPrice(order.total)} บาท`,
          `ดาวน์โหลดใบเสร็จ: ${link}?lang=th`,
          '',
          `Order ${order.orderNumber}, paid THB ${formatPrice(order.total)}`,
          `Download the receipt: ${link}?lang=en`,
        ].join('\n'),
      });
      await staff.audit(req, { action: 'order.receipt_resent', objectType: 'order', objectId: order.orderNumber });
      const [name, domain] = to.split('@');
      return reply.status(202).send({ data: { sent_to: `${name.slice(0, 1)}***@${domain ?? ''}` } });
    },
    { onRequest: staff.require('orders.read') },
  );

  route(
    app,
    contract.revealStaffOrder,
    async (req) => {
      const { order, data } = await orders.reveal(req.params.order_number);
      // The reveal itself is on the record (who, which order, which fields, why); the values are not.
      await staff.audit(req, {
        action: 'personal_data.reveal',
        objectType: 'order',
        objectId: order.orderNumber,
        after: { fields: ['contact.phone', 'delivery.phone', 'lines.birth_data', 'lines.id'], reason: req.body.reason },
      });
      return { data };
    },
    { onRequest: staff.require('personal_data.reveal') },
  );

  // Coupons

  route(app, contract.listStaffCoupons, async (req) => ({ data: await coupons.list({ q: req.query.q || undefined, cursor: req.query.cursor, limit: req.query.limit }) }), {
    onRequest: staff.require('coupons.manage'),
  });
  route(app, contract.getStaffCoupon, async (req) => ({ data: await coupons.get(req.params.id) }), { onRequest: staff.require('coupons.manage') });
  route(
    app,
    contract.createStaffCoupon,
    async (req, reply) => {
      const coupon = await coupons.create(req.body);
      await staff.audit(req, { action: 'coupon.create', objectType: 'coupon', objectId: String(coupon.id), after: coupon });
      return reply.status(201).send({ data: coupon });
    },
    { onRequest: staff.require('coupons.manage') },
  );
  route(
    app,
    contract.changeStaffCoupon,
    async (req) => {
      const { before, after } = await coupons.change(req.params.id, req.body);
      await staff.audit(req, { action: 'coupon.update', objectType: 'coupon', objectId: String(after.id), before, after });
      return { data: after };
    },
    { onRequest: staff.require('coupons.manage') },
  );
  route(app, contract.listStaffCouponUses, async (req) => ({ data: await coupons.uses(req.params.id, { cursor: req.query.cursor, limit: req.query.limit }) }), {
    onRequest: staff.require('coupons.manage'),
  });

  // Call-back queues

  const contactId = (id: string) => {
    if (!/^\d{1,15}$/.test(id)) throw notFound('lead_not_found', 'No such lead.');
    return Number(id);
  };
  const hiId = (id: string) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('lead_not_found', 'No such lead.');
    return id;
  };

  route(
    app,
    contract.listStaffLeads,
    async (req) => {
      const { kind, state, cursor, limit } = req.query;
      if (kind === 'home_internet') return { data: await app.homeInternet.leadQueue({ state, cursor, limit }) };
      const before = cursor === undefined ? undefined : /^\d{1,15}$/.test(cursor) ? Number(cursor) : NaN;
      if (Number.isNaN(before)) throw unprocessable('invalid_cursor', 'The cursor is not valid.');
      return { data: await leadPage(db, { state, before, limit }) };
    },
    { onRequest: staff.require('contact.read') },
  );

  route(
    app,
    contract.moveStaffLead,
    async (req) => {
      const { kind, id } = req.params;
      const { before, after } = kind === 'home_internet' ? await app.homeInternet.moveLead(hiId(id), req.body.state) : await moveLead(db, contactId(id), req.body.state);
      await staff.audit(req, {
        action: 'lead.state',
        objectType: kind === 'home_internet' ? 'hi_lead' : 'contact_request',
        objectId: id,
        before: { state: before.state },
        after: { state: after.state },
      });
      return { data: after };
    },
    { onRequest: staff.require('leads.manage') },
  );

  route(
    app,
    contract.revealStaffLead,
    async (req) => {
      const { kind, id } = req.params;
      const mobile = kind === 'home_internet' ? await app.homeInternet.leadMobile(hiId(id)) : await leadMobile(db, contactId(id));
      await staff.audit(req, {
        action: 'personal_data.reveal',
        objectType: kind === 'home_internet' ? 'hi_lead' : 'contact_request',
        objectId: id,
        after: { fields: ['mobile'], reason: req.body.reason },
      });
      return { data: { mobile } };
    },
    { onRequest: staff.require('personal_data.reveal') },
  );

  // Installation appointments

  route(
    app,
    contract.listStaffAppointments,
    async (req) => ({ data: await app.appointments.listByDay({ day: req.query.day, area_id: req.query.area_id, limit: req.query.limit }) }),
    { onRequest: staff.require('orders.fulfil') },
  );
}
