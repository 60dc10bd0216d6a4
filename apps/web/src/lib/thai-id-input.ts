import { isThaiNationalId, normalizeThaiId } from '@store/domain/thai-id';

/**
 * The Thai ID as typed (digits, dashes and spaces as on the card) and its problem, if any, once it
 * can be told: a wrong check digit as soon as 13 digits are there; too short or empty only when
 * `final` (on leaving the field or sending). Shared by the pre2post and mnp verify pages.
 */
export function thaiIdProblem(typed: string, final: boolean): 'thai_id_format' | 'thai_id_checksum' | null {
  const digits = normalizeThaiId(typed);
  if (!digits) return final ? 'thai_id_format' : null;
  if (!/^\d+$/.test(digits) || digits.length > 13) return 'thai_id_format';
  if (digits.length < 13) return final ? 'thai_id_format' : null;
  return isThaiNationalId(digits) ? null : 'thai_id_checksum';
}
