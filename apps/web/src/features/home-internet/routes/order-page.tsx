import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { HiOrderBody, HiTransaction } from '@store/domain/home-internet';
import { EkycStep } from '@/components/ekyc/ekyc-step';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePlaceOrder } from '../api/place-order';
import { startEkyc } from '../api/start-ekyc';
import { ConsentFields, NO_CONSENTS, type Consents } from '../components/consent-fields';
import { OrderSummary } from '../components/order-summary';
import { Loading, PageShell } from '../components/page-shell';
import { TransactionGate } from '../components/transaction-gate';
import { attemptKey, clearFlow, readFlow, updateFlow } from '../flow';
import { FLOW_ENDING, statusPath } from '../status-codes';
import { missingStep } from './summary-pages';
import '../home-internet.css';

/**
 * /trueonline/order/:id (spec register-order, tol-ssv submit-order): the summary, the PDPA consents
 * (terms required; marketing and data sharing optional, unticked), the eKYC of the ID checked on the
 * contact page unless this transaction is bypassed (tolBypassEkyc) or eKYC is off (config
 * ekyc_mobile), then the order, placed with one Idempotency-Key per attempt (kept in the tab, so a
 * retry or a reload never orders twice). On a desktop the eKYC is handed to a phone
 * (/trueonline/ekyc-desktop/:hash) and this page moves on by itself once approved. The success page
 * takes the upfront payment when the package has one.
 */
export function OrderPage() {
  const { t } = useTranslation('home-internet');
  const { id = '' } = useParams();
  return (
    <PageShell title={t('order.title')} step="confirm" testId="hi-order">
      <TransactionGate id={id} page="order" signIn>
        {(tx) => <OrderForm tx={tx} />}
      </TransactionGate>
    </PageShell>
  );
}

type Failure = { code: string; text: string };

function OrderForm({ tx }: { tx: HiTransaction }) {
  const { t } = useTranslation('home-internet');
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [termsError, setTermsError] = useState(false);
  const [ekycStarted, setEkycStarted] = useState(false);
  const [ekycRound, setEkycRound] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const placing = useRef(false);
  const missing = missingStep(tx);
  if (missing) return <Navigate to={missing} replace />;
  const ekycNeeded = tx.ekyc_required && tx.ekyc?.status !== 'approved';

  const submit = async () => {
    if (placing.current) return;
    placing.current = true;
    const body: HiOrderBody = { transaction_id: tx.id, consents: { terms: true, marketing: consents.marketing, data_sharing: consents.data_sharing } };
    const attempt = attemptKey(readFlow(), body);
    updateFlow({ attempt });
    setFailure(null);
    try {
      const placed = await place.mutateAsync({ key: attempt.key, body });
      clearFlow();
      navigate(`/trueonline/success/${encodeURIComponent(placed.secure_key)}`, { replace: true });
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (FLOW_ENDING.has(code) || code === 'ekyc_rejected') return navigate(statusPath('order', code), { replace: true });
      if (code === 'idempotency_key_reused') updateFlow({ attempt: undefined });
      if (EKYC_AGAIN.has(code)) setEkycRound((r) => r + 1);
      if (code === 'ekyc_required') setEkycStarted(true);
      setFailure({ code, text: errorText(t, e) });
    } finally {
      placing.current = false;
    }
  };

  const start = () => {
    if (!consents.terms) {
      setTermsError(true);
      document.querySelector<HTMLInputElement>('.hi-consent input')?.focus();
      return;
    }
    setTermsError(false);
    if (ekycNeeded) setEkycStarted(true);
    else void submit();
  };

  return (
    <>
      <OrderSummary tx={tx} rows={['address', 'package', 'appointment', 'contact', 'pay']} edit={!ekycStarted} />
      {tx.ekyc_bypass && (
        <p className="hi-notice" data-testid="hi-ekyc-bypassed">
          {t('order.bypassed')}
        </p>
      )}
      <ConsentFields value={consents} onChange={setConsents} disabled={ekycStarted || place.isPending} termsError={termsError} />
      {ekycNeeded && ekycStarted ? (
        <section className="hi-ekyc" aria-label={t('order.ekycTitle')} data-testid="hi-ekyc">
          {/* The step has its own heading and texts (the ekyc namespace); it says a refusal and offers a new try itself. */}
          <EkycStep key={ekycRound} purpose="home_internet" subject={`${tx.id}:${ekycRound}`} create={(lang) => startEkyc(tx.id, lang)} onApproved={() => void submit()} />
          {place.isPending && <Loading text={t('order.placing')} />}
        </section>
      ) : (
        <p className="hi-actions">
          <button type="button" className="hi-btn hi-btn--wide" onClick={start} disabled={place.isPending} data-testid="hi-place">
            {place.isPending ? t('order.placing') : ekycNeeded ? t('order.toEkyc') : tx.pay_now > 0 ? t('order.placeAndPay') : t('order.place')}
          </button>
        </p>
      )}
      {failure && (
        <div className="hi-error hi-error--box" role="alert" data-testid="hi-order-error">
          <p>{failure.text}</p>
          {(failure.code === 'appointment_expired' || failure.code === 'tol_appointment_required' || failure.code === 'no_capacity') && tx.package && (
            <Link to={`/trueonline/appointment/${encodeURIComponent(tx.package.id)}`}>{t('order.pickAgain')}</Link>
          )}
          {failure.code === 'tol_already_ordered' && <Link to="/profile/tracking">{t('order.seeOrders')}</Link>}
          {RETRYABLE.has(failure.code) && (
            <button type="button" className="hi-btn hi-btn--small" onClick={() => void submit()} disabled={place.isPending}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
    </>
  );
}

/** The application cannot be used (refused, out of time, not this ID's): the eKYC step starts a new one. */
const EKYC_AGAIN = new Set(['ekyc_expired', 'ekyc_not_found', 'ekyc_not_for_this_id']);

/** Failures worth the same try again (same body, same Idempotency-Key: never a second order). */
const RETRYABLE = new Set(['network_error', 'generic', 'http_error', 'rate_limited', 'idempotency_key_reused', 'ekyc_unavailable', 'ekyc_pending']);
