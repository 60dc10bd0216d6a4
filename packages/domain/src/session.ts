import { THAI_MOBILE_RE } from './phone';

/** Store session lifetimes (spec 3: a session is active only while its expiry is after now). No zod here: the web app uses it. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000; // each login or refresh extends the session by a day
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000; // refreshes never go past 30 days after login
export const SESSION_REFRESH_BEFORE_MS = 60 * 60 * 1000; // the client refreshes in the last hour
export const LOGIN_CODE_TTL_MS = 2 * 60 * 1000; // the one-time code of the login exchange

export const DISPLAY_NAME_MAX = 60;

/** The pictures every user can choose from (served by the storefront, relative to its base). */
export const PRESET_AVATARS = ['avatars/sun.svg', 'avatars/wave.svg', 'avatars/leaf.svg', 'avatars/star.svg', 'avatars/moon.svg', 'avatars/bolt.svg'] as const;

/** An avatar is a picture the store ships (`avatars/<name>.svg`) or an https URL. */
export function isAvatarUrl(value: string): boolean {
  if (/^avatars\/[a-z0-9-]+\.svg$/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:' && value.length <= 500;
  } catch {
    return false;
  }
}

export type ProfileField = 'display_name' | 'avatar' | 'phone';

/** The profile rules as codes per field (the same as the API's zod schema), for forms. */
export function profileProblems(input: { display_name: string; avatar?: string | null; phone?: string | null }): Partial<Record<ProfileField, string>> {
  const problems: Partial<Record<ProfileField, string>> = {};
  if (!input.display_name.trim()) problems.display_name = 'display_name_required';
  else if (input.display_name.length > DISPLAY_NAME_MAX) problems.display_name = 'display_name_too_long';
  if (input.avatar && !isAvatarUrl(input.avatar)) problems.avatar = 'avatar_invalid';
  if (input.phone && !THAI_MOBILE_RE.test(input.phone)) problems.phone = 'phone_invalid';
  return problems;
}
