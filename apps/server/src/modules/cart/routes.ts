import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@store/domain/api';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { MAX_LINE_QUANTITY, type CartService } from './service';
import { cartViewSchema } from './view';

const tags = ['cart'];
const reply200 = dataEnvelope(cartViewSchema);
const lineParams = z.object({ line_id: z.uuid() });
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/**
 * The caller's cart (decision 011; spec 7 cart calls). The cart is the session user's, or the guest's
 * named by the `store_cart` cookie; a guest cart met with a session is merged into the user's.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; cart: CartService }> = async (app, { cart }) => {
  app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary: 'My cart with totals (spec 9 line total); `coupon_code` is evaluated, not taken',
        querystring: z.object({ coupon_code: z.string().trim().min(1).max(40).optional(), lang: z.enum(['th', 'en']).optional() }),
        response: { 200: reply200 },
      },
    },
    async (req, reply) => {
      const { caller, cart: row } = await cart.current(req, reply);
      return { data: await cart.view(row, caller.userId, req.query.coupon_code) };
    },
  );

  app.post(
    '/cart/lines',
    {
      schema: {
        tags,
        summary: 'Add a catalogue variant (409 out_of_stock with details.available; 409 quantity_limit past 10)',
        body: z.object({ variant_id: z.number().int().positive().max(2_147_483_647), quantity: quantity.default(1) }),
        response: { 201: reply200 },
      },
    },
    async (req, reply) => {
      const { caller, cart: row } = await cart.ensure(req, reply);
      await cart.addProduct(row.id, req.body.variant_id, req.body.quantity);
      return reply.status(201).send({ data: await cart.view(await cart.reload(row.id), caller.userId) });
    },
  );

  app.patch(
    '/cart/lines/:line_id',
    {
      schema: { tags, summary: 'Change a line quantity (1..10, at most the stock)', params: lineParams, body: z.object({ quantity }), response: { 200: reply200 } },
    },
    async (req, reply) => {
      const { caller, cart: row } = await cart.current(req, reply);
      if (!row) throw new AppError('not_found', 'line_not_found', 'This line is not in your cart.');
      await cart.setQuantity(row.id, req.params.line_id, req.body.quantity);
      return { data: await cart.view(await cart.reload(row.id), caller.userId) };
    },
  );

  app.delete(
    '/cart/lines/:line_id',
    {
      schema: { tags, summary: 'Remove a line (a number hold on it is released)', params: lineParams, response: { 200: reply200 } },
    },
    async (req, reply) => {
      const { caller, cart: row } = await cart.current(req, reply);
      if (!row) throw new AppError('not_found', 'line_not_found', 'This line is not in your cart.');
      await cart.removeLine(row.id, req.params.line_id);
      return { data: await cart.view(await cart.reload(row.id), caller.userId) };
    },
  );

  app.delete(
    '/cart',
    {
      schema: { tags, summary: 'Clear my cart (signed-in only; spec 5)', response: { 200: reply200 } },
    },
    async (req, reply) => {
      const { caller, cart: row } = await cart.current(req, reply);
      if (!caller.userId) throw new AppError('unauthorized', 'session_required', 'Please log in.');
      if (!row) return { data: await cart.view(null, caller.userId) };
      await cart.clear(row.id);
      return { data: await cart.view(await cart.reload(row.id), caller.userId) };
    },
  );
};
