import { useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { WALLET_LISTS, type WalletList } from '@store/domain/coupon-rules';
import { sessionQueryOptions } from '@/lib/session';
import { useMyCoupons, type WalletCoupon } from './api/get-my-coupons';
import { CopyCode } from './copy-code';
import { CouponCard } from './coupon-card';
import { formatDateTime } from './format';
import { useCouponSync } from './use-coupon-sync';
import { useDocumentTitle } from './use-document-title';
import './coupon.css';

/**
 * /profile/coupon (route profile-coupon, kept alive): the wallet in five tabs (all, recently
 * collected, expiring soon, used, expired); a guest goes home (spec 2 protected profile pages).
 */
export function ProfileCouponPage() {
  const { t } = useTranslation('coupon');
  const session = useQuery(sessionQueryOptions());
  const signedIn = !!session.data?.user;
  const [tab, setTab] = useState<WalletList>('all');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useCouponSync(signedIn);
  useDocumentTitle(t('wallet.title'));
  const list = useMyCoupons(tab, signedIn);
  if (session.isSuccess && !signedIn) return <Navigate to="/" replace />;

  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + WALLET_LISTS.length) % WALLET_LISTS.length;
    setTab(WALLET_LISTS[next]);
    tabs.current[next]?.focus();
  };

  return (
    <div className="page cpn-page">
      <nav className="cpn-crumbs" aria-label={t('crumbs')}>
        <Link to="/profile">{t('profile')}</Link>
      </nav>
      <header className="cpn-page__head">
        <h1 className="cpn-page__title">{t('wallet.title')}</h1>
        <div className="cpn-page__links">
          <Link className="cpn-btn cpn-btn--outline" to="/coupon">
            {t('wallet.more')}
          </Link>
          <Link className="cpn-link" to="/profile/coupon/history">
            {t('history.title')}
          </Link>
        </div>
      </header>
      <div className="cpn-tabs" role="tablist" aria-label={t('wallet.title')}>
        {WALLET_LISTS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`cpn-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="cpn-panel"
            tabIndex={tab === name ? 0 : -1}
            className="cpn-tabs__tab"
            onClick={() => setTab(name)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(`wallet.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="cpn-panel" role="tabpanel" aria-labelledby={`cpn-tab-${tab}`} className="cpn-panel">
        {!list.data ? (
          <p role="status">{list.isError ? t('failed') : t('loading')}</p>
        ) : list.data.length === 0 ? (
          <div className="cpn-empty">
            <p>{t(`wallet.empty.${tab}`)}</p>
            <Link className="cpn-btn cpn-btn--primary" to="/coupon">
              {t('wallet.browse')}
            </Link>
          </div>
        ) : (
          <ul className="cpn-list" aria-label={t(`wallet.tabs.${tab}`)}>
            {list.data.map((coupon) => (
              <li key={coupon.id}>
                <WalletItem coupon={coupon} tab={tab} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function WalletItem({ coupon, tab }: { coupon: WalletCoupon; tab: WalletList }) {
  const { t, i18n } = useTranslation('coupon');
  const usedUp = coupon.per_user_limit != null && coupon.used_by_me >= coupon.per_user_limit;
  const usable = coupon.state === 'available' && !usedUp;
  return (
    <CouponCard
      coupon={coupon}
      usedByMe={usedUp}
      note={
        <p className="cpn__meta">
          {t('wallet.collectedAt', { date: formatDateTime(coupon.collected_at, i18n.language) })}
          {coupon.used_by_me > 0 && coupon.last_used_at && <> · {t('wallet.usedAt', { date: formatDateTime(coupon.last_used_at, i18n.language), count: coupon.used_by_me })}</>}
        </p>
      }
    >
      {usable && tab !== 'used' && (
        <>
          <CopyCode code={coupon.code} />
          <Link className="cpn-link" to="/cart">
            {t('wallet.useInCart')}
          </Link>
        </>
      )}
    </CouponCard>
  );
}
