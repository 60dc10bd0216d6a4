import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, simVerifyBodySchema, thaiIdSchema, isPostpaidSimLine, simPickupOnly } from './sim';

describe('ageOn', () => {
  const on = new Date('2026-06-15T10:00:00Z');
  it.each([
    ['2006-06-15', 20],
    ['2006-06-16', 19],
    ['2006-05-31', 20],
    ['2006-07-01', 19],
    ['1950-01-01', 76],
    ['2026-06-15', 0],
  ])('born %s is %i', (birth, age) => expect(ageOn(birth, on)).toBe(age));
});

describe('isIsoDate', () => {
  it.each(['2000-02-29', '1999-12-31'])('accepts %s', (d) => expect(isIsoDate(d)).toBe(true));
  it.each(['1999-02-29', '2000-13-01', '2000-1-1', '01/01/2000', ''])('rejects %j', (d) => expect(isIsoDate(d)).toBe(false));
});

describe('thaiIdSchema', () => {
  it('normalises and checks the checksum', () => {
    expect(thaiIdSchema.parse('1-1037-00000-00-3')).toBe('1103700000003');
    expect(thaiIdSchema.safeParse('1103700000004').error!.issues[0].message).toBe('thai_id_checksum');
    expect(thaiIdSchema.safeParse('11037').error!.issues[0].message).toBe('thai_id_format');
  });
});

describe('simVerifyBodySchema', () => {
  const body = {
    package_id: 1,
    hold_id: '0b9a4a3e-4f8e-4c11-9d4e-0a8b7c6d5e4f',
    thai_id: '1103700000003',
    birth_date: '1990-01-31',
    mobile_number: '0812345678',
    otp_request_id: '5c1d2b3a-4f8e-4c11-9d4e-0a8b7c6d5e4f',
    otp_code: '123456',
  };
  it('accepts a complete form and defaults to a physical SIM', () => {
    expect(simVerifyBodySchema.parse(body)).toEqual({ ...body, esim: false });
  });
  it.each([
    ['thai_id', '1103700000004'],
    ['birth_date', '1990-02-30'],
    ['mobile_number', '0712345678'],
    ['otp_code', '12345'],
    ['hold_id', 'nope'],
  ])('rejects a bad %s', (field, value) => {
    const r = simVerifyBodySchema.safeParse({ ...body, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].path[0]).toBe(field);
  });
});

describe('simPickupOnly', () => {
  const sim = { product_type: 'postpaid', sim_meta: { number: '0812345678' } };
  it('is on only with the toggle and a postpaid SIM line', () => {
    expect(isPostpaidSimLine(sim)).toBe(true);
    expect(isPostpaidSimLine({ product_type: 'postpaid', sim_meta: null })).toBe(false);
    expect(isPostpaidSimLine({ product_type: 'prepaid', sim_meta: { number: '0812345678' } })).toBe(false);
    expect(simPickupOnly([{ product_type: 'product', sim_meta: null }, sim], true)).toBe(true);
    expect(simPickupOnly([sim], false)).toBe(false);
    expect(simPickupOnly([{ product_type: 'product', sim_meta: null }], true)).toBe(false);
  });
});
