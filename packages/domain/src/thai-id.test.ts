import { describe, expect, it } from 'vitest';
import { isThaiNationalId, maskMobile, maskThaiId, normalizeThaiId, thaiIdCheckDigit } from './thai-id';

describe('thaiIdCheckDigit (DOMAIN.md: weights 13..2, (11 - sum mod 11) mod 10)', () => {
  it('computes by hand-checked examples', () => {
    // 1*13+1*12+0*11+3*10+7*9+0*8+0*7+0*6+0*5+0*4+0*3+0*2 = 118; 118 mod 11 = 8; 11-8 = 3
    expect(thaiIdCheckDigit('110370000000')).toBe(3);
    // sum = 0 -> (11 - 0) mod 10 = 1
    expect(thaiIdCheckDigit('000000000000')).toBe(1);
    // 3*13+1*12+0+0+0+0+0+0+0+0+0+0 = 51; 51 mod 11 = 7; 11-7 = 4
    expect(thaiIdCheckDigit('310000000000')).toBe(4);
    // 1*12 = 12; 12 mod 11 = 1 -> (11 - 1) mod 10 = 0
    expect(thaiIdCheckDigit('010000000000')).toBe(0);
    // sum mod 11 = 0 -> 11 mod 10 = 1: 1*11 = 11
    expect(thaiIdCheckDigit('001000000000')).toBe(1);
  });

  it('refuses anything but twelve digits', () => {
    expect(() => thaiIdCheckDigit('11037000000')).toThrow(RangeError);
    expect(() => thaiIdCheckDigit('11037000000a')).toThrow(RangeError);
  });
});

describe('isThaiNationalId', () => {
  it.each(['1103700000003', '3100000000004', '1101700230708'])('accepts %s', (id) => {
    expect(isThaiNationalId(id)).toBe(true);
  });

  it('accepts every check digit computed for many bodies and rejects the nine others', () => {
    for (let n = 0; n < 300; n += 1) {
      const body = String(1_000_000_000_00 + n * 7_919_113).slice(0, 12);
      const check = thaiIdCheckDigit(body);
      for (let d = 0; d < 10; d += 1) expect(isThaiNationalId(`${body}${d}`)).toBe(d === check);
    }
  });

  it.each([
    ['1103700000004', 'a wrong check digit'],
    ['0010000000001', 'a leading 0 (no ID starts with 0)'],
    ['110370000000', '12 digits'],
    ['11037000000033', '14 digits'],
    ['1-1037-00000-00-3', 'dashes (normalize first)'],
    ['110370000000a', 'a letter'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (id) => {
    expect(isThaiNationalId(id)).toBe(false);
  });

  it('accepts the card layout after normalising', () => {
    expect(isThaiNationalId(normalizeThaiId('1-1037-00000-00-3'))).toBe(true);
    expect(isThaiNationalId(normalizeThaiId('1 1037 00000 00 3'))).toBe(true);
  });
});

describe('masking', () => {
  it('keeps only the last four digits of an ID', () => {
    expect(maskThaiId('1103700000003')).toBe('*********0003');
    expect(maskThaiId('1-1037-00000-00-3')).toBe('*********0003');
    expect(maskThaiId('12')).toBe('**');
  });

  it('hides the middle of a mobile number', () => {
    expect(maskMobile('0812345678')).toBe('081-XXX-5678');
    expect(maskMobile('081234567')).toBe('081234567');
  });
});
