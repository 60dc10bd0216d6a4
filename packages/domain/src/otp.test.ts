import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_MS, OTP_TTL_MS, otpCodeSchema, otpMessage, otpRequestSchema } from './otp';

describe('OTP rules', () => {
  it('keeps a code short-lived and retry-limited', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_TTL_MS).toBeGreaterThan(OTP_RESEND_AFTER_MS);
    expect(OTP_MAX_ATTEMPTS).toBeGreaterThan(1);
  });

  it.each(['123456', '000000'])('accepts the code %s', (c) => expect(otpCodeSchema.safeParse(c).success).toBe(true));
  it.each(['12345', '1234567', '12345a', ' 123456', ''])('rejects the code %j', (c) => expect(otpCodeSchema.safeParse(c).success).toBe(false));

  it('reads an OTP request with Thai as the default language', () => {
    expect(otpRequestSchema.parse({ mobile_number: '0812345678', flow: 'postpaid' })).toEqual({ mobile_number: '0812345678', flow: 'postpaid', lang: 'th' });
    expect(otpRequestSchema.safeParse({ mobile_number: '0212345678', flow: 'postpaid' }).success).toBe(false);
    expect(otpRequestSchema.safeParse({ mobile_number: '0812345678', flow: 'mnp' }).success).toBe(false);
  });

  it('writes the code into the message in either language', () => {
    expect(otpMessage('482913', 'th')).toContain('482913');
    expect(otpMessage('482913', 'en')).toMatch(/^Your OTP is 482913 \(valid 5 minutes\)/);
  });
});
