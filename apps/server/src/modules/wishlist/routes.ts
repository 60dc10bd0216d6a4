import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/wishlist';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { requireSession } from '../identity/session-guard';
import { addToWishlist, getWishlist, removeFromWishlist } from './service';

/** The signed-in shopper's wishlist (spec 7 GET, POST, DELETE /v2/wishlist). */
export async function wishlistRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, contract.getWishlist, async (req) => {
    const session = await requireSession(db, req);
    return { data: await getWishlist(db, session.user.userId) };
  });

  route(app, contract.addToWishlist, async (req, reply) => {
    const session = await requireSession(db, req);
    const created = await addToWishlist(db, session.user.userId, req.body.product_id);
    return reply.status(created ? 201 : 200).send({ data: { product_id: req.body.product_id, changed: created } });
  });

  route(app, contract.removeFromWishlist, async (req) => {
    const session = await requireSession(db, req);
    const removed = await removeFromWishlist(db, session.user.userId, req.params.product_id);
    return { data: { product_id: req.params.product_id, changed: removed } };
  });
}
