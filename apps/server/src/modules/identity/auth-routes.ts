import * as client from 'openid-client';
import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/identity';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import { route } from '../../lib/module';
import { openAuthState, sealAuthState } from './auth-state';
import { AUTH_STATE_COOKIE, LOGIN_BINDER_COOKIE, clearCookie, cookieOptions } from './cookies';
import { STORE_RATE_LIMITS } from './limits';
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
 * GET /auth/login starts the OpenID Connect sign-in (authorization code + PKCE, state and nonce kept
 * in a signed httpOnly cookie); GET /auth/callback finishes it, records the store user and sends the
 * browser back to `return_to` with a one-time login code bound to this browser.
 */
export async function authRoutes(app: FastifyInstance, { db, identity, basePath }: { db: Db; identity: Identity; basePath: string }) {
  const statePath = `${basePath}/api/auth`;

  route(
    app,
    contract.startLogin,
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query.return_to);
      if (returnTo === null) throw invalid('return_to_invalid', 'return_to must be a path inside the store.');
      const rp = identity.relyingParty(identity.originOf(request));
      const config = await rp.config().catch((error: unknown) => {
        request.log.error({ err: error }, 'identity provider discovery failed');
        throw new AppError('unavailable', 'identity_unavailable', 'Signing in is not available right now.');
      });
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const signup = request.query.prompt === 'create' && (await rp.supportsCreate());
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: rp.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: signup ? 'create' : 'login',
        ui_locales: parseLang(request.query.lang ?? request.cookies.lang),
      });
      reply.setCookie(AUTH_STATE_COOKIE, sealAuthState(await identity.stateKey(), { state, nonce, verifier, returnTo }), cookieOptions(request, statePath, { maxAge: 900 }));
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    },
    { config: { rateLimit: STORE_RATE_LIMITS.start } },
  );

  route(app, contract.loginCallback, async (request, reply) => {
    const saved = openAuthState(await identity.stateKey(), request.cookies[AUTH_STATE_COOKIE]);
    clearCookie(request, reply, AUTH_STATE_COOKIE, statePath);
    reply.header('cache-control', 'no-store');
    if (!saved) return reply.redirect(storeUrl(basePath, '/', { login_error: 'expired' }), 303);
    if (request.query.error) {
      const params: Record<string, string> = request.query.error === 'access_denied' ? {} : { login_error: 'failed' };
      return reply.redirect(storeUrl(basePath, saved.returnTo, params), 303);
    }
    try {
      const origin = identity.originOf(request);
      const rp = identity.relyingParty(origin);
      const config = await rp.config();
      const tokens = await client.authorizationCodeGrant(config, new URL(request.url, origin), {
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
      reply.setCookie(LOGIN_BINDER_COOKIE, binder, cookieOptions(request, `${basePath}/api`, { maxAge: 300 }));
      return reply.redirect(storeUrl(basePath, saved.returnTo, { login_code: code }), 303);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback failed');
      return reply.redirect(storeUrl(basePath, saved.returnTo, { login_error: 'failed' }), 303);
    }
  });
}
