import { z } from 'zod';
import { THAI_MOBILE_RE } from './phone';

/** Thai addresses (spec 3 Address; DOMAIN.md): province, district (amphoe/khet), subdistrict (tambon/khwaeng), postcode. */
export const SUGGESTION_TYPES = ['province', 'district', 'subdistrict', 'postcode'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export { formatAddress, MAX_ADDRESSES_PER_USER, POSTCODE_RE } from './address-rules';

const nonBlank = (v: string) => v.trim().length > 0;

/** What the address form sends: the subdistrict implies district, province and postcode. */
export const addressInputSchema = z.object({
  recipient_name: z.string().max(100, { message: 'recipient_name_too_long' }).refine(nonBlank, { message: 'recipient_name_required' }),
  phone: z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }),
  address_line: z.string().max(200, { message: 'address_line_too_long' }).refine(nonBlank, { message: 'address_line_required' }),
  subdistrict_id: z.number().int().positive({ message: 'subdistrict_required' }),
  address_default: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

const placeSchema = z.object({ id: z.number().int(), th: z.string(), en: z.string() });
export type Place = z.infer<typeof placeSchema>;

/** One suggestion: the place asked for, with the places above it (and the postcode when known). */
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  id: z.number().int(),
  label: z.string(),
  postcode: z.string().nullable(),
  province: placeSchema,
  district: placeSchema.nullable(),
  subdistrict: placeSchema.nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const namesSchema = z.object({ province: z.string(), city: z.string(), district: z.string() });

/**
 * An address as the API returns it: spec 3's user_id, address_id, address_default (0|1), id, and the
 * names held per language at three levels (province, city = district/amphoe, district = subdistrict/tambon).
 */
export const addressSchema = z.object({
  id: z.number().int(),
  address_id: z.number().int(),
  user_id: z.string(),
  address_default: z.union([z.literal(0), z.literal(1)]),
  recipient_name: z.string(),
  phone: z.string(),
  address_line: z.string(),
  postcode: z.string(),
  province_id: z.number().int(),
  district_id: z.number().int(),
  subdistrict_id: z.number().int(),
  th: namesSchema,
  en: namesSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
