import { describe, expect, it } from 'vitest';
import { AUSPICIOUS_SUMS, classifyNumber, digitSum, digitsMask, isMsisdn, maskOf, NUMBER_CLASS_PRICES, NUMBER_CLASSES } from './msisdn';

describe('isMsisdn (10 digits starting 06, 08 or 09)', () => {
  it.each(['0612345678', '0812345678', '0999999999'])('accepts %s', (n) => expect(isMsisdn(n)).toBe(true));
  it.each(['0712345678', '081234567', '08123456789', '081-234-5678', '+66812345678', ''])('rejects %j', (n) => expect(isMsisdn(n)).toBe(false));
});

describe('digitSum', () => {
  it.each([
    ['0812345678', 44],
    ['0600000000', 6],
    ['0999999999', 81],
    ['0800000000', 8],
  ])('%s -> %i', (n, sum) => expect(digitSum(n)).toBe(sum));
});

describe('digitsMask (digits after the 0X prefix)', () => {
  it('sets one bit per digit present after the prefix', () => {
    expect(digitsMask('0812345678')).toBe(maskOf([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(digitsMask('0899999999')).toBe(maskOf([9]));
  });

  it('ignores the 0 of the prefix, but not a later 0', () => {
    expect(digitsMask('0811111111') & 1).toBe(0);
    expect(digitsMask('0811111110') & 1).toBe(1);
  });

  it('maskOf ignores repeats', () => {
    expect(maskOf([1, 1, 9])).toBe(0b1000000010);
    expect(maskOf([])).toBe(0);
  });
});

describe('classifyNumber', () => {
  it.each([
    ['0812349999', 'lucky9999'],
    ['0899999999', 'lucky9999'],
    ['0812348888', 'lucky_gold'],
    ['0612340000', 'lucky_gold'],
    ['0812345777', 'lucky_silver'],
    ['0812341000', 'lucky_silver'],
    ['0810001234', 'lucky_silver'],
    ['0810006789', 'lucky_silver'],
    ['0820000123', 'normal'], // 0123 is not a run of the kind sold (a leading 0); sum 16
    ['0812347896', 'normal'], // no run, no repeat, sum 48
  ])('%s -> %s', (n, cls) => {
    if (cls === 'normal') expect(AUSPICIOUS_SUMS).not.toContain(digitSum(n));
    expect(classifyNumber(n)).toBe(cls);
  });

  it('is bronze only by an auspicious sum', () => {
    // 0812345673: sum 39 (not auspicious); 0812345674: sum 40; 0812345675: 41 (auspicious)
    expect(classifyNumber('0812345673')).toBe('normal');
    expect(classifyNumber('0812345675')).toBe('lucky_bronze');
  });

  it('prices every class, rising with the tier', () => {
    const prices = NUMBER_CLASSES.map((c) => NUMBER_CLASS_PRICES[c]);
    expect(prices[0]).toBe(0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(new Set(prices).size).toBe(prices.length);
  });
});
