import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MnpPlaceOrderBody, MnpVerification } from '@store/domain/mnp';
import { EkycStep } from '@/components/ekyc/ekyc-step';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePlaceOrder } from '../api/place-order';
import { startEkyc } from '../api/start-ekyc';
import { attemptKey, clearFlow, FAIL_PAGE_CODES, failPath, readFlow, recordInfo, updateFlow } from '../flow';
import { ConsentFields, NO_CONSENTS, type Consents } from './consent-fields';
import { Loading } from './page-shell';

type Failure = { code: string; text: string };

/** The application cannot be used (refused, out of time, not mine or not this ID's): the eKYC step starts a new one. */
const EKYC_AGAIN = new Set(['ekyc_rejected', 'ekyc_expired', 'ekyc_not_found', 'ekyc_not_for_this_id']);
/** Failures worth the same try again (same body, same Idempotency-Key: never a second line). */
const RETRYABLE = new Set(['network_error', 'generic', 'http_error', 'rate_limited', 'idempotency_key_reused', 'ekyc_unavailable', 'ekyc_pending']);

/**
 * The last step: the PDPA consents (terms required; marketing and data sharing optional, separate,
 * unticked), the eKYC step when the verification asks for it (config ekyc_mobile; the application
 * must be approved before the line is added), then "Add to cart": POST /mnp/placeorder with one
 * Idempotency-Key per attempt (kept in the tab, so a retry or a reload never adds twice), and on to
 * the cart; checkout is the normal one.
 */
export function OrderStep({
  v,
  nasCode,
  bundle,
  onExpired,
  onPinNeeded,
}: {
  v: MnpVerification;
  nasCode: string | null;
  bundle?: MnpPlaceOrderBody['bundle'];
  onExpired: () => void;
  onPinNeeded: () => void;
}) {
  const { t } = useTranslation('mnp');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const place = usePlaceOrder();
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [termsError, setTermsError] = useState(false);
  const [ekycNeeded, setEkycNeeded] = useState(v.ekyc_required);
  const [ekycStarted, setEkycStarted] = useState(false);
  const [ekycRound, setEkycRound] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [lastApplication, setLastApplication] = useState<string | undefined>(undefined);
  const placing = useRef(false);

  const submit = async (applicationId?: string) => {
    if (placing.current || !nasCode) return;
    placing.current = true;
    setLastApplication(applicationId);
    const body: MnpPlaceOrderBody = {
      verification_id: v.id,
      nas_code: nasCode,
      ...(applicationId ? { ekyc_application_id: applicationId } : {}),
      ...(bundle ? { bundle } : {}),
      consents: { terms: true, marketing: consents.marketing, data_sharing: consents.data_sharing },
    };
    const attempt = attemptKey(readFlow(v.mode), body);
    updateFlow(v.mode, { attempt });
    setFailure(null);
    try {
      await place.mutateAsync({ key: attempt.key, body });
      clearFlow();
      recordInfo({ status: true });
      navigate('/cart');
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (code === 'mnp_verification_expired' || code === 'mnp_verification_not_found') return onExpired();
      if (code === 'porting_pin_required') return onPinNeeded();
      if (FAIL_PAGE_CODES.has(code)) {
        recordInfo({ status: false, code, message: (e as ApiError).message, details: (e as ApiError).details });
        return navigate(failPath(code, pathname));
      }
      if (code === 'idempotency_key_reused') updateFlow(v.mode, { attempt: undefined });
      if (code === 'ekyc_required') {
        setEkycNeeded(true);
        setEkycStarted(true);
      }
      if (EKYC_AGAIN.has(code)) setEkycRound((r) => r + 1);
      recordInfo({ status: false, code, message: e instanceof Error ? e.message : '', details: e instanceof ApiError ? e.details : undefined });
      setFailure({ code, text: errorText(t, e) });
    } finally {
      placing.current = false;
    }
  };

  const start = () => {
    if (!consents.terms) {
      setTermsError(true);
      document.querySelector<HTMLInputElement>('.mnp-consent input')?.focus();
      return;
    }
    setTermsError(false);
    if (ekycNeeded) setEkycStarted(true);
    else void submit();
  };

  return (
    <>
      <ConsentFields value={consents} onChange={setConsents} disabled={ekycStarted || place.isPending} termsError={termsError} />
      {ekycNeeded && ekycStarted ? (
        <section className="mnp-ekyc" aria-label={t('order.ekycTitle')} data-testid="mnp-ekyc">
          {/* The step has its own heading and texts (the ekyc namespace); it says a refusal and offers a new try itself. */}
          <EkycStep key={ekycRound} purpose="mnp" subject={v.id} create={(lang) => startEkyc(v.id, lang)} onApproved={(id) => void submit(id)} />
          {place.isPending && <Loading text={t('order.adding')} />}
        </section>
      ) : (
        <p className="mnp-actions">
          <button type="button" className="mnp-btn mnp-btn--wide" onClick={start} disabled={place.isPending || !nasCode} data-testid="mnp-add-to-cart">
            {place.isPending ? t('order.adding') : ekycNeeded ? t('order.toEkyc') : t('order.add')}
          </button>
        </p>
      )}
      {failure && (
        <div className="mnp-error mnp-error--box" role="alert" data-testid="mnp-order-error">
          <p>{failure.text}</p>
          {(failure.code === 'plan_not_offered' || failure.code === 'plan_not_found') && <Link to="/mnp">{t('order.allPlans')}</Link>}
          {(failure.code === 'bundle_not_found' || failure.code === 'out_of_stock') && <Link to="/online-store/list/mnp-bundle">{t('order.allBundles')}</Link>}
          {RETRYABLE.has(failure.code) && (
            <button type="button" className="mnp-btn mnp-btn--small" onClick={() => void submit(lastApplication)} disabled={place.isPending}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
