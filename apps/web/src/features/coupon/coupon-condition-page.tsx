import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPrice } from '@store/domain/money';
import { ProductCard } from '@/components/product/product-card';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useCouponCondition } from './api/get-coupon-condition';
import { CollectButton } from './collect-button';
import { CouponCard } from './coupon-card';
import { discountHeadline, formatDateTime } from './format';
import { useDocumentTitle } from './use-document-title';
import './coupon.css';

const ID_RE = /^[1-9]\d{0,9}$/;

/** Which text of a check: met, unmet, or for the validity window whether it has not started or has ended. */
const checkText = (check: { key: string; met: boolean }, state: string) =>
  check.met ? 'met' : check.key === 'window' && (state === 'upcoming' || state === 'expired') ? state : 'unmet';

/** /coupon/condition/:id/:product (route coupon-condition-page, kept alive): does the coupon apply to this product, and why not. */
export function CouponConditionPage() {
  const { t, i18n } = useTranslation('coupon');
  const { id = '', product = '' } = useParams();
  const valid = ID_RE.test(id) && ID_RE.test(product);
  const condition = useCouponCondition(valid ? id : '0', valid ? product : '0');
  const signedIn = useSession().user !== null;
  useDocumentTitle(t('condition.title'));
  const notFound = !valid || (condition.error instanceof ApiError && condition.error.status === 404);
  return (
    <div className="page cpn-page">
      <nav className="cpn-crumbs" aria-label={t('crumbs')}>
        <Link to="/coupon">{t('page.title')}</Link>
      </nav>
      <h1 className="cpn-page__title">{t('condition.title')}</h1>
      {notFound ? (
        <div className="cpn-empty">
          <p>{t('condition.notFound')}</p>
          <Link className="cpn-btn cpn-btn--primary" to="/coupon">
            {t('page.title')}
          </Link>
        </div>
      ) : !condition.data ? (
        <p role="status">{condition.isError ? t('failed') : t('loading')}</p>
      ) : (
        <div className="cpn-cond">
          <div className="cpn-cond__verdict" data-applies={condition.data.applies} role="status">
            <span aria-hidden="true">{condition.data.applies ? '✓' : '✕'}</span>
            <p>{condition.data.applies ? t('condition.applies', { discount: discountHeadline(t, condition.data.coupon) }) : t('condition.notApplies')}</p>
          </div>
          <section className="cpn-cond__checks" aria-labelledby="cpn-checks-title">
            <h2 id="cpn-checks-title">{t('condition.checksTitle')}</h2>
            <ul>
              {condition.data.checks.map((check) => (
                <li key={check.key} className={check.met ? 'is-met' : 'is-unmet'}>
                  <span className="cpn-cond__mark" aria-hidden="true">
                    {check.met ? '✓' : '✕'}
                  </span>
                  <span>
                    <span className="visually-hidden">{check.met ? t('condition.met') : t('condition.unmet')}: </span>
                    {t(`condition.checks.${check.key}.${checkText(check, condition.data.coupon.state)}`, {
                      amount: formatPrice(condition.data.coupon.min_spend),
                      price: formatPrice(condition.data.product.price),
                      date: formatDateTime(condition.data.coupon.state === 'upcoming' ? condition.data.coupon.starts_at : condition.data.coupon.ends_at, i18n.language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <div className="cpn-cond__grid">
            <CouponCard coupon={condition.data.coupon}>
              <CollectButton coupon={condition.data.coupon} signedIn={signedIn} returnTo={`/coupon/condition/${id}/${product}`} />
            </CouponCard>
            <div className="cpn-cond__product">
              <h2>{t('condition.product')}</h2>
              <ProductCard product={condition.data.product} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
