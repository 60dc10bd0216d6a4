import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact';

const valid = { contact_name: 'Somchai', mobile_number: '0812345678' };

describe('contactRequestSchema (spec 3 contact request, spec 5 rules)', () => {
  it('accepts a name and a mobile number and defaults the rest to empty', () => {
    expect(contactRequestSchema.parse(valid)).toEqual({ ...valid, camp_code: '', offer_product: '' });
  });

  it('keeps the campaign code and offered product', () => {
    const request = { ...valid, camp_code: 'SUMMER_25-A', offer_product: 'Tawan Mobile' };
    expect(contactRequestSchema.parse(request)).toEqual(request);
  });

  it('accepts a Thai name with surrounding spaces', () => {
    expect(contactRequestSchema.safeParse({ ...valid, contact_name: '  สมชาย ใจดี ' }).success).toBe(true);
  });

  it.each(['', ' ', '   ', '\t', '\n \t', '\u3000'])('rejects the blank name %j with contact_name_required', (name) => {
    const result = contactRequestSchema.safeParse({ ...valid, contact_name: name });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['contact_name'], message: 'contact_name_required' })]);
  });

  it('rejects a missing name', () => {
    expect(contactRequestSchema.safeParse({ mobile_number: '0812345678' }).success).toBe(false);
  });

  it('rejects a name over 120 characters', () => {
    expect(contactRequestSchema.safeParse({ ...valid, contact_name: 'x'.repeat(121) }).success).toBe(false);
  });

  it.each(['', '0212345678', '081234567', '08123456789', '+66812345678', '081-234-5678', 'O812345678'])('rejects the mobile number %j', (mobile) => {
    const result = contactRequestSchema.safeParse({ ...valid, mobile_number: mobile });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['mobile_number']);
  });

  it('rejects a campaign code with other characters', () => {
    expect(contactRequestSchema.safeParse({ ...valid, camp_code: 'A B' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, camp_code: '<x>' }).success).toBe(false);
  });
});
