import { defineModule } from '../../lib/module';
import { cartRoutes } from './routes';
import { createCartOwner } from './owner';
import { createCartService } from './service';

/**
 * The cart (spec 3 Cart, decision 011): guest and signed-in carts, catalogue lines and the lines of
 * other modules, each checked against the line-kind registry. Decorates `app.cart`; sells the
 * `product` kind (catalogue variants, which hold nothing until the order reserves their stock).
 * Coupons and the open order of a cart are looked up when needed, as their modules come later.
 */
export const cartModule = defineModule('cart', [], async (app, ctx) => {
  app.decorate('cart', createCartService(ctx.db, { lineKinds: app.lineKinds, coupons: () => app.coupons, orders: () => app.orders ?? null }));
  app.decorate('cartOwner', createCartOwner(ctx.db, app.cart, ctx.basePath));
  app.lineKinds.registerKind({ type: 'product', owner: 'cart', holds: [] });
  await app.register(cartRoutes, { prefix: ctx.apiPrefix, cart: app.cart, owner: app.cartOwner });
});
