import { useTranslation } from 'react-i18next';
import type { ConsentPurpose } from '@store/domain/consents';

/** The purposes in the order asked (packages/domain/src/consents.ts CONSENT_PURPOSES; a type import keeps zod out of the chunk). */
const PURPOSES = ['terms', 'marketing', 'data_sharing'] as const satisfies readonly ConsentPurpose[];

export type Consents = Record<ConsentPurpose, boolean>;
export const NO_CONSENTS: Consents = { terms: false, marketing: false, data_sharing: false };

/**
 * The PDPA consents, each asked separately with its own text (the version in CONSENT_TEXT_VERSIONS
 * is the one recorded): the service terms (required to order), marketing and data sharing
 * (optional, separate, never ticked for the shopper).
 */
export function ConsentFields({ value, onChange, disabled, termsError }: { value: Consents; onChange: (v: Consents) => void; disabled?: boolean; termsError?: boolean }) {
  const { t } = useTranslation('pre2post');
  return (
    <fieldset className="p2p-consents" disabled={disabled} data-testid="pre2post-consents">
      <legend className="p2p-subtitle">{t('consents.title')}</legend>
      <p className="p2p-note">{t('consents.intro')}</p>
      {PURPOSES.map((purpose) => {
        const required = purpose === 'terms';
        const invalid = required && termsError && !value.terms;
        return (
          <div key={purpose} className={`p2p-consent${invalid ? ' is-invalid' : ''}`}>
            <label className="p2p-consent__label">
              <input
                type="checkbox"
                checked={value[purpose]}
                onChange={(e) => onChange({ ...value, [purpose]: e.target.checked })}
                aria-describedby={`p2p-consent-${purpose}-text${invalid ? ' p2p-consent-terms-error' : ''}`}
                aria-invalid={invalid || undefined}
                required={required}
              />
              <span>
                {t(`consents.${purpose}.label`)} <span className="p2p-consent__tag">{required ? t('consents.required') : t('consents.optional')}</span>
              </span>
            </label>
            <div className="p2p-consent__text" id={`p2p-consent-${purpose}-text`} tabIndex={0}>
              {t(`consents.${purpose}.text`)}
            </div>
            {invalid && (
              <p className="p2p-error" id="p2p-consent-terms-error" role="alert">
                {t('consents.termsRequired')}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
