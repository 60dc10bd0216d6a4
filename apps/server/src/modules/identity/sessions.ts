import { LOGIN_CODE_TTL_MS, SESSION_MAX_LIFETIME_MS, SESSION_TTL_MS } from '@store/domain/identity';
import type { Db } from '../../db/client';
import { hashToken, randomToken } from './secrets';
import { extendSession, insertLoginCode, insertSession, markLoginCodeConsumed, markSessionRevoked, selectActiveSession } from './sessions-repository';
import type { User } from './users';

export interface ActiveSession {
  idHash: string;
  expiresAt: Date;
  user: User;
}

/** Starts a session for the user; the token goes into the cookie, only its hash into the database. */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = await insertSession(db, hashToken(token), userId, SESSION_TTL_MS);
  return { token, expiresAt };
}

/** The session of a cookie token when it exists, is not revoked and its expiry is after now; else null. */
export async function findActiveSession(db: Db, token: string | undefined): Promise<ActiveSession | null> {
  if (!token || token.length > 128) return null;
  const row = await selectActiveSession(db, hashToken(token));
  return row ?? null;
}

/** Extends an active session by the TTL, never past its maximum lifetime; null when it is no longer active. */
export async function refreshSession(db: Db, idHash: string): Promise<Date | null> {
  return extendSession(db, idHash, SESSION_TTL_MS, SESSION_MAX_LIFETIME_MS);
}

/** Ends the session of a cookie token on the server (the cookie is then refused everywhere). */
export async function revokeSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 128) return;
  await markSessionRevoked(db, hashToken(token));
}

/** A one-time login code for the user and the browser secret it is bound to. */
export async function createLoginCode(db: Db, userId: string): Promise<{ code: string; binder: string }> {
  const code = randomToken(32);
  const binder = randomToken(32);
  await insertLoginCode(db, { codeHash: hashToken(code), binderHash: hashToken(binder), userId }, LOGIN_CODE_TTL_MS);
  return { code, binder };
}

/** Uses a login code once (one conditional write); the user id, or null when unknown, used, expired or from another browser. */
export async function consumeLoginCode(db: Db, code: string, binder: string | undefined): Promise<string | null> {
  if (!binder || code.length > 128 || binder.length > 128) return null;
  return markLoginCodeConsumed(db, hashToken(code), hashToken(binder));
}
