import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { errorKeys } from '@/lib/error-code';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { useOrder } from '../api/get-order';
import { orderOutcome, outcomePath } from '../order-outcome';
import '../checkout.css';

/** /pending (route pending): an order waiting for its payment to be confirmed, checked every 3 s. */
export function PendingPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const secureKey = params.get('order') ?? storage.get(STORAGE_KEYS.orderIdSecure) ?? '';
  const order = useOrder(secureKey, true);
  if (order.data && orderOutcome(order.data) !== 'pending') return <Navigate to={outcomePath(order.data)} replace />;
  return (
    <div className="page ck ck--narrow">
      <h1 className="ck__title">{t('pending.title')}</h1>
      {!secureKey ? (
        <p>{t('pending.noOrder')}</p>
      ) : order.isError ? (
        <p className="ck-note ck-note--error" role="alert">
          {t(errorKeys(order.error))}
        </p>
      ) : !order.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <section className="ck-box">
          <p role="status">{t('pending.text', { number: order.data.order_number })}</p>
          {order.data.payment?.authorize_uri && (
            <a className="ck-btn ck-btn--primary" href={order.data.payment.authorize_uri}>
              {t('pending.authorize')}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
