import { z } from 'zod';
import { i18nTextSchema } from '@store/domain/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { payLaterStatusSchema, payLaterTermSchema } from '@store/domain/paylater';
import { THAI_MOBILE_RE, normalizeThaiMobile } from '@store/domain/phone';
import type { Db } from '../../db/client';
import { requireSession } from '../identity/session-guard';
import { searchPickupShops } from './pickup';
import { renderReceipt } from './receipt';
import type { Orders } from './service';
import { orderPaymentSchema, orderViewSchema, trackingRowSchema } from './view';

const tags = ['order'];
const text = i18nTextSchema;
const phone = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }));
const paymentInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: z.string().min(1).max(100).optional(), saved_card_id: z.string().min(1).max(64).optional(), save_card: z.boolean().optional() }),
  z.object({ method: z.literal('promptpay') }),
  z.object({ method: z.literal('paylater'), term: payLaterTermSchema }),
]);
const placeBody = z.object({
  delivery: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('address'),
      address: z.union([
        z.object({ address_id: z.number().int().positive() }),
        z.object({
          name: z.string().trim().min(1).max(100),
          phone,
          line1: z.string().trim().min(1).max(200),
          province_id: z.number().int().positive(),
          district_id: z.number().int().positive(),
          subdistrict_id: z.number().int().positive(),
          postcode: z.string().regex(/^\d{5}$/),
        }),
      ]),
    }),
    z.object({ method: z.literal('pickup'), shop_id: z.string().min(1).max(64) }),
  ]),
  contact: z.object({ name: z.string().trim().min(1).max(100), phone, email: z.email().max(200).optional() }),
  coupon_code: z.string().trim().min(1).max(40).optional(),
  payment: paymentInput,
  cart_version: z.number().int().min(0).optional(),
});
const paymentResult = dataEnvelope(z.object({ order: orderViewSchema, payment: orderPaymentSchema, next: z.enum(['success', 'authorize', 'qr', 'error']) }));
const secureParams = z.object({ secure_key: z.string().min(1).max(64) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100) });
const shopSchema = z.object({
  id: z.string(),
  name: text,
  area: text,
  address: text,
  province: z.string(),
  phone: z.string(),
  opening_hours: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_m: z.number().nullable(),
});

/**
 * Checkout and orders (decision 011; spec 7 "Products, cart, orders" and tracking): pickup stores,
 * payment methods, place order, pay again, refresh after 3-D Secure, order pages by secure key, guest
 * tracking by number and phone, the signed-in history, the receipt PDF and the operator's moves.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Db; orders: Orders }> = async (app, { db, orders }) => {
  app.get(
    '/pickup-shops',
    {
      schema: {
        tags,
        summary: 'Partner stores for pickup; q matches name or area; with lat/lng nearest first (distance_m)',
        querystring: z.object({
          q: z.string().max(100).optional(),
          lat: z.coerce.number().min(-90).max(90).optional(),
          lng: z.coerce.number().min(-180).max(180).optional(),
          lang: z.enum(['th', 'en']).optional(),
        }),
        response: { 200: dataEnvelope(z.array(shopSchema)) },
      },
    },
    async (req) => ({ data: await searchPickupShops(db, req.query) }),
  );

  app.get(
    '/payment-methods',
    {
      schema: {
        tags,
        summary: 'Payment methods offered now (config payment_methods); pay-later only for an eligible shopper on android or ios',
        querystring: z.object({
          coupon_code: z.string().trim().max(40).optional(),
          platform: z.enum(['android', 'ios', 'web']).optional().describe('ignored: the User-Agent decides'),
        }),
        response: { 200: dataEnvelope(z.object({ methods: z.array(z.object({ method: z.enum(['card', 'promptpay', 'paylater']) })), pay_later_status: payLaterStatusSchema })) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'user-agent, cookie');
      return { data: await orders.paymentMethods(req, reply, req.query.coupon_code || undefined) };
    },
  );

  app.get(
    '/paylater/status',
    {
      schema: {
        tags,
        summary: 'Spec 3 pay_later_status: may I pay my cart (or my unpaid order) later on this device, the plans, and why not',
        querystring: z.object({ coupon_code: z.string().trim().max(40).optional(), order: z.string().min(1).max(64).optional() }),
        response: { 200: dataEnvelope(z.object({ pay_later_status: payLaterStatusSchema })) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'user-agent, cookie');
      return { data: { pay_later_status: await orders.payLaterStatus(req, reply, { couponCode: req.query.coupon_code || undefined, secureKey: req.query.order }) } };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Place an order from my cart (Idempotency-Key): reserve stock, take the coupon, create the order, charge',
        headers: idempotencyHeaders,
        body: placeBody,
        response: { 200: paymentResult, 201: paymentResult },
      },
    },
    async (req, reply) => {
      const { result, created } = await orders.place(req, reply, req.body);
      return reply.status(created ? 201 : 200).send({ data: result });
    },
  );

  app.post(
    '/orders/:secure_key/payments',
    {
      schema: {
        tags,
        summary: 'Pay an order again with another method after a failure (Idempotency-Key)',
        params: secureParams,
        headers: idempotencyHeaders,
        body: z.object({ payment: paymentInput }),
        response: { 201: paymentResult },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await orders.payAgain(req, reply, req.params.secure_key, req.body.payment) }),
  );

  app.post(
    '/orders/:secure_key/refresh',
    {
      schema: { tags, summary: 'Read the order’s latest charge again (the return from 3-D Secure)', params: secureParams, response: { 200: paymentResult } },
    },
    async (req) => ({ data: await orders.refresh(req.params.secure_key) }),
  );

  app.get(
    '/orders/:secure_key',
    {
      schema: { tags, summary: 'An order by its secure key (the key is the capability)', params: secureParams, response: { 200: dataEnvelope(orderViewSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await orders.bySecureKey(req.params.secure_key) };
    },
  );

  app.get(
    '/orders/:secure_key/receipt.pdf',
    {
      schema: { tags, summary: 'Receipt PDF (Thai font embedded)', params: secureParams, querystring: z.object({ lang: z.enum(['th', 'en']).default('th') }) },
    },
    async (req, reply) => {
      const order = await orders.orderByKey(req.params.secure_key);
      const pdf = await renderReceipt(await orders.bySecureKey(order.secureKey), req.query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${order.orderNumber}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/tracking',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyPrefix: 'tracking' } },
      schema: {
        tags,
        summary: 'Guest tracking by order number and contact phone (404 order_not_found when they do not match)',
        querystring: z.object({ order_number: z.string().trim().min(4).max(40), phone: z.string().trim().min(9).max(20) }),
        response: { 200: dataEnvelope(orderViewSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await orders.track(req.query.order_number, req.query.phone) };
    },
  );

  app.get(
    '/my/orders',
    {
      schema: {
        tags,
        summary: 'My orders, newest first (cursor); q matches the order number',
        querystring: z.object({ q: z.string().trim().max(40).optional(), cursor: z.string().max(200).optional() }),
        response: { 200: dataEnvelope(z.object({ items: z.array(trackingRowSchema), next_cursor: z.string().nullable() })) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await orders.mine(session.user.userId, req.query.q || undefined, req.query.cursor) };
    },
  );

  app.get(
    '/my/orders/:order_number',
    {
      schema: {
        tags,
        summary: 'One of my orders (403 when it is another account’s)',
        params: z.object({ order_number: z.string().min(4).max(40) }),
        response: { 200: dataEnvelope(orderViewSchema) },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await orders.mineByNumber(session.user.userId, req.params.order_number) };
    },
  );

  app.post(
    '/operator/orders/:order_number/state',
    {
      onRequest: app.staff.require('orders.fulfil'),
      schema: {
        tags,
        summary: 'Move a paid order along packing, delivering, delivered (operator; 409 illegal_order_transition)',
        params: z.object({ order_number: z.string().min(4).max(40) }),
        body: z.object({ state: z.enum(['packing', 'delivering', 'delivered']) }),
        response: { 200: dataEnvelope(orderViewSchema) },
      },
    },
    async (req) => {
      const { previous, order } = await orders.advance(req.params.order_number, req.body.state);
      await app.staff.audit(req, { action: 'order.state', objectType: 'order', objectId: req.params.order_number, before: { state: previous }, after: { state: order.state } });
      return { data: order };
    },
  );
};
