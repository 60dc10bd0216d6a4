import { isThaiMobile } from './phone';
import { assertSatang, type Satang } from './money';

/**
 * PromptPay (Thai QR, EMVCo merchant-presented) facts the server and the storefront share: who can be
 * paid (a mobile number or a 13-digit national/tax ID), the amount text, and a reader of the payload's
 * ID-length-value fields. The payload itself is written by the `promptpay-qr` package on the server.
 */
export const PROMPTPAY_AID = 'A000000677010111';

export type PromptPayTarget = { kind: 'mobile'; id: string } | { kind: 'tax_id'; id: string };

/** The 13-digit Thai national / tax ID check digit: (11 - sum(d_i x (14 - i)) mod 11) mod 10. */
export function thirteenDigitIdValid(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** Reads a PromptPay ID: a Thai mobile number (any separators) or a valid 13-digit ID; null otherwise. */
export function parsePromptPayTarget(value: string): PromptPayTarget | null {
  const digits = value.replace(/[\s-]/g, '');
  if (isThaiMobile(digits)) return { kind: 'mobile', id: digits };
  if (thirteenDigitIdValid(digits)) return { kind: 'tax_id', id: digits };
  return null;
}

/** Field 29's value for a target: 01 = 0066 + the mobile without its 0, 02 = the 13-digit ID. */
export function promptPayAccountField(target: PromptPayTarget): { id: '01' | '02'; value: string } {
  return target.kind === 'mobile' ? { id: '01', value: `0066${target.id.slice(1)}` } : { id: '02', value: target.id };
}

/** Field 54's amount text: baht with two decimals and no separators (69900 -> "699.00"). */
export function promptPayAmount(satang: Satang): string {
  assertSatang(satang);
  if (satang <= 0) throw new RangeError(`a PromptPay amount must be positive, got ${satang}`);
  return `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
}

export interface EmvField {
  id: string;
  value: string;
}

/** Splits EMVCo ID(2) + length(2) + value text into fields; throws when a length runs past the end. */
export function parseEmvFields(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length) {
      throw new SyntaxError(`malformed EMV field at ${at}`);
    }
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}
