import { useTranslation } from 'react-i18next';
import type { ConsentPurpose } from '@store/domain/consents';

/** The purposes in the order asked (packages/domain/src/consents.ts; a type import keeps zod out of the chunk). */
const PURPOSES = ['terms', 'marketing', 'data_sharing'] as const satisfies readonly ConsentPurpose[];

export type Consents = Record<ConsentPurpose, boolean>;
export const NO_CONSENTS: Consents = { terms: false, marketing: false, data_sharing: false };

/**
 * The PDPA consents, each asked separately with its own text: the porting and service terms
 * (required), marketing and data sharing (optional, separate, never ticked for the shopper).
 */
export function ConsentFields({ value, onChange, disabled, termsError }: { value: Consents; onChange: (v: Consents) => void; disabled?: boolean; termsError?: boolean }) {
  const { t } = useTranslation('mnp');
  return (
    <fieldset className="mnp-consents" disabled={disabled} data-testid="mnp-consents">
      <legend className="mnp-subtitle">{t('consents.title')}</legend>
      <p className="mnp-note">{t('consents.intro')}</p>
      {PURPOSES.map((purpose) => {
        const required = purpose === 'terms';
        const invalid = required && termsError && !value.terms;
        return (
          <div key={purpose} className={`mnp-consent${invalid ? ' is-invalid' : ''}`}>
            <label className="mnp-consent__label">
              <input
                type="checkbox"
                checked={value[purpose]}
                onChange={(e) => onChange({ ...value, [purpose]: e.target.checked })}
                aria-describedby={`mnp-consent-${purpose}-text${invalid ? ' mnp-consent-terms-error' : ''}`}
                aria-invalid={invalid || undefined}
                required={required}
              />
              <span>
                {t(`consents.${purpose}.label`)} <span className="mnp-consent__tag">{required ? t('consents.required') : t('consents.optional')}</span>
              </span>
            </label>
            <div className="mnp-consent__text" id={`mnp-consent-${purpose}-text`} tabIndex={0}>
              {t(`consents.${purpose}.text`)}
            </div>
            {invalid && (
              <p className="mnp-error" id="mnp-consent-terms-error" role="alert">
                {t('consents.termsRequired')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
