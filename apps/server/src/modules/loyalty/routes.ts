import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/loyalty';
import type { Db } from '../../db/client';
import { idempotencyKey } from '../../lib/idempotency-key';
import { route } from '../../lib/module';
import { SESSION_COOKIE } from '../identity/cookies';
import { requireSession } from '../identity/session-guard';
import { findActiveSession } from '../identity/sessions';
import type { LoyaltyService, Member } from './service';

/** Per address (keyPrefix names the counter in the shared store): linking by Thai ID is the one that could be used to guess. */
const LIMITS = {
  link: { max: 10, timeWindow: 600_000, keyPrefix: 'loyalty-link' },
  cart: { max: 60, timeWindow: 600_000, keyPrefix: 'loyalty-cart' },
};

const memberOf = (session: { user: { userId: string; phone: string | null } }): Member => ({ userId: session.user.userId, phone: session.user.phone });

/** The member, when the request has an active session (the verify page also answers visitors). */
async function optionalMember(db: Db, req: FastifyRequest): Promise<Member | null> {
  const session = await findActiveSession(db, req.cookies[SESSION_COOKIE]);
  return session ? memberOf(session) : null;
}

/** Member card, points and privileges (contracts/loyalty.ts). */
export async function loyaltyRoutes(app: FastifyInstance, { db, loyalty }: { db: Db; loyalty: LoyaltyService }) {
  route(app, contract.getCardStatus, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await loyalty.status(memberOf(session)) };
  });

  route(
    app,
    contract.linkCard,
    async (req, reply) => {
      const session = await requireSession(db, req);
      reply.header('cache-control', 'no-store');
      return { data: await loyalty.link(memberOf(session), req.body.thai_id) };
    },
    { config: { rateLimit: LIMITS.link } },
  );

  route(app, contract.getPoints, async (req, reply) => {
    const session = await requireSession(db, req);
    reply.header('cache-control', 'no-store');
    return { data: await loyalty.points(memberOf(session)) };
  });

  route(app, contract.listPrivileges, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await loyalty.list(req.query.line_kind) };
  });

  route(app, contract.getPrivilege, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: await loyalty.get(req.params.id) };
  });

  route(app, contract.verifyPrivilege, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await loyalty.verify(await optionalMember(db, req), req.params.id, req.query.product_id, req.query.variant_id) };
  });

  route(
    app,
    contract.addPrivilegeToCart,
    async (req, reply) => {
      const session = await requireSession(db, req);
      const key = idempotencyKey(req);
      const { created, ...added } = await loyalty.addToCart(memberOf(session), req.params.id, req.body, key, async (line) =>
        app.cart.addServiceLine((await app.cartOwner.ensure(req, reply)).cart.id, line),
      );
      reply.header('cache-control', 'no-store');
      return reply.status(created ? 201 : 200).send({ data: added });
    },
    { config: { rateLimit: LIMITS.cart } },
  );
}
