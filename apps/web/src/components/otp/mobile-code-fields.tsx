import type { KeyboardEventHandler } from 'react';
import { SandboxInboxLink } from '@/components/sms-inbox/sandbox-inbox-link';
import type { MobileCodeTexts } from './otp-texts';

interface Props {
  /** Before the ids `mobile`, `otp` and their `-error`s ('' for none). */
  idPrefix: string;
  /** The feature's class prefix (`num` → `num-field`, `num-inline`, `num-btn`, `num-error`). */
  prefix: string;
  /** Its texts (`mobileCodeTexts` reads the usual keys). */
  texts: MobileCodeTexts;
  mobile: string;
  onMobile: (digits: string) => void;
  code: string;
  onCode: (digits: string) => void;
  errors: { mobile?: string; code?: string };
  /** The code request, once sent: the code field shows then. */
  requestId: string | null;
  resendLeft: number;
  sending: boolean;
  onSend: () => void;
  /** A key filter for both inputs. */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/**
 * The mobile number with its "send code" button beside it (a countdown until a new code may be
 * asked for) and, once a code is sent, the six-digit code: for a form that asks for more than the
 * number and confirms it all with one submit.
 */
export function MobileCodeFields({ idPrefix, prefix, texts, mobile, onMobile, code, onCode, errors, requestId, resendLeft, sending, onSend, onKeyDown }: Props) {
  const mobileId = `${idPrefix}mobile`;
  const codeId = `${idPrefix}otp`;
  return (
    <>
      <div className={`${prefix}-field`}>
        <label htmlFor={mobileId}>{texts.mobile}</label>
        <div className={`${prefix}-inline`}>
          <input
            id={mobileId}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={mobile}
            onKeyDown={onKeyDown}
            onChange={(e) => onMobile(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!errors.mobile}
            aria-describedby={errors.mobile ? `${mobileId}-error` : undefined}
          />
          <button type="button" className={`${prefix}-btn ${prefix}-btn--ghost`} disabled={sending || resendLeft > 0} onClick={onSend}>
            {resendLeft > 0 ? texts.resendIn(resendLeft) : requestId ? texts.resend : texts.send}
          </button>
        </div>
        {errors.mobile && (
          <small id={`${mobileId}-error`} className={`${prefix}-error`} role="alert">
            {errors.mobile}
          </small>
        )}
        {requestId && <small role="status">{texts.sent}</small>}
        {requestId && <SandboxInboxLink mobile={mobile} />}
      </div>
      {requestId && (
        <div className={`${prefix}-field`}>
          <label htmlFor={codeId}>{texts.code}</label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onKeyDown={onKeyDown}
            onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!errors.code}
            aria-describedby={errors.code ? `${codeId}-error` : undefined}
          />
          {errors.code && (
            <small id={`${codeId}-error`} className={`${prefix}-error`} role="alert">
              {errors.code}
            </small>
          )}
        </div>
      )}
    </>
  );
}
