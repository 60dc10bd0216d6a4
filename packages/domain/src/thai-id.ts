/**
 * Thai national ID (13 digits, DOMAIN.md): d1..d12 weighted 13..2 and summed; the check digit is
 * (11 - sum mod 11) mod 10 and must equal d13.
 */
export const THAI_ID_RE = /^\d{13}$/;

/** The check digit of the first twelve digits. */
export function thaiIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('twelve digits expected');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += (first12.charCodeAt(i) - 48) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True for 13 digits whose last is the check digit of the others (and the first is not 0). */
export function isThaiNationalId(value: string): boolean {
  if (!THAI_ID_RE.test(value) || value[0] === '0') return false;
  return thaiIdCheckDigit(value.slice(0, 12)) === value.charCodeAt(12) - 48;
}

/** Removes spaces and dashes as typed on the card ("1-1037-00000-00-1"). */
export const normalizeThaiId = (value: string): string => value.replace(/[\s-]/g, '');

/** What the screen and the API show once an ID is entered: only the last four digits. */
export function maskThaiId(value: string): string {
  const digits = normalizeThaiId(value);
  if (digits.length < 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** 0812345678 -> 081-XXX-5678: a mobile number shown after an OTP was sent to it. */
export function maskMobile(value: string): string {
  if (!/^\d{10}$/.test(value)) return value;
  return `${value.slice(0, 3)}-XXX-${value.slice(6)}`;
}

/**
 * A Thai tax identification number (13 digits with the same check digit as the national ID): a
 * person's national ID, or a company's number from the Department of Business Development, which
 * starts with 0 (e.g. 0105561000011).
 */
export function isThaiTaxId(value: string): boolean {
  if (!THAI_ID_RE.test(value)) return false;
  return thaiIdCheckDigit(value.slice(0, 12)) === value.charCodeAt(12) - 48;
}
