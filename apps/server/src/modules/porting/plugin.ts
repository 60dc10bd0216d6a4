import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { embeddedPorting } from './embedded';
import { httpPorting } from './http/client';
import { portingRoutes } from './routes';
import { seedPorting } from './seed';
import { createPorting } from './service';

const SWEEP_EVERY_MS = 30_000;

/**
 * The national porting clearinghouse and the other operators (issue 16; decision 029) as a port:
 * the embedded sandbox (other operators' test numbers seeded at start when the table is empty,
 * holder IDs and PINs under the SIM module's keyed hash, a clock the tests move ahead), or a
 * clearinghouse's REST API when PORTING_URL is set. Decorates
 * `app.porting`; its sweeper moves requests along and tells the `onChange` listeners (the mnp module).
 */
export const portingModule = defineModule('porting', ['sim'], async (app, ctx) => {
  const { db, options } = ctx;
  const embedded = options.PORTING_URL ? null : embeddedPorting(db, app.sim.hmac);
  if (embedded) await seedPorting(db, app.sim.hmac);
  const port = embedded ?? httpPorting({ url: options.PORTING_URL!, apiKey: options.PORTING_API_KEY!, db });
  const porting = createPorting({ port, controls: embedded?.controls ?? null, sim: app.sim });
  app.decorate('porting', porting);
  runEvery(app, { name: 'porting-requests', everyMs: options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => porting.sweep() });
  await app.register(portingRoutes, { prefix: ctx.apiPrefix, porting });
});
