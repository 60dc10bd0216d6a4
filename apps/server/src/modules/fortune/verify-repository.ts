import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fortuneVerifications } from './tables';

/** The SQL of the fortune phone verification (verify.ts holds its rules). */
export async function insertFortuneVerification(db: Db, values: typeof fortuneVerifications.$inferInsert) {
  const [row] = await db.insert(fortuneVerifications).values(values).returning();
  return row;
}

/** The user's verification that runs out last, if it has not run out at `now`. */
export async function liveFortuneVerification(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(fortuneVerifications)
    .where(and(eq(fortuneVerifications.userId, userId), gt(fortuneVerifications.verifiedUntil, now)))
    .orderBy(desc(fortuneVerifications.verifiedUntil))
    .limit(1);
  return row ?? null;
}
