import { z } from 'zod';
import { i18nTextSchema } from './content';

/**
 * Member card, points and privileges (issue 18 part C, decision 035). The card system keeps the
 * member card (tier, member since) and the points ledger; the store links a card to a store user and
 * sells privilege offers at the privilege price to members of the tier that may have them.
 */

/** Card tiers, lowest first. A privilege names the lowest tier that may claim it. */
export const CARD_TIERS = ['red', 'black'] as const;
export type CardTier = (typeof CARD_TIERS)[number];

/** Whether a card of `tier` may have what needs at least `min`. */
export const tierAtLeast = (tier: CardTier, min: CardTier) => CARD_TIERS.indexOf(tier) >= CARD_TIERS.indexOf(min);

/** Whole months from `since` to `now` (UTC calendar months; a month counts once its day has come). */
export function agingMonths(since: Date, now: Date = new Date()): number {
  let months = (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + (now.getUTCMonth() - since.getUTCMonth());
  if (now.getUTCDate() < since.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/** Spec 3: aging in months shown as years and months (14 -> { years: 1, months: 2 }). */
export const agingParts = (months: number) => ({ years: Math.floor(Math.max(0, months) / 12), months: Math.max(0, months) % 12 });

/** The configured points rule (config `loyalty_points`). */
export interface PointsRule {
  toggle: boolean;
  /** What one point is worth, satang. */
  satang_per_point: number;
  /** The largest share of an order's total points may pay, basis points (3000 = 30 %). */
  max_share_bp: number;
}

/**
 * The most points an order of `total` satang may take with `balance` points: the value stays within
 * the maximum share, and at least `minCharge` satang is left for the card or PromptPay charge.
 */
export function maxPointsFor(total: number, balance: number, rule: PointsRule, minCharge: number): number {
  if (!rule.toggle || rule.satang_per_point <= 0 || total <= minCharge) return 0;
  const byShare = Math.floor((total * rule.max_share_bp) / 10_000);
  const byCharge = total - minCharge;
  return Math.max(0, Math.min(balance, Math.floor(Math.min(byShare, byCharge) / rule.satang_per_point)));
}

export const pointsValue = (points: number, rule: Pick<PointsRule, 'satang_per_point'>) => points * rule.satang_per_point;

/** A member card as the store shows it (the card number masked: only its last four digits). */
export const memberCardSchema = z.object({
  card_no: z.string(),
  tier: z.enum(CARD_TIERS),
  image_url: z.string(),
  member_since: z.string(),
  /** Spec 3 more_info.additional_data.aging: whole months a member. */
  aging: z.number().int(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** POST /account-app/truecard/get-status: the signed-in user's card, or why there is none. */
export const cardStatusSchema = z.object({
  linked: z.boolean(),
  card: memberCardSchema.nullable(),
});
export type CardStatus = z.infer<typeof cardStatusSchema>;

export const linkCardBodySchema = z.object({ thai_id: z.string().trim().max(20) });

export const pointEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['debit', 'credit', 'earn']),
  points: z.number().int(),
  /** The order number the points paid for (or gave back), when the store knows it. */
  order_number: z.string().nullable(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** POST /cpoint/request-user: the balance, the rate and what the points are worth, and the history. */
export const pointsStatusSchema = z.object({
  balance: z.number().int(),
  satang_per_point: z.number().int(),
  max_share_bp: z.number().int(),
  enabled: z.boolean(),
  value: z.number().int(),
  history: z.array(pointEntrySchema),
});
export type PointsStatus = z.infer<typeof pointsStatusSchema>;

/** The line kinds a privilege offer is sold as. */
export const PRIVILEGE_LINE_KINDS = ['family_black_truecard', 'member_privilege'] as const;

export const privilegeSchema = z.object({
  id: z.string(),
  partner: i18nTextSchema,
  title: i18nTextSchema,
  summary: i18nTextSchema,
  terms: z.array(i18nTextSchema),
  how_to_claim: z.array(i18nTextSchema),
  valid_from: z.string(),
  valid_until: z.string(),
  min_tier: z.enum(CARD_TIERS),
  line_kind: z.enum(PRIVILEGE_LINE_KINDS),
  image: z.string(),
  /** The store product it is bought with (`variant_id`: the one shown first), and its price to members (satang); null for a partner offer claimed at the partner. */
  product: z
    .object({
      product_id: z.number().int(),
      variant_id: z.number().int(),
      title: i18nTextSchema,
      image: z.string().nullable(),
      href: z.string(),
      price: z.number().int(),
      privilege_price: z.number().int(),
      variants: z.array(
        z.object({
          id: z.number().int(),
          capacity: z.string().nullable(),
          colour: i18nTextSchema,
          price: z.number().int(),
          privilege_price: z.number().int(),
          in_stock: z.boolean(),
        }),
      ),
    })
    .nullable(),
});
export type Privilege = z.infer<typeof privilegeSchema>;

/** Why a shopper may not have a privilege (none: they may). */
export const PRIVILEGE_REFUSALS = ['session_required', 'no_card', 'tier_too_low', 'not_started', 'ended', 'not_this_product'] as const;
export type PrivilegeRefusal = (typeof PRIVILEGE_REFUSALS)[number];

export const privilegeRightSchema = z.object({
  privilege_id: z.string(),
  eligible: z.boolean(),
  reason: z.enum(PRIVILEGE_REFUSALS).nullable(),
  tier: z.enum(CARD_TIERS).nullable(),
  min_tier: z.enum(CARD_TIERS),
  privilege_price: z.number().int().nullable(),
});
export type PrivilegeRight = z.infer<typeof privilegeRightSchema>;

/** A privilege line's meta: the card (masked) and the privilege it was bought with. */
export const memberMetaSchema = z.object({
  card_no: z.string(),
  tier: z.enum(CARD_TIERS),
  privilege_id: z.string(),
});
export type MemberMeta = z.infer<typeof memberMetaSchema>;

/** "8000000001" -> "xxxxxx0001". */
export const maskCardNo = (cardNo: string) => cardNo.replace(/.(?=.{4})/g, 'x');
