import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { errorKeys } from '@/lib/error-code';
import { useMyOrders } from '../api/get-my-orders';
import { useSignedInUser } from '../use-signed-in-user';
import '../tracking.css';

/** /profile/tracking (route profile-tracking): the shopper's order history with a search field. */
export function ProfileTrackingPage() {
  const { t, i18n } = useTranslation('tracking');
  const gate = useSignedInUser();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const orders = useMyOrders(q, gate.state === 'user');
  if (gate.state === 'guest') return <Navigate to="/" replace />;
  const rows = orders.data?.pages.flatMap((p) => p.items) ?? [];
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium' });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim().toUpperCase());
  };
  return (
    <div className="page trk">
      <nav className="trk__crumbs" aria-label={t('profile:crumbs')}>
        <Link to="/profile">{t('profile:title')}</Link>
      </nav>
      <h1 className="trk__title">{t('historyTitle')}</h1>
      <form className="trk-search" role="search" onSubmit={search}>
        <label htmlFor="trk-q" className="visually-hidden">
          {t('search')}
        </label>
        <input id="trk-q" type="search" placeholder={t('search')} value={typed} maxLength={40} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="trk-btn">
          {t('searchButton')}
        </button>
      </form>
      {orders.isError ? (
        <p className="trk-error" role="alert">
          {t(errorKeys(orders.error))}
        </p>
      ) : !orders.data ? (
        <p role="status">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="trk-box">{q ? t('noMatch', { q }) : t('empty')}</p>
      ) : (
        <div className="trk-table-wrap">
          <table className="trk-table">
            <caption className="visually-hidden">{t('historyTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col" className="num">
                  {t('columns.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('columns.price')}
                </th>
                <th scope="col">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.order_number} data-testid="order-row">
                  <th scope="row" data-label={t('columns.number')}>
                    <Link to={`/profile/tracking/${encodeURIComponent(row.order_number)}`}>{row.order_number}</Link>
                  </th>
                  <td data-label={t('columns.date')}>{date.format(new Date(row.created_at))}</td>
                  <td data-label={t('columns.quantity')} className="num">
                    {row.total_quantity}
                  </td>
                  <td data-label={t('columns.price')} className="num">
                    {formatPrice(row.total)}
                  </td>
                  <td data-label={t('columns.status')}>
                    <span className={`trk-status trk-status--${row.state}`}>{t(`status.${row.state}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.hasNextPage && (
        <button type="button" className="trk-btn" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
          {t('more')}
        </button>
      )}
    </div>
  );
}
