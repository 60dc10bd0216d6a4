import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The store session (httpOnly: no page script can read it). */
export const SESSION_COOKIE = 'store_session';
/** The sign-in in progress (state, nonce, PKCE verifier), signed, for 15 minutes. */
export const AUTH_STATE_COOKIE = 'store_auth';
/** Binds a login code to the browser that finished the sign-in. */
export const LOGIN_BINDER_COOKIE = 'store_login';

/** Cookie attributes: httpOnly, SameSite=Lax, Secure on https or when PUBLIC_ORIGIN is https (behind a TLS proxy), Path under the base path. */
export function cookieOptions(request: FastifyRequest, path: string, extra: CookieSerializeOptions = {}): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' || request.httpsOrigin, path, ...extra };
}

/** Removes a cookie set with the same path. */
export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, path: string): void {
  reply.clearCookie(name, cookieOptions(request, path));
}
