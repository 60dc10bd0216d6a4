import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpRequests } from './tables';

/** The SQL of one-time codes (otp.ts holds their rules). */
export type OtpRequestRow = typeof otpRequests.$inferSelect;

/** Serialises the codes of one mobile number until the transaction ends (an advisory lock). */
export async function lockOtpMobile(tx: Db, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${mobile}`}, 0))`);
}

/** When the codes sent to `mobile` after `since` were made, newest first. */
export async function otpTimesSince(tx: Db, mobile: string, since: Date): Promise<{ createdAt: Date }[]> {
  return await tx
    .select({ createdAt: otpRequests.createdAt })
    .from(otpRequests)
    .where(and(eq(otpRequests.mobile, mobile), gt(otpRequests.createdAt, since)))
    .orderBy(desc(otpRequests.createdAt));
}

export async function insertOtpRequest(tx: Db, values: typeof otpRequests.$inferInsert): Promise<OtpRequestRow> {
  const [created] = await tx.insert(otpRequests).values(values).returning();
  return created;
}

/**
 * Counts a try at a code by one conditional UPDATE (so parallel guesses cannot exceed the limit):
 * the request of this user and mobile, not consumed, under `maxAttempts`. Null when none is.
 */
export async function countOtpAttempt(db: Db, input: { requestId: string; userId: string; mobile: string; maxAttempts: number }): Promise<OtpRequestRow | null> {
  const [row] = await db
    .update(otpRequests)
    .set({ attempts: sql`${otpRequests.attempts} + 1` })
    .where(
      and(
        eq(otpRequests.id, input.requestId),
        eq(otpRequests.userId, input.userId),
        eq(otpRequests.mobile, input.mobile),
        isNull(otpRequests.consumedAt),
        lt(otpRequests.attempts, input.maxAttempts),
      ),
    )
    .returning();
  return row ?? null;
}

/** The request of this user and mobile (consumed or not), or null. */
export async function otpRequestOf(db: Db, input: { requestId: string; userId: string; mobile: string }): Promise<OtpRequestRow | null> {
  const [existing] = await db
    .select()
    .from(otpRequests)
    .where(and(eq(otpRequests.id, input.requestId), eq(otpRequests.userId, input.userId), eq(otpRequests.mobile, input.mobile)));
  return existing ?? null;
}

/** Consumes a code once: false when it was consumed already. */
export async function consumeOtp(db: Db, id: string, at: Date): Promise<boolean> {
  const [consumed] = await db
    .update(otpRequests)
    .set({ consumedAt: at })
    .where(and(eq(otpRequests.id, id), isNull(otpRequests.consumedAt)))
    .returning({ id: otpRequests.id });
  return Boolean(consumed);
}
