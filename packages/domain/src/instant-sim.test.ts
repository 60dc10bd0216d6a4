import { describe, expect, it } from 'vitest';
import { instantClaimBodySchema, isIccid, luhnCheckDigit, serialMatches } from './instant-sim';

describe('ICCID', () => {
  it('computes the Luhn check digit', () => {
    // The textbook example: 7992739871 has check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('896604000000000001')).toBe(luhnCheckDigit('896604000000000001'));
    const payload = '896604000000000001';
    expect(isIccid(payload + luhnCheckDigit(payload))).toBe(true);
    expect(isIccid(payload + ((luhnCheckDigit(payload) + 1) % 10))).toBe(false);
    expect(isIccid('12' + payload.slice(2) + luhnCheckDigit('12' + payload.slice(2)))).toBe(false);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('matches the whole serial or its last six digits', () => {
    const iccid = '8966040000000000017';
    expect(serialMatches(iccid, '000017')).toBe(true);
    expect(serialMatches(iccid, '8966 0400 0000 0000 017')).toBe(true);
    expect(serialMatches(iccid, '000018')).toBe(false);
    expect(serialMatches(iccid, '00017')).toBe(false);
  });

  it('validates the claim body', () => {
    const payload = '896604000000000001';
    const iccid = payload + luhnCheckDigit(payload);
    expect(instantClaimBodySchema.parse({ package_id: 1, number: '0812345678', serial: ' 123 456' }).serial).toBe('123456');
    expect(instantClaimBodySchema.safeParse({ package_id: 1, number: '0812345678', serial: iccid }).success).toBe(true);
    const wrongCheck = `${payload}${(luhnCheckDigit(payload) + 1) % 10}`;
    expect(instantClaimBodySchema.safeParse({ package_id: 1, number: '0812345678', serial: wrongCheck }).error?.issues[0].message).toBe('iccid_checksum');
    expect(instantClaimBodySchema.safeParse({ package_id: 1, number: '0812345678', serial: '1234' }).error?.issues[0].message).toBe('serial_invalid');
    expect(instantClaimBodySchema.safeParse({ package_id: 1, number: '0712345678', serial: '123456' }).error?.issues[0].message).toBe('number_invalid');
  });
});
