import { z } from 'zod';
import { isPhone } from './paylater';

/**
 * Payment rules shared by the storefront and the server: charge statuses (Omise/Opn shape) and their
 * TMF676 states, card checks done before tokenisation, pay-later availability and the time limits.
 */
export const CHARGE_STATUSES = ['pending', 'successful', 'failed', 'expired', 'reversed'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const FAILURE_CODES = [
  'insufficient_fund',
  'card_declined',
  'authentication_failed',
  'expired_card',
  'paylater_declined',
  'credit_check_failed',
  'insufficient_credit',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** Minimum and maximum charge (20 baht, like Thai gateways; 1 million baht). */
export const MIN_CHARGE_SATANG = 2_000;
export const MAX_CHARGE_SATANG = 100_000_000;
/** How long a PromptPay QR can be paid, and how long a 3-D Secure step can be finished. */
export const PROMPTPAY_CHARGE_TTL_MS = 15 * 60_000;
export const THREE_DS_TTL_MS = 15 * 60_000;
/** A webhook whose signed timestamp is further than this from now is refused (replay window). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

export type Tmf676State = 'pendingAuthorization' | 'authorized' | 'captured' | 'failed' | 'canceled' | 'denied';

/** The TMF676 payment state of a charge: a declined card is `denied`, other failures `failed`. */
export function tmf676State(status: ChargeStatus, failureCode?: string | null): Tmf676State {
  switch (status) {
    case 'pending':
      return 'pendingAuthorization';
    case 'successful':
      return 'captured';
    case 'failed':
      return failureCode === 'insufficient_fund' || failureCode === 'card_declined' ? 'denied' : 'failed';
    case 'expired':
    case 'reversed':
      return 'canceled';
  }
}

export const CARD_BRANDS = ['Visa', 'MasterCard', 'JCB', 'American Express', 'UnionPay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

const BRAND_RULES: { brand: CardBrand; prefix: RegExp; lengths: number[] }[] = [
  { brand: 'Visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'MasterCard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { brand: 'JCB', prefix: /^35(2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] },
  { brand: 'American Express', prefix: /^3[47]/, lengths: [15] },
  { brand: 'UnionPay', prefix: /^62/, lengths: [16, 17, 18, 19] },
];

/** Digits only: card numbers may be typed with spaces or dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn (mod 10) check of a card number. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand of a card number by its prefix and length; null when we do not accept it. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  return BRAND_RULES.find((r) => r.prefix.test(digits) && r.lengths.includes(digits.length))?.brand ?? null;
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1);
}

export const cardInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  number: z.string().max(30),
  expiration_month: z.coerce.number().int(),
  expiration_year: z.coerce.number().int(),
  security_code: z.string().max(8),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const CARD_ISSUES = ['invalid_number', 'unsupported_brand', 'invalid_expiration', 'expired_card', 'invalid_security_code'] as const;
export type CardIssue = (typeof CARD_ISSUES)[number];

/** What is wrong with a card before it is tokenised (empty when nothing). */
export function cardIssues(card: CardInput, now: Date): CardIssue[] {
  const issues: CardIssue[] = [];
  const brand = cardBrand(card.number);
  if (!luhnValid(card.number)) issues.push('invalid_number');
  else if (!brand) issues.push('unsupported_brand');
  const { expiration_month: m, expiration_year: y } = card;
  if (!(m >= 1 && m <= 12 && y >= 2000 && y <= 2099)) issues.push('invalid_expiration');
  else if (isCardExpired(m, y, now)) issues.push('expired_card');
  const cvcLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.security_code)) issues.push('invalid_security_code');
  return issues;
}

/** Spec 9: pay-later is offered only when the shopper is eligible and on a phone (Android or iPhone). */
export function isPayLaterAvailable(payLaterStatus: { eligible?: boolean | null } | null | undefined, userAgent: string | null | undefined): boolean {
  return payLaterStatus?.eligible === true && isPhone(userAgent);
}

/** A saved card as the shopper sees it (spec 7 GET /card-token/{userId}): never more than brand and last 4 digits. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last_digits: z.string().regex(/^\d{4}$/),
  name: z.string(),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
