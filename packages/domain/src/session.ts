/** Store session lifetimes (spec 3: a session is active only while its expiry is after now). No zod here: the web app uses it. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000; // each login or refresh extends the session by a day
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000; // refreshes never go past 30 days after login
export const SESSION_REFRESH_BEFORE_MS = 60 * 60 * 1000; // the client refreshes in the last hour
export const LOGIN_CODE_TTL_MS = 2 * 60 * 1000; // the one-time code of the login exchange

// The profile rules live in profile-rules.ts: a page that only keeps the session (every page) does not load them.
export { DISPLAY_NAME_MAX, isAvatarUrl, PRESET_AVATARS, profileProblems, type ProfileField } from './profile-rules';
