import { z } from 'zod';
import { i18nTextSchema } from './content';
import { existingCampaignSchema } from './line-kinds';

/**
 * Device bundles for subscribers, prepaid and new customers, and device-only campaign prices
 * (issue 18 part B, decision 034). A campaign ties a catalogue device to a plan with the spec's
 * `existing_campaign` fields (campaign_type, rc, advance_payment), a subscriber price per variant,
 * a contract, a window and eligibility rules checked against the subscriber system.
 */
export const BUNDLE_KINDS = ['device_bundle_existing', 'device_bundle_prepaid', 'device_bundle_new_customer', 'device_only'] as const;
export type BundleKind = (typeof BUNDLE_KINDS)[number];

/** Which offers page lists a campaign: /clm/device, /clm/simbundle, /clm/simmnp, /clmtrueonline (/clmbundle lists them all). */
export const BUNDLE_SHELVES = ['device', 'sim', 'mnp', 'trueonline'] as const;
export type BundleShelf = (typeof BUNDLE_SHELVES)[number];

/** Why a number may not take a campaign (TMF679 unqualified reasons), each with a text on screen. */
export const BUNDLE_REASONS = [
  'campaign_not_active',
  'id_mismatch',
  'type_not_allowed',
  'too_new',
  'package_too_low',
  'balance_owed',
  'blacklisted',
  'not_active',
  'already_claimed',
] as const;
export type BundleReason = (typeof BUNDLE_REASONS)[number];

/** A verification holds for this long (then the shopper checks the number again). */
export const BUNDLE_VERIFICATION_TTL_MS = 30 * 60_000;

export const bundleRulesSchema = z.object({
  /** Subscriber types allowed (empty for new customers and device only). */
  types: z.array(z.enum(['prepaid', 'postpaid'])),
  min_months: z.number().int().min(0).max(600),
  /** The current package's monthly charge (satang) at least this, unless its NAS code starts with one of `families`. */
  min_rc: z.number().int().min(0).max(100_000_000),
  families: z.array(z.string().min(1).max(40)).max(20),
  no_overdue: z.boolean(),
  not_blacklisted: z.boolean(),
  active_only: z.boolean(),
});
export type BundleRules = z.infer<typeof bundleRulesSchema>;

/** What the rules look at: the subscriber system's answer for the number. */
export interface BundleSubject {
  type: 'prepaid' | 'postpaid';
  months: number;
  /** The current package's NAS code and monthly charge in satang (0 when unknown). */
  nasCode: string;
  rc: number;
  balance: number;
  blacklisted: boolean;
  status: 'active' | 'suspended';
  holderMatches: boolean;
  alreadyClaimed: boolean;
}

/** Every reason at once (never only the first), in BUNDLE_REASONS order. */
export function bundleReasons(s: BundleSubject, rules: BundleRules, active: boolean): BundleReason[] {
  const out = new Set<BundleReason>();
  if (!active) out.add('campaign_not_active');
  if (!s.holderMatches) out.add('id_mismatch');
  if (!rules.types.includes(s.type)) out.add('type_not_allowed');
  if (s.months < rules.min_months) out.add('too_new');
  if (s.rc < rules.min_rc && !rules.families.some((f) => s.nasCode.startsWith(f))) out.add('package_too_low');
  if (rules.no_overdue && s.balance < 0) out.add('balance_owed');
  if (rules.not_blacklisted && s.blacklisted) out.add('blacklisted');
  if (rules.active_only && s.status !== 'active') out.add('not_active');
  if (s.alreadyClaimed) out.add('already_claimed');
  return BUNDLE_REASONS.filter((r) => out.has(r));
}

/** The monthly charge in satang of a plan named like `PP499-5G` or `PRE200-30D` (0 when the code carries none). */
export function rcOfNasCode(nasCode: string): number {
  const m = /^[A-Z]+(\d{2,5})/.exec(nasCode);
  return m ? Number(m[1]) * 100 : 0;
}

/** A campaign is open between its start (inclusive) and end (exclusive) while active (spec 4). */
export const campaignOpen = (c: { active: boolean; starts_at: string; ends_at: string }, now = new Date()) =>
  c.active && Date.parse(c.starts_at) <= now.getTime() && now.getTime() < Date.parse(c.ends_at);

const variantSchema = z.object({
  id: z.number().int(),
  capacity: z.string().nullable(),
  colour: z.string().nullable(),
  colour_name: i18nTextSchema.nullable(),
  price: z.number().int(),
  subscriber_price: z.number().int(),
  in_stock: z.boolean(),
});

export const bundlePlanSchema = z.object({
  nas_code: z.string(),
  name: i18nTextSchema,
  monthly_price: z.number().int(),
  data_gb: z.number().nullable(),
  highlights: z.array(i18nTextSchema),
});

export const instantBenefitSchema = z.object({
  id: z.string(),
  kind: z.enum(['discount', 'gift']),
  title: i18nTextSchema,
  value: z.number().int(),
  claimed: z.boolean(),
});
export type InstantBenefit = z.infer<typeof instantBenefitSchema>;

/** A campaign in short (the offers pages). */
export const bundleCampaignSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(BUNDLE_KINDS),
  shelf: z.enum(BUNDLE_SHELVES),
  name: i18nTextSchema,
  product: z.object({ id: z.number().int(), title: i18nTextSchema, brand: z.string(), image: z.string().nullable() }),
  from_price: z.number().int(),
  regular_price: z.number().int(),
  existing_campaign: existingCampaignSchema,
  contract_months: z.number().int(),
  plan_nas_code: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  open: z.boolean(),
});
export type BundleCampaignSummary = z.infer<typeof bundleCampaignSummarySchema>;

export const bundleCampaignSchema = bundleCampaignSummarySchema.extend({
  description: i18nTextSchema,
  variants: z.array(variantSchema),
  plan: bundlePlanSchema.nullable(),
  rules: bundleRulesSchema,
  benefits: z.array(instantBenefitSchema),
});
export type BundleCampaign = z.infer<typeof bundleCampaignSchema>;

/** A check of a number (or a new customer's ID) against a campaign. */
export const bundleVerificationSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  kind: z.enum(BUNDLE_KINDS),
  mobile_number: z.string().nullable(),
  thai_id: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(BUNDLE_REASONS)),
  subscriber: z.object({ type: z.enum(['prepaid', 'postpaid']), package: z.object({ nas_code: z.string(), title: i18nTextSchema }), months: z.number().int() }).nullable(),
  expires_at: z.string(),
});
export type BundleVerification = z.infer<typeof bundleVerificationSchema>;

export const bundleClaimedSchema = z.object({ claim_id: z.string(), cart_id: z.string(), line_ids: z.array(z.string()) });

export const LEAD_STATES = ['new', 'contacted', 'closed', 'withdrawn'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** A lead transaction (spec 3): someone who wants a call back about an offer. */
export const leadSchema = z.object({
  id: z.number().int(),
  campaign_id: z.string(),
  service_id: z.string(),
  contact_name: z.string(),
  mobile_number: z.string(),
  state: z.enum(LEAD_STATES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** Spec 5: the service id of a lead transaction is base64 of the campaign and number. */
export const leadServiceId = (campaignId: string, msisdn: string) => btoa(`${campaignId}:${msisdn}`);
