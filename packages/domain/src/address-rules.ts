import type { Lang } from './lang';
import { THAI_MOBILE_RE } from './phone';

/** Address rules and display without zod, for the web app (the API's zod schema in address.ts says the same). */
export const MAX_ADDRESSES_PER_USER = 20;
export const POSTCODE_RE = /^\d{5}$/;

export type AddressField = 'recipient_name' | 'phone' | 'address_line' | 'subdistrict_id';

/** The address form's problems as codes per field. */
export function addressProblems(input: { recipient_name: string; phone: string; address_line: string; subdistrict_id: number | null }): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  if (!input.recipient_name.trim()) problems.recipient_name = 'recipient_name_required';
  else if (input.recipient_name.length > 100) problems.recipient_name = 'recipient_name_too_long';
  if (!THAI_MOBILE_RE.test(input.phone)) problems.phone = 'phone_invalid';
  if (!input.address_line.trim()) problems.address_line = 'address_line_required';
  else if (input.address_line.length > 200) problems.address_line = 'address_line_too_long';
  if (!input.subdistrict_id) problems.subdistrict_id = 'subdistrict_required';
  return problems;
}

interface AddressNames {
  province: string;
  city: string;
  district: string;
}

const BANGKOK_TH = 'กรุงเทพมหานคร';

/**
 * One line for display in the current language. Thai uses the official prefixes (แขวง/เขต in
 * Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere): "99/1 ถ.สุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110";
 * English: "99/1 Sukhumvit Rd, Khlong Toei, Khlong Toei, Bangkok 10110".
 */
export function formatAddress(address: { address_line: string; postcode: string; th: AddressNames; en: AddressNames }, lang: Lang): string {
  if (lang === 'en') {
    const en = address.en;
    return `${address.address_line}, ${en.district}, ${en.city}, ${en.province} ${address.postcode}`;
  }
  const th = address.th;
  const parts =
    th.province === BANGKOK_TH
      ? [address.address_line, `แขวง${th.district}`, `เขต${th.city}`, th.province, address.postcode]
      : [address.address_line, `ตำบล${th.district}`, `อำเภอ${th.city}`, `จังหวัด${th.province}`, address.postcode];
  return parts.join(' ');
}
