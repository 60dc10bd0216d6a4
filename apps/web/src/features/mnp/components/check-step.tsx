import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MnpMode, MnpVerification } from '@store/domain/mnp';
import { parseLang } from '@store/domain/lang';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import { maskMobile, maskThaiId, normalizeThaiId } from '@store/domain/thai-id';
import { MobileField } from '@/components/otp/mobile-field';
import { OtpCodeForm } from '@/components/otp/otp-code-form';
import { otpCodeTexts } from '@/components/otp/otp-texts';
import { useOtpStep, type OtpSent } from '@/components/otp/use-otp-step';
import { ApiError } from '@/lib/api-client';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useCheckNumber } from '../api/check';
import { useCheckOtp } from '../api/check-otp';
import { FAIL_PAGE_CODES, failPath, recordInfo } from '../flow';
import { SecretInput } from './secret-input';

interface Sent extends OtpSent {
  mobile: string;
  thaiId: string;
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
  const otp = useOtpStep<Sent>(t);
  const [mobile, setMobile] = useState('');
  const [thaiId, setThaiId] = useState('');
  const [touched, setTouched] = useState(false);
  const [mobileError, setMobileError] = useState<string | null>(null);

  const idProblem = thaiIdProblem(thaiId, touched);

  /** A failure fixed elsewhere goes to the fail page (kept as MNP info too); true when it did. */
  const toFailPage = (e: unknown) => {
    if (!(e instanceof ApiError) || !FAIL_PAGE_CODES.has(e.code)) return false;
    recordInfo({ status: false, code: e.code, message: e.message, details: e.details });
    navigate(failPath(e.code, pathname));
    return true;
  };

  const send = (number: string, id: string) =>
    otp.send(
      async () => {
        const r = await check.mutateAsync({ mode, mobile_number: number, thai_id: id, lang });
        return { requestId: r.request_id, resendAfter: r.resend_after, mobile: number, thaiId: id };
      },
      (e) => {
        if (toFailPage(e)) return true;
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
    if (mobileBad || problem) return document.getElementById(mobileBad ? 'mnp-mobile' : 'mnp-thai-id')?.focus();
    await send(number, normalizeThaiId(thaiId));
  };

  const submitCode = (event: FormEvent) =>
    otp.confirm(
      event,
      async (sent, code) => onVerified(await checkOtp.mutateAsync({ request_id: sent.requestId, mode, mobile_number: sent.mobile, thai_id: sent.thaiId, code })),
      toFailPage,
    );

  if (otp.sent) {
    const sent = otp.sent;
    return (
      <OtpCodeForm
        otp={otp}
        prefix="mnp"
        testId="mnp-otp"
        texts={otpCodeTexts(t, 'check', maskMobile(sent.mobile))}
        sandboxMobile={sent.mobile}
        confirming={checkOtp.isPending}
        sending={check.isPending}
        onSubmit={(e) => void submitCode(e)}
        onResend={() => void send(sent.mobile, sent.thaiId)}
      >
        <p className="mnp-note" data-testid="mnp-check-id">
          {t('check.idMasked', { id: maskThaiId(sent.thaiId) })}
        </p>
      </OtpCodeForm>
    );
  }

  return (
    <form className="mnp-box mnp-form" onSubmit={(e) => void submitNumber(e)} noValidate data-testid="mnp-check">
      <MobileField id="mnp-mobile" prefix="mnp" label={t('check.mobile')} hint={t('check.mobileHint')} error={mobileError} value={mobile} onChange={setMobile} />
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
      {otp.formError && (
        <p className="mnp-error mnp-error--box" role="alert" data-testid="mnp-check-error">
          {otp.formError}
        </p>
      )}
      <button type="submit" className="mnp-btn" disabled={check.isPending}>
        {check.isPending ? t('check.sending') : t('check.sendOtp')}
      </button>
    </form>
  );
}
