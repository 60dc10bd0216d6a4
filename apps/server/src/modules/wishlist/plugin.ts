import { defineModule } from '../../lib/module';
import { wishlistRoutes } from './routes';

/** The signed-in shopper's saved products (spec 7 Wishlist); products are read through the catalog service. */
export const wishlistModule = defineModule('wishlist', ['catalog'], async (app, ctx) => {
  await app.register(wishlistRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
});
