import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FortuneCampaign } from '@store/domain/fortune-flows';
import { parseLang } from '@store/domain/lang';
import { formatMsisdn } from '@store/domain/phone';
import { MobileCodeFields } from '@/components/otp/mobile-code-fields';
import { mobileCodeTexts } from '@/components/otp/otp-texts';
import { useResendCountdown } from '@/components/otp/use-resend-countdown';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session';
import { useSendFortuneOtp, useVerifyFortunePhone } from '../api/verification';
import type { ChooseStep } from '../use-fortune-choose';

const MOBILE = /^0[689]\d{8}$/;

/**
 * What choosing a number needs from the shopper, focused when it appears: signing in, confirming
 * the mobile number by OTP (the sandbox SMS inbox linked while it is on), the hold under way, or
 * why it failed.
 */
export function ChoosePanel({ step, campaign, onVerified, onCancel }: { step: ChooseStep; campaign: FortuneCampaign; onVerified: (number: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('fortune');
  const ref = useRef<HTMLDivElement>(null);
  const key = step.kind === 'idle' ? '' : `${step.kind}:${step.number}`;
  useEffect(() => {
    if (key) {
      ref.current?.focus();
      ref.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [key]);
  if (step.kind === 'idle') return null;
  const number = formatMsisdn(step.number);
  return (
    <div
      ref={ref}
      className="ftn-choose"
      tabIndex={-1}
      data-testid="fortune-choose"
      role={step.kind === 'verify' ? 'region' : 'alert'}
      aria-label={step.kind === 'verify' ? t('choose.verifyTitle', { number }) : undefined}
    >
      {step.kind === 'sign-in' && (
        <>
          <p className="ftn-choose__title">{t('choose.signInTitle', { number })}</p>
          <p>{t('choose.signInText')}</p>
          <p className="ftn-actions">
            <a className="ftn-btn" href={step.login}>
              {t('choose.login')}
            </a>
            <a className="ftn-btn ftn-btn--ghost" href={step.signup}>
              {t('choose.signup')}
            </a>
          </p>
        </>
      )}
      {step.kind === 'holding' && (
        <p className="ftn-choose__title" role="status">
          {t('choose.holding', { number })}
        </p>
      )}
      {step.kind === 'error' && (
        <>
          <p className="ftn-error">{step.message}</p>
          <button type="button" className="ftn-link" onClick={onCancel}>
            {t('reading.back')}
          </button>
        </>
      )}
      {step.kind === 'verify' && <PhoneVerify number={step.number} campaign={campaign} onVerified={() => onVerified(step.number)} onCancel={onCancel} />}
    </div>
  );
}

/** The fortune phone check: mobile, code by SMS (POST /sim/otp), then POST /fortune/verify; good for 7 days. */
function PhoneVerify({ number, campaign, onVerified, onCancel }: { number: string; campaign: FortuneCampaign; onVerified: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('fortune');
  const id = useId();
  const session = useSession();
  const send = useSendFortuneOtp();
  const verify = useVerifyFortunePhone();
  const [mobile, setMobile] = useState(() => session.user?.phone ?? '');
  const [code, setCode] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [resendLeft, restartCountdown] = useResendCountdown();
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});

  const requestCode = async () => {
    if (!MOBILE.test(mobile)) return setErrors({ mobile: t('errors.mobile_invalid') });
    setErrors({});
    try {
      const sent = await send.mutateAsync({ mobile_number: mobile, flow: campaign, lang: parseLang(i18n.language) });
      setRequestId(sent.request_id);
      restartCountdown(Date.parse(sent.resend_after));
    } catch (e) {
      setErrors({ mobile: errorText(t, e) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requestId) return setErrors({ mobile: t('errors.otp_not_found') });
    if (!/^\d{6}$/.test(code)) return setErrors({ code: t('errors.otp_invalid') });
    setErrors({});
    try {
      await verify.mutateAsync({ mobile_number: mobile, otp_request_id: requestId, otp_code: code });
      onVerified();
    } catch (e) {
      setErrors({ code: errorText(t, e) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="ftn-choose__title">
        {t('choose.verifyTitle', { number: formatMsisdn(number) })}
      </p>
      <p>{t('choose.verifyText')}</p>
      <MobileCodeFields
        idPrefix={`${id}-`}
        prefix="ftn"
        texts={mobileCodeTexts(t, 'choose', formatMsisdn(mobile))}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        errors={errors}
        requestId={requestId}
        resendLeft={resendLeft}
        sending={send.isPending}
        onSend={() => void requestCode()}
      />
      <p className="ftn-actions">
        <button type="submit" className="ftn-btn" disabled={verify.isPending || !requestId}>
          {verify.isPending ? t('choose.confirming') : t('choose.confirm')}
        </button>
        <button type="button" className="ftn-btn ftn-btn--ghost" onClick={onCancel}>
          {t('choose.cancel')}
        </button>
      </p>
    </form>
  );
}
