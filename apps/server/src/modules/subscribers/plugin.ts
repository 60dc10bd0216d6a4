import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { embeddedSubscribers } from './embedded';
import { httpSubscribers } from './http/client';
import { subscriberRoutes } from './routes';
import { seedSubscribers } from './seed';
import { createSubscribers } from './service';

const SWEEP_EVERY_MS = 30_000;

/**
 * The operator's subscriber system (issue 15; decision 028) as a port: the embedded sandbox (its
 * test lines seeded at start when the table is empty, holder IDs under the SIM module's keyed hash),
 * or the operator's REST API when SUBSCRIBERS_URL is set. Decorates `app.subscribers`; its sweeper
 * applies due changes and tells the `onChangeApplied` listeners.
 */
export const subscribersModule = defineModule('subscribers', ['sim'], async (app, ctx) => {
  const { db, options } = ctx;
  const port = options.SUBSCRIBERS_URL ? httpSubscribers({ url: options.SUBSCRIBERS_URL, apiKey: options.SUBSCRIBERS_API_KEY!, db }) : embeddedSubscribers(db, app.sim.hmac);
  if (port.sandbox) await seedSubscribers(db, app.sim.hmac);
  const subscribers = createSubscribers({ db, port, sim: app.sim });
  app.decorate('subscribers', subscribers);
  runEvery(app, { name: 'subscriber-changes', everyMs: options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => subscribers.sweep() });
  await app.register(subscriberRoutes, { prefix: ctx.apiPrefix, subscribers });
});
