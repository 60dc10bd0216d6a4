import { describe, expect, it } from 'vitest';
import { parseEmvFields, parsePromptPayTarget, promptPayAccountField, promptPayAmount, thirteenDigitIdValid } from './promptpay';

describe('13-digit ID check digit', () => {
  it.each(['1101700230708', '0105536000313', '0000000000001', '3100600445015'])('%s is valid', (id) => expect(thirteenDigitIdValid(id)).toBe(true));
  it.each(['1101700230709', '0000000000000', '110170023070', '11017002307081', '110170023070a'])('%s is not', (id) => expect(thirteenDigitIdValid(id)).toBe(false));
});

describe('PromptPay targets', () => {
  it.each([
    ['0812345678', { kind: 'mobile', id: '0812345678' }],
    ['081-234-5678', { kind: 'mobile', id: '0812345678' }],
    ['081 234 5678', { kind: 'mobile', id: '0812345678' }],
    ['0105536000313', { kind: 'tax_id', id: '0105536000313' }],
    ['0-1055-36000-31-3', { kind: 'tax_id', id: '0105536000313' }],
    ['0212345678', null],
    ['0105536000314', null],
    ['', null],
  ])('%s -> %j', (value, target) => expect(parsePromptPayTarget(value)).toEqual(target));

  it('writes 0066 and the mobile without its 0, or the ID as it is', () => {
    expect(promptPayAccountField({ kind: 'mobile', id: '0812345678' })).toEqual({ id: '01', value: '0066812345678' });
    expect(promptPayAccountField({ kind: 'tax_id', id: '0105536000313' })).toEqual({ id: '02', value: '0105536000313' });
  });
});

describe('amount text', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [69900, '699.00'],
    [123456789, '1234567.89'],
    [2000, '20.00'],
  ])('%i -> %s', (satang, text) => expect(promptPayAmount(satang)).toBe(text));
  it.each([0, -100, 1.5])('refuses %s', (satang) => expect(() => promptPayAmount(satang)).toThrow(RangeError));
});

describe('EMV fields', () => {
  it('splits ID, length, value', () => {
    expect(parseEmvFields('000201010212')).toEqual([
      { id: '00', value: '01' },
      { id: '01', value: '12' },
    ]);
    expect(parseEmvFields('')).toEqual([]);
  });
  it.each(['0002', '00020', '0x0201', '00a201'])('refuses malformed %s', (text) => expect(() => parseEmvFields(text)).toThrow(SyntaxError));
});
