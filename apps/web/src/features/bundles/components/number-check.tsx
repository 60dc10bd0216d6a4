import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BundleVerification } from '@store/domain/bundles';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { SandboxInboxLink } from '@/components/sms-inbox/sandbox-inbox-link';
import { useSendOtp } from '../api/send-otp';
import { useVerifyNumber } from '../api/verify-number';
import { ErrorText } from './shell';

/** The number and its holder's ID, a code to the number, then the check (validate_existing_campaign or bundle-campaigns/verify). */
export function NumberCheck({ campaignId, prepaid, onChecked }: { campaignId: string; prepaid: boolean; onChecked: (v: BundleVerification) => void }) {
  const { t, i18n } = useTranslation('bundles');
  const [mobile, setMobile] = useState('');
  const [thaiId, setThaiId] = useState('');
  const [code, setCode] = useState('');
  const [idTouched, setIdTouched] = useState(false);
  const send = useSendOtp();
  const verify = useVerifyNumber();
  const idProblem = thaiIdProblem(thaiId, idTouched);
  const mobileOk = /^0[689]\d{8}$/.test(mobile);

  const sendCode = (e: FormEvent) => {
    e.preventDefault();
    setIdTouched(true);
    if (!mobileOk || thaiIdProblem(thaiId, true)) return;
    send.mutate({ campaign_id: campaignId, mobile_number: mobile, thai_id: thaiId, lang: i18n.language === 'en' ? 'en' : 'th' });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!send.data) return;
    verify.mutate({ prepaid, body: { campaign_id: campaignId, mobile_number: mobile, thai_id: thaiId, request_id: send.data.request_id, code } }, { onSuccess: onChecked });
  };

  return (
    <section className="bnd-box" aria-labelledby="bnd-check-title" data-testid="bnd-number-check">
      <h2 id="bnd-check-title" className="bnd-subtitle">
        {t('verify.title')}
      </h2>
      <form className="bnd-form" onSubmit={sendCode} noValidate>
        <div className="bnd-field">
          <label htmlFor="bnd-mobile">{t('verify.mobile')}</label>
          <input
            id="bnd-mobile"
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/[^\d]/g, '').slice(0, 10))}
            inputMode="numeric"
            autoComplete="tel"
            aria-describedby="bnd-mobile-hint"
            disabled={!!send.data}
          />
          <p id="bnd-mobile-hint" className="bnd-hint">
            {t('verify.mobileHint')}
          </p>
        </div>
        <div className="bnd-field">
          <label htmlFor="bnd-thai-id">{t('verify.thaiId')}</label>
          <input
            id="bnd-thai-id"
            value={thaiId}
            onChange={(e) => setThaiId(e.target.value.slice(0, 20))}
            onBlur={() => setIdTouched(true)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={idProblem ? true : undefined}
            aria-describedby="bnd-thai-id-hint"
            disabled={!!send.data}
          />
          <p id="bnd-thai-id-hint" className={idProblem ? 'bnd-error' : 'bnd-hint'}>
            {idProblem ? t(`errors.thai_id_invalid`) : t('verify.thaiIdHint')}
          </p>
        </div>
        <ErrorText error={send.error} />
        {!send.data && (
          <button className="bnd-btn" type="submit" disabled={send.isPending || !mobileOk}>
            {send.isPending ? t('verify.sending') : t('verify.sendOtp')}
          </button>
        )}
      </form>
      {send.data && (
        <form className="bnd-form" onSubmit={confirm} data-testid="bnd-otp">
          <p className="bnd-ok">{t('verify.otpSent', { mobile: send.data.mobile_number })}</p>
          <SandboxInboxLink mobile={mobile} />
          <div className="bnd-field">
            <label htmlFor="bnd-otp">{t('verify.otp')}</label>
            <input id="bnd-otp" value={code} onChange={(e) => setCode(e.target.value.replace(/[^\d]/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
          </div>
          <ErrorText error={verify.error} />
          <button className="bnd-btn" type="submit" disabled={verify.isPending || code.length !== 6}>
            {verify.isPending ? t('verify.checking') : t('verify.confirm')}
          </button>
        </form>
      )}
    </section>
  );
}
