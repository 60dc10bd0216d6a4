import { z } from 'zod';
import { text, token } from './contracts/primitives';
import { billingAddressInputSchema } from './pre2post';

/**
 * Students (issue 18; decision 036): the student registry's universities, a student's verification
 * (university + student ID + Thai ID, then an OTP to the student's mobile on record) and the `vlearn`
 * offers a verified student may claim, one per student.
 */

/** A verification stays usable this long after the OTP. */
export const STUDENT_VERIFICATION_TTL_MS = 30 * 60_000;

export const universitySchema = z.object({
  code: z.string(),
  name: z.object({ th: z.string(), en: z.string() }),
});
export type University = z.infer<typeof universitySchema>;

/** Why a registry record does not make a student: not studying now. */
export const STUDENT_REFUSALS = ['graduated', 'suspended'] as const;
export type StudentRefusal = (typeof STUDENT_REFUSALS)[number];

export const studentCheckBodySchema = z.object({
  university_code: token(20),
  student_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,20}$/, { message: 'student_id_invalid' }),
  thai_id: text(20).min(1),
  lang: z.enum(['th', 'en']).default('th'),
});
export type StudentCheckBody = z.input<typeof studentCheckBodySchema>;

/** What the check answers: the OTP went to the student's mobile (masked). */
export const studentCheckSentSchema = z.object({
  verification_id: z.string(),
  request_id: z.string(),
  mobile_number: z.string(),
  expires_at: z.string(),
  resend_after: z.string(),
});

export const studentOtpBodySchema = z.object({
  request_id: token(100),
  code: z.string().regex(/^\d{6}$/, { message: 'otp_invalid' }),
});

export const vlearnClaimViewSchema = z.object({
  offer_id: z.string(),
  order_number: z.string(),
  secure_key: z.string(),
  claimed_at: z.string(),
});

export const studentVerificationSchema = z.object({
  id: z.string(),
  university: universitySchema,
  student_id: z.string(),
  student_name: z.string(),
  mobile_number: z.string(),
  state: z.enum(['otp_sent', 'verified']),
  expires_at: z.string(),
  /** The student's vlearn claim, when they already have one (one per student). */
  claim: vlearnClaimViewSchema.nullable(),
});
export type StudentVerification = z.infer<typeof studentVerificationSchema>;

export const vlearnOfferSchema = z.object({
  id: z.string(),
  name: z.object({ th: z.string(), en: z.string() }),
  description: z.object({ th: z.string(), en: z.string() }),
  /** Billed monthly (satang), never charged online. */
  monthly_price: z.number().int(),
  normal_price: z.number().int(),
  contract_months: z.number().int(),
  data_gb: z.number().int(),
});
export type VlearnOffer = z.infer<typeof vlearnOfferSchema>;

/** POST /register-campaign/vlearn (spec), with an Idempotency-Key header. */
export const vlearnClaimBodySchema = z.object({
  verification_id: z.string().uuid(),
  offer_id: token(40),
  billing_address: billingAddressInputSchema,
  email: z.email().max(200).optional(),
});
export type VlearnClaimBody = z.input<typeof vlearnClaimBodySchema>;

export const vlearnPlacedSchema = z.object({
  order_number: z.string(),
  secure_key: z.string(),
  state: z.enum(['in_progress', 'completed', 'cancelled']),
  offer_id: z.string(),
});
export type VlearnPlaced = z.infer<typeof vlearnPlacedSchema>;
