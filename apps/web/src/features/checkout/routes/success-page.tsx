import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { TaxInvoicePanel } from '@/components/tax-invoice/tax-invoice-panel';
import { basePath } from '@/lib/boot';
import { errorKeys } from '@/lib/error-code';
import { currentLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { getCheckoutCartQueryOptions } from '../api/get-checkout-cart';
import { useOrder } from '../api/get-order';
import { CheckoutSteps } from '../components/delivery-tabs';
import { OrderLines } from '../components/order-lines';
import { orderOutcome, outcomePath } from '../order-outcome';
import '../checkout.css';

/** /success (route success): the paid order, its number, a link to track it and the receipt. */
export function SuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const secureKey = params.get('order') ?? storage.get(STORAGE_KEYS.orderIdSecure) ?? '';
  const order = useOrder(secureKey, false);
  const { user } = useSession();
  const queryClient = useQueryClient();
  // The paid cart is closed: GET /cart now answers a new empty one and the header count follows.
  useEffect(() => {
    void queryClient.fetchQuery({ ...getCheckoutCartQueryOptions(null, currentLang()), staleTime: 0 }).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [queryClient]);
  if (!secureKey) return <Navigate to="/" replace />;
  if (order.data && orderOutcome(order.data) !== 'success') return <Navigate to={outcomePath(order.data)} replace />;
  const data = order.data;
  return (
    <div className="page ck ck--narrow">
      <CheckoutSteps at="done" />
      {order.isError ? (
        <p className="ck-note ck-note--error" role="alert">
          {t(errorKeys(order.error))}
        </p>
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <section className="ck-box ck-done" data-testid="order-success">
          <h1 className="ck__title">{t('success.title')}</h1>
          <p>{t('success.text')}</p>
          <dl className="ck-facts">
            <div>
              <dt>{t('success.number')}</dt>
              <dd data-testid="order-number">{data.order_number}</dd>
            </div>
            <div>
              <dt>{t('success.total')}</dt>
              <dd>{t('baht', { amount: formatPrice(data.total) })}</dd>
            </div>
          </dl>
          <OrderLines order={data} />
          <div className="ck-actions">
            <Link
              className="ck-btn ck-btn--primary"
              to={user ? `/profile/tracking/${encodeURIComponent(data.order_number)}` : `/tracking?order_number=${encodeURIComponent(data.order_number)}`}
            >
              {t('success.track')}
            </Link>
            <a className="ck-btn" href={`${basePath()}/api/orders/${encodeURIComponent(data.secure_key)}/receipt.pdf?lang=${currentLang()}`} target="_blank" rel="noopener">
              {t('success.receipt')}
            </a>
            <Link className="ck-btn" to="/online-store">
              {t('success.shop')}
            </Link>
          </div>
          <TaxInvoicePanel order={data} />
        </section>
      )}
    </div>
  );
}
