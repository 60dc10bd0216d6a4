import type { FormEvent, ReactNode } from 'react';
import { SandboxInboxLink } from '@/components/sms-inbox/sandbox-inbox-link';
import type { OtpCodeTexts } from './otp-texts';
import type { OtpSent, OtpStep } from './use-otp-step';

interface Props<S extends OtpSent> {
  otp: OtpStep<S>;
  /** The feature's class and id prefix (`p2p` → `p2p-box`, `p2p-btn`, the input `#p2p-otp`). */
  prefix: string;
  testId: string;
  /** Its texts (`otpCodeTexts` reads the usual keys). */
  texts: OtpCodeTexts;
  /** The number the sandbox SMS inbox opens on ('' for none). */
  sandboxMobile: string;
  confirming: boolean;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  /** Said between the status and the sandbox link (what else the code is for). */
  children?: ReactNode;
}

/**
 * "Enter the code": where it went (a status), the six-digit input (focused by `useOtpStep` when a
 * code is sent) with its error, confirm, a new code once the countdown is over, and back to the number.
 */
export function OtpCodeForm<S extends OtpSent>({ otp, prefix, testId, texts, sandboxMobile, confirming, sending, onSubmit, onResend, children }: Props<S>) {
  const id = `${prefix}-otp`;
  return (
    <form className={`${prefix}-box ${prefix}-form`} onSubmit={onSubmit} noValidate data-testid={testId}>
      <h2 className={`${prefix}-subtitle`}>{texts.title}</h2>
      <p role="status">{texts.sent}</p>
      {children}
      <SandboxInboxLink mobile={sandboxMobile} />
      <div className={`${prefix}-field`}>
        <label htmlFor={id}>{texts.label}</label>
        <input
          id={id}
          ref={otp.codeRef}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp.code}
          onChange={(e) => otp.setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={!!otp.error || undefined}
          aria-describedby={otp.error ? `${id}-error` : undefined}
        />
        {otp.error && (
          <p id={`${id}-error`} className={`${prefix}-error`} role="alert">
            {otp.error}
          </p>
        )}
      </div>
      <p className={`${prefix}-actions`}>
        <button type="submit" className={`${prefix}-btn`} disabled={confirming}>
          {confirming ? texts.checking : texts.confirm}
        </button>
        <button type="button" className={`${prefix}-btn ${prefix}-btn--ghost`} disabled={sending || otp.resendLeft > 0} onClick={onResend}>
          {otp.resendLeft > 0 ? texts.resendIn(otp.resendLeft) : texts.resend}
        </button>
      </p>
      <button type="button" className={`${prefix}-link`} onClick={otp.back}>
        {texts.change}
      </button>
    </form>
  );
}
