import { getConfig } from '../config/service';
import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { createConversions } from './conversions';
import { createPlans } from './plans';
import { createQualifying } from './qualify';
import { pre2postRoutes } from './routes';
import { seedOffers } from './seed';

const SWEEP_EVERY_MS = 30_000;

/**
 * Prepaid to postpaid (issue 15; decision 028): the check and its OTP, the TMF679 qualification, the
 * plans offered, and the conversion order, a service order of the order module whose `pre_to_post`
 * line holds the number's pending conversion (hold kind `conversion`, owned here). It listens to eKYC
 * decisions (app.ekyc.onDecision) and to applied subscriber changes (app.subscribers.onChangeApplied).
 */
export const pre2postModule = defineModule('pre2post', ['order', 'subscribers', 'identity', 'sim', 'ekyc'], async (app, ctx) => {
  const { db } = ctx;
  await seedOffers(db);
  const plans = createPlans({ db, sim: app.sim });
  const qualifying = createQualifying({ db, sim: app.sim, subscribers: app.subscribers, ekyc: app.ekyc, ekycRequired: async () => (await getConfig(db, 'ekyc_mobile')).toggle });
  const conversions = createConversions({
    db,
    log: app.log,
    sim: app.sim,
    subscribers: app.subscribers,
    orders: app.orders,
    consents: app.consents,
    plans,
    ekyc: app.ekyc,
  });

  app.lineKinds.registerKind({ type: 'pre_to_post', owner: 'pre2post', holds: ['conversion'] });
  app.lineKinds.registerHold(conversions.holds);
  app.subscribers.onChangeApplied((tx, change) => conversions.applied(tx, change));
  app.ekyc.onDecision((tx, decision) => conversions.decided(tx, decision));
  runEvery(app, { name: 'pre2post-conversions', everyMs: ctx.options.SWEEP_EVERY_MS ?? SWEEP_EVERY_MS, run: () => conversions.sweep() });

  await app.register(pre2postRoutes, { prefix: ctx.apiPrefix, db, qualifying, plans, conversions });
});
