/** Thai mobile numbers: 10 digits starting 06, 08 or 09 (DOMAIN.md). */
export const THAI_MOBILE_RE = /^0[689]\d{8}$/;

export function isThaiMobile(value: string): boolean {
  return THAI_MOBILE_RE.test(value);
}

/** Removes spaces, dashes and a +66 / 66 prefix: "+66 81-234-5678" -> "0812345678". */
export function normalizeThaiMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\+?66\d{9}$/.test(digits)) return `0${digits.replace(/^\+?66/, '')}`;
  return digits;
}

/** The 3-3-4 display of spec 5: "0812345678" -> "081-234-5678". Other input is returned unchanged. */
export function formatMsisdn(value: string, separator = '-'): string {
  if (!/^\d{10}$/.test(value)) return value;
  return [value.slice(0, 3), value.slice(3, 6), value.slice(6)].join(separator);
}

/** The numeric-only key filter of spec 5: digits, numpad digits, backspace, delete and arrows. */
export function isNumericKey(key: string): boolean {
  return /^[0-9]$/.test(key) || ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab', 'Home', 'End'].includes(key);
}
