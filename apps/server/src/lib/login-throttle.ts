import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { loginThrottle } from './login-throttle-tables';

/**
 * Wrong passwords per account (issue 12), on top of the per-address limit: 40 guesses from 40
 * addresses no longer end in a sign-in. After FREE_FAILURES wrong passwords in a row the account
 * pauses sign-in for 30 s, doubling with each further failure up to MAX_LOCK_MS; a failure an hour
 * after the last one starts the count again. While paused, the password is not even checked.
 *
 * So that a stranger cannot keep the owner out, the count is kept apart for devices that have
 * signed in to this account before (a signed device cookie): the owner's phone keeps its own
 * budget while guesses from new devices are paused.
 */
export const FREE_FAILURES = 5;
export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

/** How long a lock lasts after the `failures`-th failure in a row (0: no lock yet). */
export function lockMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_MS);
}

export interface LoginThrottle {
  /** Milliseconds the account stays paused for this device (0: may try). */
  pausedFor(login: string, deviceCookie: string | undefined): Promise<number>;
  /** Counts a wrong password; returns the pause it starts (0: none yet). */
  failed(login: string, deviceCookie: string | undefined): Promise<number>;
  /** Clears this device's count and returns the device cookie value to set. */
  succeeded(login: string, deviceCookie: string | undefined): Promise<string>;
}

const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * `scope` keeps the counts of different sign-ins apart ('idp', 'staff'); `deviceKey` gives the
 * secret that signs device cookies (shared by every process).
 */
export function createLoginThrottle(db: Db, scope: string, deviceKey: () => Promise<string>): LoginThrottle {
  const mac = async (nonce: string, login: string) =>
    createHmac('sha256', await deviceKey())
      .update(`${nonce}:${login}`)
      .digest('base64url');

  /** Whether the cookie is one this server gave a browser that signed in to `login`. */
  async function trusted(login: string, cookie: string | undefined): Promise<boolean> {
    const [nonce, tag] = (cookie ?? '').split('.');
    return Boolean(nonce && tag && tag === (await mac(nonce, login)));
  }
  const keyOf = async (login: string, cookie: string | undefined) => hashToken(`${scope}:${(await trusted(login, cookie)) ? 'known' : 'new'}:${login}`);

  return {
    async pausedFor(login, cookie) {
      const [row] = await db
        .select({ ms: sql<number>`greatest(0, floor(extract(epoch from (${loginThrottle.lockedUntil} - now())) * 1000))::int` })
        .from(loginThrottle)
        .where(eq(loginThrottle.keyHash, await keyOf(login, cookie)));
      return Number(row?.ms ?? 0);
    },
    async failed(login, cookie) {
      const keyHash = await keyOf(login, cookie);
      // One statement: count (or start counting again after an hour) and set the pause from the new count.
      const failures = sql`case when ${loginThrottle.lastFailureAt} < now() - ${FORGET_AFTER_MS} * interval '1 millisecond' then 1 else ${loginThrottle.failures} + 1 end`;
      const [row] = await db
        .insert(loginThrottle)
        .values({ keyHash, failures: 1, lastFailureAt: sql`now()`, lockedUntil: lockMs(1) ? sql`now() + ${lockMs(1)} * interval '1 millisecond'` : null })
        .onConflictDoUpdate({
          target: loginThrottle.keyHash,
          set: {
            failures,
            lastFailureAt: sql`now()`,
            lockedUntil: sql`case when ${failures} >= ${FREE_FAILURES}
              then now() + least(${FIRST_LOCK_MS}::float8 * power(2, ${failures} - ${FREE_FAILURES}), ${MAX_LOCK_MS}) * interval '1 millisecond' end`,
          },
        })
        .returning({ failures: loginThrottle.failures });
      return lockMs(row.failures);
    },
    async succeeded(login, cookie) {
      await db.delete(loginThrottle).where(eq(loginThrottle.keyHash, await keyOf(login, cookie)));
      if (await trusted(login, cookie)) return cookie as string;
      const nonce = randomToken(16);
      return `${nonce}.${await mac(nonce, login)}`;
    },
  };
}
