import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@store/domain/contracts/identity';
import { formatUtcTimestamp } from '@store/domain/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/module';
import { LOGIN_BINDER_COOKIE, SESSION_COOKIE, clearCookie, cookieOptions } from './cookies';
import { STORE_RATE_LIMITS } from './limits';
import { requireSession } from './session-guard';
import { consumeLoginCode, createSession, findActiveSession, refreshSession, revokeSession } from './sessions';
import { toProfile } from './users';

/**
 * The store session (spec 3 Session, 4 Authentication, 7 POST /login): the login exchange, the
 * current session, refresh and logout. The session lives in an httpOnly cookie only.
 */
export async function sessionRoutes(app: FastifyInstance, { db, basePath }: { db: Db; basePath: string }) {
  const cookiePath = basePath || '/';
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, cookiePath, { expires: expiresAt }));

  route(
    app,
    contract.login,
    async (request, reply) => {
      if ('type' in request.body) {
        const session = await requireSession(db, request);
        const expiresAt = await refreshSession(db, session.idHash);
        if (!expiresAt) throw new AppError('unauthorized', 'session_invalid', 'The session has ended. Please log in again.');
        setSessionCookie(request, reply, request.cookies[SESSION_COOKIE]!, expiresAt);
        return { status_code: 200, data: { access_token_expired: formatUtcTimestamp(expiresAt), user_id: session.user.userId } };
      }
      const userId = await consumeLoginCode(db, request.body.code, request.cookies[LOGIN_BINDER_COOKIE]);
      clearCookie(request, reply, LOGIN_BINDER_COOKIE, `${basePath}/api`);
      if (!userId) {
        return reply.status(401).send({ status_code: 401, error: { code: 'login_code_invalid', message: 'The login code is not valid. Please log in again.' } });
      }
      await revokeSession(db, request.cookies[SESSION_COOKIE]);
      const { token, expiresAt } = await createSession(db, userId);
      setSessionCookie(request, reply, token, expiresAt);
      return { status_code: 200, data: { access_token_expired: formatUtcTimestamp(expiresAt), user_id: userId } };
    },
    { config: { rateLimit: STORE_RATE_LIMITS.exchange } },
  );

  route(app, contract.getSession, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return { data: { user: null, expires_at: null } };
    const session = await findActiveSession(db, token);
    if (!session) {
      clearCookie(request, reply, SESSION_COOKIE, cookiePath);
      throw new AppError('unauthorized', 'session_invalid', 'The session has ended. Please log in again.');
    }
    const { user_id, display_name, avatar, phone } = toProfile(session.user);
    return { data: { user: { user_id, display_name, avatar, phone }, expires_at: formatUtcTimestamp(session.expiresAt) } };
  });

  route(
    app,
    contract.refreshSession,
    async (request, reply) => {
      const session = await requireSession(db, request);
      const expiresAt = await refreshSession(db, session.idHash);
      if (!expiresAt) throw new AppError('unauthorized', 'session_invalid', 'The session has ended. Please log in again.');
      setSessionCookie(request, reply, request.cookies[SESSION_COOKIE]!, expiresAt);
      return { data: { expires_at: formatUtcTimestamp(expiresAt) } };
    },
    { config: { rateLimit: STORE_RATE_LIMITS.refresh } },
  );

  route(app, contract.logout, async (request, reply) => {
    await revokeSession(db, request.cookies[SESSION_COOKIE]);
    clearCookie(request, reply, SESSION_COOKIE, cookiePath);
    return { data: { logged_out: true } };
  });
}
