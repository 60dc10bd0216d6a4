import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { formatPrice } from '@store/domain/money';
import { useDeviceBundles } from '../api/get-device-bundles';

/**
 * "Offers for our customers" (issue 18): the device's open bundle campaigns (existing, prepaid, new
 * number, device only), each linking to its bundle page (/online-store/bundle/:id/:bundle/:nas).
 * Nothing shows for a device without campaigns, or while they load.
 */
export function DeviceBundleOffers({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const { data: offers } = useDeviceBundles(productId);
  if (!offers?.length) return null;
  return (
    <section className="mnp-offers" aria-labelledby="pdp-bundles">
      <h2 id="pdp-bundles" className="mnp-offers__title">
        {t('detail.bundles.title')}
      </h2>
      <ul className="mnp-offers__list">
        {offers.map((o) => (
          <li key={o.id}>
            <Link
              className="mnp-offers__item"
              to={`/online-store/bundle/${o.product.id}/${encodeURIComponent(o.id)}/${encodeURIComponent(o.plan_nas_code ?? 'device-only')}`}
              data-testid="device-bundle-offer"
            >
              <span className="mnp-offers__save">{t('detail.bundles.from', { amount: formatPrice(o.from_price) })}</span>
              <span className="mnp-offers__plan">{pickText(o.name, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
