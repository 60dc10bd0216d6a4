import { FORTUNE_VERIFIED_MS, type FortuneVerification } from '@store/domain/fortune';
import type { Db } from '../../db/client';
import type { SimService } from '../sim/plugin';
import { insertFortuneVerification, liveFortuneVerification } from './verify-repository';

type Row = NonNullable<Awaited<ReturnType<typeof liveFortuneVerification>>>;

const toVerification = (row: Row): FortuneVerification => ({ mobile_number: `XXX-XXX-${row.mobileLast4}`, verified_until: row.verifiedUntil.toISOString() });

/**
 * The first step of a fortune journey (spec POST /v2/vhora/verify): the code sent by POST /sim/otp
 * to the shopper's phone. A right code verifies the phone for the campaign's storage time (7 days);
 * only an HMAC of the number and its last four digits are kept. OTP errors are those of sim/otp.ts.
 */
export async function verifyFortunePhone(
  db: Db,
  sim: SimService,
  input: { userId: string; mobile: string; requestId: string; code: string },
  now = new Date(),
): Promise<FortuneVerification> {
  await sim.checkOtp({ requestId: input.requestId, userId: input.userId, mobile: input.mobile, code: input.code });
  const row = await insertFortuneVerification(db, {
    userId: input.userId,
    mobileHash: await sim.hmac('fortune-phone', input.mobile),
    mobileLast4: input.mobile.slice(-4),
    verifiedUntil: new Date(now.getTime() + FORTUNE_VERIFIED_MS),
  });
  return toVerification(row);
}

/** The shopper's verified phone, or null when none is verified now. */
export async function fortuneVerificationOf(db: Db, userId: string, now = new Date()): Promise<FortuneVerification | null> {
  const row = await liveFortuneVerification(db, userId, now);
  return row ? toVerification(row) : null;
}
