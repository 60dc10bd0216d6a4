import type { Satang } from './money';

/**
 * Rules of the number pool (spec 3 sim_meta, 7 "Numbers and packages"): classes, prices and the
 * derived values the search filters on. The server computes the same values in SQL when it seeds
 * the pool; a test compares the two.
 */
export const NUMBER_CLASSES = ['normal', 'lucky_bronze', 'lucky_silver', 'lucky_gold', 'lucky9999'] as const;
export type NumberClass = (typeof NUMBER_CLASSES)[number];

/** The lucky tiers, cheapest first (normal is not lucky). */
export const LUCKY_CLASSES: readonly NumberClass[] = ['lucky_bronze', 'lucky_silver', 'lucky_gold', 'lucky9999'];

/** List price of each class in satang; a normal number comes with its package at no charge. */
export const NUMBER_CLASS_PRICES: Record<NumberClass, Satang> = {
  normal: 0,
  lucky_bronze: 59_900,
  lucky_silver: 199_900,
  lucky_gold: 599_900,
  lucky9999: 999_900,
};

/** Digit sums Thai numerology counts as auspicious (operators may edit the tiers; DOMAIN.md). */
export const AUSPICIOUS_SUMS: readonly number[] = [14, 15, 19, 24, 36, 41, 42, 44, 45, 46, 50, 51, 54, 55, 56, 59, 63, 64, 65];

export const MSISDN_PREFIXES = ['06', '08', '09'] as const;
export const MSISDN_RE = /^0[689]\d{8}$/;

export const isMsisdn = (value: string): boolean => MSISDN_RE.test(value);

/** Sum of all ten digits: "0812345678" -> 44. */
export function digitSum(msisdn: string): number {
  let sum = 0;
  for (const c of msisdn) sum += c.charCodeAt(0) - 48;
  return sum;
}

/**
 * Bit d is set when digit d appears in the eight digits after the 0X prefix (0 is avoided except
 * in the prefix, DOMAIN.md), so "favourite" and "avoided" digits are one bit test each.
 */
export function digitsMask(msisdn: string): number {
  let mask = 0;
  for (const c of msisdn.slice(2)) mask |= 1 << (c.charCodeAt(0) - 48);
  return mask;
}

/** Mask of a list of digits: [1, 9] -> 0b1000000010. */
export const maskOf = (digits: readonly number[]): number => digits.reduce((m, d) => m | (1 << d), 0);

const ASCENDING = '0123456789';

/**
 * The class of a number: lucky9999 ends in 9999; gold ends in four equal digits; silver ends in
 * three equal digits or an ascending run of four (1234 ... 6789); bronze has an auspicious digit sum.
 */
export function classifyNumber(msisdn: string): NumberClass {
  const last4 = msisdn.slice(-4);
  if (last4 === '9999') return 'lucky9999';
  if (/^(\d)\1{3}$/.test(last4)) return 'lucky_gold';
  if (/(\d)\1{2}$/.test(last4) || (last4[0] !== '0' && ASCENDING.includes(last4))) return 'lucky_silver';
  if (AUSPICIOUS_SUMS.includes(digitSum(msisdn))) return 'lucky_bronze';
  return 'normal';
}

export const isLuckyClass = (c: NumberClass): boolean => c !== 'normal';
