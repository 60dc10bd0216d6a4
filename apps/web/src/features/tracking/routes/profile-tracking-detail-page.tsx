import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { errorKeys } from '@/lib/error-code';
import { useMyOrder } from '../api/get-my-order';
import { OrderDetail } from '../components/order-detail';
import { useSignedInUser } from '../use-signed-in-user';
import '../tracking.css';

/** /profile/tracking/:order_id (route profile-tracking-detail): one of the shopper's orders with its four steps. */
export function ProfileTrackingDetailPage() {
  const { t } = useTranslation('tracking');
  const { order_id: orderNumber = '' } = useParams();
  const gate = useSignedInUser();
  const order = useMyOrder(orderNumber, gate.state === 'user');
  if (gate.state === 'guest') return <Navigate to="/" replace />;
  return (
    <div className="page trk">
      <nav className="trk__crumbs" aria-label={t('profile:crumbs')}>
        <Link to="/profile/tracking">{t('back')}</Link>
      </nav>
      <h1 className="trk__title">{t('title')}</h1>
      {order.isError ? (
        <p className="trk-error trk-error--box" role="alert">
          {t(errorKeys(order.error))}
        </p>
      ) : !order.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <OrderDetail order={order.data} account />
      )}
    </div>
  );
}
