import { defineModule } from '../../lib/module';
import { contactRoutes } from './routes';

/** Contact (callback) requests of spec 3: public, rate-limited writes; operator reads. */
export const contactModule = defineModule('contact', ['staff'], async (app, ctx) => {
  await app.register(contactRoutes, { prefix: ctx.apiPrefix, db: ctx.db });
});
