import { describe, expect, it } from 'vitest';
import { branchText, taxInvoiceRequestSchema } from './tax-invoice';
import { isThaiTaxId } from './thai-id';

const good = { name: 'บริษัท ตัวอย่าง จำกัด', tax_id: '0105550123451', branch: 'head_office', address: '99 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500' };
const codes = (body: object) => {
  const r = taxInvoiceRequestSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('isThaiTaxId', () => {
  it('takes a company number (leading 0) and a national ID with a right check digit', () => {
    expect(isThaiTaxId('0105561000011')).toBe(true);
    expect(isThaiTaxId('1234567890121')).toBe(true);
    expect(isThaiTaxId('0105561000012')).toBe(false);
    expect(isThaiTaxId('010556100001')).toBe(false);
    expect(isThaiTaxId('01055610000１1')).toBe(false);
  });
});

describe('taxInvoiceRequestSchema', () => {
  it('accepts a company at head office and a branch number; strips dashes and spaces from the tax ID', () => {
    expect(taxInvoiceRequestSchema.parse(good)).toEqual(good);
    expect(taxInvoiceRequestSchema.parse({ ...good, tax_id: '0-1055-50123-45-1', branch: '00012', email: ' a@b.co ' })).toMatchObject({
      tax_id: '0105550123451',
      branch: '00012',
      email: 'a@b.co',
    });
  });

  it('says what is wrong with the tax ID: format or checksum', () => {
    expect(codes({ ...good, tax_id: '12345' })).toEqual(['tax_id:tax_id_format']);
    expect(codes({ ...good, tax_id: '010555012345x' })).toEqual(['tax_id:tax_id_format']);
    expect(codes({ ...good, tax_id: '0105550123452' })).toEqual(['tax_id:tax_id_checksum']);
  });

  it('checks the branch, the name and the address lengths and the e-mail', () => {
    expect(codes({ ...good, branch: '0001' })).toEqual(['branch:branch_format']);
    expect(codes({ ...good, branch: 'branch' })).toEqual(['branch:branch_format']);
    expect(codes({ ...good, name: '  ' })).toEqual(['name:name_required']);
    expect(codes({ ...good, name: 'x'.repeat(201) })).toEqual(['name:name_too_long']);
    expect(codes({ ...good, name: 'x'.repeat(200) })).toEqual([]);
    expect(codes({ ...good, address: '' })).toEqual(['address:address_required']);
    expect(codes({ ...good, address: 'x'.repeat(301) })).toEqual(['address:address_too_long']);
    expect(codes({ ...good, address: 'a\u0000b' })).toEqual(['address:address_invalid']);
    expect(codes({ ...good, email: 'nope' })).toEqual(['email:email_invalid']);
    expect(codes({ ...good, email: '' })).toEqual([]);
  });

  it('names the branch in both languages', () => {
    expect(branchText('head_office', 'th')).toBe('สำนักงานใหญ่');
    expect(branchText('head_office', 'en')).toBe('Head office');
    expect(branchText('00003', 'th')).toBe('สาขาที่ 00003');
    expect(branchText('00003', 'en')).toBe('Branch 00003');
  });
});
