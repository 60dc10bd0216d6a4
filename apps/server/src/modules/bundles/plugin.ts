import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { bundlesRoutes } from './routes';
import { seedBundles } from './seed';
import { createBundles, type Bundles } from './service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Device bundles for subscribers, prepaid and new customers, and device-only prices (issue 18 part B;
 * decision 034): campaigns, the checks through the subscriber system, the `bundle` hold of a
 * bundle's cart lines (one use per number per campaign, taken at place order), instant benefits and
 * lead transactions. Sells `device_bundle_existing`, `device_bundle_prepaid`,
 * `device_bundle_new_customer` and `advancepayment` lines.
 */
export const bundlesModule = defineModule('bundles', ['order', 'cart', 'subscribers', 'identity', 'sim', 'numbers', 'catalog', 'staff'], async (app, ctx) => {
  const { db } = ctx;
  await seedBundles(db);
  const bundles = createBundles({
    db,
    sim: app.sim,
    subscribers: app.subscribers,
    numbers: app.numbers,
    cart: app.cart,
    plans: (nasCodes) => app.sim.packagesByNasCode(nasCodes),
  });
  for (const type of ['device_bundle_existing', 'device_bundle_prepaid', 'device_bundle_new_customer', 'advancepayment'] as const)
    app.lineKinds.registerKind({ type, owner: 'bundles', holds: ['bundle'] });
  app.lineKinds.registerHold({ ...bundles.holds, beforePlace: (ids) => bundles.recheck(ids) });
  app.numbers.onReleased((released) => bundles.numberHoldsEnded(released.map((r) => r.hold_id)));
  runEvery(app, { name: 'bundles-sweep', everyMs: ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => bundles.sweep() });
  app.decorate('bundles', bundles);
  await app.register(bundlesRoutes, { prefix: ctx.apiPrefix, db, bundles });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The bundles module (issue 18 part B). */
    bundles: Bundles;
  }
}
