import { describe, expect, it } from 'vitest';
import { formatMsisdn, isNumericKey, isThaiMobile, normalizeThaiMobile } from './phone';

describe('isThaiMobile (10 digits, 06/08/09)', () => {
  it.each(['0612345678', '0812345678', '0912345678', '0999999999'])('accepts %s', (value) => {
    expect(isThaiMobile(value)).toBe(true);
  });

  it.each([
    ['0212345678', 'a Bangkok landline'],
    ['0712345678', 'an 07 prefix'],
    ['081234567', '9 digits'],
    ['08123456789', '11 digits'],
    ['+66812345678', 'the +66 form (normalize first)'],
    ['081-234-5678', 'dashes (normalize first)'],
    ['081234567a', 'a letter'],
    ['', 'nothing'],
    [' 0812345678', 'a leading space'],
  ])('rejects %j (%s)', (value) => {
    expect(isThaiMobile(value)).toBe(false);
  });
});

describe('normalizeThaiMobile', () => {
  it.each([
    ['+66812345678', '0812345678'],
    ['66812345678', '0812345678'],
    ['+66 81-234-5678', '0812345678'],
    ['+66 81 234 5678', '0812345678'],
    ['081-234-5678', '0812345678'],
    ['081 234 5678', '0812345678'],
    ['0812345678', '0812345678'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizeThaiMobile(input)).toBe(expected);
    expect(isThaiMobile(normalizeThaiMobile(input))).toBe(true);
  });

  it('does not invent a mobile number from a wrong length', () => {
    expect(isThaiMobile(normalizeThaiMobile('+6681234567'))).toBe(false);
    expect(isThaiMobile(normalizeThaiMobile('+668123456789'))).toBe(false);
  });
});

describe('formatMsisdn (spec 5: 3-3-4 groups)', () => {
  it('groups ten digits 3-3-4', () => {
    expect(formatMsisdn('0812345678')).toBe('081-234-5678');
  });

  it('takes another separator', () => {
    expect(formatMsisdn('0812345678', ' ')).toBe('081 234 5678');
  });

  it.each(['081234567', '08123456789', '081-234-5678', 'abcdefghij', ''])('returns %j unchanged', (value) => {
    expect(formatMsisdn(value)).toBe(value);
  });
});

describe('isNumericKey (spec 5: digits, numpad digits, backspace, delete, arrows)', () => {
  it.each(['0', '1', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])('lets %s through', (key) => {
    expect(isNumericKey(key)).toBe(true);
  });

  it.each(['a', 'e', 'E', '.', ',', '-', '+', ' ', '٣', '๓', '10', 'Enter', 'Numpad5', ''])('blocks %j', (key) => {
    expect(isNumericKey(key)).toBe(false);
  });
});
