import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/sale';
import { AppError } from '../../lib/errors';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import { cookieOptions } from '../identity/cookies';
import type { Shopper } from '../order/service';
import { STAFF_DEVICE_COOKIE, STAFF_SESSION_COOKIE } from '../staff/access';
import type { StaffActor } from '../staff/service';
import type { Sale } from './service';

/** Per address (keyPrefix names the counter in the shared store), on top of the staff sign-in's per-account pause. */
const LIMITS = {
  login: { max: 20, timeWindow: 60_000, keyPrefix: 'sale-login' },
  shopCode: { max: 30, timeWindow: 60_000, keyPrefix: 'sale-shop-code' },
  link: { max: 60, timeWindow: 60_000, keyPrefix: 'sale-link' },
  pay: { max: 20, timeWindow: 60_000, keyPrefix: 'sale-pay' },
};

/** Seller sale mode (contracts/sale.ts; decision 039). */
export async function saleRoutes(app: FastifyInstance, { sale, basePath, publicOrigin }: { sale: Sale; basePath: string; publicOrigin?: string }) {
  const sessionPath = `${basePath}/`;
  const devicePath = `${basePath}/api/staff`;
  const seller = app.staff.require('sell.seller');
  const originOf = (req: FastifyRequest) => (publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.host}`);
  const actorOf = (req: FastifyRequest) => req.staffActor as StaffActor;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  route(
    app,
    contract.saleLogin,
    async (req, reply) => {
      const { signed, config } = await sale.login(req.body, req.cookies?.[STAFF_DEVICE_COOKIE]).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'staff_account_locked') reply.header('retry-after', String((error.details as { retry_after_s: number }).retry_after_s));
        throw error;
      });
      reply.setCookie(STAFF_SESSION_COOKIE, signed.token, cookieOptions(req, sessionPath, { sameSite: 'strict', expires: signed.expiresAt }));
      reply.setCookie(STAFF_DEVICE_COOKIE, signed.knownDevice, cookieOptions(req, devicePath, { sameSite: 'strict', maxAge: 400 * 86_400 }));
      const actor = { id: signed.account.id, label: signed.account.email, roles: [], permissions: [], shopCode: config.shop_code, dealerCode: null };
      await app.staff.service.audit(actor, { action: 'sale.sign_in', objectType: 'staff', objectId: signed.account.id, after: { shop_code: config.shop_code } }, String(req.id));
      return { data: config };
    },
    { config: { rateLimit: LIMITS.login } },
  );

  route(app, contract.saleLogout, async (req, reply) => {
    const token = req.cookies?.[STAFF_SESSION_COOKIE];
    const found = await app.staff.service.sessionActor(token);
    await app.staff.service.signOut(token);
    if (found) await app.staff.service.audit(found.actor, { action: 'sale.sign_out', objectType: 'staff', objectId: found.actor.id }, String(req.id));
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(req, sessionPath, { sameSite: 'strict' }));
    return { data: { signed_out: Boolean(found) } };
  });

  route(app, contract.validateShopCode, async (req) => ({ data: await sale.validateShopCode(req.body.shop_code) }), { config: { rateLimit: LIMITS.shopCode } });

  route(app, contract.getSaleConfig, async (req) => {
    const found = await app.staff.service.sessionActor(req.cookies?.[STAFF_SESSION_COOKIE]);
    return { data: await sale.config(found?.actor ?? null, found?.account.displayName ?? null) };
  });

  route(app, contract.getSaleShopConfig, async (req) => ({ data: await sale.shopConfig(actorOf(req), req.params.id) }), { onRequest: seller });
  route(app, contract.getSaleShop, async (req) => ({ data: await sale.shop(actorOf(req), req.params.id) }), { onRequest: seller });

  route(
    app,
    contract.placeSaleOrder,
    async (req, reply: FastifyReply) => {
      const key = idempotencyKey(req);
      const actor = actorOf(req);
      const { caller, cart } = await app.cartOwner.current(req, reply);
      const shopper: Shopper = {
        caller,
        cart,
        userAgent: req.headers['user-agent'],
        origin: originOf(req),
        staff: { id: actor.id, roles: actor.roles, dealerCode: actor.dealerCode },
      };
      const { order, created } = await sale.placeOrder(shopper, actor, key, req.body);
      if (created) await app.staff.audit(req, { action: 'sale.order_place', objectType: 'order', objectId: order.order_number, after: { total: order.total, state: order.state } });
      return reply.status(created ? 201 : 200).send({ data: order });
    },
    { onRequest: seller },
  );

  route(app, contract.listSaleOrders, async (req) => ({ data: await sale.list(actorOf(req), req.query.cursor) }), { onRequest: seller });
  route(app, contract.getSaleOrder, async (req) => ({ data: await sale.order(actorOf(req), req.params.order_number) }), { onRequest: seller });

  route(
    app,
    contract.sendSaleSms,
    async (req, reply) => {
      const key = idempotencyKey(req);
      const { result, created } = await sale.sendSms(actorOf(req), key, req.body.order_number, req.body.lang, originOf(req));
      if (created) await app.staff.audit(req, { action: 'sale.sms', objectType: 'order', objectId: result.order_number, after: { expires_at: result.expires_at } });
      return reply.status(created ? 201 : 200).send({ data: result });
    },
    { onRequest: seller },
  );

  route(
    app,
    contract.showSaleQr,
    async (req, reply) => {
      const key = idempotencyKey(req);
      const { result, created } = await sale.showQr(actorOf(req), key, req.body.order_number, originOf(req));
      if (created) await app.staff.audit(req, { action: 'sale.qr', objectType: 'order', objectId: result.order_number, after: { expires_at: result.expires_at } });
      return reply.status(created ? 201 : 200).send({ data: result });
    },
    { onRequest: seller },
  );

  route(app, contract.getSaleLink, async (req) => ({ data: await sale.linkView(req.params.token) }), { config: { rateLimit: LIMITS.link } });

  route(
    app,
    contract.paySaleLink,
    async (req, reply) => {
      const key = idempotencyKey(req);
      return reply.status(201).send({ data: await sale.pay(req.params.token, key, originOf(req)) });
    },
    { config: { rateLimit: LIMITS.pay } },
  );
}
