import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './address';
import { addressProblems, formatAddress } from './address-rules';
import { profileUpdateSchema } from './identity';
import { isAvatarUrl, profileProblems } from './session';

describe('profile rules (form and API agree)', () => {
  it.each([
    [{ display_name: 'Somchai' }, {}],
    [{ display_name: '  ' }, { display_name: 'display_name_required' }],
    [{ display_name: 'x'.repeat(61) }, { display_name: 'display_name_too_long' }],
    [{ display_name: 'A', phone: '0712345678' }, { phone: 'phone_invalid' }],
    [{ display_name: 'A', phone: '0912345678', avatar: 'avatars/sun.svg' }, {}],
    [{ display_name: 'A', avatar: 'http://x.example/a.png' }, { avatar: 'avatar_invalid' }],
  ])('%j', (input, problems) => {
    expect(profileProblems(input)).toEqual(problems);
    const parsed = profileUpdateSchema.safeParse(input);
    expect(parsed.success).toBe(Object.keys(problems).length === 0);
    if (!parsed.success) expect(parsed.error.issues.map((i) => i.message)).toEqual(Object.values(problems));
  });
  it('accepts shipped pictures and https URLs only', () => {
    expect(isAvatarUrl('avatars/moon.svg')).toBe(true);
    expect(isAvatarUrl('https://cdn.example.com/me.png')).toBe(true);
    expect(isAvatarUrl('/avatars/moon.svg')).toBe(false);
    expect(isAvatarUrl('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isAvatarUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('address rules (form and API agree)', () => {
  const ok = { recipient_name: 'Malee', phone: '0812345678', address_line: '1 Road', subdistrict_id: 5 };
  it.each([
    [ok, {}],
    [{ ...ok, recipient_name: ' ' }, { recipient_name: 'recipient_name_required' }],
    [{ ...ok, phone: '021234567' }, { phone: 'phone_invalid' }],
    [{ ...ok, address_line: '' }, { address_line: 'address_line_required' }],
  ])('%j', (input, problems) => {
    expect(addressProblems(input)).toEqual(problems);
    expect(addressInputSchema.safeParse(input).success).toBe(Object.keys(problems).length === 0);
  });
  it('displays an address in Thai with the official prefixes and in English', () => {
    const bangkok = {
      address_line: '9',
      postcode: '10110',
      th: { province: 'กรุงเทพมหานคร', city: 'คลองเตย', district: 'คลองตัน' },
      en: { province: 'Bangkok', city: 'Khlong Toei', district: 'Khlong Tan' },
    };
    expect(formatAddress(bangkok, 'th')).toBe('9 แขวงคลองตัน เขตคลองเตย กรุงเทพมหานคร 10110');
    expect(formatAddress(bangkok, 'en')).toBe('9, Khlong Tan, Khlong Toei, Bangkok 10110');
    const cm = { ...bangkok, th: { province: 'เชียงใหม่', city: 'เมืองเชียงใหม่', district: 'ศรีภูมิ' } };
    expect(formatAddress(cm, 'th')).toBe('9 ตำบลศรีภูมิ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 10110');
  });
});
