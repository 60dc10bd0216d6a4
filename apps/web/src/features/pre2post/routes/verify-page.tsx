import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { maskMobile, normalizeThaiId } from '@store/domain/thai-id';
import { MobileField } from '@/components/otp/mobile-field';
import { OtpCodeForm } from '@/components/otp/otp-code-form';
import { otpCodeTexts } from '@/components/otp/otp-texts';
import { useOtpStep, type OtpSent } from '@/components/otp/use-otp-step';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';
import { useCheckNumber } from '../api/check';
import { useQualify } from '../api/qualify';
import type { VerifyNotice } from '../components/qualification-gate';
import { Loading, PageShell } from '../components/page-shell';
import { Questions } from '../components/questions';
import { SignInPanel } from '../components/sign-in-panel';
import { startFlow } from '../flow';
import { thaiIdProblem } from '@/lib/thai-id-input';
import '../pre2post.css';

interface Sent extends OtpSent {
  mobile: string;
  thaiId: string;
}

/**
 * /pre2post/verify: the number to convert and the holder's Thai ID (checksum checked as typed),
 * signed in; an OTP to that number (resend countdown, tries left, limits with their wait); then the
 * qualification: qualified to the listing, unqualified to the noneligible page. The qualification id
 * and the ID are kept in this tab (flow.ts), never in an address.
 */
export function VerifyPage() {
  const { t } = useTranslation('pre2post');
  const notice = (useLocation().state as { notice?: VerifyNotice } | null)?.notice;
  const session = useQuery(sessionQueryOptions());
  return (
    <PageShell title={t('verify.title')} step="verify" testId="pre2post-verify">
      <p className="p2p-intro">{t('verify.intro')}</p>
      {notice && (
        <p className="p2p-notice" role="alert" data-testid="pre2post-notice">
          {t(`verify.notice.${notice}`)}
        </p>
      )}
      {session.isPending ? <Loading text={t('loading')} /> : !session.data?.user ? <SignInPanel back="/pre2post/verify" /> : <VerifyForm />}
      <ul className="p2p-how" aria-label={t('verify.howTitle')}>
        <li>{t('verify.how1')}</li>
        <li>{t('verify.how2')}</li>
        <li>{t('verify.how3')}</li>
      </ul>
      <Questions />
    </PageShell>
  );
}

function VerifyForm() {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const check = useCheckNumber();
  const qualify = useQualify();
  const otp = useOtpStep<Sent>(t);
  const [mobile, setMobile] = useState('');
  const [thaiId, setThaiId] = useState('');
  const [touched, setTouched] = useState(false);
  const [mobileError, setMobileError] = useState<string | null>(null);

  const idProblem = thaiIdProblem(thaiId, touched);

  /** Sends (or sends again) the code; an ID the server finds wrong is shown as such. */
  const send = (number: string, id: string) =>
    otp.send(
      async () => {
        const r = await check.mutateAsync({ mobile_number: number, thai_id: id, lang });
        return { requestId: r.request_id, resendAfter: r.resend_after, mobile: number, thaiId: id };
      },
      (e) => {
        if (e instanceof ApiError && e.code === 'thai_id_invalid') setTouched(true);
        return false;
      },
    );

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const number = normalizeThaiMobile(mobile);
    const mobileBad = !THAI_MOBILE_RE.test(number);
    setMobileError(mobileBad ? t('errors.mobile_invalid') : null);
    const problem = thaiIdProblem(thaiId, true);
    if (mobileBad || problem) return document.getElementById(mobileBad ? 'p2p-mobile' : 'p2p-thai-id')?.focus();
    await send(number, normalizeThaiId(thaiId));
  };

  const submitCode = (event: FormEvent) =>
    otp.confirm(event, async (sent, code) => {
      const q = await qualify.mutateAsync({ request_id: sent.requestId, mobile_number: sent.mobile, thai_id: sent.thaiId, code });
      startFlow(q.id);
      navigate(q.qualification_result === 'qualified' ? '/pre2post/listing' : '/pre2post/noneligible');
    });

  if (otp.sent) {
    const sent = otp.sent;
    return (
      <OtpCodeForm
        otp={otp}
        prefix="p2p"
        testId="pre2post-otp"
        texts={otpCodeTexts(t, 'verify', maskMobile(sent.mobile))}
        sandboxMobile={sent.mobile}
        confirming={qualify.isPending}
        sending={check.isPending}
        onSubmit={(e) => void submitCode(e)}
        onResend={() => void send(sent.mobile, sent.thaiId)}
      />
    );
  }

  return (
    <form className="p2p-box p2p-form" onSubmit={(e) => void submitNumber(e)} noValidate data-testid="pre2post-check">
      <MobileField id="p2p-mobile" prefix="p2p" label={t('verify.mobile')} hint={t('verify.mobileHint')} error={mobileError} value={mobile} onChange={setMobile} />
      <div className="p2p-field">
        <label htmlFor="p2p-thai-id">{t('verify.thaiId')}</label>
        <input
          id="p2p-thai-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={thaiId}
          onChange={(e) => setThaiId(e.target.value.replace(/[^\d\s-]/g, ''))}
          onBlur={() => thaiId && setTouched(true)}
          aria-invalid={!!idProblem || undefined}
          aria-describedby={idProblem ? 'p2p-thai-id-error' : 'p2p-thai-id-hint'}
        />
        {idProblem ? (
          <p id="p2p-thai-id-error" className="p2p-error" role="alert">
            {t(`errors.${idProblem}`)}
          </p>
        ) : (
          <p id="p2p-thai-id-hint" className={`p2p-hint${normalizeThaiId(thaiId).length === 13 ? ' p2p-hint--ok' : ''}`} data-testid="thai-id-hint">
            {normalizeThaiId(thaiId).length === 13 ? t('verify.thaiIdOk') : t('verify.thaiIdHint')}
          </p>
        )}
      </div>
      {otp.formError && (
        <p className="p2p-error p2p-error--box" role="alert" data-testid="pre2post-check-error">
          {otp.formError}
        </p>
      )}
      <button type="submit" className="p2p-btn" disabled={check.isPending}>
        {check.isPending ? t('verify.sending') : t('verify.sendOtp')}
      </button>
    </form>
  );
}
