import { defineModule } from '../../lib/module';
import { catalogRoutes } from './routes';

/** The catalogue (spec 3 product types, spec 7 Products): lists, search, facets, detail, pages, pictures and reminders. */
export const catalogModule = defineModule('catalog', [], async (app, ctx) => {
  await app.register(catalogRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
});
