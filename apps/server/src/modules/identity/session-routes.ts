import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorEnvelopeSchema } from '@store/domain/api';
import { loginResponseSchema, sessionInfoSchema } from '@store/domain/identity';
import { formatUtcTimestamp } from '@store/domain/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { LOGIN_BINDER_COOKIE, SESSION_COOKIE, clearCookie, cookieOptions } from './cookies';
import { STORE_RATE_LIMITS } from './limits';
import { requireSession } from './session-guard';
import { consumeLoginCode, createSession, findActiveSession, refreshSession, revokeSession } from './sessions';
import { toProfile } from './users';

const loginFailureSchema = errorEnvelopeSchema.extend({ status_code: z.number().int() });

/**
 * The store session (spec 3 Session, 4 Authentication, 7 POST /login): the login exchange, the
 * current session, refresh and logout. The session lives in an httpOnly cookie only.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; basePath: string }> = async (app, { db, basePath }) => {
  const cookiePath = basePath || '/';
  const setSessionCookie = (request: Parameters<typeof cookieOptions>[0], reply: { setCookie: (n: string, v: string, o: object) => unknown }, token: string, expiresAt: Date) =>
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, cookiePath, { expires: expiresAt }));

  app.post(
    '/login',
    {
      config: { rateLimit: STORE_RATE_LIMITS.exchange },
      schema: {
        tags: ['identity'],
        summary: 'Login exchange: a one-time login code (or type refresh_token) for the session cookie',
        body: z.union([z.object({ code: z.string().min(1).max(128) }), z.object({ type: z.literal('refresh_token') })]),
        response: { 200: loginResponseSchema, 401: loginFailureSchema },
      },
    },
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
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user and the session expiry (a guest without a cookie; 401 for an ended or forged one)',
        response: { 200: dataEnvelope(sessionInfoSchema) },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/session/refresh',
    {
      config: { rateLimit: STORE_RATE_LIMITS.refresh },
      schema: { tags: ['identity'], summary: 'Extend the session before it expires', response: { 200: dataEnvelope(z.object({ expires_at: z.string() })) } },
    },
    async (request, reply) => {
      const session = await requireSession(db, request);
      const expiresAt = await refreshSession(db, session.idHash);
      if (!expiresAt) throw new AppError('unauthorized', 'session_invalid', 'The session has ended. Please log in again.');
      setSessionCookie(request, reply, request.cookies[SESSION_COOKIE]!, expiresAt);
      return { data: { expires_at: formatUtcTimestamp(expiresAt) } };
    },
  );

  app.post(
    '/session/logout',
    {
      schema: { tags: ['identity'], summary: 'End the session on the server and remove the cookie', response: { 200: dataEnvelope(z.object({ logged_out: z.boolean() })) } },
    },
    async (request, reply) => {
      await revokeSession(db, request.cookies[SESSION_COOKIE]);
      clearCookie(request, reply, SESSION_COOKIE, cookiePath);
      return { data: { logged_out: true } };
    },
  );
};
