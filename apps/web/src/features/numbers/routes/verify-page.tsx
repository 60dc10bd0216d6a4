import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { readHolds } from '@/lib/number-holds';
import { formatPrice } from '@store/domain/money';
import { campaignPath, type FortuneHoldFlow } from '@store/domain/fortune-flows';
import { formatMsisdn, THAI_MOBILE_RE } from '@store/domain/phone';
import type { DiyChoice } from '@store/domain/sim-diy';
import { isIsoDate, thaiIdSchema, type SimVerification } from '@store/domain/sim';
import { maskThaiId } from '@store/domain/thai-id';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { useEsimDevices } from '../api/get-esim-devices';
import { useHolds } from '../api/get-holds';
import { useInstantClaims } from '../api/instant-claims';
import { usePackage } from '../api/get-package';
import { useSendOtp } from '../api/send-otp';
import { useVerifyBuyer } from '../api/verify-buyer';
import { errorText } from '@/lib/error-text';
import type { PageFlow } from '../flows';
import { HoldCountdown } from '@/components/number-hold/hold-countdown';
import { MobileCodeFields } from '@/components/otp/mobile-code-fields';
import { mobileCodeTexts } from '@/components/otp/otp-texts';
import { useResendCountdown } from '@/components/otp/use-resend-countdown';
import { digitsOnly } from '../components/number-search';
import { AddToCart } from '../components/add-to-cart';
import '../numbers.css';

type VerifyFlow = PageFlow | 'instantsim' | 'sim-diy' | FortuneHoldFlow;

/** The verify pages (spec 2: /online-store/{flow}/:id/:nas/:number): Thai ID, birth date, OTP, then the cart. */
export function VerifyPage({ flow }: { flow: PageFlow | 'instantsim' }) {
  const { id, number = '' } = useParams();
  return <VerifyPanel flow={flow} packageId={Number(id)} number={number} backTo={`/online-store/${flow}/${id}`} />;
}

interface PanelProps {
  flow: VerifyFlow;
  packageId: number;
  number: string;
  /** Where "choose a number" goes when the hold is gone. */
  backTo: string;
  /** SIM DIY: the composed package, sent with the verification (the server prices it again). */
  diy?: { choice: DiyChoice; summary: string; monthly: number };
}

/** The verification of the buyer of one held number (or instant-SIM pack): used by the verify pages and SIM DIY. */
export function VerifyPanel({ flow, packageId, number, backTo, diy }: PanelProps) {
  const { t, i18n } = useTranslation('numbers');
  const l = i18n.language === 'en' ? 'en' : 'th';
  const session = useSession();
  const pkg = usePackage(packageId);
  // An instant SIM's "hold" is the claim on the pack in hand; the other flows hold a pool number.
  const numberHolds = useHolds(session.user !== null && flow !== 'instantsim');
  const packClaims = useInstantClaims(session.user !== null && flow === 'instantsim');
  const holds = flow === 'instantsim' ? packClaims : numberHolds;
  const hold = holds.data?.find((h) => h.number === number);
  const sendOtp = useSendOtp();
  const verify = useVerifyBuyer();

  const [thaiId, setThaiId] = useState('');
  const [idLocked, setIdLocked] = useState(false);
  const [birthDate, setBirthDate] = useState('');
  const [mobile, setMobile] = useState(() => session.user?.phone ?? '');
  const [otp, setOtp] = useState('');
  const [esim, setEsim] = useState(false);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [resendLeft, restartCountdown] = useResendCountdown();
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [done, setDone] = useState<SimVerification | null>(null);
  const devices = useEsimDevices(esim);

  if (!pkg.data || (session.user && !holds.data))
    return (
      <div className="page num-page">
        <p role="status">{pkg.isError || holds.isError ? t('failed') : t('loading')}</p>
      </div>
    );
  const p = pkg.data;
  if (!hold) {
    return (
      <div className="page num-page">
        <p className="num-error" role="alert">
          {t('holdMissing')}
        </p>
        <Link className="num-btn" to={backTo}>
          {t('pickAgain')}
        </Link>
      </div>
    );
  }

  const lockId = () => {
    const parsed = thaiIdSchema.safeParse(thaiId);
    if (!parsed.success) {
      setFieldError((e) => ({ ...e, thai_id: t(`errors.${parsed.error.issues[0].message}`) }));
      return false;
    }
    setThaiId(parsed.data);
    setIdLocked(true);
    setFieldError((e) => ({ ...e, thai_id: '' }));
    return true;
  };

  const requestOtp = async () => {
    if (!THAI_MOBILE_RE.test(mobile)) return setFieldError((e) => ({ ...e, mobile: t('errors.mobile_invalid') }));
    setFieldError((e) => ({ ...e, mobile: '', form: '' }));
    try {
      const sent = await sendOtp.mutateAsync({ mobile_number: mobile, flow, lang: l });
      setRequestId(sent.request_id);
      restartCountdown(Date.parse(sent.resend_after));
    } catch (e) {
      setFieldError((f) => ({ ...f, mobile: errorText(t, e) }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!idLocked && !lockId()) errors.thai_id = t('errors.thai_id_checksum');
    if (!isIsoDate(birthDate)) errors.birth_date = t('errors.birth_date_invalid');
    if (!requestId) errors.mobile = t('errors.otp_not_found');
    if (!/^\d{6}$/.test(otp)) errors.otp = t('errors.otp_not_found');
    if (Object.keys(errors).length) return setFieldError((e) => ({ ...e, ...errors }));
    try {
      const result = await verify.mutateAsync({
        package_id: p.id,
        hold_id: hold.hold_id,
        thai_id: thaiId,
        birth_date: birthDate,
        mobile_number: mobile,
        otp_request_id: requestId!,
        otp_code: otp,
        esim,
        diy: diy?.choice,
      });
      storage.set(STORAGE_KEYS.verifyResult, JSON.stringify({ verification_id: result.verification_id, number: result.sim_meta.number }));
      setThaiId('');
      setOtp('');
      setDone(result);
    } catch (e) {
      setFieldError({ form: errorText(t, e) });
    }
  };

  return (
    <div className="page num-page">
      {diy ? <h2 className="num-subtitle">{t('verifyTitle')}</h2> : <h1 className="num-title">{t('verifyTitle')}</h1>}
      <section className="num-summary" aria-label={t('yourNumber')}>
        <p>
          {t('yourNumber')}: <strong data-testid="verify-number">{formatMsisdn(number)}</strong>
        </p>
        {hold.berfuntong && (
          <p data-testid="verify-fortune">
            {t('fortuneGrade', { grade: hold.berfuntong.grade, group: hold.berfuntong.group_title[l], subgroup: hold.berfuntong.subgroup_title[l] })}
          </p>
        )}
        <p>
          {t('plan')}: <strong>{p.name[l]}</strong>
        </p>
        {diy && (
          <p data-testid="diy-summary">
            {diy.summary} · <strong>{t('baht', { price: formatPrice(diy.monthly) })}</strong>
            {t('perMonth')}
          </p>
        )}
        <HoldCountdown expiresAt={hold.expires_at} className="num-countdown" label={(time) => t('timeLeft', { time })} />
      </section>
      {done ? (
        <section className="num-done" aria-live="polite">
          <h2 className="num-subtitle">{t('verified')}</h2>
          <p>{t('verifiedText', { number: formatMsisdn(done.sim_meta.number), plan: p.name[l] })}</p>
          <p>{t('thaiIdMasked', { last4: done.sim_meta.thai_id.slice(-4) })}</p>
          <AddToCart verification={done} />
        </section>
      ) : (
        <form className="num-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="num-intro">{t('verifyIntro')}</p>
          <div className="num-field">
            <label htmlFor="thai-id">{t('thaiId')}</label>
            {idLocked ? (
              <p className="num-masked" data-testid="thai-id-masked">
                {maskThaiId(thaiId)}{' '}
                <button
                  type="button"
                  className="num-link"
                  onClick={() => {
                    setIdLocked(false);
                    setThaiId('');
                  }}
                >
                  {t('change')}
                </button>
              </p>
            ) : (
              <input
                id="thai-id"
                inputMode="numeric"
                autoComplete="off"
                maxLength={13}
                value={thaiId}
                onKeyDown={digitsOnly}
                onChange={(e) => setThaiId(e.target.value.replace(/\D/g, ''))}
                onBlur={() => thaiId.length === 13 && lockId()}
                aria-invalid={!!fieldError.thai_id}
                aria-describedby={fieldError.thai_id ? 'thai-id-error' : undefined}
              />
            )}
            {fieldError.thai_id && (
              <small id="thai-id-error" className="num-error" role="alert">
                {fieldError.thai_id}
              </small>
            )}
          </div>
          <div className="num-field">
            <label htmlFor="birth-date">{t('birthDate')}</label>
            <input
              id="birth-date"
              type="date"
              value={birthDate}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setBirthDate(e.target.value)}
              aria-invalid={!!fieldError.birth_date}
              aria-describedby={fieldError.birth_date ? 'birth-date-error' : undefined}
            />
            {fieldError.birth_date && (
              <small id="birth-date-error" className="num-error" role="alert">
                {fieldError.birth_date}
              </small>
            )}
          </div>
          <MobileCodeFields
            idPrefix=""
            prefix="num"
            texts={mobileCodeTexts(t, '', formatMsisdn(mobile))}
            mobile={mobile}
            onMobile={setMobile}
            code={otp}
            onCode={setOtp}
            errors={{ mobile: fieldError.mobile, code: fieldError.otp }}
            requestId={requestId}
            resendLeft={resendLeft}
            sending={sendOtp.isPending}
            onSend={() => void requestOtp()}
            onKeyDown={digitsOnly}
          />
          {p.esim_allowed && (
            <div className="num-field">
              <label className="num-check">
                <input type="checkbox" checked={esim} onChange={(e) => setEsim(e.target.checked)} /> {t('esimChoice')}
              </label>
              {esim && devices.data && (
                <details className="num-terms">
                  <summary>{t('esimDevices')}</summary>
                  <ul>
                    {devices.data.map((d) => (
                      <li key={d.model}>
                        {d.brand} {d.model}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          )}
          {fieldError.form && (
            <p className="num-error" role="alert">
              {fieldError.form}
            </p>
          )}
          <button type="submit" className="num-btn" disabled={verify.isPending}>
            {verify.isPending ? t('verifying') : t('verify')}
          </button>
        </form>
      )}
    </div>
  );
}

/** The fortune flow of a fortune verify page, from its path (the routes share this one page). */
const fortuneFlowOf = (pathname: string): Exclude<FortuneHoldFlow, 'swb' | 'presale-vhora-god'> =>
  pathname.includes('/berfuntong-zodiac/') ? 'zodiac' : pathname.includes('/vhora-god/') ? 'vhora-god' : pathname.includes('/berfuntong-mahachok/') ? 'mahachok' : 'berfuntong';

/** The presale plan shares the vhora god verify page: the hold this browser keeps tells which page it came from. */
const heldFlowOf = (number: string, flow: Exclude<FortuneHoldFlow, 'swb' | 'presale-vhora-god'>): FortuneHoldFlow =>
  flow === 'vhora-god' && readHolds().some((h) => h.number === number && h.flow === 'presale-vhora-god') ? 'presale-vhora-god' : flow;

/**
 * The fortune verify pages (spec 2: berfuntong/:id/:number, berfuntong-zodiac/:id/:number,
 * postpaid/vhora-god/:id/:nas/:number, berfuntong-mahachok/:id/:nas/:number): the same verification
 * for the number held from the campaign's list and the plan :id; "pick a number" goes back to the
 * campaign's page.
 */
export function FortuneVerifyPage() {
  const { id, number = '' } = useParams();
  const flow = fortuneFlowOf(useLocation().pathname);
  return <VerifyPanel flow={flow} packageId={Number(id)} number={number} backTo={campaignPath(heldFlowOf(number, flow), id)} />;
}

export const PostpaidVerifyPage = () => <VerifyPage flow="postpaid" />;
export const PrepaidVerifyPage = () => <VerifyPage flow="prepaid" />;
export const LuckySimVerifyPage = () => <VerifyPage flow="luckysim" />;
export const Lucky9999VerifyPage = () => <VerifyPage flow="lucky9999" />;
export const InstantSimVerifyPage = () => <VerifyPage flow="instantsim" />;
