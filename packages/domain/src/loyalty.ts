import { z } from 'zod';
import { i18nTextSchema } from './content';
import { CARD_TIERS } from './loyalty-rules';

/**
 * Member card, points and privileges (issue 18 part C, decision 035). The card system keeps the
 * member card (tier, member since) and the points ledger; the store links a card to a store user and
 * sells privilege offers at the privilege price to members of the tier that may have them.
 */

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
  /** What must be left for the card or PromptPay charge (satang). */
  min_charge: z.number().int(),
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
