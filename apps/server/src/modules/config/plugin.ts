import { defineModule } from '../../lib/module';
import { configAdminRoutes } from './admin-routes';
import { configRoutes } from './routes';

/** Configuration objects of spec section 3: public reads, operator writes. */
export const configModule = defineModule('config', ['staff'], async (app, ctx) => {
  await app.register(configRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
  await app.register(configAdminRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
});
