import type { InputHTMLAttributes } from 'react';

type Props = {
  id: string;
  /** The feature's class prefix (`p2p` → `p2p-field`, `p2p-hint`, `p2p-error`). */
  prefix: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  /** The digits typed (anything else is dropped). */
  onChange: (digits: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/**
 * The mobile number of an OTP step: digits only, ten at most, its hint or its error, tied to it for
 * screen readers. Other input attributes go on the input (an account number: `type`, `autoComplete`).
 */
export function MobileField({ id, prefix, label, hint, error, value, onChange, ...input }: Props) {
  return (
    <div className={`${prefix}-field`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={`${prefix}-error`} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={`${prefix}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
