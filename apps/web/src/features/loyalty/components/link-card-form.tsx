import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { thaiIdProblem } from '@/lib/thai-id-input';
import { useLinkCard } from '../api/link-card';

/** No card on the account: the holder's Thai ID links it (the card system compares it; nothing is kept by the store). */
export function LinkCardForm() {
  const { t } = useTranslation('loyalty');
  const id = useId();
  const link = useLinkCard();
  const [thaiId, setThaiId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = thaiIdProblem(thaiId, true);
    setProblem(found);
    if (found) return document.getElementById(`${id}-thai-id`)?.focus();
    link.mutate(thaiId);
  };
  const error = problem ? t(`errors.${problem}`) : link.isError ? errorText(t, link.error) : null;
  return (
    <form className="loy-box" data-testid="loyalty-link" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="loy-subtitle">
        {t('link.title')}
      </h2>
      <p className="loy-note">{t('link.text')}</p>
      <label className="loy-field" htmlFor={`${id}-thai-id`}>
        <span>{t('link.thaiId')}</span>
        <input
          id={`${id}-thai-id`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={thaiId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setThaiId(e.target.value);
            setProblem(thaiIdProblem(e.target.value, false));
          }}
        />
      </label>
      <p id={`${id}-error`} className="loy-error" role="alert">
        {error}
      </p>
      <button type="submit" className="loy-btn" disabled={link.isPending}>
        {link.isPending ? t('link.sending') : t('link.submit')}
      </button>
    </form>
  );
}
