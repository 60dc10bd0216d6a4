import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CartRow } from './repository';
import type { CartService } from './service';
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

/**
 * The cart module's HTTP adapter (decorated as `app.cartOwner`, for the routes of the cart, order
 * and sim modules): finds the caller's cart from the request's cookies, merges a guest cart at
 * sign-in and drops its cookie, and starts a guest cookie with a new cart. The service sees no request.
 */
export function createCartOwner(db: Db, cart: CartService, basePath: string) {
  /** The caller's active cart (null when none); a guest cart met with a session is merged and its cookie dropped. */
  async function current(req: FastifyRequest, reply: FastifyReply): Promise<{ caller: CartCaller; cart: CartRow | null }> {
    const found = await cart.current(await callerOf(db, req));
    if (found.merged) clearGuestCookie(req, reply, basePath);
    return { caller: found.caller, cart: found.cart };
  }
  return {
    current,
    /** The caller's active cart, made when there is none (a new guest gets the cookie). */
    async ensure(req: FastifyRequest, reply: FastifyReply): Promise<{ caller: CartCaller; cart: CartRow }> {
      const { caller, cart: row } = await current(req, reply);
      if (row) return { caller, cart: row };
      if (caller.userId) return { caller, cart: await cart.createForUser(caller.userId) };
      const guestHash = issueGuestCookie(req, reply, basePath);
      return { caller: { userId: null, guestHash }, cart: await cart.createForGuest(guestHash) };
    },
  };
}

export type CartOwner = ReturnType<typeof createCartOwner>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The cart's HTTP adapter (cart/owner.ts): the caller's cart from the request. */
    cartOwner: CartOwner;
  }
}
