import { useTranslation } from 'react-i18next';
import { formatPrice } from '@store/domain/money';
import type { MnpOffer } from '@store/domain/mnp';
import { parseLang } from '@store/domain/lang';
import { advanceText, contractText, OfferFacts } from './offer-facts';

/** The plans that allow this journey, as radio choices (the one of the address preselected). */
export function PlanPicker({ offers, value, onChange, disabled }: { offers: MnpOffer[]; value: string | null; onChange: (nas: string) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation('mnp');
  const lang = parseLang(i18n.language);
  return (
    <fieldset className="mnp-picker" disabled={disabled} data-testid="mnp-plan-picker">
      <legend className="mnp-subtitle">{t('plan.pick')}</legend>
      {offers.map((offer) => (
        <label key={offer.nas_code} className={`mnp-choice${value === offer.nas_code ? ' is-chosen' : ''}`} data-testid="mnp-plan-choice">
          <input type="radio" name="mnp-plan" value={offer.nas_code} checked={value === offer.nas_code} onChange={() => onChange(offer.nas_code)} />
          <span className="mnp-choice__body">
            <span className="mnp-choice__name">{offer.name[lang]}</span>
            <span className="mnp-choice__price">
              {t('plan.pricePerMonth', { price: formatPrice(offer.monthly_price) })} · {contractText(t, offer.contract)}
            </span>
            <OfferFacts offer={offer} />
            <span className="mnp-choice__advance">{advanceText(t, offer.advance_payment, formatPrice)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
