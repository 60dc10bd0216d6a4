/**
 * The fortune campaigns, SWB groups, hold flows and their pages, without zod (fortune.ts re-exports
 * all of it): the storefront's hold timer and verify pages load this with no schema in their chunk.
 */

/**
 * The fortune campaigns, each with its page, toggle and hold flow:
 * - berfuntong: numbers ranked for the shopper's birth data and wishes;
 * - zodiac: the same, among numbers carrying a lucky digit of the shopper's zodiac sign;
 * - vhora-god: a postpaid plan sold only with a number of the top grade for the shopper
 *   ("god-blessed"); presale-vhora-god the same plan before launch;
 * - mahachok: the mahachok package (vhoraMahachokeConfig.product_id) with its own ranked numbers.
 */
export const FORTUNE_CAMPAIGNS = ['berfuntong', 'zodiac', 'vhora-god', 'presale-vhora-god', 'mahachok'] as const;
export type FortuneCampaign = (typeof FORTUNE_CAMPAIGNS)[number];

/** The SWB partner groups of spec 6. */
export const SWB_GROUPS = ['vhora', 'universal', 'mahachoke', 'mahachok', 'ajchang', 'emperor', 'khanthep', 'naga', 'rahu', 'godselector'] as const;
export type SwbGroup = (typeof SWB_GROUPS)[number];

/** The hold of a number chosen for a fortune (30 minutes, spec 4) or through an SWB link. */
export const FORTUNE_HOLD_FLOWS = ['berfuntong', 'zodiac', 'vhora-god', 'presale-vhora-god', 'mahachok', 'swb'] as const;

export type FortuneHoldFlow = (typeof FORTUNE_HOLD_FLOWS)[number];
export const isFortuneFlow = (flow: string): flow is FortuneHoldFlow => (FORTUNE_HOLD_FLOWS as readonly string[]).includes(flow);

/** The page a fortune flow starts from (the cart line's link, and where the lucky hold's timeout dialog goes back to). */
export function campaignPath(flow: FortuneHoldFlow, packageId?: number | string): string {
  switch (flow) {
    case 'berfuntong':
      return '/online-store/berfuntong';
    case 'zodiac':
      return '/online-store/berfuntong-zodiac';
    case 'vhora-god':
      return packageId === undefined ? '/online-store/berfuntong' : `/online-store/postpaid/vhora-god/${packageId}`;
    case 'presale-vhora-god':
      return packageId === undefined ? '/online-store/berfuntong' : `/online-store/postpaid/presale-vhora-god/${packageId}`;
    case 'mahachok':
      return '/online-store/berfuntong-mahachok';
    case 'swb':
      return '/online-store';
  }
}

/** Page size of a personalised list, and the deepest rank a shopper can page to. */
export const FORTUNE_PAGE_SIZE = 20;
export const FORTUNE_PAGE_MAX = 60;
export const FORTUNE_MAX_RANK = 1000;

/** The verified phone of the fortune journey is good for the campaign storage time (spec 9: 7 days). */
export const FORTUNE_VERIFIED_MS = 604_800_000;
/** spec 9: an SWB hold is ignored when more than 2 hours remain on it. */
export const SWB_MAX_HOLD_MS = 7_200_000;
