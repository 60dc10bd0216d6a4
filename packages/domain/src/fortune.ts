import { z } from 'zod';
import { MSISDN_RE, NUMBER_CLASSES } from './msisdn';
import { numerologyProfileSchema, WISHES, BIRTH_DAYS, type BirthDay } from './numerology';
import { isIsoDate } from './sim';
import { FORTUNE_CAMPAIGNS, FORTUNE_HOLD_FLOWS, FORTUNE_PAGE_MAX, FORTUNE_PAGE_SIZE, SWB_GROUPS } from './fortune-flows';

/**
 * Fortune numbers (issue 14, spec 2 berfuntong / zodiac / vhora god / mahachok / swb, spec 7
 * "Fortune"): the campaigns, what the shopper sends and what the store answers. The numerology
 * itself (pairs, sums, grades, groups, weekdays, scoring) is numerology.ts; this file is the shape
 * of the journeys around it.
 */

// The campaigns, SWB groups, hold flows, their pages and limits: fortune-flows.ts (no zod, for the storefront's light chunks).
export {
  FORTUNE_CAMPAIGNS,
  FORTUNE_HOLD_FLOWS,
  FORTUNE_MAX_RANK,
  FORTUNE_PAGE_MAX,
  FORTUNE_PAGE_SIZE,
  FORTUNE_VERIFIED_MS,
  SWB_GROUPS,
  SWB_MAX_HOLD_MS,
  campaignPath,
  isFortuneFlow,
  type FortuneCampaign,
  type FortuneHoldFlow,
  type SwbGroup,
} from './fortune-flows';

// ---------------------------------------------------------------------------------------------
// Zodiac signs (GET /fortune/horoscopes): the Thai sidereal signs (ราศี), the sun entering each
// about the 13th-17th of the month, their ruling planets (digits of the Thai planets) and lucky digits.

export const ZODIAC_SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

export const horoscopeSchema = z.object({
  key: z.enum(ZODIAC_SIGNS),
  name: z.object({ th: z.string(), en: z.string() }),
  /** First and last day of the sign, MM-DD (the last may be in the next year for capricorn). */
  from: z.string(),
  to: z.string(),
  /** Digit of the ruling planet. */
  planet: z.number().int().min(0).max(9),
  /** Digits that favour the sign: a zodiac number carries at least one of them. */
  lucky_digits: z.array(z.number().int().min(0).max(9)),
  trait: z.object({ th: z.string(), en: z.string() }),
});
export type Horoscope = z.infer<typeof horoscopeSchema>;

const sign = (key: ZodiacSign, th: string, en: string, from: string, to: string, planet: number, lucky: number[], traitTh: string, traitEn: string): Horoscope => ({
  key,
  name: { th, en },
  from,
  to,
  planet,
  lucky_digits: lucky,
  trait: { th: traitTh, en: traitEn },
});

/** The twelve signs; dates of the Thai (sidereal) zodiac. */
export const HOROSCOPES: readonly Horoscope[] = [
  sign('aries', 'ราศีเมษ', 'Aries', '04-13', '05-14', 3, [3, 9, 1], 'กล้าหาญ เป็นผู้นำ', 'Bold, a born leader'),
  sign('taurus', 'ราศีพฤษภ', 'Taurus', '05-15', '06-14', 6, [6, 2, 4], 'มั่นคง รักความสวยงาม', 'Steady, loves beauty'),
  sign('gemini', 'ราศีเมถุน', 'Gemini', '06-15', '07-14', 4, [4, 5, 6], 'ช่างพูด ฉลาดหลักแหลม', 'Witty and quick-minded'),
  sign('cancer', 'ราศีกรกฎ', 'Cancer', '07-15', '08-16', 2, [2, 6, 9], 'อ่อนโยน รักครอบครัว', 'Gentle, family first'),
  sign('leo', 'ราศีสิงห์', 'Leo', '08-17', '09-16', 1, [1, 5, 9], 'มีบารมี ใจกว้าง', 'Commanding and generous'),
  sign('virgo', 'ราศีกันย์', 'Virgo', '09-17', '10-16', 4, [4, 5, 6], 'ละเอียด รอบคอบ', 'Careful and precise'),
  sign('libra', 'ราศีตุลย์', 'Libra', '10-17', '11-15', 6, [6, 4, 5], 'ยุติธรรม มีเสน่ห์', 'Fair-minded and charming'),
  sign('scorpio', 'ราศีพิจิก', 'Scorpio', '11-16', '12-15', 3, [3, 9, 2], 'มุ่งมั่น ลึกซึ้ง', 'Determined and deep'),
  sign('sagittarius', 'ราศีธนู', 'Sagittarius', '12-16', '01-14', 5, [5, 9, 1], 'รักอิสระ มองโลกกว้าง', 'Free-spirited, sees far'),
  sign('capricorn', 'ราศีมังกร', 'Capricorn', '01-15', '02-12', 7, [7, 5, 6], 'อดทน ขยันทำงาน', 'Patient and hard-working'),
  sign('aquarius', 'ราศีกุมภ์', 'Aquarius', '02-13', '03-14', 7, [7, 4, 6], 'คิดก้าวหน้า เป็นมิตร', 'Forward-looking and friendly'),
  sign('pisces', 'ราศีมีน', 'Pisces', '03-15', '04-12', 5, [5, 2, 9], 'เมตตา มีจินตนาการ', 'Kind and imaginative'),
];

/** The sign of a YYYY-MM-DD birth date (month-day compared as text, capricorn-style wrap handled). */
export function zodiacOf(birthDate: string): ZodiacSign {
  const md = birthDate.slice(5, 10);
  for (const h of HOROSCOPES) {
    if (h.from <= h.to ? md >= h.from && md <= h.to : md >= h.from || md <= h.to) return h.key;
  }
  /* c8 ignore next */ return 'aries';
}

// ---------------------------------------------------------------------------------------------
// Requests.

const birthDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'birth_date_invalid' })
  .refine((v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), { message: 'birth_date_invalid' });

/** The shopper's birth data and wishes, as the forms send them (kept in the browser, spec vhora-form). */
export const fortuneProfileSchema = z.object({
  birth_date: birthDateSchema,
  birth_time: numerologyProfileSchema.shape.birthTime,
  timezone: numerologyProfileSchema.shape.timezone,
  wishes: z
    .array(z.enum(WISHES, { message: 'wish_invalid' }))
    .max(WISHES.length)
    .default([])
    .transform((w) => [...new Set(w)]),
});
export type FortuneProfile = z.output<typeof fortuneProfileSchema>;

/** POST /fortune/personalize (spec post-personalize-funtong, -mahachok; fortune-funtong-redis for later pages). */
export const personalizeBodySchema = fortuneProfileSchema.extend({
  campaign: z.enum(FORTUNE_CAMPAIGNS),
  /** Zodiac only: the sign, else the sign of the birth date. */
  zodiac_sign: z.enum(ZODIAC_SIGNS).optional(),
  /** Only grades A+ and A (the high-tier filter of berfuntong_high_tier). */
  high_tier: z.boolean().default(false),
  /**
   * The previous page's next_cursor: "score:number:rank" of its last item (rank from 1), so the next
   * page goes on after it and numbers its items on.
   */
  cursor: z
    .string()
    .regex(/^-?\d{1,5}:0[689]\d{8}:\d{1,4}$/, { message: 'cursor_invalid' })
    .optional(),
  limit: z.number().int().min(1).max(FORTUNE_PAGE_MAX).default(FORTUNE_PAGE_SIZE),
});
export type PersonalizeBody = z.input<typeof personalizeBodySchema>;

const bilingual = z.object({ th: z.string(), en: z.string() });

export const fortuneItemSchema = z.object({
  number: z.string(),
  display: z.string(),
  class: z.enum(NUMBER_CLASSES),
  price: z.number().int(),
  digit_sum: z.number().int(),
  score: z.number().int(),
  grade: z.string(),
  grade_label: bilingual,
  group: z.string(),
  group_title: bilingual,
  subgroup: z.string(),
  subgroup_title: bilingual,
  matched_wishes: z.array(z.enum(WISHES)),
  /** The strongest good pair and its meaning, for the list card. */
  best_pair: z.object({ pair: z.string(), meaning: bilingual }).nullable(),
  /** Rank in the whole personalised list, from 1. */
  rank: z.number().int(),
});
export type FortuneItem = z.infer<typeof fortuneItemSchema>;

export const personalizeResultSchema = z.object({
  campaign: z.enum(FORTUNE_CAMPAIGNS),
  birth_day: z.enum(BIRTH_DAYS),
  birth_day_name: bilingual,
  kalakini: z.number().int(),
  zodiac: horoscopeSchema.nullable(),
  /** The lowest score a number needs to be listed (the top grade for vhora god, high tier, no low tier). */
  min_score: z.number().int().nullable(),
  items: z.array(fortuneItemSchema),
  next_cursor: z.string().nullable(),
});
export type PersonalizeResult = z.infer<typeof personalizeResultSchema>;

/** POST /fortune/reading (spec funtong / prophecy): one number read for the shopper. */
export const readingBodySchema = fortuneProfileSchema.extend({ number: z.string().regex(MSISDN_RE, { message: 'number_invalid' }) });

const polarity = z.enum(['good', 'neutral', 'bad']);
export const readingSchema = z.object({
  msisdn: z.string(),
  display: z.string(),
  subscriber: z.string(),
  digit_sum: z.number().int(),
  sum_meaning: z.object({ polarity, weight: z.number().int(), meaning: bilingual }),
  pairs: z.array(
    z.object({
      pair: z.string(),
      position: z.number().int(),
      polarity,
      weight: z.number().int(),
      wishes: z.array(z.enum(WISHES)),
      meaning: bilingual,
      planets: z.tuple([bilingual, bilingual]),
      counted: z.boolean(),
    }),
  ),
  score: z.number().int(),
  grade: z.string(),
  grade_label: bilingual,
  group: z.string(),
  group_title: bilingual,
  subgroup: z.string(),
  subgroup_title: bilingual,
  birth_day: z.enum(BIRTH_DAYS),
  birth_day_name: bilingual,
  kalakini: z.number().int(),
  has_kalakini: z.boolean(),
  has_bad_pair: z.boolean(),
  matched_wishes: z.array(z.enum(WISHES)),
  reasons: z.array(z.object({ kind: z.string(), polarity, th: z.string(), en: z.string() })),
  /** Whether the number can be held now. */
  available: z.boolean(),
  price: z.number().int().nullable(),
});
export type FortuneReading = z.infer<typeof readingSchema>;

/** POST /fortune/verify (spec verify): the OTP sent by POST /sim/otp (flow berfuntong) to the shopper's phone. */
export const fortuneVerifyBodySchema = z.object({
  mobile_number: z.string().regex(MSISDN_RE, { message: 'mobile_invalid' }),
  otp_request_id: z.string().uuid(),
  otp_code: z.string().regex(/^\d{6}$/, { message: 'otp_invalid' }),
});

export const fortuneVerificationSchema = z.object({
  /** Masked: 08x-xxx-5678. */
  mobile_number: z.string(),
  verified_until: z.string(),
});
export type FortuneVerification = z.infer<typeof fortuneVerificationSchema>;

/** POST /fortune/numbers/:number/hold (spec mobile-numbers; temp-reserve for zodiac). */
export const fortuneHoldBodySchema = fortuneProfileSchema.extend({
  campaign: z.enum(FORTUNE_CAMPAIGNS),
  zodiac_sign: z.enum(ZODIAC_SIGNS).optional(),
});
export type FortuneHoldBody = z.input<typeof fortuneHoldBodySchema>;

/** The fortune a hold carries to the cart line's sim_meta (spec 3 berfuntong group_title/subgroup_title/grade). */
export const berfuntongMetaSchema = z.object({
  grade: z.string(),
  group_title: bilingual,
  subgroup_title: bilingual,
});
export type BerfuntongMeta = z.infer<typeof berfuntongMetaSchema>;

/** What the fortune hold puts on the number's hold, read by the SIM verification into sim_meta. */
export const fortuneHoldMetaSchema = z.object({
  campaign: z.enum(FORTUNE_HOLD_FLOWS),
  berfuntong: berfuntongMetaSchema.nullable(),
  birth_time: z.string().nullable(),
  timezone: z.string().nullable(),
});
export type FortuneHoldMeta = z.infer<typeof fortuneHoldMetaSchema>;

/** POST /fortune/prophecy/email (spec resend-email): the full reading of a held or ordered number by e-mail. */
export const prophecyEmailBodySchema = readingBodySchema.extend({
  email: z.string().trim().max(254).email({ message: 'email_invalid' }),
  lang: z.enum(['th', 'en']).default('th'),
});

/** POST /fortune/swb/:group (spec swb/:group/:encrypt, SWB decrypt): the partner's token. */
export const swbRedeemBodySchema = z.object({
  token: z
    .string()
    .min(16)
    .max(2048)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'swb_token_invalid' }),
});

/** The decrypted token (spec 3 SWB decrypt response: expired_in, mobile, source_type) and the hold it gave. */
export const swbRedeemResultSchema = z.object({
  mobile: z.string(),
  expired_in: z.string(),
  source_type: z.enum(['physical-sim', 'esim']),
  group: z.enum(SWB_GROUPS),
  /** The plan the number is sold with, and the verify page to go to. */
  package_id: z.number().int(),
  nas_code: z.string(),
  verify_path: z.string(),
  hold: z.object({
    number: z.string(),
    display: z.string(),
    hold_id: z.string(),
    flow: z.string(),
    expires_at: z.string(),
    hold_expired_date: z.string(),
    price: z.number().int(),
  }),
});
export type SwbRedeemResult = z.infer<typeof swbRedeemResultSchema>;

/** The birth day names as the readings give them, for the web's own labels. */
export type { BirthDay };
