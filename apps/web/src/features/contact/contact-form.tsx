import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNumericKey, isThaiMobile, normalizeThaiMobile } from '@store/domain/phone';

export interface ContactFormValues {
  name: string;
  mobile: string;
}

interface ContactFormProps {
  values: ContactFormValues;
  onChange: (values: ContactFormValues) => void;
  /** The number came from storage: shown and disabled (spec 5). */
  mobileLocked: boolean;
  sending: boolean;
  onSubmit: () => void;
  /** Focus the name field when shown again (after "try again"). */
  refocus?: boolean;
}

/** The two fields of the contact request (spec 5): a non-blank name and a Thai mobile number. */
export function ContactForm({ values, onChange, mobileLocked, sending, onSubmit, refocus }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const ids = useId();
  const mobileRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [mobileError, setMobileError] = useState<'mobileRequired' | 'mobileInvalid' | null>(null);
  const nameBlank = values.name.trim().length === 0;

  useEffect(() => {
    if (refocus) nameRef.current?.focus();
    // Only when the form comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function mobileProblem(mobile: string) {
    if (mobile === '') return 'mobileRequired' as const;
    return isThaiMobile(mobile) ? null : ('mobileInvalid' as const);
  }

  function onMobileKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key === 'Enter' || event.key === 'Escape') return;
    if (!isNumericKey(event.key)) event.preventDefault();
  }

  function onMobileChange(raw: string) {
    const mobile = normalizeThaiMobile(raw).replace(/\D/g, '').slice(0, 10);
    if (mobileError && !mobileProblem(mobile)) setMobileError(null);
    onChange({ ...values, mobile });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || nameBlank) return;
    const problem = mobileProblem(values.mobile);
    setMobileError(problem);
    if (problem) {
      mobileRef.current?.focus();
      return;
    }
    onSubmit();
  }

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-busy={sending}>
      <p className="contact-form__intro">{t('intro')}</p>
      <label className="contact-form__label" htmlFor={`${ids}-name`}>
        {t('name')}
      </label>
      <input
        ref={nameRef}
        id={`${ids}-name`}
        className="contact-form__input"
        type="text"
        name="contact_name"
        autoComplete="name"
        maxLength={120}
        placeholder={t('namePlaceholder')}
        aria-required="true"
        data-autofocus
        value={values.name}
        readOnly={sending}
        onChange={(e) => onChange({ ...values, name: e.target.value })}
      />
      <label className="contact-form__label" htmlFor={`${ids}-mobile`}>
        {t('mobile')}
      </label>
      <input
        ref={mobileRef}
        id={`${ids}-mobile`}
        className="contact-form__input"
        type="tel"
        name="mobile_number"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="0812345678"
        aria-required="true"
        aria-invalid={mobileError ? true : undefined}
        aria-describedby={mobileError ? `${ids}-mobile-error` : mobileLocked ? `${ids}-mobile-note` : undefined}
        disabled={mobileLocked}
        readOnly={sending}
        value={values.mobile}
        onKeyDown={onMobileKeyDown}
        onChange={(e) => onMobileChange(e.target.value)}
        onBlur={() => values.mobile !== '' && setMobileError(mobileProblem(values.mobile))}
      />
      {mobileError && (
        <p id={`${ids}-mobile-error`} className="contact-form__error">
          {t(mobileError)}
        </p>
      )}
      {mobileLocked && !mobileError && (
        <p id={`${ids}-mobile-note`} className="contact-form__note">
          {t('mobileSaved')}
        </p>
      )}
      <button type="submit" className="contact-btn contact-btn--primary" disabled={sending || nameBlank}>
        {sending ? t('sending') : t('send')}
      </button>
      <p className="contact-form__note contact-form__privacy">{t('privacy')}</p>
    </form>
  );
}
