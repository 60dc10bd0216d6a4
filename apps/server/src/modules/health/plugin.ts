import { defineModule } from '../../lib/module';
import { healthRoutes } from './routes';

/** Liveness. */
export const healthModule = defineModule('health', [], async (app, ctx) => {
  await app.register(healthRoutes, { prefix: ctx.apiPrefix, database: ctx.database });
});
