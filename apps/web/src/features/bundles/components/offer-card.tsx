import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BundleCampaignSummary } from '@store/domain/bundles';
import { deviceImage, useMoney } from './shell';

/** Where a campaign's page is: /online-store/bundle/:id/:bundle/:nas (the product, the campaign, the plan). */
export const bundleHref = (c: Pick<BundleCampaignSummary, 'id' | 'product' | 'plan_nas_code'>) =>
  `/online-store/bundle/${c.product.id}/${encodeURIComponent(c.id)}/${encodeURIComponent(c.plan_nas_code ?? 'device-only')}`;

/** One campaign in a grid: device, customer price, regular price, plan, contract and advance payment. */
export function OfferCard({ offer, preview = false }: { offer: BundleCampaignSummary; preview?: boolean }) {
  const { t, i18n } = useTranslation('bundles');
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const money = useMoney();
  return (
    <li className="bnd-card" data-testid={`bnd-offer-${offer.id}`}>
      <span className="bnd-tag">{t(`kinds.${offer.kind}`)}</span>
      {offer.product.image && <img className="bnd-card__img" src={deviceImage(offer.product.image, offer.product.id) ?? ''} alt="" width={120} height={120} loading="lazy" />}
      <h2 className="bnd-card__title">{offer.name[lang]}</h2>
      <p className="bnd-card__device">{offer.product.title[lang]}</p>
      <p className="bnd-card__price">
        <span className="bnd-muted">{t('card.from')}</span>
        <strong>{money(offer.from_price)}</strong>
      </p>
      <p className="bnd-muted">
        {t('card.regular')} <span className="bnd-strike">{money(offer.regular_price)}</span>
      </p>
      <ul className="bnd-facts">
        {offer.existing_campaign.rc > 0 && <li>{t('card.perMonth', { amount: money(offer.existing_campaign.rc) })}</li>}
        <li>{offer.contract_months > 0 ? t('card.contract', { months: offer.contract_months }) : t('card.noContract')}</li>
        {offer.existing_campaign.advance_payment > 0 && <li>{t('card.advance', { amount: money(offer.existing_campaign.advance_payment) })}</li>}
      </ul>
      {!preview && (
        <Link className="bnd-btn bnd-btn--small" to={bundleHref(offer)}>
          {t('card.see')}
        </Link>
      )}
    </li>
  );
}
