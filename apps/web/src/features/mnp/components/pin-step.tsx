import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MnpVerification } from '@store/domain/mnp';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useVerifyPin } from '../api/verify-pin';
import { FAIL_PAGE_CODES, failPath, recordInfo } from '../flow';
import { PinHelp } from './pin-help';
import { SecretInput } from './secret-input';

const maskPin = (pin: string) => '•'.repeat(pin.length);

/**
 * The porting PIN (spec verify-pin-code): 8 digits from the current operator, checked with the
 * clearinghouse; masked once entered; tries left after a wrong one. A locked, expired or never-asked
 * PIN goes to the fail page (ask for a new one); a verification out of time calls `onExpired`.
 */
export function PinStep({ v, onExpired }: { v: MnpVerification; onExpired: () => void }) {
  const { t } = useTranslation('mnp');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const verify = useVerifyPin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{8}$/.test(pin)) {
      setError(t('errors.porting_pin_format'));
      return document.getElementById('mnp-pin')?.focus();
    }
    setError(null);
    try {
      await verify.mutateAsync({ id: v.id, pin });
      setPin('');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'mnp_verification_expired') return onExpired();
      if (e instanceof ApiError && FAIL_PAGE_CODES.has(e.code)) {
        recordInfo({ status: false, code: e.code, message: e.message, details: e.details });
        return navigate(failPath(e.code, pathname));
      }
      setError(errorText(t, e));
    }
  };

  return (
    <form className="mnp-box mnp-form" onSubmit={(e) => void submit(e)} noValidate data-testid="mnp-pin">
      <h2 className="mnp-subtitle">{t('pin.title')}</h2>
      <PinHelp />
      <div className="mnp-field">
        <label htmlFor="mnp-pin">{t('pin.label')}</label>
        <SecretInput
          id="mnp-pin"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={pin}
          masked={maskPin}
          onChange={(value) => setPin(value.replace(/\D/g, ''))}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? 'mnp-pin-error' : 'mnp-pin-hint'}
        />
        {error ? (
          <p id="mnp-pin-error" className="mnp-error" role="alert" data-testid="mnp-pin-error">
            {error}
          </p>
        ) : (
          <p id="mnp-pin-hint" className="mnp-hint">
            {t('pin.hint', { left: v.pin_attempts_left })}
          </p>
        )}
      </div>
      <button type="submit" className="mnp-btn" disabled={verify.isPending}>
        {verify.isPending ? t('pin.checking') : t('pin.submit')}
      </button>
    </form>
  );
}
