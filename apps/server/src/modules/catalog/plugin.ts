import { defineModule } from '../../lib/module';
import { clearCachedAnswers } from './http-cache';
import { clearUploadedImages } from './admin-images';
import { clearReference } from './reference';
import { catalogAdminRoutes } from './admin-routes';
import { catalogRoutes } from './routes';
import { clearCatalogCache } from './service';
import { editorialsDocument, seoTextsDocument } from './texts';

/** The catalogue (spec 3 product types, spec 7 Products): lists, search, facets, detail, pages, pictures, reminders and the operators' price and stock edits. */
export const catalogModule = defineModule('catalog', ['staff', 'content'], async (app, ctx) => {
  const { db, read } = ctx.database;
  // Store-list SEO texts and editorial texts are edited through the console's content drafts (decision 045).
  app.contentDocuments.register('seo-texts', seoTextsDocument);
  app.contentDocuments.register('editorials', editorialsDocument);
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
