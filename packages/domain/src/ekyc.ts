import { z } from 'zod';
import { thaiIdSchema } from './sim';

/**
 * eKYC (issue 15; spec 3 "eKYC results", spec 7 creditok create-application / get-status,
 * save-face-recognition, save-temp-content): an application proves that the person ordering holds
 * the declared Thai ID, by a photo of the ID card and a selfie, decided by the vendor.
 * Decision 027 has the states, the sandbox outcomes, images at rest and the hand-off.
 */

/** The vendor's states: created -> document_captured -> selfie_captured -> verifying -> approved | rejected; any non-final state -> expired. */
export const EKYC_STATUSES = ['created', 'document_captured', 'selfie_captured', 'verifying', 'approved', 'rejected', 'expired'] as const;
export type EkycStatus = (typeof EKYC_STATUSES)[number];

export const EKYC_FINAL_STATUSES = ['approved', 'rejected', 'expired'] as const satisfies readonly EkycStatus[];
export type EkycDecisionStatus = (typeof EKYC_FINAL_STATUSES)[number];
export const isEkycFinal = (status: EkycStatus): status is EkycDecisionStatus => (EKYC_FINAL_STATUSES as readonly string[]).includes(status);

/** What the application is for (the order flow that needs it). */
export const EKYC_PURPOSES = ['pre_to_post', 'home_internet', 'mnp'] as const;
export type EkycPurpose = (typeof EKYC_PURPOSES)[number];

export const EKYC_REJECT_REASONS = ['face_mismatch', 'document_unreadable', 'document_expired', 'liveness_failed'] as const;
export type EkycRejectReason = (typeof EKYC_REJECT_REASONS)[number];

/** The two photos: the front of the ID card, then the selfie. */
export const EKYC_IMAGE_KINDS = ['document', 'selfie'] as const;
export type EkycImageKind = (typeof EKYC_IMAGE_KINDS)[number];

/** Accepted image types (checked by magic bytes, not by the Content-Type alone) and their size limit. */
export const EKYC_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export type EkycImageType = (typeof EKYC_IMAGE_TYPES)[number];
export const EKYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image type its first bytes say (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A), or null. */
export function sniffEkycImage(bytes: Uint8Array): EkycImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** The sandbox vendor's outcome for a declared ID (decided EKYC_SANDBOX_DECISION_MS after submit). */
export type EkycSandboxOutcome = { decision: 'approved' } | { decision: 'rejected'; reason: EkycRejectReason } | { decision: 'never' };

/** The documented test IDs of the sandbox (README "eKYC"); any other valid ID is approved. */
export const EKYC_SANDBOX_TEST_IDS: readonly { thai_id: string; outcome: EkycSandboxOutcome; note: string }[] = [
  { thai_id: '1101700456781', outcome: { decision: 'rejected', reason: 'face_mismatch' }, note: 'rejected: the selfie does not match the card' },
  { thai_id: '1101700567893', outcome: { decision: 'rejected', reason: 'document_unreadable' }, note: 'rejected: the card photo cannot be read' },
  { thai_id: '1101700678903', outcome: { decision: 'never' }, note: 'never decides: stays verifying until the application expires' },
];

export function ekycSandboxOutcomeOf(thaiId: string): EkycSandboxOutcome {
  return EKYC_SANDBOX_TEST_IDS.find((t) => t.thai_id === thaiId)?.outcome ?? { decision: 'approved' };
}

/** POST /ekyc/applications (spec POST /creditok/create-application). */
export const ekycCreateBodySchema = z.object({
  thai_id: thaiIdSchema,
  purpose: z.enum(EKYC_PURPOSES),
  lang: z.enum(['th', 'en']).default('th'),
});
export type EkycCreateBody = z.input<typeof ekycCreateBodySchema>;

/** An application as its owner sees it (spec GET /creditok/get-status/{id}); the Thai ID is masked, images are never returned. */
export const ekycApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(EKYC_STATUSES),
  purpose: z.enum(EKYC_PURPOSES),
  reject_reason: z.enum(EKYC_REJECT_REASONS).nullable(),
  /** When a non-final application expires. */
  expires_at: z.string(),
  has_document: z.boolean(),
  has_selfie: z.boolean(),
  /** The declared ID, masked (last four digits). */
  thai_id: z.string(),
  lang: z.enum(['th', 'en']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type EkycApplicationView = z.infer<typeof ekycApplicationSchema>;

/** A hand-off hash: 128 random bits, base64url (22 characters); longer ones accepted. */
export const EKYC_HANDOFF_HASH_RE = /^[A-Za-z0-9_-]{22,64}$/;
export const ekycHandoffHashSchema = z.string().regex(EKYC_HANDOFF_HASH_RE, { message: 'ekyc_link_not_found' });

/** POST /ekyc/applications/:id/handoff: the link the desktop shows as a QR code and a short link. */
export const ekycHandoffSchema = z.object({
  hash: z.string(),
  url: z.string(),
  /** The link without its scheme, to type on a phone. */
  short_url: z.string(),
  /** The QR code of `url`, an SVG document drawn on the server. */
  qr_svg: z.string(),
  expires_at: z.string(),
});
export type EkycHandoff = z.infer<typeof ekycHandoffSchema>;

/** What the phone sees of the application it continues (GET /ekyc/handoff/:hash): no id, no ID number. */
export const ekycHandoffViewSchema = z.object({
  status: z.enum(EKYC_STATUSES),
  purpose: z.enum(EKYC_PURPOSES),
  has_document: z.boolean(),
  has_selfie: z.boolean(),
  lang: z.enum(['th', 'en']),
  /** When the link stops working (or the application expires, whichever is first). */
  expires_at: z.string(),
});
export type EkycHandoffView = z.infer<typeof ekycHandoffViewSchema>;

/** The phone-side page of a hand-off, per purpose (spec 2: /ekyc-desktop/:hash and its pre2post and home-internet variants). */
export function ekycHandoffPath(purpose: EkycPurpose, hash: string): string {
  if (purpose === 'pre_to_post') return `/pre2post/ekyc-desktop/${hash}`;
  if (purpose === 'home_internet') return `/trueonline/ekyc-desktop/${hash}`;
  return `/ekyc-desktop/${hash}`;
}

/** Error codes of the eKYC API, for the web app's messages. */
export const EKYC_ERROR_CODES = [
  'ekyc_not_found',
  'ekyc_image_missing',
  'ekyc_image_too_large',
  'ekyc_image_type',
  'ekyc_not_open',
  'ekyc_link_not_found',
  'ekyc_link_used',
  'ekyc_link_expired',
  'ekyc_image_gone',
] as const;
