import { z } from 'zod';
import { classifyNumber, digitSum, digitsMask, maskOf, NUMBER_CLASSES, type NumberClass } from './msisdn';

/** Results per page of GET /numbers/search, and the most a caller may ask for. */
export const NUMBER_PAGE_SIZE = 20;
export const NUMBER_PAGE_MAX = 60;

const digitList = z
  .string()
  .regex(/^\d(,\d)*$/, { message: 'digits_invalid' })
  .transform((v) => [...new Set(v.split(',').map(Number))].sort((a, b) => a - b));

/**
 * A position pattern of ten places, each a digit or x (any digit), dashes allowed where the 3-3-4
 * display puts them: "08x-xxx-9999". Normalised to ten characters "08xxxx9999".
 */
export const positionPatternSchema = z
  .string()
  .transform((v) => v.toLowerCase().replace(/[-\s]/g, ''))
  .refine((v) => /^[0-9x]{10}$/.test(v), { message: 'pattern_invalid' })
  .refine((v) => /^[0x][689x]/.test(v), { message: 'pattern_prefix_invalid' });

/** GET /numbers/search query: every filter optional and combined with AND; paged by cursor. */
export const numberSearchQuerySchema = z
  .object({
    contains: z
      .string()
      .regex(/^\d{1,10}$/, { message: 'digits_invalid' })
      .optional(),
    starts: z
      .string()
      .regex(/^0([689]\d{0,8})?$/, { message: 'prefix_invalid' })
      .optional(),
    ends: z
      .string()
      .regex(/^\d{1,8}$/, { message: 'digits_invalid' })
      .optional(),
    pattern: positionPatternSchema.optional(),
    sum: z.coerce.number().int().min(0).max(90).optional(),
    fav: digitList.optional(),
    avoid: digitList.optional(),
    class: z
      .string()
      .transform((v) => v.split(','))
      .pipe(z.array(z.enum(NUMBER_CLASSES)))
      .optional(),
    price_min: z.coerce.number().int().min(0).optional(),
    price_max: z.coerce.number().int().min(0).optional(),
    cursor: z
      .string()
      .regex(/^0[689]\d{8}$/, { message: 'cursor_invalid' })
      .optional(),
    limit: z.coerce.number().int().min(1).max(NUMBER_PAGE_MAX).default(NUMBER_PAGE_SIZE),
  })
  .refine((q) => !q.fav || !q.avoid || q.fav.every((d) => !q.avoid!.includes(d)), { message: 'fav_avoid_overlap', path: ['avoid'] })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, { message: 'price_range_invalid', path: ['price_max'] });

export type NumberSearchQuery = z.output<typeof numberSearchQuerySchema>;

/** The kinds of search the page offers and the benchmark measures. */
export const SEARCH_KINDS = ['contains', 'starts', 'ends', 'pattern', 'sum', 'digits', 'class', 'price'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** "08xxxx9999" -> "08____9999" for SQL LIKE (the pattern has no % or _ of its own). */
export const patternToLike = (pattern: string): string => pattern.replace(/x/g, '_');

/** Does a number pass every filter of the query? The reference the database search is tested against. */
export function matchesNumberQuery(q: Omit<NumberSearchQuery, 'limit' | 'cursor'>, msisdn: string, price: number, cls: NumberClass = classifyNumber(msisdn)): boolean {
  if (q.contains && !msisdn.includes(q.contains)) return false;
  if (q.starts && !msisdn.startsWith(q.starts)) return false;
  if (q.ends && !msisdn.endsWith(q.ends)) return false;
  if (q.pattern && ![...q.pattern].every((c, i) => c === 'x' || c === msisdn[i])) return false;
  if (q.sum !== undefined && digitSum(msisdn) !== q.sum) return false;
  const mask = digitsMask(msisdn);
  if (q.fav && (mask & maskOf(q.fav)) !== maskOf(q.fav)) return false;
  if (q.avoid && (mask & maskOf(q.avoid)) !== 0) return false;
  if (q.class && !q.class.includes(cls)) return false;
  if (q.price_min !== undefined && price < q.price_min) return false;
  if (q.price_max !== undefined && price > q.price_max) return false;
  return true;
}

export const numberItemSchema = z.object({
  number: z.string(),
  /** 3-3-4 display (spec 5). */
  display: z.string(),
  class: z.enum(NUMBER_CLASSES),
  price: z.number().int(),
  digit_sum: z.number().int(),
});
export type NumberItem = z.infer<typeof numberItemSchema>;

export const numberSearchResultSchema = z.object({ items: z.array(numberItemSchema), next_cursor: z.string().nullable() });
export type NumberSearchResult = z.infer<typeof numberSearchResultSchema>;

/** Which purchase flow a hold is for; lucky flows and lucky numbers hold 30 minutes, others the postpaid hold of config. */
export const SHOP_HOLD_FLOWS = ['postpaid', 'prepaid', 'luckysim', 'lucky9999', 'instantsim', 'sim-diy'] as const;
/**
 * Every flow a hold can be for: the shop's, which POST /numbers/:number/hold takes, and the fortune
 * flows (fortune.ts FORTUNE_HOLD_FLOWS), which only the fortune module's holds create.
 */
export const HOLD_FLOWS = [...SHOP_HOLD_FLOWS, 'berfuntong', 'zodiac', 'vhora-god', 'presale-vhora-god', 'mahachok', 'swb'] as const;
export type HoldFlow = (typeof HOLD_FLOWS)[number];
/** Flows held 30 minutes (spec 4 lucky-number hold); an SWB hold lasts as its token says. */
export const LUCKY_HOLD_FLOWS: readonly HoldFlow[] = ['luckysim', 'lucky9999', 'berfuntong', 'zodiac', 'vhora-god', 'presale-vhora-god', 'mahachok'];

export const holdBodySchema = z.object({ flow: z.enum(SHOP_HOLD_FLOWS) });

/** A reservation of one number (TMF685 reservation with validFor): hold_expired_date of spec 3. */
export const numberHoldSchema = numberItemSchema.extend({
  hold_id: z.string(),
  flow: z.enum(HOLD_FLOWS),
  expires_at: z.string(),
  hold_expired_date: z.string(),
  /** A fortune number: its grade and group for the shopper it was held for (spec 3 sim_meta berfuntong). */
  berfuntong: z
    .object({ grade: z.string(), group_title: z.object({ th: z.string(), en: z.string() }), subgroup_title: z.object({ th: z.string(), en: z.string() }) })
    .nullable()
    .optional(),
});
export type NumberHold = z.infer<typeof numberHoldSchema>;

/** Most numbers one shopper may hold at once. */
export const MAX_HOLDS_PER_SHOPPER = 3;
