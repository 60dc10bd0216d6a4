import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { sessionQueryOptions } from '@/lib/session';
import { useCouponHistory } from './api/get-coupon-history';
import { discountHeadline, formatDateTime } from './format';
import { useDocumentTitle } from './use-document-title';
import './coupon.css';

/** /profile/coupon/history (route profile-coupon-history): each use for an order, each use given back, each coupon that ended. */
export function CouponHistoryPage() {
  const { t, i18n } = useTranslation('coupon');
  const lang = i18n.language as Lang;
  const session = useQuery(sessionQueryOptions());
  const signedIn = !!session.data?.user;
  const history = useCouponHistory(signedIn);
  useDocumentTitle(t('history.title'));
  if (session.isSuccess && !signedIn) return <Navigate to="/" replace />;
  return (
    <div className="page cpn-page">
      <nav className="cpn-crumbs" aria-label={t('crumbs')}>
        <Link to="/profile">{t('profile')}</Link> / <Link to="/profile/coupon">{t('wallet.title')}</Link>
      </nav>
      <h1 className="cpn-page__title">{t('history.title')}</h1>
      {!history.data ? (
        <p role="status">{history.isError ? t('failed') : t('loading')}</p>
      ) : history.data.length === 0 ? (
        <div className="cpn-empty">
          <p>{t('history.empty')}</p>
          <Link className="cpn-btn cpn-btn--primary" to="/profile/coupon">
            {t('wallet.title')}
          </Link>
        </div>
      ) : (
        <ol className="cpn-history">
          {history.data.map((entry, i) => (
            <li
              key={`${entry.kind}-${entry.coupon.id}-${entry.order_id ?? ''}-${i}`}
              className={`cpn-history__item cpn-history__item--${entry.kind}`}
              data-testid="coupon-history-item"
            >
              <span className="cpn-history__amount">{discountHeadline(t, entry.coupon)}</span>
              <div>
                <p className="cpn-history__what">
                  <strong>{pickText(entry.coupon.title, lang)}</strong> <span className="cpn-history__code">{entry.coupon.code}</span>
                </p>
                <p className="cpn-history__when">
                  {t(`history.kinds.${entry.kind}`)} · <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
