import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import type { MnpBundle } from '@store/domain/mnp';
import { parseLang, pickText } from '@store/domain/lang';
import { apiAsset } from '@/components/product/product-card';
import { contractText } from './offer-facts';

/** A device bundle: the device and its variant, its own price, the bundle price and the saving, the plan, the contract and what is paid online. */
export function BundleSummary({ bundle, image = true }: { bundle: MnpBundle; image?: boolean }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  const baht = (satang: number) => t('baht', { amount: formatPrice(satang) });
  const variant = [bundle.variant.capacity, bundle.variant.colour_name ? pickText(bundle.variant.colour_name, lang) : bundle.variant.colour].filter(Boolean).join(' · ');
  // The picture of the chosen colour (the catalogue's /api/product-images/:id/:colour/0.svg), else the product's.
  const colour = bundle.variant.colour && /^[a-z-]+$/.test(bundle.variant.colour) ? bundle.variant.colour : null;
  const src = colour
    ? apiAsset(`/product-images/${bundle.product.id}/${colour}/0.svg`)
    : bundle.product.image.startsWith('/product-images/')
      ? apiAsset(bundle.product.image)
      : bundle.product.image;
  return (
    <section className="mnp-box mnp-bundle" aria-labelledby={`mnp-bundle-${bundle.id}`} data-testid="mnp-bundle">
      {image && src && <img className="mnp-bundle__img" src={src} alt="" width={160} height={160} />}
      <div className="mnp-bundle__body">
        <h2 id={`mnp-bundle-${bundle.id}`} className="mnp-subtitle">
          {bundle.product.title[lang]}
        </h2>
        {variant && <p className="mnp-muted">{variant}</p>}
        <p className="mnp-bundle__name">{bundle.name[lang]}</p>
        <dl className="mnp-facts">
          <div>
            <dt>{t('bundle.devicePrice')}</dt>
            <dd>
              <s>{baht(bundle.variant.price)}</s>
            </dd>
          </div>
          <div>
            <dt>{t('bundle.bundlePrice')}</dt>
            <dd>
              <strong data-testid="mnp-bundle-price">{baht(bundle.bundle_price)}</strong>{' '}
              <span className="mnp-save">{t('bundle.save', { amount: formatPrice(bundle.discount) })}</span>
            </dd>
          </div>
          <div>
            <dt>{t('bundle.plan')}</dt>
            <dd>
              {bundle.offer.name[lang]} · {t('plan.pricePerMonth', { price: formatPrice(bundle.offer.monthly_price) })}
            </dd>
          </div>
          <div>
            <dt>{t('bundle.contract')}</dt>
            <dd>{contractText(t, bundle.contract_months)}</dd>
          </div>
          <div>
            <dt>{t('bundle.advance')}</dt>
            <dd>{bundle.advance_payment > 0 ? baht(bundle.advance_payment) : t('plan.noAdvance')}</dd>
          </div>
          <div className="mnp-facts__total">
            <dt>{t('bundle.payNow')}</dt>
            <dd data-testid="mnp-bundle-pay-now">{baht(bundle.pay_now)}</dd>
          </div>
        </dl>
        {!bundle.variant.in_stock && (
          <p className="mnp-error" role="alert">
            {t('bundle.outOfStock')}
          </p>
        )}
      </div>
    </section>
  );
}
