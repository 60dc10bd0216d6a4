import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authUrl, useSession } from '@/lib/session';
import { useCoupons } from './api/get-coupons';
import { CollectButton } from './collect-button';
import { CouponCard } from './coupon-card';
import { useCouponSync } from './use-coupon-sync';
import { useDocumentTitle } from './use-document-title';
import './coupon.css';

/** /coupon (route coupon-page, kept alive): the coupons to collect; a guest is asked to log in first. */
export function CouponPage() {
  const { t } = useTranslation('coupon');
  const session = useSession();
  const signedIn = session.user !== null;
  const coupons = useCoupons();
  useCouponSync(signedIn);
  useDocumentTitle(t('page.title'));
  return (
    <div className="page cpn-page">
      <header className="cpn-page__head">
        <div>
          <h1 className="cpn-page__title">{t('page.title')}</h1>
          <p className="cpn-page__intro">{t('page.intro')}</p>
        </div>
        {signedIn && (
          <Link className="cpn-btn cpn-btn--outline" to="/profile/coupon">
            {t('myCoupons')}
          </Link>
        )}
      </header>
      {!signedIn && (
        <div className="cpn-login" role="note">
          <p>{t('page.guest')}</p>
          <div className="cpn-login__actions">
            <a className="cpn-btn cpn-btn--primary" href={authUrl('login', '/coupon')}>
              {t('login')}
            </a>
            <a className="cpn-btn cpn-btn--outline" href={authUrl('signup', '/coupon')}>
              {t('signup')}
            </a>
          </div>
        </div>
      )}
      {!coupons.data ? (
        <p role="status">{coupons.isError ? t('failed') : t('loading')}</p>
      ) : coupons.data.length === 0 ? (
        <p className="cpn-empty">{t('page.empty')}</p>
      ) : (
        <ul className="cpn-list" aria-label={t('page.title')}>
          {coupons.data.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard
                coupon={coupon}
                note={
                  coupon.scope.products.length === 1 ? (
                    <Link className="cpn-link" to={`/coupon/condition/${coupon.id}/${coupon.scope.products[0].id}`}>
                      {t('seeCondition')}
                    </Link>
                  ) : null
                }
              >
                <CollectButton coupon={coupon} signedIn={signedIn} returnTo="/coupon" />
              </CouponCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
