import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { cookieOptions, SESSION_COOKIE } from '../identity/cookies';
import { hashToken, randomToken } from '../identity/secrets';
import { findActiveSession } from '../identity/sessions';

/** The guest cart cookie (random 32 bytes; only its hash is stored), kept 30 days. */
export const CART_COOKIE = 'store_cart';
const CART_COOKIE_DAYS = 30;

/** Who a cart request is for: the session's user, or a guest named by the cart cookie. */
export interface CartCaller {
  userId: string | null;
  /** Hash of the guest cookie's token, when the request carries one. */
  guestHash: string | null;
}

/** Reads the caller from the session cookie (never from the path or body) and the guest cart cookie. */
export async function callerOf(db: Db, req: FastifyRequest): Promise<CartCaller> {
  const session = await findActiveSession(db, req.cookies[SESSION_COOKIE]);
  const token = req.cookies[CART_COOKIE];
  return { userId: session?.user.userId ?? null, guestHash: token && token.length <= 64 ? hashToken(token) : null };
}

/** Starts a guest cart cookie; returns the hash to store. */
export function issueGuestCookie(req: FastifyRequest, reply: FastifyReply, basePath: string): string {
  const token = randomToken(32);
  reply.setCookie(CART_COOKIE, token, cookieOptions(req, `${basePath}/api`, { maxAge: CART_COOKIE_DAYS * 86_400 }));
  return hashToken(token);
}

/** Drops the guest cart cookie (after its cart was merged into the user's). */
export function clearGuestCookie(req: FastifyRequest, reply: FastifyReply, basePath: string): void {
  reply.clearCookie(CART_COOKIE, cookieOptions(req, `${basePath}/api`));
}
