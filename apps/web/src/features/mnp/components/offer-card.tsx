import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@store/domain/money';
import type { MnpOffer } from '@store/domain/mnp';
import { parseLang } from '@store/domain/lang';
import { advanceText, contractText, OfferFacts } from './offer-facts';

/** One plan offered for porting in (landing page): name, price a month, contract, allowances, what is paid online, and a button per journey it allows. */
export function OfferCard({ offer }: { offer: MnpOffer }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  const nas = encodeURIComponent(offer.nas_code);
  const name = offer.name[lang];
  return (
    <article className="mnp-plan" data-testid="mnp-offer" data-nas={offer.nas_code} aria-labelledby={`mnp-offer-${offer.nas_code}`}>
      <h3 id={`mnp-offer-${offer.nas_code}`} className="mnp-plan__name">
        {name}
      </h3>
      <p className="mnp-plan__price">
        <strong>{t('plan.price', { price: formatPrice(offer.monthly_price) })}</strong>
        <span>{t('plan.perMonth')}</span>
      </p>
      <p className="mnp-plan__contract">{contractText(t, offer.contract)}</p>
      <OfferFacts offer={offer} />
      {offer.highlights.length > 0 && (
        <ul className="mnp-plan__hl">
          {offer.highlights.map((h) => (
            <li key={h.en}>{h[lang]}</li>
          ))}
        </ul>
      )}
      <p className="mnp-plan__advance">{advanceText(t, offer.advance_payment, formatPrice)}</p>
      <p className="mnp-plan__actions">
        {offer.modes.includes('one_step') && (
          <Link className="mnp-btn" to={`/mnp/verify/one-step/${nas}`} aria-label={t('landing.oneStepFor', { name })} data-testid="mnp-offer-one-step">
            {t('landing.oneStepCta')}
          </Link>
        )}
        {offer.modes.includes('two_step') && (
          <Link className="mnp-btn mnp-btn--ghost" to={`/mnp/verify/two-step/${nas}`} aria-label={t('landing.twoStepFor', { name })} data-testid="mnp-offer-two-step">
            {t('landing.twoStepCta')}
          </Link>
        )}
      </p>
    </article>
  );
}
