import { z } from 'zod';

/**
 * PDPA consents (issue 15; DOMAIN.md PDPA): each purpose asked separately, each answer recorded —
 * granted or not — with the version of the text shown, the time and the order it was given with.
 * A user reads theirs (GET /me/consents) and withdraws one (POST /me/consents/:purpose/withdraw).
 * Owned by the identity module so prepaid-to-postpaid, home internet and number porting share it.
 *
 * `terms` is the service terms (required to order); `marketing` and `data_sharing` are optional.
 */
export const CONSENT_PURPOSES = ['terms', 'marketing', 'data_sharing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The version of each consent text the pages show (web locales `consents.<purpose>`); bump it when the text changes. */
export const CONSENT_TEXT_VERSIONS: Record<ConsentPurpose, string> = {
  terms: 'terms-2026-11',
  marketing: 'marketing-2026-11',
  data_sharing: 'data-sharing-2026-11',
};

/** One recorded answer. `withdrawn_at` is set when a granted consent is withdrawn. */
export const consentRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  text_version: z.string(),
  /** Which flow asked (e.g. pre_to_post). */
  context: z.string(),
  order_number: z.string().nullable(),
  created_at: z.string(),
  withdrawn_at: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /me/consents: every answer, newest first, and the current standing of each purpose (the latest answer, less withdrawals). */
export const myConsentsSchema = z.object({
  current: z.array(z.object({ purpose: z.enum(CONSENT_PURPOSES), granted: z.boolean(), text_version: z.string().nullable(), at: z.string().nullable() })),
  records: z.array(consentRecordSchema),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;
