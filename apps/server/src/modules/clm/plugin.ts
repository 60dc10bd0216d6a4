import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { clmRoutes } from './routes';
import { seedClm } from './seed';
import { createClm } from './service';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Existing subscribers (CLM, issue 18 part A; decision 033): the package upgrade and the add-ons of
 * a mobile line or a home-internet account, through the subscriber system's port, each change a
 * service order (product types package_change and vas_change, price 0) that listens to the applied
 * subscriber changes (app.subscribers.onChangeApplied); and the preview with a made-up subscriber.
 */
export const clmModule = defineModule('clm', ['order', 'subscribers', 'identity', 'sim'], async (app, ctx) => {
  const { db } = ctx;
  await seedClm(db);
  const clm = createClm({ db, log: app.log, sim: app.sim, subscribers: app.subscribers, orders: app.orders });
  app.lineKinds.registerKind({ type: 'package_change', owner: 'clm', holds: ['package_change'] });
  app.lineKinds.registerHold(clm.holds);
  app.lineKinds.registerKind({ type: 'vas_change', owner: 'clm', holds: [] });
  app.subscribers.onChangeApplied((tx, change) => clm.applied(tx, change));
  runEvery(app, { name: 'clm-verifications', everyMs: ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => clm.sweep() });
  await app.register(clmRoutes, { prefix: ctx.apiPrefix, db, basePath: ctx.basePath, clm });
});
