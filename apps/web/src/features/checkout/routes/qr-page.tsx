import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorKeys } from '@/lib/error-code';
import type { OrderView } from '@/lib/order';
import { useOrder } from '../api/get-order';
import type { PlacedOrder } from '../api/place-order';
import { Countdown, useSecondsLeft } from '../components/countdown';
import { PromptPayQr } from '../components/promptpay-qr';
import { orderOutcome, outcomePath } from '../order-outcome';
import '../checkout.css';

/**
 * /payment/qr/:secure_key (route payment-qr): the PromptPay QR with a countdown to its expiry and the
 * live status (GET /orders/:secure_key every 3 s); paid goes to success, expired or failed to error.
 */
export function QrPage() {
  const { t } = useTranslation('checkout');
  const { secure_key: secureKey = '' } = useParams();
  const navigate = useNavigate();
  const placed = (useLocation().state as { payment?: PlacedOrder['payment']; order?: OrderView } | null) ?? null;
  const order = useOrder(secureKey, true);
  const view = order.data ?? placed?.order ?? null;
  const qr = order.data?.payment?.qr ?? placed?.payment?.qr ?? null;
  const expiresAt = order.data?.payment?.expires_at ?? placed?.payment?.expires_at ?? view?.expires_at ?? null;
  const left = useSecondsLeft(expiresAt);
  const outcome = order.data ? orderOutcome(order.data) : 'pending';
  const timedOut = left === 0;

  useEffect(() => {
    if (order.data && outcome !== 'pending') {
      const timer = window.setTimeout(() => void navigate(outcomePath(order.data), { replace: true }), 800);
      return () => window.clearTimeout(timer);
    }
  }, [order.data, outcome, navigate]);

  return (
    <div className="page ck ck--narrow">
      <h1 className="ck__title">{t('qr.title')}</h1>
      {view && <p className="ck-order-no">{t('qr.order', { number: view.order_number })}</p>}
      {order.isError && !view ? (
        <p className="ck-note ck-note--error" role="alert">
          {t(errorKeys(order.error))}
        </p>
      ) : !view || !qr ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <section className="ck-box ck-qrbox">
          <p>{t('qr.howTo')}</p>
          <PromptPayQr image={qr.image} payload={qr.payload} amount={view.total} />
          {left !== null && !timedOut && outcome === 'pending' && <Countdown seconds={left} />}
          <p className={`ck-qr__status${outcome === 'error' || timedOut ? ' is-error' : outcome === 'success' ? ' is-ok' : ''}`} role="status" data-testid="qr-status">
            {outcome === 'success' ? t('qr.paid') : outcome === 'error' || timedOut ? t('qr.expired') : t('qr.waiting')}
          </p>
        </section>
      )}
    </div>
  );
}
