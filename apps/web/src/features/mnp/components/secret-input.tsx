import { useState, type InputHTMLAttributes } from 'react';

/**
 * A field for a secret (the Thai ID, the porting PIN): the digits are shown while it has the focus,
 * and only `masked(value)` once the shopper leaves it (the ID and the PIN are masked on screen after
 * entry). What is typed goes to `onChange` unchanged. The digits come back, all selected, as the
 * field takes the focus: typing replaces the secret (retyped whole, as it was hidden), the arrow keys
 * keep it.
 */
export function SecretInput({
  value,
  masked,
  onChange,
  onBlur,
  onFocus,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; masked: (value: string) => string; onChange: (value: string) => void }) {
  const [focused, setFocused] = useState(false);
  return (
    <input
      {...rest}
      value={focused || !value ? value : masked(value)}
      onFocus={(e) => {
        const input = e.currentTarget;
        if (value && input.value !== value) {
          // The same value React is about to render: it then leaves the field (and the selection) alone.
          input.value = value;
          input.select();
        }
        setFocused(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        onBlur?.(e);
      }}
      onChange={(e) => onChange(e.target.value)}
      data-masked={!focused && !!value ? 'true' : undefined}
    />
  );
}
