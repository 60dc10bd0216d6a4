import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { authRoutes } from './auth-routes';
import { idpRoutes } from './idp/routes';
import { profileRoutes } from './profile-routes';
import { createIdentity, type IdentitySetup } from './registry';
import { sessionRoutes } from './session-routes';

export interface IdentityModuleOptions {
  db: Db;
  basePath: string;
  publicOrigin?: string;
  oidcIssuer?: string;
  oidcClientId?: string;
  oidcClientSecret?: string;
}

/**
 * The identity module: the embedded OpenID Connect provider under {BASE_PATH}/oidc (unless
 * OIDC_ISSUER names another), and under {BASE_PATH}/api the sign-in, the store session and the profile.
 */
export const identityModule: FastifyPluginAsync<IdentityModuleOptions> = async (app, opts) => {
  const external: IdentitySetup['external'] =
    opts.oidcIssuer && opts.oidcClientId && opts.oidcClientSecret ? { issuer: opts.oidcIssuer, clientId: opts.oidcClientId, clientSecret: opts.oidcClientSecret } : undefined;
  const identity = createIdentity(app, { db: opts.db, basePath: opts.basePath, publicOrigin: opts.publicOrigin, external });
  if (identity.embedded) {
    await app.register(idpRoutes, {
      db: opts.db,
      mount: `${opts.basePath}/oidc`,
      storeHref: `${opts.basePath}/`,
      getProvider: (request) => identity.provider(identity.originOf(request)),
      prefix: `${opts.basePath}/oidc`,
    });
  }
  await app.register(
    async (api) => {
      await api.register(authRoutes, { db: opts.db, identity, basePath: opts.basePath });
      await api.register(sessionRoutes, { db: opts.db, basePath: opts.basePath });
      await api.register(profileRoutes, { db: opts.db });
    },
    { prefix: `${opts.basePath}/api` },
  );
};
