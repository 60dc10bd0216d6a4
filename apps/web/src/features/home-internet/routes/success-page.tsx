import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { HiOrderView } from '@store/domain/home-internet';
import { parseLang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { installationQueryOptions, useInstallation } from '@/components/installation-status/api';
import { installationAddressText } from '@/components/installation-status/installation-panel';
import { slotText } from '@/components/installation-status/slot-calendar';
import { OrderSteps } from '@/components/order-steps/order-steps';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { usePayByPromptPay } from '../api/pay-order';
import { Loading, PageShell } from '../components/page-shell';
import '../home-internet.css';

/** While the upfront payment is awaited the page reads the order again this often. */
const PAY_POLL_MS = 3_000;

/**
 * /trueonline/success/:id (id = the order's secure key): the installation order, its state, package,
 * address and appointment (Bangkok time). An order awaiting its upfront payment offers PromptPay here
 * (the QR, then it follows the payment by itself); once paid the installation is confirmed.
 */
export function SuccessPage() {
  const { t } = useTranslation(['home-internet', 'tracking']);
  const { id: key = '' } = useParams();
  const order = useInstallation(key);
  if (order.isError)
    return (
      <PageShell title={t('success.notFoundTitle')} testId="hi-success">
        <p className="hi-error hi-error--box" role="alert">
          {order.error instanceof ApiError && order.error.status === 404 ? t('success.notFound') : errorText(t, order.error)}
        </p>
        <p className="hi-actions">
          <Link className="hi-btn" to="/profile/tracking">
            {t('order.seeOrders')}
          </Link>
        </p>
      </PageShell>
    );
  if (!order.data)
    return (
      <PageShell title={t('success.loadingTitle')} testId="hi-success">
        <Loading text={t('loading')} />
      </PageShell>
    );
  return <Placed o={order.data} />;
}

function Placed({ o }: { o: HiOrderView }) {
  const { t, i18n } = useTranslation(['home-internet', 'tracking', 'installation-status']);
  const lang = parseLang(i18n.language);
  const state = (['awaiting_payment', 'in_progress', 'completed', 'cancelled'] as const).find((s) => s === o.state) ?? 'in_progress';
  const { package: p, address, appointment: a } = o.installation;
  return (
    <PageShell title={t(`success.title.${state}`)} testId="hi-success">
      <p className="hi-intro" aria-live="polite" data-testid="hi-success-text">
        {t(`success.text.${state}`)}
      </p>
      {state === 'awaiting_payment' && <PayNow o={o} />}
      <section className="hi-box" aria-labelledby="hi-order-title" data-testid="hi-success-order">
        <div className="hi-box__head">
          <h2 id="hi-order-title" className="hi-subtitle">
            {t('success.order', { number: o.order_number })}
          </h2>
          <span className={`hi-state hi-state--${o.state}`} data-testid="hi-order-state">
            {t(`tracking:status.${o.state}`)}
          </span>
        </div>
        <dl className="hi-facts">
          <div>
            <dt>{t('summary.package')}</dt>
            <dd>{p.name[lang]}</dd>
          </div>
          <div>
            <dt>{t('summary.address')}</dt>
            <dd>{installationAddressText(address, lang, (k, opt) => t(`installation-status:${k}`, opt))}</dd>
          </div>
          <div>
            <dt>{t('summary.appointment')}</dt>
            <dd data-testid="hi-success-appointment">
              {a ? slotText(a, lang) : t('summary.noAppointment')}
              {a && (
                <>
                  {' '}
                  <span className={`hi-state hi-state--${a.state}`} data-testid="hi-appointment-state">
                    {t(`installation-status:state.${a.state}.label`)}
                  </span>
                </>
              )}
            </dd>
          </div>
        </dl>
        <OrderSteps order={o} />
      </section>
      <p className="hi-actions">
        <Link className="hi-btn" to={`/profile/tracking/${encodeURIComponent(o.order_number)}`} data-testid="hi-track">
          {t('success.track')}
        </Link>
        <Link className="hi-btn hi-btn--ghost" to="/">
          {t('success.home')}
        </Link>
      </p>
    </PageShell>
  );
}

/** The checkout's page that pays a placed order (card or PromptPay), coming back here once paid. */
const payPath = (key: string) => {
  const k = encodeURIComponent(key);
  return `/payment/order/${k}?back=${encodeURIComponent(`/trueonline/success/${k}`)}`;
};

/**
 * The upfront payment: first the checkout's payment page of the order (card or PromptPay, back here
 * once paid), or the PromptPay QR right here (one per press), then the page follows the order until paid.
 */
function PayNow({ o }: { o: HiOrderView }) {
  const { t } = useTranslation('home-internet');
  const client = useQueryClient();
  const pay = usePayByPromptPay();
  const [qr, setQr] = useState<string | null>(o.payment?.method === 'promptpay' ? (o.payment.qr?.image ?? null) : null);
  useEffect(() => {
    if (!qr) return;
    const timer = window.setInterval(() => void client.invalidateQueries({ queryKey: installationQueryOptions(o.secure_key).queryKey }), PAY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [qr, client, o.secure_key]);
  const start = () => pay.mutate({ secureKey: o.secure_key, key: crypto.randomUUID() }, { onSuccess: (r) => setQr(r.payment?.qr?.image ?? null) });
  return (
    <section className="hi-box hi-pay" aria-labelledby="hi-pay-title" data-testid="hi-pay">
      <h2 id="hi-pay-title" className="hi-subtitle">
        {t('pay.title', { price: formatPrice(o.total) })}
      </h2>
      <p className="hi-note">{t('pay.text')}</p>
      {qr ? (
        <>
          <img className="hi-pay__qr" src={qr} alt={t('pay.qrAlt', { price: formatPrice(o.total) })} width={240} height={240} data-testid="hi-pay-qr" />
          <p role="status">{t('pay.waiting')}</p>
        </>
      ) : (
        <p className="hi-actions">
          <Link className="hi-btn" to={payPath(o.secure_key)} data-testid="hi-pay-order">
            {t('pay.cardOrPromptPay')}
          </Link>
          <button type="button" className="hi-btn hi-btn--ghost" onClick={start} disabled={pay.isPending} data-testid="hi-pay-promptpay">
            {pay.isPending ? t('pay.starting') : t('pay.promptpay')}
          </button>
        </p>
      )}
      {pay.isError && (
        <p className="hi-error" role="alert">
          {errorText(t, pay.error)}
        </p>
      )}
    </section>
  );
}
