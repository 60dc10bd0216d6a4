import { useTranslation } from 'react-i18next';
import type { ConsentPurpose } from '@store/domain/consents';

/** The purposes in the order asked (packages/domain/src/consents.ts CONSENT_PURPOSES; a type import keeps zod out of the chunk). */
const PURPOSES = ['terms', 'marketing', 'data_sharing'] as const satisfies readonly ConsentPurpose[];

export type Consents = Record<ConsentPurpose, boolean>;
export const NO_CONSENTS: Consents = { terms: false, marketing: false, data_sharing: false };

/**
 * The PDPA consents, each asked separately with its own text: the service and installation terms
 * (required to order), marketing and data sharing (optional, separate, never ticked for the shopper).
 */
export function ConsentFields({ value, onChange, disabled, termsError }: { value: Consents; onChange: (v: Consents) => void; disabled?: boolean; termsError?: boolean }) {
  const { t } = useTranslation('home-internet');
  return (
    <fieldset className="hi-consents" disabled={disabled} data-testid="hi-consents">
      <legend className="hi-subtitle">{t('consents.title')}</legend>
      <p className="hi-note">{t('consents.intro')}</p>
      {PURPOSES.map((purpose) => {
        const required = purpose === 'terms';
        const invalid = required && termsError && !value.terms;
        return (
          <div key={purpose} className={`hi-consent${invalid ? ' is-invalid' : ''}`}>
            <label className="hi-consent__label">
              <input
                type="checkbox"
                checked={value[purpose]}
                onChange={(e) => onChange({ ...value, [purpose]: e.target.checked })}
                aria-describedby={`hi-consent-${purpose}-text${invalid ? ' hi-consent-terms-error' : ''}`}
                aria-invalid={invalid || undefined}
                required={required}
              />
              <span>
                {t(`consents.${purpose}.label`)} <span className="hi-tag">{required ? t('consents.required') : t('optional')}</span>
              </span>
            </label>
            <div className="hi-consent__text" id={`hi-consent-${purpose}-text`} tabIndex={0}>
              {t(`consents.${purpose}.text`)}
            </div>
            {invalid && (
              <p className="hi-error" id="hi-consent-terms-error" role="alert">
                {t('consents.termsRequired')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
