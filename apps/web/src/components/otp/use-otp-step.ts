import { useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useResendCountdown } from './use-resend-countdown';

/** What a feature keeps of a sent code: at least the request to confirm and when a new one may be asked. */
export interface OtpSent {
  requestId: string;
  resendAfter: string | null;
}

/** Sees a failure first; answers true when the feature dealt with it itself (went to another page): nothing is shown then. */
export type OtpFailureHandled = (error: unknown) => boolean;

export type OtpStep<S extends OtpSent> = ReturnType<typeof useOtpStep<S>>;

/**
 * The state of a "number, then the code sent to it" step whose code is typed on a screen of its own
 * (`OtpCodeForm`): what was sent, the code, the resend countdown, the errors of both screens in the
 * shopper's language (the feature namespace's `errors.<code>`), the focus moved to the code.
 */
export function useOtpStep<S extends OtpSent>(t: TFunction) {
  const [sent, setSent] = useState<S | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [resendLeft, restartCountdown] = useResendCountdown();
  const codeRef = useRef<HTMLInputElement>(null);

  /**
   * Sends (or sends again) a code with `request`. A failure is said on the screen it came from; a
   * wait the server asks for moves the resend countdown.
   */
  const send = async (request: () => Promise<S>, handled?: OtpFailureHandled) => {
    setFormError(null);
    setError(null);
    try {
      const next = await request();
      setSent(next);
      restartCountdown(next.resendAfter ? Date.parse(next.resendAfter) : 0);
      setCode('');
      // The code field is where the shopper goes next (and the resend button, focused, is disabled now).
      window.setTimeout(() => codeRef.current?.focus(), 0);
    } catch (e) {
      if (handled?.(e)) return;
      const wait = e instanceof ApiError ? (e.details as { retry_after_s?: number } | undefined)?.retry_after_s : undefined;
      if (sent && e instanceof ApiError && e.code === 'otp_resend_too_soon' && typeof wait === 'number') restartCountdown(Date.now() + wait * 1000);
      (sent ? setError : setFormError)(errorText(t, e));
    }
  };

  /** The code screen's submit: six digits (else `errors.otp_invalid`), then `check`; its failure is said under the code. */
  const confirm = async (event: FormEvent, check: (sent: S, code: string) => Promise<unknown>, handled?: OtpFailureHandled) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setError(t('errors.otp_invalid'));
    setError(null);
    try {
      await check(sent, code);
    } catch (e) {
      if (!handled?.(e)) setError(errorText(t, e));
    }
  };

  /** Back to the number screen ("use another number"). */
  const back = () => {
    setSent(null);
    setError(null);
  };

  return { sent, code, setCode, error, formError, setFormError, resendLeft, codeRef, send, confirm, back };
}
