import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client';
import { createEmbeddedProvider } from './idp/provider';
import { injectFetch } from './inject-fetch';
import { createRelyingParty, type RelyingParty } from './relying-party';
import { getOrCreateSecret, randomToken } from './secrets';

export const EMBEDDED_CLIENT_ID = 'tawan-store';
/** The issuer stored with users of the embedded provider, whatever origin it was reached on. */
export const EMBEDDED_ISSUER_KEY = 'embedded';
const MAX_ORIGINS = 16;

export interface IdentitySetup {
  db: Db;
  /** BASE_PATH ('' or '/store'). */
  basePath: string;
  /** PUBLIC_ORIGIN: the one origin of the store; unset, each request's own origin is used. */
  publicOrigin?: string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: another provider instead of the embedded one. */
  external?: { issuer: string; clientId: string; clientSecret: string };
}

export interface Identity {
  embedded: boolean;
  originOf(request: FastifyRequest): string;
  provider(origin: string): Promise<Provider>;
  relyingParty(origin: string): RelyingParty;
  /** The issuer recorded with store users (stable across origins for the embedded provider). */
  userIssuer: string;
  stateKey(): Promise<string>;
}

/**
 * Who the store signs in with. By default an embedded provider at {origin}{BASE_PATH}/oidc; without
 * PUBLIC_ORIGIN each origin the store is reached on (localhost, 127.0.0.1, a LAN address) gets its own
 * issuer, so sign-in works on all of them (at most 16 are kept).
 */
export function createIdentity(app: FastifyInstance, setup: IdentitySetup): Identity {
  const { db, basePath, external } = setup;
  const clientSecret = () => getOrCreateSecret(db, 'idp_store_client_secret', () => randomToken(32));
  let stateKey: Promise<string> | null = null;
  const perOrigin = new Map<string, { provider?: Promise<Provider>; rp: RelyingParty }>();

  const entry = (origin: string) => {
    let found = perOrigin.get(origin);
    if (found) return found;
    if (perOrigin.size >= MAX_ORIGINS) perOrigin.delete(perOrigin.keys().next().value!);
    const redirectUri = `${origin}${basePath}/api/auth/callback`;
    if (external) {
      found = { rp: createRelyingParty({ issuer: external.issuer, clientId: external.clientId, clientSecret: async () => external.clientSecret, redirectUri }) };
    } else {
      const issuer = `${origin}${basePath}/oidc`;
      found = {
        provider: clientSecret().then((secret) =>
          createEmbeddedProvider(db, { issuer, mount: `${basePath}/oidc`, storeHref: `${basePath}/`, client: { id: EMBEDDED_CLIENT_ID, secret, redirectUri } }),
        ),
        rp: createRelyingParty({ issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUri, fetch: injectFetch(app) }),
      };
      found.provider!.catch(() => perOrigin.delete(origin));
    }
    perOrigin.set(origin, found);
    return found;
  };

  return {
    embedded: !external,
    originOf: (request) => new URL(setup.publicOrigin ?? `${request.protocol}://${request.host}`).origin,
    provider: (origin) => entry(origin).provider ?? Promise.reject(new Error('no embedded provider')),
    relyingParty: (origin) => entry(origin).rp,
    userIssuer: external ? external.issuer : EMBEDDED_ISSUER_KEY,
    stateKey: () => (stateKey ??= getOrCreateSecret(db, 'rp_state_key', () => randomToken(32))),
  };
}
