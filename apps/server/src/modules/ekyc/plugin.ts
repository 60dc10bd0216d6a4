import { getConfig } from '../config/service';
import { defineModule } from '../../lib/module';
import { runEvery } from '../../lib/sweeper';
import { createHandoffs } from './handoff';
import { createImageVault } from './images';
import { onfidoVendor } from './onfido/vendor';
import { ekycRoutes } from './routes';
import { sandboxVendor } from './sandbox/vendor';
import { createEkyc, type EkycService } from './service';

export type { EkycDecision, EkycDecisionListener, EkycService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    ekyc: EkycService;
  }
}

/**
 * eKYC (issue 15, decision 027; spec 7 creditok create-application / get-status,
 * save-face-recognition, save-temp-content): applications for a declared Thai ID, the ID-card photo
 * and the selfie (sealed at rest, deleted at the decision or after ekyc.retention_hours), the vendor's
 * decision (the embedded sandbox, or Onfido's API through its official client with EKYC_PROVIDER_URL +
 * EKYC_API_KEY), the desktop-to-phone hand-off, and staff reads of the photos (ekyc.read, audited).
 * Other modules use `app.ekyc` (create, get, belongsTo, onDecision).
 */
export const ekycModule = defineModule('ekyc', ['staff', 'config', 'sim'], async (app, ctx) => {
  const { db, options } = ctx;
  const vendor =
    options.EKYC_PROVIDER_URL && options.EKYC_API_KEY
      ? onfidoVendor({ url: options.EKYC_PROVIDER_URL, apiKey: options.EKYC_API_KEY })
      : sandboxVendor({ decisionMs: options.EKYC_SANDBOX_DECISION_MS ?? 3000 });
  const config = () => getConfig(db, 'ekyc');
  const ekyc = createEkyc({ db, vendor, vault: createImageVault(db), hmac: (purpose, value) => app.sim.hmac(purpose, value), config, log: app.log });
  const handoffs = createHandoffs({ db, ekyc, config, basePath: ctx.basePath });
  app.decorate('ekyc', ekyc.service);

  // Due vendor decisions, expiries, photos past retention (decision 016's sweeper).
  runEvery(app, { name: 'ekyc-sweep', everyMs: Math.min(options.SWEEP_EVERY_MS ?? 30_000, 5_000), run: () => ekyc.sweep() });

  await app.register(ekycRoutes, { prefix: ctx.apiPrefix, db, ekyc, handoffs, apiPrefix: ctx.apiPrefix, publicOrigin: options.PUBLIC_ORIGIN });
});
