import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/coupon';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import { walletForCart } from './cart-fit';
import { getCondition, getCoupon, listCoupons } from './catalogue';
import { collectCoupon, listWallet, syncWallet, walletHistory } from './wallet';

/** The signed-in user's id, or null for a guest. */
const userIdOf = (db: Db, request: FastifyRequest) =>
  requireSession(db, request).then(
    (s) => s.user.userId,
    () => null,
  );

/** Coupons (spec 7 Coupons, decision 011): browse, conditions, collect, the wallet's lists and coupon sync. */
export async function couponRoutes(app: FastifyInstance, { db, cart }: { db: Db; cart: () => Pick<FastifyInstance, 'cart' | 'cartOwner'> }) {
  route(app, contract.listCoupons, async (req) => ({ data: await listCoupons(db, await userIdOf(db, req)) }));

  route(app, contract.getCoupon, async (req) => ({ data: await getCoupon(db, req.params.id, await userIdOf(db, req)) }));

  route(app, contract.getCouponCondition, async (req) => ({ data: await getCondition(db, req.params.id, req.query.product, await userIdOf(db, req)) }));

  route(app, contract.collectCoupon, async (req, reply) => {
    const session = await requireSession(db, req);
    const result = await collectCoupon(db, session.user.userId, req.params.id);
    return reply.status(result.created ? 201 : 200).send({ data: result });
  });

  route(app, contract.listMyCoupons, async (req) => {
    const session = await requireSession(db, req);
    return { data: await listWallet(db, session.user.userId, req.query.list) };
  });

  route(app, contract.listMyCartCoupons, async (req, reply) => {
    const session = await requireSession(db, req);
    // The cart module comes after this one; its service and HTTP adapter are reached when asked.
    const { cart: service, cartOwner } = cart();
    const { cart: row } = await cartOwner.current(req, reply);
    return { data: row ? await walletForCart(db, session.user.userId, await service.couponLines(row.id)) : [] };
  });

  route(app, contract.getMyCouponHistory, async (req) => {
    const session = await requireSession(db, req);
    return { data: await walletHistory(db, session.user.userId) };
  });

  route(app, contract.syncMyCoupons, async (req) => {
    const session = await requireSession(db, req);
    return { data: await syncWallet(db, session.user.userId, req.body?.date_from) };
  });
}
