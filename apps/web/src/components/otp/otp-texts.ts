import type { TFunction } from 'i18next';

/** The code screen's texts (`OtpCodeForm`), in the feature's words. */
export interface OtpCodeTexts {
  title: string;
  /** "We sent a code to 081-XXX-5678", announced as a status. */
  sent: string;
  label: string;
  confirm: string;
  checking: string;
  resend: string;
  resendIn: (seconds: number) => string;
  change: string;
}

/** The texts of `MobileCodeFields`, in the feature's words. */
export interface MobileCodeTexts {
  mobile: string;
  send: string;
  resend: string;
  resendIn: (seconds: number) => string;
  /** "We sent a code to 081-234-5678", announced as a status. */
  sent: string;
  code: string;
}

const keyIn = (section: string) => (key: string) => (section ? `${section}.${key}` : key);

/**
 * The code screen's texts from a feature's `section` of the usual keys: otpTitle, otpSent ({{mobile}}),
 * otp, confirm, checking, resend, resendIn ({{seconds}}), changeNumber.
 */
export function otpCodeTexts(t: TFunction, section: string, mobile: string): OtpCodeTexts {
  const k = keyIn(section);
  return {
    title: t(k('otpTitle')),
    sent: t(k('otpSent'), { mobile }),
    label: t(k('otp')),
    confirm: t(k('confirm')),
    checking: t(k('checking')),
    resend: t(k('resend')),
    resendIn: (seconds) => t(k('resendIn'), { seconds }),
    change: t(k('changeNumber')),
  };
}

/** The texts of `MobileCodeFields` from a feature's `section` ('' for the top) of the usual keys: mobile, sendOtp, resendOtp, resendIn, otpSent, otp. */
export function mobileCodeTexts(t: TFunction, section: string, mobile: string): MobileCodeTexts {
  const k = keyIn(section);
  return {
    mobile: t(k('mobile')),
    send: t(k('sendOtp')),
    resend: t(k('resendOtp')),
    resendIn: (seconds) => t(k('resendIn'), { seconds }),
    sent: t(k('otpSent'), { mobile }),
    code: t(k('otp')),
  };
}
