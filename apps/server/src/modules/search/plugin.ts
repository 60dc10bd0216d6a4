import { defineModule } from '../../lib/module';
import { searchRoutes } from './routes';

/** Search suggestions (from the catalogue) and the signed-in shopper's search history (spec 7). */
export const searchModule = defineModule('search', ['catalog'], async (app, ctx) => {
  await app.register(searchRoutes, { prefix: ctx.apiPrefix, db: ctx.db, read: ctx.database.read });
});
