import { NumberInput, useLocaleState, type NumberInputProps } from 'react-admin';

/** Satang shown as baht in the staff member's language. */
export function Baht({ satang }: { satang: number | null | undefined }) {
  const [locale] = useLocaleState();
  if (satang === null || satang === undefined) return <>-</>;
  return <>{(satang / 100).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 })}</>;
}

/** A price kept in satang (integers, packages/domain/src/money.ts) and typed in baht. */
export function SatangInput(props: NumberInputProps) {
  return (
    <NumberInput
      {...props}
      step={0.01}
      min={0}
      format={(v: number | null | undefined) => (v === null || v === undefined ? v : v / 100)}
      parse={(v: string) => (v === '' ? null : Math.round(Number(v) * 100))}
    />
  );
}
