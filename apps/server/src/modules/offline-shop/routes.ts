import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/offline-shop';
import { route } from '../../lib/module';
import { idempotencyKey } from '../../lib/idempotency-key';
import { cookieOptions } from '../identity/cookies';
import { STAFF_DEVICE_COOKIE, STAFF_SESSION_COOKIE } from '../staff/access';
import type { OfflineShopService } from './service';

const SIGN_IN_LIMIT = { max: 20, timeWindow: 60_000, keyPrefix: 'offline-sign-in' };
const LOGIN_PAGE = '/offline-store/berfuntong/login';

/** The offline shop's routes (spec 7 "Seller and offline"); the rules are in service.ts. */
export async function offlineShopRoutes(app: FastifyInstance, { service, basePath }: { service: OfflineShopService; basePath: string }) {
  const sessionPath = `${basePath}/`;
  const devicePath = `${basePath}/api/staff`;
  const { staff } = app;
  const contextOf = async (req: FastifyRequest) => service.context(await staff.actorOf(req));
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  route(
    app,
    contract.offlineAuthentication,
    async (req, reply) => {
      const { signed, session } = await service.authenticate(req.body, req.cookies?.[STAFF_DEVICE_COOKIE]);
      reply.setCookie(STAFF_SESSION_COOKIE, signed.token, cookieOptions(req, sessionPath, { sameSite: 'strict', expires: signed.expiresAt }));
      reply.setCookie(STAFF_DEVICE_COOKIE, signed.knownDevice, cookieOptions(req, devicePath, { sameSite: 'strict', maxAge: 400 * 86_400 }));
      const actor = { id: signed.account.id, label: signed.account.email, roles: [], permissions: [], shopCode: null, dealerCode: null };
      await staff.service.audit(
        actor,
        { action: 'offline.sign_in', objectType: 'offline_shop', objectId: session.shop.code, after: { type: session.type, permitted: session.permitted } },
        String(req.id),
      );
      return { data: session };
    },
    { config: { rateLimit: SIGN_IN_LIMIT } },
  );

  route(app, contract.offlineVerify, async (req) => {
    const ctx = await contextOf(req);
    service.requirePermitted(ctx);
    const me = await staff.service.sessionActor(req.cookies?.[STAFF_SESSION_COOKIE]);
    return { data: service.session(ctx, me?.account.displayName ?? ctx.actor.label) };
  });

  route(app, contract.offlineDealerInfo, async (req) => {
    const ctx = await contextOf(req);
    service.requirePermitted(ctx);
    const me = await staff.service.sessionActor(req.cookies?.[STAFF_SESSION_COOKIE]);
    const session = service.session(ctx, me?.account.displayName ?? ctx.actor.label);
    return {
      data: {
        display_name: session.staff.display_name,
        dealer_code: session.staff.dealer_code,
        channel: ctx.type,
        shop: (await service.shops()).find((s) => s.code === ctx.shop.code)!,
      },
    };
  });

  route(app, contract.offlineAuthChannel, async (req) => {
    const ctx = req.query.shop_code ? null : await contextOf(req);
    return { data: await service.authChannel(req.query.shop_code, ctx) };
  });

  route(app, contract.offlineLogout, async (req, reply) => {
    const token = req.cookies?.[STAFF_SESSION_COOKIE];
    const found = await staff.service.sessionActor(token);
    await staff.service.signOut(token);
    if (found)
      await staff.service.audit(
        found.actor,
        { action: 'offline.sign_out', objectType: 'offline_shop', objectId: found.actor.shopCode, after: { error: req.query.error ?? null } },
        String(req.id),
      );
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(req, sessionPath, { sameSite: 'strict' }));
    const query = new URLSearchParams();
    if (req.query.type) query.set('type', req.query.type);
    if (req.query.error) query.set('error', req.query.error);
    const search = query.size ? `?${query}` : '';
    return reply.redirect(`${basePath}${LOGIN_PAGE}${search}`, 302);
  });

  route(app, contract.offlinePlaceOrder, async (req, reply) => {
    const ctx = await contextOf(req);
    const { order, created } = await service.placeOrder(ctx, idempotencyKey(req), req.body);
    if (created)
      await staff.audit(req, {
        action: 'offline.place_order',
        objectType: 'order',
        objectId: order.order.order_number,
        after: { channel: order.channel, shop_code: order.shop_code, state: order.order.state },
      });
    return reply.status(created ? 201 : 200).send({ data: order });
  });

  route(app, contract.listOfflineOrders, async (req) => ({ data: await service.list(await contextOf(req)) }));

  route(app, contract.getOfflineOrder, async (req) => ({ data: await service.get(await contextOf(req), req.params.order_number) }));

  route(app, contract.handOverOfflineOrder, async (req) => {
    const { before, order } = await service.handOver(await contextOf(req), req.params.order_number);
    if (before !== order.order.state)
      await staff.audit(req, {
        action: 'offline.hand_over',
        objectType: 'order',
        objectId: order.order.order_number,
        before: { state: before },
        after: { state: order.order.state },
      });
    return { data: order };
  });

  route(app, contract.resendOfflineEmail, async (req, reply) => {
    const data = await service.resendEmail(await contextOf(req), req.params.order_number, req.body);
    await staff.audit(req, { action: 'offline.resend_email', objectType: 'order', objectId: req.params.order_number, after: { sent_to: data.sent_to } });
    return reply.status(201).send({ data });
  });

  route(app, contract.listOfflineShops, async () => ({ data: await service.shops() }), { onRequest: staff.require('staff.manage') });

  route(
    app,
    contract.changeOfflineShop,
    async (req) => {
      const { before, after } = await service.changeShop(req.params.code, req.body);
      await staff.audit(req, { action: 'offline_shop.update', objectType: 'offline_shop', objectId: after.code, before, after });
      return { data: after };
    },
    { onRequest: staff.require('staff.manage') },
  );
}
