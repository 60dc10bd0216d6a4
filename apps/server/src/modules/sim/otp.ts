import { randomInt } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_WINDOW,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
  OTP_WINDOW_MS,
  otpMessage,
  type OtpFlow,
  type OtpRequest,
  type OtpSent,
} from '@store/domain/otp';
import type { Db } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { Pii } from './pii';
import type { SmsPort } from './sms';
import { consumeOtp, countOtpAttempt, insertOtpRequest, lockOtpMobile, otpRequestOf, otpTimesSince } from './otp-repository';

/**
 * Sends a one-time code to a mobile number through the SMS port. Per number: one code a minute and
 * OTP_MAX_PER_WINDOW an hour (429 otp_resend_too_soon / otp_rate_limited, details.retry_after_s);
 * counted under an advisory lock so two tabs cannot both slip through.
 */
export async function sendOtp(db: Db, sms: SmsPort, pii: Pii, userId: string, input: Omit<OtpRequest, 'flow'> & { flow: OtpFlow }, now = new Date()): Promise<OtpSent> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const row = await db.transaction(async (tx) => {
    await lockOtpMobile(tx, input.mobile_number);
    const recent = await otpTimesSince(tx, input.mobile_number, new Date(now.getTime() - OTP_WINDOW_MS));
    const last = recent[0]?.createdAt.getTime();
    if (last !== undefined && now.getTime() - last < OTP_RESEND_AFTER_MS) {
      throw new AppError('rate_limited', 'otp_resend_too_soon', 'Please wait before asking for another code.', {
        retry_after_s: Math.ceil((last + OTP_RESEND_AFTER_MS - now.getTime()) / 1000),
      });
    }
    if (recent.length >= OTP_MAX_PER_WINDOW) {
      const oldest = recent[recent.length - 1].createdAt.getTime();
      throw new AppError('rate_limited', 'otp_rate_limited', 'Too many codes for this number. Please try again later.', {
        retry_after_s: Math.ceil((oldest + OTP_WINDOW_MS - now.getTime()) / 1000),
      });
    }
    return insertOtpRequest(tx, {
      mobile: input.mobile_number,
      flow: input.flow,
      userId,
      codeHash: pii.hmac('otp', code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    });
  });
  await sms.send({ to: input.mobile_number, body: otpMessage(code, input.lang), purpose: 'otp' });
  return {
    request_id: row.id,
    mobile_number: input.mobile_number,
    expires_at: row.expiresAt.toISOString(),
    resend_after: new Date(now.getTime() + OTP_RESEND_AFTER_MS).toISOString(),
  };
}

/**
 * Checks a code: each try counts (one conditional UPDATE, so parallel guesses cannot exceed the
 * limit); a right code is consumed and cannot be used again. Errors: otp_not_found (404),
 * otp_expired, otp_incorrect (details.attempts_left), otp_attempts_exceeded (429).
 */
export async function checkOtp(db: Db, pii: Pii, input: { requestId: string; userId: string; mobile: string; code: string }, now = new Date()): Promise<void> {
  const row = await countOtpAttempt(db, { requestId: input.requestId, userId: input.userId, mobile: input.mobile, maxAttempts: OTP_MAX_ATTEMPTS });
  if (!row) {
    const existing = await otpRequestOf(db, input);
    if (!existing || existing.consumedAt) throw new AppError('not_found', 'otp_not_found', 'Please ask for a new code.');
    throw new AppError('rate_limited', 'otp_attempts_exceeded', 'Too many wrong codes. Please ask for a new code.');
  }
  if (row.expiresAt <= now) throw invalid('otp_expired', 'The code has expired. Please ask for a new one.');
  if (row.codeHash !== pii.hmac('otp', input.code)) {
    const left = OTP_MAX_ATTEMPTS - row.attempts;
    if (left <= 0) throw new AppError('rate_limited', 'otp_attempts_exceeded', 'Too many wrong codes. Please ask for a new code.');
    throw invalid('otp_incorrect', 'The code is not right.', { attempts_left: left });
  }
  if (!(await consumeOtp(db, row.id, now))) throw new AppError('not_found', 'otp_not_found', 'Please ask for a new code.');
}
