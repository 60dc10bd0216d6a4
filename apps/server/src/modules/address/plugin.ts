import { defineModule } from '../../lib/module';
import { addressRoutes } from './routes';

/** Thai places (suggestions) and the shopper's addresses and shipping addresses (spec 3 Address, spec 7). */
export const addressModule = defineModule('address', [], async (app, ctx) => {
  await app.register(addressRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
});
