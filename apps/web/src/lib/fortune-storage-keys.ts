/**
 * The fortune journeys' keys (spec 3: the lucky-number form and its timestamp, vhora-form and
 * vhora-zodiac-form with selected_msisdn; swb-timestamp and swb-mobile). A module of their own:
 * storage.ts is in the chunks every page loads, these are read by the fortune pages and the hold
 * store only.
 */
export const FORTUNE_STORAGE_KEYS = {
  vhoraForm: 'vhora-form',
  vhoraZodiacForm: 'vhora-zodiac-form',
  luckyNumberTimestamp: 'lucky-number-timestamp',
  swbTimestamp: 'swb-timestamp',
  swbMobile: 'swb-mobile',
} as const;

export type FortuneStorageKey = (typeof FORTUNE_STORAGE_KEYS)[keyof typeof FORTUNE_STORAGE_KEYS];
