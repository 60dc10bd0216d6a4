import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { useMnpBundles } from '../api/get-mnp-bundles';

/**
 * "Switch to us with this phone" (issue 16): the device's bundles for porting a number in, each
 * linking to its bundle page (spec /online-store/mnp-bundle/:id/:inventory/:bundle) with the chosen
 * variant. Nothing shows for a device without bundles, or while they load.
 */
export function MnpBundleOffers({ productId, variantId }: { productId: number; variantId: number }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const { data: bundles } = useMnpBundles(productId);
  if (!bundles?.length) return null;
  return (
    <section className="mnp-offers" aria-labelledby="pdp-mnp">
      <h2 id="pdp-mnp" className="mnp-offers__title">
        {t('detail.mnp.title')}
      </h2>
      <p className="mnp-offers__lead">{t('detail.mnp.lead')}</p>
      <ul className="mnp-offers__list">
        {bundles.map((b) => (
          <li key={b.id}>
            <Link className="mnp-offers__item" to={`/online-store/mnp-bundle/${b.product_id}/${variantId}/${encodeURIComponent(b.id)}`} data-testid="mnp-bundle-offer">
              <span className="mnp-offers__save">{t('detail.mnp.save', { amount: formatPrice(b.discount) })}</span>
              <span className="mnp-offers__plan">{pickText(b.plan_name, lang)}</span>
              <span className="mnp-offers__terms">{t('detail.mnp.terms', { monthly: formatPrice(b.monthly_price), months: b.contract_months })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
