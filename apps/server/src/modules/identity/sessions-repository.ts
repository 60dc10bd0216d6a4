import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginCodes, storeSessions, users } from './tables';

/** The SQL of sessions and login codes (sessions.ts holds their rules); tokens arrive hashed. */

/** Inserts a session expiring `ttlMs` after now (the database's clock); its expiry. */
export async function insertSession(db: Db, idHash: string, userId: string, ttlMs: number): Promise<Date> {
  const [row] = await db
    .insert(storeSessions)
    .values({ idHash, userId, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .returning({ expiresAt: storeSessions.expiresAt });
  return row.expiresAt;
}

/** The session of a token hash with its user when not revoked and its expiry is after now. */
export async function selectActiveSession(db: Db, idHash: string) {
  const [row] = await db
    .select({ idHash: storeSessions.idHash, expiresAt: storeSessions.expiresAt, user: users })
    .from(storeSessions)
    .innerJoin(users, eq(users.userId, storeSessions.userId))
    .where(and(eq(storeSessions.idHash, idHash), isNull(storeSessions.revokedAt), gt(storeSessions.expiresAt, sql`now()`)));
  return row;
}

/** Moves an active session's expiry to now + ttl, never past created + max lifetime; the new expiry, or null when not active. */
export async function extendSession(db: Db, idHash: string, ttlMs: number, maxLifetimeMs: number): Promise<Date | null> {
  const [row] = await db
    .update(storeSessions)
    .set({
      expiresAt: sql`least(now() + ${ttlMs} * interval '1 millisecond', ${storeSessions.createdAt} + ${maxLifetimeMs} * interval '1 millisecond')`,
      lastRefreshedAt: sql`now()`,
    })
    .where(and(eq(storeSessions.idHash, idHash), isNull(storeSessions.revokedAt), gt(storeSessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: storeSessions.expiresAt });
  return row?.expiresAt ?? null;
}

/** Marks a session revoked (when it is not already). */
export async function markSessionRevoked(db: Db, idHash: string): Promise<void> {
  await db
    .update(storeSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(storeSessions.idHash, idHash), isNull(storeSessions.revokedAt)));
}

/** Inserts a login code expiring `ttlMs` after now. */
export async function insertLoginCode(db: Db, code: { codeHash: string; binderHash: string; userId: string }, ttlMs: number): Promise<void> {
  await db.insert(loginCodes).values({
    codeHash: code.codeHash,
    binderHash: code.binderHash,
    userId: code.userId,
    expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'`,
  });
}

/** Marks a login code used (one conditional write: unused, unexpired, same binder); its user id, or null. */
export async function markLoginCodeConsumed(db: Db, codeHash: string, binderHash: string): Promise<string | null> {
  const [row] = await db
    .update(loginCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginCodes.codeHash, codeHash), eq(loginCodes.binderHash, binderHash), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, sql`now()`)))
    .returning({ userId: loginCodes.userId });
  return row?.userId ?? null;
}
