import { defineModule } from '../../lib/module';
import { consentRoutes } from './consent-routes';
import { createConsents } from './consents';
import { idpRoutes } from './idp/routes';
import { createIdentity, type IdentitySetup } from './registry';
import { identityRoutes } from './routes';

/**
 * The identity module: under {BASE_PATH}/api the sign-in, the store session and the profile
 * (contracts/identity.ts) and the PDPA consents (`app.consents`, consents.ts); other modules find the shopper's session with session-guard.ts
 * (`requireSession`, `requireSelf`). Unless OIDC_ISSUER names another provider, the embedded OpenID
 * Connect provider lives under {BASE_PATH}/oidc: its own endpoints (raw bodies, handled by its Koa
 * app) and its server-rendered log-in and sign-up pages keep their own registration (idp/routes.ts),
 * outside /api and hidden from the OpenAPI document.
 */
export const identityModule = defineModule('identity', [], async (app, ctx) => {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_ORIGIN } = ctx.options;
  const external: IdentitySetup['external'] =
    OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET ? { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET } : undefined;
  const identity = createIdentity(app, { db: ctx.db, basePath: ctx.basePath, publicOrigin: PUBLIC_ORIGIN, external });
  if (identity.embedded) {
    await app.register(idpRoutes, {
      db: ctx.db,
      mount: `${ctx.basePath}/oidc`,
      storeHref: `${ctx.basePath}/`,
      getProvider: (request) => identity.provider(identity.originOf(request)),
      prefix: `${ctx.basePath}/oidc`,
    });
  }
  await app.register(identityRoutes, { prefix: ctx.apiPrefix, db: ctx.db, identity, basePath: ctx.basePath });
  // PDPA consents (issue 15): recorded by the flows that ask (app.consents.record), read and withdrawn by the user.
  const consents = createConsents(ctx.db);
  app.decorate('consents', consents);
  await app.register(consentRoutes, { prefix: ctx.apiPrefix, db: ctx.db, consents });
});
