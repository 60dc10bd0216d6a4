import { defineModule } from '../../lib/module';
import { contentAdminRoutes } from './admin-routes';
import { createContentDocuments } from './documents';
import { contentRoutes } from './routes';

/** Content documents of spec 3 and 7 (menus, bars, footer, FAQ, banners): public reads, operator writes. */
export const contentModule = defineModule('content', ['staff'], async (app, ctx) => {
  await app.register(contentRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
  // Other modules register the documents they keep but edit through the drafts (decision 045).
  const documents = createContentDocuments();
  app.decorate('contentDocuments', documents);
  await app.register(contentAdminRoutes, { prefix: ctx.apiPrefix, db: ctx.db, documents });
});
