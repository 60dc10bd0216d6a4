import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MnpMode, MnpVerification } from '@store/domain/mnp';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import { SandboxInboxLink } from '@/components/sms-inbox/sandbox-inbox-link';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useCheckNumber } from '../api/check';
import { useCheckOtp } from '../api/check-otp';
import { FAIL_PAGE_CODES, failPath, recordInfo } from '../flow';
import { SecretInput } from './secret-input';

interface Sent {
  requestId: string;
  mobile: string;
  thaiId: string;
  resendAt: number;
}

/**
 * The number to move and the holder's Thai ID (checksum checked as typed, masked once entered), then
 * the OTP sent to that number (resend countdown, tries left, limits with their wait): the answer is
 * the verification, handed to `onVerified`. A number that cannot move for a reason the shopper fixes
 * elsewhere (already ours, unknown, a porting in progress) goes to the fail page with the way forward.
 */
export function CheckStep({ mode, onVerified }: { mode: MnpMode; onVerified: (v: MnpVerification) => void }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const check = useCheckNumber();
  const checkOtp = useCheckOtp();
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

  /** A failure fixed elsewhere goes to the fail page (kept as MNP info too); true when it did. */
  const toFailPage = (e: unknown) => {
    if (!(e instanceof ApiError) || !FAIL_PAGE_CODES.has(e.code)) return false;
    recordInfo({ status: false, code: e.code, message: e.message, details: e.details });
    navigate(failPath(e.code, pathname));
    return true;
  };

  const send = async (number: string, id: string) => {
    setFormError(null);
    setOtpError(null);
    try {
      const r = await check.mutateAsync({ mode, mobile_number: number, thai_id: id, lang });
      setSent({ requestId: r.request_id, mobile: number, thaiId: id, resendAt: Date.parse(r.resend_after) });
      setNow(Date.now());
      setCode('');
      return true;
    } catch (e) {
      if (toFailPage(e)) return false;
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
    if (mobileBad || problem) return document.getElementById(mobileBad ? 'mnp-mobile' : 'mnp-thai-id')?.focus();
    if (await send(number, normalizeThaiId(thaiId))) window.setTimeout(() => otpRef.current?.focus(), 0);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code)) return setOtpError(t('errors.otp_invalid'));
    setOtpError(null);
    try {
      onVerified(await checkOtp.mutateAsync({ request_id: sent.requestId, mode, mobile_number: sent.mobile, thai_id: sent.thaiId, code }));
    } catch (e) {
      if (!toFailPage(e)) setOtpError(errorText(t, e));
    }
  };

  if (sent) {
    return (
      <form className="mnp-box mnp-form" onSubmit={(e) => void submitCode(e)} noValidate data-testid="mnp-otp">
        <h2 className="mnp-subtitle">{t('check.otpTitle')}</h2>
        <p role="status">{t('check.otpSent', { mobile: maskMobile(sent.mobile) })}</p>
        <p className="mnp-note" data-testid="mnp-check-id">
          {t('check.idMasked', { id: maskThaiId(sent.thaiId) })}
        </p>
        <SandboxInboxLink mobile={sent.mobile} />
        <div className="mnp-field">
          <label htmlFor="mnp-otp">{t('check.otp')}</label>
          <input
            id="mnp-otp"
            ref={otpRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={!!otpError || undefined}
            aria-describedby={otpError ? 'mnp-otp-error' : undefined}
          />
          {otpError && (
            <p id="mnp-otp-error" className="mnp-error" role="alert">
              {otpError}
            </p>
          )}
        </div>
        <p className="mnp-actions">
          <button type="submit" className="mnp-btn" disabled={checkOtp.isPending}>
            {checkOtp.isPending ? t('check.checking') : t('check.confirm')}
          </button>
          <button type="button" className="mnp-btn mnp-btn--ghost" disabled={check.isPending || resendLeft > 0} onClick={() => void send(sent.mobile, sent.thaiId)}>
            {resendLeft > 0 ? t('check.resendIn', { seconds: resendLeft }) : t('check.resend')}
          </button>
        </p>
        <button
          type="button"
          className="mnp-link"
          onClick={() => {
            setSent(null);
            setOtpError(null);
          }}
        >
          {t('check.changeNumber')}
        </button>
      </form>
    );
  }

  return (
    <form className="mnp-box mnp-form" onSubmit={(e) => void submitNumber(e)} noValidate data-testid="mnp-check">
      <div className="mnp-field">
        <label htmlFor="mnp-mobile">{t('check.mobile')}</label>
        <input
          id="mnp-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          aria-invalid={!!mobileError || undefined}
          aria-describedby={mobileError ? 'mnp-mobile-error' : 'mnp-mobile-hint'}
        />
        {mobileError ? (
          <p id="mnp-mobile-error" className="mnp-error" role="alert">
            {mobileError}
          </p>
        ) : (
          <p id="mnp-mobile-hint" className="mnp-hint">
            {t('check.mobileHint')}
          </p>
        )}
      </div>
      <div className="mnp-field">
        <label htmlFor="mnp-thai-id">{t('check.thaiId')}</label>
        <SecretInput
          id="mnp-thai-id"
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={thaiId}
          masked={maskThaiId}
          onChange={(v) => setThaiId(v.replace(/[^\d\s-]/g, ''))}
          onBlur={() => thaiId && setTouched(true)}
          aria-invalid={!!idProblem || undefined}
          aria-describedby={idProblem ? 'mnp-thai-id-error' : 'mnp-thai-id-hint'}
        />
        {idProblem ? (
          <p id="mnp-thai-id-error" className="mnp-error" role="alert">
            {t(`errors.${idProblem}`)}
          </p>
        ) : (
          <p id="mnp-thai-id-hint" className={`mnp-hint${normalizeThaiId(thaiId).length === 13 ? ' mnp-hint--ok' : ''}`} data-testid="thai-id-hint">
            {normalizeThaiId(thaiId).length === 13 ? t('check.thaiIdOk') : t('check.thaiIdHint')}
          </p>
        )}
      </div>
      {formError && (
        <p className="mnp-error mnp-error--box" role="alert" data-testid="mnp-check-error">
          {formError}
        </p>
      )}
      <button type="submit" className="mnp-btn" disabled={check.isPending}>
        {check.isPending ? t('check.sending') : t('check.sendOtp')}
      </button>
    </form>
  );
}
