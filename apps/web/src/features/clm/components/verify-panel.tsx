import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { TOL_ACCOUNT_RE, type ClmService, type ClmVerification } from '@store/domain/clm';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { MobileField } from '@/components/otp/mobile-field';
import { OtpCodeForm } from '@/components/otp/otp-code-form';
import { otpCodeTexts } from '@/components/otp/otp-texts';
import { useOtpStep, type OtpSent } from '@/components/otp/use-otp-step';
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

interface Sent extends OtpSent {
  id: string;
  /** Where the code went (masked). */
  otpTo: string | null;
  /** The number or account as typed (the sandbox inbox opens on a number). */
  raw: string;
}

function VerifyForm({ service, onVerified }: { service: ClmService; onVerified: (v: ClmVerification) => void }) {
  const { t } = useTranslation('clm');
  const lang = useLang();
  const send = useSendVerification();
  const owner = useVerifyOwner();
  const confirm = useConfirmOtp();
  const otp = useOtpStep<Sent>(t);
  const tol = service === 'tol';
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const value = () => (tol ? target.trim() : normalizeThaiMobile(target));
  const checkField = () => {
    const ok = tol ? TOL_ACCOUNT_RE.test(value()) : THAI_MOBILE_RE.test(value());
    setFieldError(ok ? null : t(tol ? 'errors.tol_account_invalid' : 'errors.mobile_invalid'));
    if (!ok) document.getElementById('clm-target')?.focus();
    return ok;
  };

  const sendCode = () =>
    otp.send(async () => {
      const v = await send.mutateAsync({ service, target: value(), lang });
      return { id: v.id, requestId: v.request_id ?? '', resendAfter: v.resend_after, otpTo: v.otp_to, raw: value() };
    });

  const submitTarget = async (event: FormEvent) => {
    event.preventDefault();
    if (checkField()) await sendCode();
  };

  const mine = async () => {
    otp.setFormError(null);
    if (!checkField() || tol) return;
    try {
      onVerified(await owner.mutateAsync({ service: service as 'uppack' | 'tmvh', mobile: value() }));
    } catch (e) {
      otp.setFormError(e instanceof ApiError && e.code === 'not_your_number' ? t('errors.not_your_number') : errorText(t, e));
    }
  };

  const submitCode = (event: FormEvent) =>
    otp.confirm(event, async (sent, code) => {
      if (sent.requestId) onVerified(await confirm.mutateAsync({ id: sent.id, request_id: sent.requestId, code }));
    });

  if (otp.sent) {
    const sent = otp.sent;
    return (
      <OtpCodeForm
        otp={otp}
        prefix="clm"
        testId="clm-otp"
        texts={{ ...otpCodeTexts(t, 'verify', sent.otpTo ?? ''), change: t(tol ? 'verify.changeAccount' : 'verify.changeNumber') }}
        sandboxMobile={tol ? '' : sent.raw}
        confirming={confirm.isPending}
        sending={send.isPending}
        onSubmit={(e) => void submitCode(e)}
        onResend={() => void sendCode()}
      />
    );
  }

  return (
    <form className="clm-box clm-form" onSubmit={(e) => void submitTarget(e)} noValidate data-testid="clm-verify">
      <MobileField
        id="clm-target"
        prefix="clm"
        label={t(tol ? 'verify.account' : 'verify.mobile')}
        hint={t(tol ? 'verify.accountHint' : 'verify.mobileHint')}
        error={fieldError}
        value={target}
        onChange={setTarget}
        type={tol ? 'text' : 'tel'}
        autoComplete={tol ? 'off' : 'tel-national'}
      />
      {otp.formError && (
        <p className="clm-error clm-error--box" role="alert" data-testid="clm-verify-error">
          {otp.formError}
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
