import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/identity';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { AUTH_STATE_COOKIE, LOGIN_BINDER_COOKIE, clearCookie, cookieOptions } from './cookies';
import { STORE_RATE_LIMITS } from './limits';
import type { Identity } from './registry';
import { createSignIn } from './sign-in';

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
      const signIn = createSignIn({ db, identity, basePath, log: request.log });
      const { query } = request;
      const started = await signIn.start({ origin: () => identity.originOf(request), returnTo: query.return_to, prompt: query.prompt, lang: query.lang ?? request.cookies.lang });
      reply.setCookie(AUTH_STATE_COOKIE, started.state, cookieOptions(request, statePath, { maxAge: 900 }));
      reply.header('cache-control', 'no-store');
      return reply.redirect(started.url, 302);
    },
    { config: { rateLimit: STORE_RATE_LIMITS.start } },
  );

  route(app, contract.loginCallback, async (request, reply) => {
    const signIn = createSignIn({ db, identity, basePath, log: request.log });
    const sealedState = request.cookies[AUTH_STATE_COOKIE];
    clearCookie(request, reply, AUTH_STATE_COOKIE, statePath);
    reply.header('cache-control', 'no-store');
    const finished = await signIn.finish({ origin: () => identity.originOf(request), callbackUrl: request.url, error: request.query.error, sealedState });
    if (finished.binder) reply.setCookie(LOGIN_BINDER_COOKIE, finished.binder, cookieOptions(request, `${basePath}/api`, { maxAge: 300 }));
    return reply.redirect(finished.location, 303);
  });
}
