import { z } from 'zod';
import { i18nTextSchema } from './content';
import { memberMetaSchema } from './loyalty';
import { simMetaSchema } from './sim';

/**
 * Line kinds (issue 11): every product type of spec section 3, each with its own typed meta. A cart
 * line and an order line are one of these; the server checks the pair (product_type, meta) on every
 * write and every read (`parseLineKind`), and a module handles only the kinds it registered (the
 * server's line-kind registry, apps/server/src/lib/line-kinds.ts).
 *
 * Adding a kind: its entry in `lineKindSchema` below (the one registry line) and, in its module's
 * plugin, `app.lineKinds.registerKind(...)` with what it holds.
 */
export const PRODUCT_TYPES = [
  'pre_to_post',
  'device_mnp_bundle',
  'mnp_two_step',
  'mnp_one_step',
  'device_bundle_prepaid',
  'device_bundle_existing',
  'device_bundle_new_customer',
  'product',
  'prepaid',
  'postpaid',
  'sim',
  'vlearn',
  'family_black_truecard',
  'advancepayment',
  /** Home internet (issue 17): a fibre package installed at an address (not in the spec's list, which names no TOL type). */
  'home_internet',
  /** A partner privilege bought at its member price (issue 18, decision 035; not in the spec's list). */
  'member_privilege',
  /** Existing subscribers (issue 18, decision 033): a package upgrade and an add-on change, service orders of price 0 (the subscriber system bills the difference). */
  'package_change',
  'vas_change',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * What a line can hold while the shopper decides, each owned by one module: a pool number
 * (numbers), an instant-SIM pack claim (sim), a number's pending conversion to postpaid (pre2post:
 * one per number, given back when its service order is cancelled). Catalogue stock is taken by the
 * order itself at place order (order module). `porting`: a number's porting in (mnp: one per number,
 * submitted to the clearinghouse once paid or activated). `appointment`: an installation slot (appointments:
 * home internet, held while the shopper finishes, confirmed with the order, released on expiry).
 * `bundle`: a device-bundle claim (bundles: the campaign's one use per number, taken at place order, given back when the order ends unpaid).
 * `privilege`: a member's claim on a privilege price (loyalty: the member's right checked again at place order).
 * `vlearn_claim`: a student's vlearn claim (university: one active per student, released when its
 * order is cancelled).
 */
export const HOLD_KINDS = [
  'number',
  'sim_pack',
  'conversion',
  'porting',
  'appointment',
  'bundle',
  'privilege',
  /** A number's scheduled package change (clm, issue 18: one per number, cancelled in the subscriber system when its order is cancelled). */
  'package_change',
  'vlearn_claim',
] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/** A typed hold: the module that owns `kind` knows what `id` means; nothing reads a kind from an id. */
export const holdRefSchema = z.object({ kind: z.enum(HOLD_KINDS), id: z.string().min(1).max(100) });
export type HoldRef = z.infer<typeof holdRefSchema>;

/** Spec 3 existing_campaign: an existing subscriber's campaign (type, recurring charge, advance payment; satang). */
export const existingCampaignSchema = z.object({
  campaign_type: z.string().min(1),
  rc: z.number().int().nonnegative(),
  advance_payment: z.number().int().nonnegative(),
});
export type ExistingCampaign = z.infer<typeof existingCampaignSchema>;

/** Spec 3 bundle: the device-and-plan bundle a line belongs to. */
export const bundleSchema = z.object({ name: i18nTextSchema });
export type Bundle = z.infer<typeof bundleSchema>;

/**
 * The spec's sim_meta for subscriber lines whose flows are not built yet (porting, pre-to-post,
 * bundles): the number, the masked ID, who sold it, the correlation id and campaign. Their issues
 * narrow it as they land.
 */
export const subscriberMetaSchema = z.object({
  thai_id: z.string(),
  number: z.string(),
  dealer_code: z.string().nullable(),
  correlation_id: z.string(),
  campaign_type: z.string(),
  sim_type: z.enum(['physical-sim', 'esim']),
  birth_date: z.string().nullable(),
});

/** Home internet's access technologies (home-internet.ts HI_TECHNOLOGIES). */
export const HOME_INTERNET_TECHNOLOGIES = ['ftth', 'vdsl', 'fwa'] as const;

/**
 * A `home_internet` line's meta (issue 17): the package installed, its speed and price, the coverage
 * area, the TOL transaction and the installation appointment, and the holder's ID and contact mobile
 * masked.
 */
export const homeInternetMetaSchema = z.object({
  package_id: z.string(),
  technology: z.enum(HOME_INTERNET_TECHNOLOGIES),
  down_mbps: z.number().int(),
  up_mbps: z.number().int(),
  monthly_price: z.number().int(),
  contract_months: z.number().int(),
  area_id: z.string(),
  transaction_id: z.string(),
  appointment_id: z.string(),
  thai_id: z.string(),
  mobile: z.string(),
});
export type HomeInternetMeta = z.infer<typeof homeInternetMetaSchema>;

/** A `package_change` line's meta (decision 033): the number masked, from and to, when it takes effect and the monthly difference (satang). */
export const packageChangeMetaSchema = z.object({
  number: z.string(),
  from_nas_code: z.string(),
  to_nas_code: z.string(),
  effective: z.enum(['now', 'next_bill_cycle']),
  effective_at: z.string(),
  price_difference: z.number().int(),
  change_id: z.string(),
});

/** A `vas_change` line's meta (decision 033): the line or home-internet account masked, the add-on, added or removed, its monthly price (satang). */
export const vasChangeMetaSchema = z.object({
  service: z.enum(['tmvh', 'tol']),
  target: z.string(),
  vas_code: z.string(),
  action: z.enum(['add', 'remove']),
  monthly_price: z.number().int(),
});

const none = z.null();
const kind = <T extends ProductType, M extends z.ZodType, E extends z.ZodType, B extends z.ZodType>(type: T, sim_meta: M, existing_campaign: E, bundle: B) =>
  z.object({ product_type: z.literal(type), sim_meta, existing_campaign, bundle });

/** The one discriminated union of line kinds: product_type decides which meta a line carries. */
export const lineKindSchema = z.discriminatedUnion('product_type', [
  kind('product', none, none, none),
  kind('prepaid', simMetaSchema, none, none),
  kind('postpaid', simMetaSchema, none, none),
  kind('sim', simMetaSchema, none, none),
  kind('pre_to_post', subscriberMetaSchema, existingCampaignSchema.nullable(), none),
  kind('mnp_one_step', subscriberMetaSchema, none, none),
  kind('mnp_two_step', subscriberMetaSchema, none, none),
  kind('device_mnp_bundle', subscriberMetaSchema, none, bundleSchema),
  kind('device_bundle_prepaid', subscriberMetaSchema, existingCampaignSchema, bundleSchema),
  // A new number's bundle; a device-only campaign line carries no number (sim_meta null).
  kind('device_bundle_new_customer', subscriberMetaSchema.nullable(), existingCampaignSchema, bundleSchema),
  kind('device_bundle_existing', subscriberMetaSchema, existingCampaignSchema, bundleSchema),
  kind('vlearn', none, none, none),
  kind('family_black_truecard', memberMetaSchema, none, none),
  kind('advancepayment', none, existingCampaignSchema, none),
  kind('home_internet', homeInternetMetaSchema, none, none),
  kind('member_privilege', memberMetaSchema, none, none),
  kind('package_change', packageChangeMetaSchema, none, none),
  kind('vas_change', vasChangeMetaSchema, none, none),
]);
export type LineKind = z.infer<typeof lineKindSchema>;
export type LineKindOf<T extends ProductType> = Extract<LineKind, { product_type: T }>;
/** The sim_meta a line of any kind may carry. */
export type LineSimMeta = LineKind['sim_meta'];

/** Thrown when a line's product type and meta do not belong together (a programming or data error). */
export class LineKindError extends Error {
  constructor(
    readonly productType: string,
    readonly issues: string,
  ) {
    super(`Line of type ${productType} does not match its kind: ${issues}`);
    this.name = 'LineKindError';
  }
}

/** Checks a line's kind and meta (on write and on read) and returns them typed; throws LineKindError. */
export function parseLineKind(line: { product_type: string; sim_meta: unknown; existing_campaign?: unknown; bundle?: unknown }): LineKind {
  const result = lineKindSchema.safeParse({
    product_type: line.product_type,
    sim_meta: line.sim_meta ?? null,
    existing_campaign: line.existing_campaign ?? null,
    bundle: line.bundle ?? null,
  });
  if (!result.success) throw new LineKindError(line.product_type, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

export const isProductType = (value: string): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value);
