import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateStockReminder } from '../api/create-stock-reminder';

const MOBILE = /^0[689]\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Notify me" for an out-of-stock option (POST /stock-reminder): a Thai mobile number or an e-mail. */
export function StockReminderForm({ variantId }: { variantId: number }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [contact, setContact] = useState('');
  const [invalid, setInvalid] = useState(false);
  const reminder = useCreateStockReminder();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = contact.trim();
    if (!MOBILE.test(value.replace(/[\s-]/g, '')) && !EMAIL.test(value)) {
      setInvalid(true);
      return;
    }
    reminder.mutate({ variantId, contact: value });
  };
  if (reminder.isSuccess) {
    return (
      <p className="notice notice--ok" role="status" data-testid="reminder-done">
        {t('reminder.done')}
      </p>
    );
  }
  const failed = reminder.error instanceof ApiError ? (reminder.error.code === 'variant_in_stock' ? t('reminder.inStock') : t('reminder.failed')) : null;
  return (
    <form className="reminder" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-contact`} className="reminder__label">
        {t('reminder.label')}
      </label>
      <div className="reminder__row">
        <input
          id={`${id}-contact`}
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder={t('reminder.placeholder')}
          value={contact}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setContact(e.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="cbtn" disabled={reminder.isPending}>
          {t('reminder.submit')}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('reminder.invalid')}
        </p>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </form>
  );
}
