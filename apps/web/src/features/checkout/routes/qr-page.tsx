import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorKeys } from '@/lib/error-code';
import type { OrderView } from '@/lib/order';
import { useOrder } from '../api/get-order';
import { payOrderAgain, type PlacedOrder } from '../api/place-order';
import { newIdempotencyKey } from '../checkout-state';
import { Countdown, useSecondsLeft } from '../components/countdown';
import { OrderBreakdown } from '../components/order-breakdown';
import { PromptPayQr } from '../components/promptpay-qr';
import { orderOutcome, outcomePath } from '../order-outcome';
import '../checkout.css';

/**
 * /payment/qr/:secure_key (route payment-qr): the PromptPay QR with a countdown to its expiry and the
 * live status (GET /orders/:secure_key every 3 s); paid goes to success. A QR whose time ran out
 * while the order still waits (its stock and cart kept, decision 011) says so and offers a new QR
 * for the same order or another method; an order that expired or was cancelled goes to the error page.
 */
export function QrPage() {
  const { t } = useTranslation('checkout');
  const { secure_key: secureKey = '' } = useParams();
  const navigate = useNavigate();
  const placed = (useLocation().state as { payment?: PlacedOrder['payment']; order?: OrderView } | null) ?? null;
  const order = useOrder(secureKey, true);
  const view = order.data ?? placed?.order ?? null;
  const qr = order.data ? (order.data.payment?.qr ?? null) : (placed?.payment?.qr ?? null);
  const expiresAt = order.data?.payment?.expires_at ?? placed?.payment?.expires_at ?? view?.expires_at ?? null;
  const left = useSecondsLeft(expiresAt);
  const outcome = order.data ? orderOutcome(order.data) : 'pending';
  const open = !!view && ['placed', 'awaiting_payment'].includes(view.state);
  const qrEnded = ['expired', 'reversed', 'failed'].includes(order.data?.payment?.status ?? '');
  const timedOut = left === 0 || (open && qrEnded);
  const queryClient = useQueryClient();
  const [renewing, setRenewing] = useState(false);
  const [renewError, setRenewError] = useState<unknown>(null);
  const renew = async () => {
    setRenewing(true);
    setRenewError(null);
    try {
      const result = await payOrderAgain(secureKey, { method: 'promptpay' }, newIdempotencyKey());
      queryClient.setQueryData(['order', secureKey], result.order);
      if (result.next === 'qr') void navigate(`/payment/qr/${encodeURIComponent(secureKey)}`, { replace: true, state: { payment: result.payment, order: result.order } });
      else void navigate(outcomePath(result.order), { replace: true });
    } catch (error) {
      setRenewError(error);
    } finally {
      setRenewing(false);
    }
  };

  useEffect(() => {
    // A QR that ran out while the order still waits stays here with the offer of a new one.
    if (order.data && outcome !== 'pending' && !(outcome === 'error' && open)) {
      const timer = window.setTimeout(() => void navigate(outcomePath(order.data), { replace: true }), 800);
      return () => window.clearTimeout(timer);
    }
  }, [order.data, outcome, open, navigate]);

  return (
    <div className="page ck ck--narrow">
      <h1 className="ck__title">{t('qr.title')}</h1>
      {view && <p className="ck-order-no">{t('qr.order', { number: view.order_number })}</p>}
      {order.isError && !view ? (
        <p className="ck-note ck-note--error" role="alert">
          {t(errorKeys(order.error))}
        </p>
      ) : !view || (!qr && !timedOut && outcome === 'pending') ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <section className="ck-box ck-qrbox">
          <p>{t('qr.howTo')}</p>
          {qr && !timedOut && <PromptPayQr image={qr.image} payload={qr.payload} amount={view.total} />}
          {left !== null && !timedOut && outcome === 'pending' && <Countdown seconds={left} />}
          <p className={`ck-qr__status${outcome === 'error' || timedOut ? ' is-error' : outcome === 'success' ? ' is-ok' : ''}`} role="status" data-testid="qr-status">
            {outcome === 'success' ? t('qr.paid') : outcome === 'error' || timedOut ? t('qr.expired') : t('qr.waiting')}
          </p>
          {timedOut && open && outcome !== 'success' && (
            <>
              <p>{t('qr.kept')}</p>
              {renewError !== null && (
                <p className="ck-note ck-note--error" role="alert">
                  {t(errorKeys(renewError))}
                </p>
              )}
              <div className="ck-actions">
                <button type="button" className="ck-btn ck-btn--primary" onClick={() => void renew()} disabled={renewing} aria-busy={renewing || undefined}>
                  {renewing ? t('qr.renewing') : t('qr.renew')}
                </button>
                <Link className="ck-btn" to="/payment">
                  {t('error.tryAgain')}
                </Link>
              </div>
            </>
          )}
        </section>
      )}
      {view && <OrderBreakdown summary={view} />}
    </div>
  );
}
