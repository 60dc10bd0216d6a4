import { z } from 'zod';
import { errorEnvelopeSchema } from './api';
import { THAI_MOBILE_RE } from './phone';
import { DISPLAY_NAME_MAX, isAvatarUrl } from './session';

export { DISPLAY_NAME_MAX, isAvatarUrl, LOGIN_CODE_TTL_MS, PRESET_AVATARS, SESSION_MAX_LIFETIME_MS, SESSION_REFRESH_BEFORE_MS, SESSION_TTL_MS } from './session';

/** PUT /user/:user_id/profile and /edit-profile: display name 1–60 characters, avatar or null, Thai mobile or null. */
export const profileUpdateSchema = z.object({
  display_name: z
    .string()
    .max(DISPLAY_NAME_MAX, { message: 'display_name_too_long' })
    .refine((v) => v.trim().length > 0, { message: 'display_name_required' }),
  avatar: z.string().refine(isAvatarUrl, { message: 'avatar_invalid' }).nullable().optional(),
  phone: z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The User of spec 3 plus the e-mail the identity provider gave. */
export const profileSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sessionUserSchema = profileSchema.pick({ user_id: true, display_name: true, avatar: true, phone: true });

/** GET /session: the signed-in user (or null) and the session expiry as `YYYY-MM-DD HH:mm:ss` UTC. */
export const sessionInfoSchema = z.object({ user: sessionUserSchema.nullable(), expires_at: z.string().nullable() });

/** The login exchange's answer (spec 3, "Login response"); no token is returned to page scripts. */
export const loginResponseSchema = z.object({
  status_code: z.number().int(),
  data: z.object({ access_token_expired: z.string(), user_id: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The login exchange's refusal: the error envelope with the status code in the body too (spec 3). */
export const loginFailureSchema = errorEnvelopeSchema.extend({ status_code: z.number().int() });
