import { describe, expect, it } from 'vitest';
import { thaiIdProblem } from './thai-id-input';

describe('the Thai ID field', () => {
  it('takes dashes and spaces as on the card and checks the check digit as soon as 13 digits are typed', () => {
    expect(thaiIdProblem('1-1017-00123-45-6', false)).toBeNull();
    expect(thaiIdProblem('1101700123456', true)).toBeNull();
    expect(thaiIdProblem('1101700123457', false)).toBe('thai_id_checksum');
  });

  it('says a short or empty ID only once the shopper is done with the field', () => {
    expect(thaiIdProblem('110170', false)).toBeNull();
    expect(thaiIdProblem('110170', true)).toBe('thai_id_format');
    expect(thaiIdProblem('', true)).toBe('thai_id_format');
    expect(thaiIdProblem('11017001234567', false)).toBe('thai_id_format');
  });
});
