import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { formatAddress } from '@store/domain/address-rules';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import type { Pre2postOrderBody, Qualification } from '@store/domain/pre2post';
import { EkycStep } from '@/components/ekyc/ekyc-step';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePlan } from '../api/get-plan';
import { usePlaceOrder } from '../api/place-order';
import { startEkyc } from '../api/start-ekyc';
import { ConsentFields, NO_CONSENTS, type Consents } from '../components/consent-fields';
import { NumberBox } from '../components/number-box';
import { Loading, PageShell } from '../components/page-shell';
import { contractText } from '../components/plan-card';
import { QualificationGate } from '../components/qualification-gate';
import { attemptKey, billingBody, clearFlow, readFlow, updateFlow, type BillingDraft, type Pre2postFlow } from '../flow';
import { PlanMissing } from './priceplan-page';
import '../pre2post.css';

/**
 * /pre2post/order/:nas_code: the summary (number, plan, billing address), the PDPA consents (terms
 * required; marketing and data sharing optional, separate, unticked), the eKYC step when the
 * qualification asks for it (config ekyc_mobile), then the order, placed with one Idempotency-Key per
 * attempt (kept in the tab, so a retry or a reload never orders twice). With eKYC the order is placed
 * as soon as the photos are sent (spec /pre_ekyc/placeorder: it waits in awaiting_ekyc and is sent to
 * fulfilment only once approved; a refusal cancels it), or at the approval if that is seen first; the
 * success page then follows the decision. On a desktop the phone sends the photos, and this page moves
 * on by itself.
 */
export function OrderPage() {
  const { t } = useTranslation('pre2post');
  return (
    <PageShell title={t('order.title')} step="confirm" testId="pre2post-order">
      <QualificationGate want="qualified">{(q, flow) => <OrderForm q={q} flow={flow} />}</QualificationGate>
    </PageShell>
  );
}

type Failure = { code: string; text: string };

function OrderForm({ q, flow }: { q: Qualification; flow: Pre2postFlow }) {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const navigate = useNavigate();
  const { nas_code: nas = '' } = useParams();
  const plan = usePlan(nas);
  const place = usePlaceOrder();
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [termsError, setTermsError] = useState(false);
  const [ekycNeeded, setEkycNeeded] = useState(q.ekyc_required);
  const [ekycStarted, setEkycStarted] = useState(false);
  const [ekycRound, setEkycRound] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [lastApplication, setLastApplication] = useState<string | undefined>(undefined);
  const placing = useRef(false);

  if (!flow.address) return <Navigate to={`/pre2post/address/${encodeURIComponent(nas)}`} replace />;
  if (plan.isError) return <PlanMissing error={plan.error} />;
  if (!plan.data) return <Loading text={t('loading')} />;
  const p = plan.data;
  const address: BillingDraft = flow.address;

  const bodyFor = (applicationId?: string): Pre2postOrderBody => ({
    qualification_id: q.id,
    nas_code: p.nas_code,
    billing_address: billingBody(address),
    ...(flow.email ? { email: flow.email } : {}),
    consents: { terms: true, marketing: consents.marketing, data_sharing: consents.data_sharing },
    ...(applicationId ? { ekyc_application_id: applicationId } : {}),
  });

  const submit = async (applicationId?: string) => {
    if (placing.current) return;
    placing.current = true;
    setLastApplication(applicationId);
    const body = bodyFor(applicationId);
    const attempt = attemptKey(readFlow(), body);
    updateFlow({ attempt });
    setFailure(null);
    try {
      const placed = await place.mutateAsync({ key: attempt.key, body });
      clearFlow();
      navigate(`/pre2post/success/${encodeURIComponent(placed.secure_key)}`, { replace: true });
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 'generic';
      if (code === 'qualification_expired') return navigate('/pre2post/verify', { replace: true, state: { notice: 'expired' } });
      if (code === 'idempotency_key_reused') updateFlow({ attempt: undefined });
      if (code === 'ekyc_required') {
        setEkycNeeded(true);
        setEkycStarted(true);
      }
      // An application that was refused, or is not this shopper's or this ID's: a new one.
      if (EKYC_AGAIN.has(code)) setEkycRound((r) => r + 1);
      setFailure({ code, text: errorText(t, e) });
    } finally {
      placing.current = false;
    }
  };

  const start = () => {
    if (!consents.terms) {
      setTermsError(true);
      document.querySelector<HTMLInputElement>('.p2p-consent input')?.focus();
      return;
    }
    setTermsError(false);
    if (ekycNeeded) setEkycStarted(true);
    else void submit();
  };

  const nasPath = encodeURIComponent(p.nas_code);
  const names = (n: BillingDraft['th']) => ({ province: n.province, city: n.district, district: n.subdistrict });
  return (
    <>
      <NumberBox q={q} />
      <section className="p2p-box p2p-summary" aria-labelledby="p2p-summary-title" data-testid="pre2post-summary">
        <h2 id="p2p-summary-title" className="p2p-subtitle">
          {t('order.summary')}
        </h2>
        <dl className="p2p-facts">
          <div>
            <dt>{t('order.plan')}</dt>
            <dd>
              <strong>{p.name[lang]}</strong> · {t('plan.pricePerMonth', { price: formatPrice(p.monthly_price) })} · {contractText(t, p.contract)}{' '}
              <Link to="/pre2post/listing">{t('order.change')}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('order.when')}</dt>
            <dd>{t('order.whenText')}</dd>
          </div>
          <div>
            <dt>{t('order.billTo')}</dt>
            <dd data-testid="pre2post-bill-to">
              {address.name} · {address.phone}
              <br />
              {formatAddress({ address_line: address.line1, postcode: address.postcode, th: names(address.th), en: names(address.en) }, lang)}
              {flow.email && (
                <>
                  <br />
                  {flow.email}
                </>
              )}{' '}
              <Link to={`/pre2post/address/${nasPath}`}>{t('order.change')}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('order.payNow')}</dt>
            <dd>{t('order.payNowText')}</dd>
          </div>
        </dl>
      </section>

      <ConsentFields value={consents} onChange={setConsents} disabled={ekycStarted || place.isPending} termsError={termsError} />

      {ekycNeeded && ekycStarted ? (
        <section className="p2p-ekyc" aria-label={t('order.ekycTitle')} data-testid="pre2post-ekyc">
          {/* The step has its own heading and texts (the ekyc namespace); it says a refusal and offers a new try itself. */}
          <EkycStep
            key={ekycRound}
            purpose="pre_to_post"
            subject={flow.qualification_id}
            create={(lang) => startEkyc(flow.qualification_id, lang)}
            onSubmitted={(id) => void submit(id)}
            onApproved={(id) => void submit(id)}
          />
          {place.isPending && <Loading text={t('order.placing')} />}
        </section>
      ) : (
        <p className="p2p-actions">
          <button type="button" className="p2p-btn p2p-btn--wide" onClick={start} disabled={place.isPending} data-testid="pre2post-place">
            {place.isPending ? t('order.placing') : ekycNeeded ? t('order.toEkyc') : t('order.place')}
          </button>
        </p>
      )}

      {failure && (
        <div className="p2p-error p2p-error--box" role="alert" data-testid="pre2post-order-error">
          <p>{failure.text}</p>
          {failure.code === 'conversion_pending' && <Link to="/profile/tracking">{t('order.seeOrders')}</Link>}
          {failure.code === 'not_qualified' && <Link to="/pre2post/verify">{t('order.checkAgain')}</Link>}
          {failure.code === 'plan_not_found' && <Link to="/pre2post/listing">{t('priceplan.allPlans')}</Link>}
          {RETRYABLE.has(failure.code) && (
            <button type="button" className="p2p-btn p2p-btn--small" onClick={() => void submit(lastApplication)} disabled={place.isPending}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
    </>
  );
}

/** The application cannot be used (refused, out of time, not mine or not this ID's): the eKYC step starts a new one. */
const EKYC_AGAIN = new Set(['ekyc_rejected', 'ekyc_expired', 'ekyc_not_found', 'ekyc_not_for_this_id']);

/** Failures worth the same try again (same body, same Idempotency-Key: never a second order). */
const RETRYABLE = new Set(['network_error', 'generic', 'http_error', 'rate_limited', 'subscriber_system_busy', 'idempotency_key_reused', 'ekyc_unavailable']);
