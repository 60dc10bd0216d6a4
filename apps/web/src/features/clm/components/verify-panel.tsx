import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { TOL_ACCOUNT_RE, type ClmService, type ClmVerification } from '@store/domain/clm';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { SandboxInboxLink } from '@/components/sms-inbox/sandbox-inbox-link';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { authUrl, sessionQueryOptions } from '@/lib/session';
import { useConfirmOtp, useSendVerification, useVerifyOwner } from '../api/verify';
import { Loading, useLang } from './shell';

/**
 * Who the change is for: signed in (else the sign-in panel, back to `back`), the number (or the
 * home-internet account), an OTP to it (resend countdown, tries left, waits), or, for the owner of a
 * number they proved here before, "this is my number" without an OTP.
 */
export function VerifyPanel({ service, back, onVerified }: { service: ClmService; back: string; onVerified: (v: ClmVerification) => void }) {
  const { t } = useTranslation('clm');
  const session = useQuery(sessionQueryOptions());
  if (session.isPending) return <Loading />;
  if (!session.data?.user) {
    return (
      <section className="clm-box" data-testid="clm-sign-in" aria-labelledby="clm-signin-title">
        <h2 id="clm-signin-title" className="clm-subtitle">
          {t('signIn.title')}
        </h2>
        <p>{t('signIn.text')}</p>
        <p className="clm-actions">
          <a className="clm-btn" href={authUrl('login', back)}>
            {t('signIn.login')}
          </a>
          <a className="clm-btn clm-btn--ghost" href={authUrl('signup', back)}>
            {t('signIn.signup')}
          </a>
        </p>
      </section>
    );
  }
  return <VerifyForm service={service} onVerified={onVerified} />;
}

function VerifyForm({ service, onVerified }: { service: ClmService; onVerified: (v: ClmVerification) => void }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const send = useSendVerification();
  const owner = useVerifyOwner();
  const confirm = useConfirmOtp();
  const tol = service === 'tol';
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<(ClmVerification & { raw: string }) | null>(null);
  const [code, setCode] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const otpRef = useRef<HTMLInputElement>(null);
  const resendLeft = sent?.resend_after ? Math.max(0, Math.ceil((Date.parse(sent.resend_after) - now) / 1000)) : 0;
  useEffect(() => {
    if (resendLeft <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [resendLeft, now]);

  const value = () => (tol ? target.trim() : normalizeThaiMobile(target));
  const checkField = () => {
    const ok = tol ? TOL_ACCOUNT_RE.test(value()) : THAI_MOBILE_RE.test(value());
    setFieldError(ok ? null : t(tol ? 'errors.tol_account_invalid' : 'errors.mobile_invalid'));
    if (!ok) document.getElementById('clm-target')?.focus();
    return ok;
  };

  const sendCode = async () => {
    setFormError(null);
    setOtpError(null);
    try {
      const v = await send.mutateAsync({ service, target: value(), lang });
      setSent({ ...v, raw: value() });
      setNow(Date.now());
      setCode('');
      window.setTimeout(() => otpRef.current?.focus(), 0);
    } catch (e) {
      (sent ? setOtpError : setFormError)(errorText(t, e));
    }
  };

  const submitTarget = async (event: FormEvent) => {
    event.preventDefault();
    if (checkField()) await sendCode();
  };

  const mine = async () => {
    setFormError(null);
    if (!checkField() || tol) return;
    try {
      onVerified(await owner.mutateAsync({ service: service as 'uppack' | 'tmvh', mobile: value() }));
    } catch (e) {
      setFormError(e instanceof ApiError && e.code === 'not_your_number' ? t('errors.not_your_number') : errorText(t, e));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent?.request_id) return;
    if (!/^\d{6}$/.test(code)) return setOtpError(t('errors.otp_invalid'));
    setOtpError(null);
    try {
      onVerified(await confirm.mutateAsync({ id: sent.id, request_id: sent.request_id, code }));
    } catch (e) {
      setOtpError(errorText(t, e));
    }
  };

  if (sent) {
    return (
      <form className="clm-box clm-form" onSubmit={(e) => void submitCode(e)} noValidate data-testid="clm-otp">
        <h2 className="clm-subtitle">{t('verify.otpTitle')}</h2>
        <p role="status">{t('verify.otpSent', { mobile: sent.otp_to })}</p>
        <SandboxInboxLink mobile={tol ? '' : sent.raw} />
        <div className="clm-field">
          <label htmlFor="clm-otp">{t('verify.otp')}</label>
          <input
            id="clm-otp"
            ref={otpRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!otpError || undefined}
            aria-describedby={otpError ? 'clm-otp-error' : undefined}
          />
          {otpError && (
            <p id="clm-otp-error" className="clm-error" role="alert">
              {otpError}
            </p>
          )}
        </div>
        <p className="clm-actions">
          <button type="submit" className="clm-btn" disabled={confirm.isPending}>
            {confirm.isPending ? t('verify.checking') : t('verify.confirm')}
          </button>
          <button type="button" className="clm-btn clm-btn--ghost" disabled={send.isPending || resendLeft > 0} onClick={() => void sendCode()}>
            {resendLeft > 0 ? t('verify.resendIn', { seconds: resendLeft }) : t('verify.resend')}
          </button>
        </p>
        <button type="button" className="clm-link" onClick={() => setSent(null)}>
          {t(tol ? 'verify.changeAccount' : 'verify.changeNumber')}
        </button>
      </form>
    );
  }

  return (
    <form className="clm-box clm-form" onSubmit={(e) => void submitTarget(e)} noValidate data-testid="clm-verify">
      <div className="clm-field">
        <label htmlFor="clm-target">{t(tol ? 'verify.account' : 'verify.mobile')}</label>
        <input
          id="clm-target"
          type={tol ? 'text' : 'tel'}
          inputMode="numeric"
          autoComplete={tol ? 'off' : 'tel-national'}
          maxLength={10}
          value={target}
          onChange={(e) => setTarget(e.target.value.replace(/\D/g, ''))}
          aria-invalid={!!fieldError || undefined}
          aria-describedby={fieldError ? 'clm-target-error' : 'clm-target-hint'}
        />
        {fieldError ? (
          <p id="clm-target-error" className="clm-error" role="alert">
            {fieldError}
          </p>
        ) : (
          <p id="clm-target-hint" className="clm-hint">
            {t(tol ? 'verify.accountHint' : 'verify.mobileHint')}
          </p>
        )}
      </div>
      {formError && (
        <p className="clm-error clm-error--box" role="alert" data-testid="clm-verify-error">
          {formError}
        </p>
      )}
      <p className="clm-actions">
        <button type="submit" className="clm-btn" disabled={send.isPending}>
          {send.isPending ? t('verify.sending') : t('verify.sendOtp')}
        </button>
        {!tol && (
          <button type="button" className="clm-btn clm-btn--ghost" disabled={owner.isPending} onClick={() => void mine()} data-testid="clm-my-number">
            {t('verify.myNumber')}
          </button>
        )}
      </p>
      {!tol && <p className="clm-hint">{t('verify.myNumberHint')}</p>}
    </form>
  );
}
