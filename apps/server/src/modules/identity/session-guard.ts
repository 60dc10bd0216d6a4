import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../lib/errors';
import { SESSION_COOKIE } from './cookies';
import { findActiveSession, type ActiveSession } from './sessions';

/** The request's store session; 401 when there is no cookie or it is expired, revoked or forged. */
export async function requireSession(db: Db, request: FastifyRequest): Promise<ActiveSession> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new AppError('unauthorized', 'session_required', 'Please log in.');
  const session = await findActiveSession(db, token);
  if (!session) throw new AppError('unauthorized', 'session_invalid', 'The session has ended. Please log in again.');
  return session;
}

/**
 * The session of a user-scoped call: the user id in the path must be the session's own, else 403.
 * The user id a service works on always comes from here, never from the path.
 */
export async function requireSelf(db: Db, request: FastifyRequest, pathUserId: string): Promise<ActiveSession> {
  const session = await requireSession(db, request);
  if (session.user.userId !== pathUserId) throw forbidden('user_mismatch', 'This call may only name your own user id.');
  return session;
}
