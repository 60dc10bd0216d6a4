import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/cart';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/module';
import type { CartOwner } from './owner';
import type { CartService } from './service';

/**
 * The caller's cart (decision 011; spec 7 cart calls). The cart is the session user's, or the guest's
 * named by the `store_cart` cookie; a guest cart met with a session is merged into the user's.
 */
export async function cartRoutes(app: FastifyInstance, { cart, owner }: { cart: CartService; owner: CartOwner }) {
  app.addHook('onSend', async (_req, reply) => void reply.header('cache-control', 'no-store'));

  route(app, contract.getCart, async (req, reply) => {
    const { caller, cart: row } = await owner.current(req, reply);
    return { data: await cart.view(row, caller.userId, req.query.coupon_code) };
  });

  route(app, contract.addCartLine, async (req, reply) => {
    const { caller, cart: row } = await owner.ensure(req, reply);
    // The cart as it is after the add, from the same transaction (the web app caches it without a refetch).
    return reply.status(201).send({ data: await cart.addProduct(row.id, req.body.variant_id, req.body.quantity, caller.userId) });
  });

  route(app, contract.setCartLineQuantity, async (req, reply) => {
    const { caller, cart: row } = await owner.current(req, reply);
    if (!row) throw new AppError('not_found', 'line_not_found', 'This line is not in your cart.');
    await cart.setQuantity(row.id, req.params.line_id, req.body.quantity);
    return { data: await cart.view(await cart.reload(row.id), caller.userId) };
  });

  route(app, contract.removeCartLine, async (req, reply) => {
    const { caller, cart: row } = await owner.current(req, reply);
    if (!row) throw new AppError('not_found', 'line_not_found', 'This line is not in your cart.');
    await cart.removeLine(row.id, req.params.line_id);
    return { data: await cart.view(await cart.reload(row.id), caller.userId) };
  });

  route(app, contract.clearCart, async (req, reply) => {
    const { caller, cart: row } = await owner.current(req, reply);
    if (!caller.userId) throw new AppError('unauthorized', 'session_required', 'Please log in.');
    if (!row) return { data: await cart.view(null, caller.userId) };
    await cart.clear(row.id);
    return { data: await cart.view(await cart.reload(row.id), caller.userId) };
  });
}
