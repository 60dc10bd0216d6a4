import { THAI_MOBILE_RE } from './phone';

/** Profile rules shared by the storefront's profile form and the API (no zod here: the web app uses it). */
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
