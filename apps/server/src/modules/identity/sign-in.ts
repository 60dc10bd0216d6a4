import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import { openAuthState, sealAuthState } from './auth-state';
import type { Identity } from './registry';
import { safeReturnPath } from './safe-return';
import { createLoginCode } from './sessions';
import { upsertUser } from './users';

const SCOPE = 'openid profile email phone';

/** A path of the store with extra query parameters, under the base path. */
function storeUrl(basePath: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, 'http://store.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${basePath}${url.pathname}${url.search}${url.hash}`;
}

/**
 * The OpenID Connect sign-in (authorization code + PKCE) as the store's relying party: plain values
 * in (the query, the sealed state cookie, and the store origin of the request, read only when needed),
 * where to send the browser out.
 */
export function createSignIn({ db, identity, basePath, log }: { db: Db; identity: Identity; basePath: string; log: FastifyBaseLogger }) {
  return {
    /**
     * Starts signing in: the provider's authorization URL and the sealed state (state, nonce and PKCE
     * verifier) for the cookie. 400 return_to_invalid when `return_to` could leave the store, 503
     * identity_unavailable when the provider cannot be discovered.
     */
    async start(input: { origin: () => string; returnTo?: string; prompt?: 'login' | 'create'; lang?: string }): Promise<{ url: string; state: string }> {
      const returnTo = safeReturnPath(input.returnTo);
      if (returnTo === null) throw invalid('return_to_invalid', 'return_to must be a path inside the store.');
      const rp = identity.relyingParty(input.origin());
      const config = await rp.config().catch((error: unknown) => {
        log.error({ err: error }, 'identity provider discovery failed');
        throw new AppError('unavailable', 'identity_unavailable', 'Signing in is not available right now.');
      });
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const signup = input.prompt === 'create' && (await rp.supportsCreate());
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: rp.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: signup ? 'create' : 'login',
        ui_locales: parseLang(input.lang),
      });
      return { url: url.href, state: sealAuthState(await identity.stateKey(), { state, nonce, verifier, returnTo }) };
    },

    /**
     * Finishes signing in when the provider sends the browser back: records the store user and makes a
     * one-time login code bound to this browser (`binder`, for its cookie). Always answers where to go:
     * `return_to` with login_code, or with login_error (expired state, provider error, failed exchange).
     */
    async finish(input: { origin: () => string; callbackUrl: string; error?: string; sealedState?: string }): Promise<{ location: string; binder?: string }> {
      const saved = openAuthState(await identity.stateKey(), input.sealedState);
      if (!saved) return { location: storeUrl(basePath, '/', { login_error: 'expired' }) };
      if (input.error) {
        const params: Record<string, string> = input.error === 'access_denied' ? {} : { login_error: 'failed' };
        return { location: storeUrl(basePath, saved.returnTo, params) };
      }
      try {
        const origin = input.origin();
        const rp = identity.relyingParty(origin);
        const config = await rp.config();
        const tokens = await client.authorizationCodeGrant(config, new URL(input.callbackUrl, origin), {
          pkceCodeVerifier: saved.verifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => claims);
        const pick = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : typeof claims[key] === 'string' ? (claims[key] as string) : undefined);
        const user = await upsertUser(db, {
          issuer: identity.userIssuer,
          subject: claims.sub,
          name: pick('name'),
          email: pick('email'),
          phone: pick('phone_number'),
        });
        const { code, binder } = await createLoginCode(db, user.userId);
        return { location: storeUrl(basePath, saved.returnTo, { login_code: code }), binder };
      } catch (error) {
        log.warn({ err: error }, 'sign-in callback failed');
        return { location: storeUrl(basePath, saved.returnTo, { login_error: 'failed' }) };
      }
    },
  };
}
