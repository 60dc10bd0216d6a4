import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorKeys } from '@/lib/error-code';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { useOrder } from '../api/get-order';
import { orderOutcome, outcomePath } from '../order-outcome';
import '../checkout.css';

/**
 * /payment/error (route payment-error): why the payment failed, that the cart is kept (the stock is
 * held until the order expires), and the way back to pay with another card or method.
 */
export function PaymentErrorPage() {
  const { t, i18n } = useTranslation('checkout');
  const [params] = useSearchParams();
  const secureKey = params.get('order') ?? storage.get(STORAGE_KEYS.orderIdSecure) ?? '';
  const order = useOrder(secureKey, false);
  if (order.data && orderOutcome(order.data) === 'success') return <Navigate to={outcomePath(order.data)} replace />;
  const data = order.data;
  const reason = data?.state === 'expired' || data?.payment?.status === 'expired' ? 'expired' : (data?.payment?.failure_code ?? 'generic');
  const canRetry = !!data && !['expired', 'cancelled'].includes(data.state);
  const until = data?.expires_at
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { hour: '2-digit', minute: '2-digit' }).format(new Date(data.expires_at))
    : null;
  return (
    <div className="page ck ck--narrow">
      <section className="ck-box ck-failed" data-testid="payment-failed">
        <h1 className="ck__title">{t('error.title')}</h1>
        {order.isError ? (
          <p className="ck-note ck-note--error" role="alert">
            {t(errorKeys(order.error))}
          </p>
        ) : !data && secureKey ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p className="ck-note ck-note--error" role="alert" data-testid="payment-failure-reason">
              {t([`error.reasons.${reason}`, 'error.reasons.generic'])}
            </p>
            <p>{canRetry && until ? t('error.kept', { time: until }) : t('error.keptNoTime')}</p>
          </>
        )}
        <div className="ck-actions">
          <Link className="ck-btn ck-btn--primary" to="/payment">
            {t('error.tryAgain')}
          </Link>
          <Link className="ck-btn" to="/cart">
            {t('error.cart')}
          </Link>
        </div>
      </section>
    </div>
  );
}
