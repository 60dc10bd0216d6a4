import { z } from 'zod';
import { i18nTextSchema } from './content';
import { text } from './contracts/primitives';
import { DONORS, PORTING_REQUEST_STATES } from './mnp';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';

/**
 * The porting clearinghouse as the store sees it (issue 16; decision 029): the national
 * clearinghouse and the other operators (donors), behind the server's `porting` port. The embedded
 * sandbox keeps other operators' test numbers, the porting PINs their holders ask for (*151*<ID>#),
 * and porting requests that move on the clearinghouse's own clock. These are the shapes of its
 * sandbox-only dev routes (/dev/porting/*); the journeys' shapes are in mnp.ts.
 */

/**
 * The holder's Thai ID of every seeded sandbox number (README "Porting clearinghouse (sandbox)").
 * Valid checksum; tests and e2e import it.
 */
export const SANDBOX_PORTING_HOLDER_ID = '3101700789019';

/** Sandbox "now" may be moved ahead by at most this much at once (7 days). */
export const PORTING_CLOCK_MAX_ADVANCE_MINUTES = 10_080;

const mobile = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'mobile_invalid' }));

/** POST /dev/porting/pins: the holder asks their current operator for a porting PIN (stands for dialling *151*<ID>#). */
export const portingPinRequestBodySchema = z.object({ mobile_number: mobile, thai_id: text(32).min(1), lang: z.enum(['th', 'en']).default('th') });
export type PortingPinRequestBody = z.input<typeof portingPinRequestBodySchema>;
/** The PIN went by SMS to the number; it is never in an answer. */
export const portingPinSentSchema = z.object({ mobile_number: z.string(), expires_at: z.string() });
export type PortingPinSent = z.infer<typeof portingPinSentSchema>;

/** Where a sandbox number stands: still with its operator, in a porting request, or moved out (ours now). */
export const PORTING_NUMBER_STATES = ['with_donor', 'porting', 'ported_out'] as const;
export type PortingNumberState = (typeof PORTING_NUMBER_STATES)[number];

/** GET /dev/porting/numbers: a seeded test number of another operator, as testers read it. */
export const devPortingNumberSchema = z.object({
  mobile_number: z.string(),
  donor: z.enum(DONORS),
  type: z.enum(['prepaid', 'postpaid']),
  /** Masked; the full test ID is SANDBOX_PORTING_HOLDER_ID (README). */
  holder_thai_id: z.string(),
  registered: z.boolean(),
  /** Satang owed to the current operator (postpaid). */
  bill_outstanding: z.number().int(),
  active: z.boolean(),
  /** The clearinghouse never answers a request for it (504 porting_timeout). */
  never_answers: z.boolean(),
  /** What the number is for. */
  notes: i18nTextSchema,
  state: z.enum(PORTING_NUMBER_STATES),
  /** The open request's state, when there is one. */
  request_state: z.enum(PORTING_REQUEST_STATES).nullable(),
  ported_out_at: z.string().nullable(),
});
export type DevPortingNumber = z.infer<typeof devPortingNumberSchema>;

/** POST /dev/porting/clock: moves the sandbox clock ahead and runs the clearinghouse at once. */
export const portingClockBodySchema = z.object({ advance_minutes: z.number().int().min(1).max(PORTING_CLOCK_MAX_ADVANCE_MINUTES) });
export const portingClockSchema = z.object({ now: z.string(), offset_minutes: z.number().int(), changed: z.number().int() });
export type PortingClock = z.infer<typeof portingClockSchema>;
