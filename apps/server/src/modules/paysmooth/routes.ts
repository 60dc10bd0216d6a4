import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/paysmooth';
import type { Db } from '../../db/client';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import type { PaySmooth } from './service';

const LIMITS = {
  verify: { max: 10, timeWindow: 600_000, keyPrefix: 'paysmooth-verify' },
  order: { max: 20, timeWindow: 600_000, keyPrefix: 'paysmooth-order' },
};

/** Pay smooth (contracts/paysmooth.ts): the verify call, the application, the order it pays. */
export async function paySmoothRoutes(app: FastifyInstance, { db, paysmooth, publicOrigin }: { db: Db; paysmooth: PaySmooth; publicOrigin?: string }) {
  route(
    app,
    contract.verifyPaySmooth,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ data: await paysmooth.verify(session.user.userId, req.body) });
    },
    { config: { rateLimit: LIMITS.verify } },
  );

  route(app, contract.getPaySmoothApplication, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await paysmooth.get(session.user.userId, req.params.token) };
  });

  route(
    app,
    contract.placePaySmoothOrder,
    async (req, reply) => {
      await requireSession(db, req);
      const key = idempotencyKey(req);
      const { caller, cart } = await app.cartOwner.current(req, reply);
      const shopper = { caller, cart, userAgent: req.headers['user-agent'], origin: publicOrigin ? new URL(publicOrigin).origin : `${req.protocol}://${req.host}`, staff: null };
      const { order, created } = await paysmooth.pay(shopper, key, req.body);
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: { order } });
    },
    { config: { rateLimit: LIMITS.order } },
  );
}
