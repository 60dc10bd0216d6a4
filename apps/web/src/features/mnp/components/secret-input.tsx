import { useState, type InputHTMLAttributes } from 'react';

/**
 * A field for a secret (the Thai ID, the porting PIN): the digits are shown while it has the focus,
 * and only `masked(value)` once the shopper leaves it (the ID and the PIN are masked on screen after
 * entry). What is typed goes to `onChange` unchanged.
 */
export function SecretInput({
  value,
  masked,
  onChange,
  onBlur,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; masked: (value: string) => string; onChange: (value: string) => void }) {
  const [focused, setFocused] = useState(false);
  return (
    <input
      {...rest}
      value={focused || !value ? value : masked(value)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        setFocused(false);
        onBlur?.(e);
      }}
      onChange={(e) => {
        if (focused) onChange(e.target.value);
      }}
      data-masked={!focused && !!value ? 'true' : undefined}
    />
  );
}
