import { z } from 'zod';
import { THAI_MOBILE_RE } from './phone';

/** OTP rules (spec 3 OTP request; ARCHITECTURE: OTP is rate-limited). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same mobile number no sooner than this. */
export const OTP_RESEND_AFTER_MS = 60_000;
/** At most this many codes per mobile number in OTP_WINDOW_MS. */
export const OTP_MAX_PER_WINDOW = 5;
export const OTP_WINDOW_MS = 60 * 60_000;

/** The flows POST /sim/otp sends codes for: buying a SIM of this store. */
export const SIM_OTP_FLOWS = [
  'postpaid',
  'prepaid',
  'luckysim',
  'lucky9999',
  'instantsim',
  'sim-diy',
  'berfuntong',
  'zodiac',
  'vhora-god',
  'presale-vhora-god',
  'mahachok',
  'swb',
] as const;

/**
 * Every flow a code is sent for: the SIM flows, and the services whose own module sends the code
 * (never through POST /sim/otp): prepaid to postpaid (issue 15, to the number converted), number
 * porting in (issue 16, to the number moved from another operator), home internet (issue 17, to the
 * installation contact's mobile), students (issue 18, to the student's mobile on the registry).
 */
export const OTP_FLOWS = [...SIM_OTP_FLOWS, 'pre_to_post', 'mnp', 'home_internet', 'device_bundle', 'clm', 'student'] as const;
export type OtpFlow = (typeof OTP_FLOWS)[number];

/** POST /sim/otp: spec 3 "OTP request" (mobile_number, flow, lang; recaptcha_token accepted, not needed here). */
export const otpRequestSchema = z.object({
  mobile_number: z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }),
  flow: z.enum(SIM_OTP_FLOWS),
  lang: z.enum(['th', 'en']).default('th'),
  recaptcha_token: z.string().max(4096).optional(),
  is_auto_sync_bundle_existing: z.boolean().optional(),
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

export const otpCodeSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: 'otp_invalid' });

export const otpSentSchema = z.object({
  request_id: z.string(),
  mobile_number: z.string(),
  expires_at: z.string(),
  resend_after: z.string(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** The SMS text of a code, per language. */
export function otpMessage(code: string, lang: 'th' | 'en'): string {
  const minutes = OTP_TTL_MS / 60_000;
  return lang === 'th' ? `รหัส OTP ของคุณคือ ${code} (ใช้ได้ ${minutes} นาที) ห้ามบอกรหัสนี้กับผู้อื่น` : `Your OTP is ${code} (valid ${minutes} minutes). Never share this code.`;
}
