import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import { productCardSchema } from '@store/domain/catalog';
import type { Db } from '../../db/client';
import { requireSession } from '../identity/session-guard';
import { addToWishlist, getWishlist, removeFromWishlist } from './service';

const tags = ['wishlist'];
const productId = z.coerce.number().int().positive().max(2_147_483_647);
const changed = dataEnvelope(z.object({ product_id: z.number().int(), changed: z.boolean() }));

/** The signed-in shopper's wishlist (spec 7 GET, POST, DELETE /v2/wishlist). */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v2/wishlist',
    {
      schema: {
        tags,
        summary: 'My saved products, newest first',
        response: { 200: dataEnvelope(z.object({ product_ids: z.array(z.number().int()), items: z.array(productCardSchema) })) },
      },
    },
    async (req) => {
      const session = await requireSession(db, req);
      return { data: await getWishlist(db, session.user.userId) };
    },
  );

  app.post(
    '/v2/wishlist',
    {
      schema: {
        tags,
        summary: 'Save a product (201 when new, 200 when it was saved already)',
        body: z.object({ product_id: productId }),
        response: { 200: changed, 201: changed },
      },
    },
    async (req, reply) => {
      const session = await requireSession(db, req);
      const created = await addToWishlist(db, session.user.userId, req.body.product_id);
      return reply.status(created ? 201 : 200).send({ data: { product_id: req.body.product_id, changed: created } });
    },
  );

  app.delete(
    '/v2/wishlist/:product_id',
    { schema: { tags, summary: 'Remove a saved product', params: z.object({ product_id: productId }), response: { 200: changed } } },
    async (req) => {
      const session = await requireSession(db, req);
      const removed = await removeFromWishlist(db, session.user.userId, req.params.product_id);
      return { data: { product_id: req.params.product_id, changed: removed } };
    },
  );
};
