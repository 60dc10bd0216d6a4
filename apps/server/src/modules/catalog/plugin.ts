import { defineModule } from '../../lib/module';
import { clearCachedAnswers } from './http-cache';
import { clearUploadedImages } from './admin-images';
import { clearReference } from './reference';
import { catalogAdminRoutes } from './admin-routes';
import { catalogRoutes } from './routes';
import { clearCatalogCache } from './service';

/** The catalogue (spec 3 product types, spec 7 Products): lists, search, facets, detail, pages, pictures, reminders and the operators' price and stock edits. */
export const catalogModule = defineModule('catalog', ['staff'], async (app, ctx) => {
  const { db, read } = ctx.database;
  // A catalogue change in any process (or a reconnect of the listener) drops every catalogue cache here.
  ctx.invalidation.subscribe('catalog', () => {
    for (const d of new Set([db, read])) {
      clearCatalogCache(d);
      clearReference(d);
      clearCachedAnswers(d);
      clearUploadedImages(d);
    }
  });
  await app.register(catalogRoutes, { prefix: ctx.apiPrefix, db, read });
  await app.register(catalogAdminRoutes, { prefix: ctx.apiPrefix, db });
});
