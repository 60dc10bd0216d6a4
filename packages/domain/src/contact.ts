import { z } from 'zod';
import { THAI_MOBILE_RE } from './phone';

/** The contact (callback) request of spec 3: name needs one non-whitespace character (spec 5). */
export const contactRequestSchema = z.object({
  contact_name: z
    .string()
    .max(120)
    .refine((v) => v.trim().length > 0, { message: 'contact_name_required' }),
  mobile_number: z.string().regex(THAI_MOBILE_RE, { message: 'mobile_number_invalid' }),
  camp_code: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  offer_product: z.string().max(120).default(''),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
