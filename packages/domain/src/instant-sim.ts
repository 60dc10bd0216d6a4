import { z } from 'zod';
import { MSISDN_RE } from './msisdn';

/**
 * Instant SIM (spec 2 /online-store/instantsim): a prepaid SIM pack bought in a shop, its number and
 * SIM serial (ICCID, ITU-T E.118) printed on the card, activated online by its holder.
 */

/** The Luhn check digit (ISO/IEC 7812) of a string of digits: the ICCID's last digit. */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError('digits only');
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    // Doubling starts with the rightmost digit of the payload (the check digit will follow it).
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 19- or 20-digit ICCID starting 89 (telecom) whose last digit is its Luhn check digit. */
export function isIccid(value: string): boolean {
  return /^89\d{17,18}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** How many trailing digits of the serial a shopper may type instead of the whole ICCID. */
export const SERIAL_TAIL_DIGITS = 6;

/**
 * Does what the shopper typed identify this pack's ICCID? Either the whole ICCID (spaces allowed)
 * or its last SERIAL_TAIL_DIGITS digits.
 */
export function serialMatches(iccid: string, typed: string): boolean {
  const digits = typed.replace(/\s/g, '');
  return digits.length === SERIAL_TAIL_DIGITS ? iccid.endsWith(digits) : digits === iccid;
}

/** The prefix of a hold id that is an instant-SIM pack claim (not a number-pool hold). */
export const PACK_HOLD_PREFIX = 'pack:';
export const isPackHoldId = (holdId: string): boolean => holdId.startsWith(PACK_HOLD_PREFIX);

/** POST /sim/instant/claims: the pack in hand (number and serial) and the package to start with. */
export const instantClaimBodySchema = z.object({
  package_id: z.number().int().positive(),
  number: z.string().regex(MSISDN_RE, { message: 'number_invalid' }),
  serial: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => v.length === SERIAL_TAIL_DIGITS || /^\d{19,20}$/.test(v), { message: 'serial_invalid' })
    .refine((v) => /^\d+$/.test(v), { message: 'serial_invalid' })
    .refine((v) => v.length === SERIAL_TAIL_DIGITS || isIccid(v), { message: 'iccid_checksum' }),
});
export type InstantClaimBody = z.input<typeof instantClaimBodySchema>;

/** An instant-SIM pack's life: in the shop's stock, claimed by a buyer online, activated when paid. */
export const PACK_STATUSES = ['in_stock', 'claimed', 'activated'] as const;
