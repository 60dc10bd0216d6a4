import type { FortuneCampaign } from '@store/domain/fortune-flows';
import type { Horoscope, ZodiacSign } from '@store/domain/fortune';
import type { Wish } from '@store/domain/numerology';
import { FORTUNE_STORAGE_KEYS } from '@/lib/fortune-storage-keys';
import { storage } from '@/lib/storage';

/**
 * The fortune form as the browser keeps it (spec 3: vhora-form; vhora-zodiac-form with
 * selected_msisdn once a number is picked; the lucky-number timestamp), for the campaign storage
 * time of 7 days. Birth data lives here and in request bodies only, never in a URL.
 */
export interface FortuneForm {
  /** YYYY-MM-DD (Gregorian; the page shows the Buddhist Era year beside it). */
  birth_date: string;
  /** HH:MM, or '' when not known. */
  birth_time: string;
  timezone: string;
  wishes: Wish[];
  zodiac_sign?: ZodiacSign;
  selected_msisdn?: string;
}

/** spec 9: campaign storage 7 days. */
export const FORM_KEPT_MS = 604_800_000;
export const DEFAULT_TIMEZONE = 'Asia/Bangkok';
/** The zones offered (a short list: where most shoppers were born); the default first. */
export const TIMEZONES = [
  'Asia/Bangkok',
  'Asia/Yangon',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Europe/London',
  'America/New_York',
  'Australia/Sydney',
] as const;

/** Which form a campaign keeps: zodiac its own, the others the berfuntong one. */
const formKey = (campaign: FortuneCampaign) => (campaign === 'zodiac' ? FORTUNE_STORAGE_KEYS.vhoraZodiacForm : FORTUNE_STORAGE_KEYS.vhoraForm);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date from 1900-01-01 to `today` (YYYY-MM-DD). */
export function isBirthDate(value: string, today: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) && value >= '1900-01-01' && value <= today;
}

export const isBirthTime = (value: string) => value === '' || TIME.test(value);

/** Days in a month (1-12) of a year; February of an unknown year (NaN) has 29. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return Number.isNaN(year) || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The Buddhist Era year Thai shoppers count in (CE + 543). */
export const buddhistYear = (year: number) => year + 543;

/** The local date today, YYYY-MM-DD. */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

function parse(raw: string | null): FortuneForm | null {
  if (!raw) return null;
  try {
    const f = JSON.parse(raw) as Partial<FortuneForm>;
    if (typeof f.birth_date !== 'string' || !ISO_DATE.test(f.birth_date)) return null;
    return {
      birth_date: f.birth_date,
      birth_time: typeof f.birth_time === 'string' && isBirthTime(f.birth_time) ? f.birth_time : '',
      timezone: typeof f.timezone === 'string' && f.timezone ? f.timezone : DEFAULT_TIMEZONE,
      wishes: Array.isArray(f.wishes) ? f.wishes.filter((w): w is Wish => typeof w === 'string') : [],
      ...(typeof f.zodiac_sign === 'string' ? { zodiac_sign: f.zodiac_sign as ZodiacSign } : {}),
      ...(typeof f.selected_msisdn === 'string' ? { selected_msisdn: f.selected_msisdn } : {}),
    };
  } catch {
    return null;
  }
}

/** The kept form of a campaign, or null when there is none or it is older than 7 days (then it is dropped). */
export function readForm(campaign: FortuneCampaign, now = Date.now()): FortuneForm | null {
  const at = Number(storage.get(FORTUNE_STORAGE_KEYS.luckyNumberTimestamp));
  const form = parse(storage.get(formKey(campaign)));
  if (!form) return null;
  if (!Number.isFinite(at) || at <= 0 || now - at > FORM_KEPT_MS) {
    storage.remove(formKey(campaign));
    return null;
  }
  return form;
}

export function saveForm(campaign: FortuneCampaign, form: FortuneForm, now = Date.now()): void {
  storage.set(formKey(campaign), JSON.stringify(form));
  storage.set(FORTUNE_STORAGE_KEYS.luckyNumberTimestamp, String(now));
}

/** Notes the number picked from the list (spec: vhora-zodiac-form selected_msisdn). */
export function saveSelected(campaign: FortuneCampaign, msisdn: string): void {
  const form = readForm(campaign);
  if (form) storage.set(formKey(campaign), JSON.stringify({ ...form, selected_msisdn: msisdn }));
}

/** The birth data and wishes as the API takes them (no empty time). */
export function profileOf(form: FortuneForm) {
  return { birth_date: form.birth_date, ...(form.birth_time ? { birth_time: form.birth_time } : {}), timezone: form.timezone, wishes: form.wishes };
}

/**
 * The sign of a birth date among the signs the server lists (from/to as MM-DD; one wraps the year):
 * the same rule as domain fortune.ts zodiacOf, on the fetched list so no schema enters the page.
 */
export function signOf(birthDate: string, signs: readonly Pick<Horoscope, 'key' | 'from' | 'to'>[]): ZodiacSign | null {
  const md = birthDate.slice(5, 10);
  return signs.find((h) => (h.from <= h.to ? md >= h.from && md <= h.to : md >= h.from || md <= h.to))?.key ?? null;
}
