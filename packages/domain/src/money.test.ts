import { describe, expect, it } from 'vitest';
import { assertSatang, formatPrice, parsePrice } from './money';

describe('formatPrice (spec 5: thousands separators, 2 decimals)', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [69900, '699.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123456789, '1,234,567.89'],
    [100000000000, '1,000,000,000.00'],
  ])('%i satang -> %s', (satang, text) => {
    expect(formatPrice(satang)).toBe(text);
  });

  it.each([
    [-1, '-0.01'],
    [-69900, '-699.00'],
    [-123456789, '-1,234,567.89'],
  ])('keeps the sign of %i', (satang, text) => {
    expect(formatPrice(satang)).toBe(text);
  });

  it('formats negative zero as zero', () => {
    expect(formatPrice(-0)).toBe('0.00');
  });

  it.each([[0.5], [699.99], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('throws on %d, which is not a safe integer of satang', (value) => {
    expect(() => formatPrice(value)).toThrow(RangeError);
  });
});

describe('parsePrice', () => {
  it.each<[string | number, number]>([
    ['699.00', 69900],
    ['699', 69900],
    ['699.5', 69950],
    ['0.05', 5],
    ['1,234.5', 123450],
    ['1,234,567.89', 123456789],
    [' 12.30 ', 1230],
    ['-699.00', -69900],
    [699, 69900],
    [12.3, 1230],
  ])('%j -> %i satang', (input, satang) => {
    expect(parsePrice(input)).toBe(satang);
  });

  it('reads a negative zero as 0', () => {
    expect(Object.is(parsePrice('-0.00'), 0)).toBe(true);
  });

  it.each([
    [''],
    [' '],
    ['abc'],
    ['699.001'],
    ['6 99'],
    ['1.2.3'],
    ['.5'],
    ['5.'],
    ['+5'],
    ['--5'],
    ['1e5'],
    ['฿699'],
    ['699 baht'],
    ['1,2,3'],
    [',699'],
    ['12,34.00'],
    ['1234,567'],
    ['NaN'],
    ['99999999999999999999'],
  ])('rejects %j', (input) => {
    expect(() => parsePrice(input)).toThrow(RangeError);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [1e21], [0.001]])('rejects the number %d', (input) => {
    expect(() => parsePrice(input)).toThrow(RangeError);
  });

  it.each([0, 1, 99, 100, 69900, 123456789, -5, -123456789, Number.MAX_SAFE_INTEGER])('round-trips %i through formatPrice', (satang) => {
    expect(parsePrice(formatPrice(satang))).toBe(satang);
  });
});

describe('assertSatang', () => {
  it('returns a safe integer unchanged', () => {
    expect(assertSatang(69900)).toBe(69900);
  });

  it('names the bad value', () => {
    expect(() => assertSatang(1.5)).toThrow(/1\.5/);
  });
});
