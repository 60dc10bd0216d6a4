import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOGIN_CODE_TTL_MS, SESSION_MAX_LIFETIME_MS, SESSION_TTL_MS } from '@store/domain/identity';
import type { Db } from '../../db/client';
import { hashToken, randomToken } from './secrets';
import { loginCodes, storeSessions, users } from './tables';
import type { User } from './users';

export interface ActiveSession {
  idHash: string;
  expiresAt: Date;
  user: User;
}

/** Starts a session for the user; the token goes into the cookie, only its hash into the database. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const [row] = await db
    .insert(storeSessions)
    .values({ idHash: hashToken(token), userId, expiresAt: sql`now() + ${SESSION_TTL_MS} * interval '1 millisecond'` })
    .returning({ expiresAt: storeSessions.expiresAt });
  return { token, expiresAt: row.expiresAt };
}

/** The session of a cookie token when it exists, is not revoked and its expiry is after now; else null. */
export async function findActiveSession(db: Db, token: string | undefined): Promise<ActiveSession | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ idHash: storeSessions.idHash, expiresAt: storeSessions.expiresAt, user: users })
    .from(storeSessions)
    .innerJoin(users, eq(users.userId, storeSessions.userId))
    .where(and(eq(storeSessions.idHash, hashToken(token)), isNull(storeSessions.revokedAt), gt(storeSessions.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Extends an active session by the TTL, never past its maximum lifetime; null when it is no longer active. */
export async function refreshSession(db: Db, idHash: string): Promise<Date | null> {
  const [row] = await db
    .update(storeSessions)
    .set({
      expiresAt: sql`least(now() + ${SESSION_TTL_MS} * interval '1 millisecond', ${storeSessions.createdAt} + ${SESSION_MAX_LIFETIME_MS} * interval '1 millisecond')`,
      lastRefreshedAt: sql`now()`,
    })
    .where(and(eq(storeSessions.idHash, idHash), isNull(storeSessions.revokedAt), gt(storeSessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: storeSessions.expiresAt });
  return row?.expiresAt ?? null;
}

/** Ends the session of a cookie token on the server (the cookie is then refused everywhere). */
export async function revokeSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 128) return;
  await db
    .update(storeSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(storeSessions.idHash, hashToken(token)), isNull(storeSessions.revokedAt)));
}

/** A one-time login code for the user and the browser secret it is bound to. */
export async function createLoginCode(db: Db, userId: string): Promise<{ code: string; binder: string }> {
  const code = randomToken(32);
  const binder = randomToken(32);
  await db.insert(loginCodes).values({
    codeHash: hashToken(code),
    binderHash: hashToken(binder),
    userId,
    expiresAt: sql`now() + ${LOGIN_CODE_TTL_MS} * interval '1 millisecond'`,
  });
  return { code, binder };
}

/** Uses a login code once (one conditional write); the user id, or null when unknown, used, expired or from another browser. */
export async function consumeLoginCode(db: Db, code: string, binder: string | undefined): Promise<string | null> {
  if (!binder || code.length > 128 || binder.length > 128) return null;
  const [row] = await db
    .update(loginCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginCodes.codeHash, hashToken(code)), eq(loginCodes.binderHash, hashToken(binder)), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, sql`now()`)))
    .returning({ userId: loginCodes.userId });
  return row?.userId ?? null;
}
