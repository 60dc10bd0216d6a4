import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { maskMobile, normalizeThaiId } from '@store/domain/thai-id';
import { SandboxInboxLink } from '@/components/sms-inbox/sandbox-inbox-link';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
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

interface Sent {
  requestId: string;
  mobile: string;
  thaiId: string;
  resendAt: number;
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
  const [mobile, setMobile] = useState('');
  const [thaiId, setThaiId] = useState('');
  const [touched, setTouched] = useState(false);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const otpRef = useRef<HTMLInputElement>(null);

  const resendLeft = sent ? Math.max(0, Math.ceil((sent.resendAt - now) / 1000)) : 0;
  useEffect(() => {
    if (resendLeft <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [resendLeft, now]);

  const idProblem = thaiIdProblem(thaiId, touched);

  /** Sends (or sends again) the code; a wait the server asks for moves the resend countdown. */
  const send = async (number: string, id: string) => {
    setFormError(null);
    setOtpError(null);
    try {
      const r = await check.mutateAsync({ mobile_number: number, thai_id: id, lang });
      setSent({ requestId: r.request_id, mobile: number, thaiId: id, resendAt: Date.parse(r.resend_after) });
      setNow(Date.now());
      setCode('');
      return true;
    } catch (e) {
      const wait = e instanceof ApiError ? (e.details as { retry_after_s?: number } | undefined)?.retry_after_s : undefined;
      if (sent && e instanceof ApiError && e.code === 'otp_resend_too_soon' && typeof wait === 'number') setSent({ ...sent, resendAt: Date.now() + wait * 1000 });
      if (e instanceof ApiError && e.code === 'thai_id_invalid') setTouched(true);
      (sent ? setOtpError : setFormError)(errorText(t, e));
      return false;
    }
  };

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const number = normalizeThaiMobile(mobile);
    const mobileBad = !THAI_MOBILE_RE.test(number);
    setMobileError(mobileBad ? t('errors.mobile_invalid') : null);
    const problem = thaiIdProblem(thaiId, true);
    if (mobileBad || problem) return document.getElementById(mobileBad ? 'p2p-mobile' : 'p2p-thai-id')?.focus();
    if (await send(number, normalizeThaiId(thaiId))) window.setTimeout(() => otpRef.current?.focus(), 0);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setOtpError(t('errors.otp_invalid'));
    setOtpError(null);
    try {
      const q = await qualify.mutateAsync({ request_id: sent.requestId, mobile_number: sent.mobile, thai_id: sent.thaiId, code });
      startFlow(q.id);
      navigate(q.qualification_result === 'qualified' ? '/pre2post/listing' : '/pre2post/noneligible');
    } catch (e) {
      setOtpError(errorText(t, e));
    }
  };

  if (sent) {
    return (
      <form className="p2p-box p2p-form" onSubmit={(e) => void submitCode(e)} noValidate data-testid="pre2post-otp">
        <h2 className="p2p-subtitle">{t('verify.otpTitle')}</h2>
        <p role="status">{t('verify.otpSent', { mobile: maskMobile(sent.mobile) })}</p>
        <SandboxInboxLink mobile={sent.mobile} />
        <div className="p2p-field">
          <label htmlFor="p2p-otp">{t('verify.otp')}</label>
          <input
            id="p2p-otp"
            ref={otpRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!otpError || undefined}
            aria-describedby={otpError ? 'p2p-otp-error' : undefined}
          />
          {otpError && (
            <p id="p2p-otp-error" className="p2p-error" role="alert">
              {otpError}
            </p>
          )}
        </div>
        <p className="p2p-actions">
          <button type="submit" className="p2p-btn" disabled={qualify.isPending}>
            {qualify.isPending ? t('verify.checking') : t('verify.confirm')}
          </button>
          <button type="button" className="p2p-btn p2p-btn--ghost" disabled={check.isPending || resendLeft > 0} onClick={() => void send(sent.mobile, sent.thaiId)}>
            {resendLeft > 0 ? t('verify.resendIn', { seconds: resendLeft }) : t('verify.resend')}
          </button>
        </p>
        <button
          type="button"
          className="p2p-link"
          onClick={() => {
            setSent(null);
            setOtpError(null);
          }}
        >
          {t('verify.changeNumber')}
        </button>
      </form>
    );
  }

  return (
    <form className="p2p-box p2p-form" onSubmit={(e) => void submitNumber(e)} noValidate data-testid="pre2post-check">
      <div className="p2p-field">
        <label htmlFor="p2p-mobile">{t('verify.mobile')}</label>
        <input
          id="p2p-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          aria-invalid={!!mobileError || undefined}
          aria-describedby={mobileError ? 'p2p-mobile-error' : 'p2p-mobile-hint'}
        />
        {mobileError ? (
          <p id="p2p-mobile-error" className="p2p-error" role="alert">
            {mobileError}
          </p>
        ) : (
          <p id="p2p-mobile-hint" className="p2p-hint">
            {t('verify.mobileHint')}
          </p>
        )}
      </div>
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
      {formError && (
        <p className="p2p-error p2p-error--box" role="alert" data-testid="pre2post-check-error">
          {formError}
        </p>
      )}
      <button type="submit" className="p2p-btn" disabled={check.isPending}>
        {check.isPending ? t('verify.sending') : t('verify.sendOtp')}
      </button>
    </form>
  );
}
