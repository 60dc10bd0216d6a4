import { createHash } from 'node:crypto';
import { PRESET_AVATARS, type Profile, type ProfileUpdate } from '@store/domain/identity';
import { normalizeThaiMobile, THAI_MOBILE_RE } from '@store/domain/phone';
import type { Db } from '../../db/client';
import { selectUser, updateUserProfile, upsertUserRow, type UserRow } from './users-repository';

export type User = UserRow;

/** What an identity provider says about the person who signed in. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  name?: string;
  email?: string;
  phone?: string;
}

function fallbackName(claims: IdentityClaims): string {
  if (claims.email) return claims.email.split('@')[0];
  if (claims.phone) return claims.phone;
  return 'Member';
}

/**
 * The store user of an identity, created on the first sign-in (name, phone and a picture from the
 * provider's claims); later sign-ins keep what the user edited in the store and refresh the e-mail.
 */
export async function upsertUser(db: Db, claims: IdentityClaims): Promise<User> {
  const phone = claims.phone ? normalizeThaiMobile(claims.phone) : null;
  const digest = createHash('sha256').update(`${claims.issuer}|${claims.subject}`).digest();
  return upsertUserRow(db, {
    issuer: claims.issuer,
    subject: claims.subject,
    displayName: (claims.name?.trim() || fallbackName(claims)).slice(0, 60),
    avatar: PRESET_AVATARS[digest[0] % PRESET_AVATARS.length],
    phone: phone && THAI_MOBILE_RE.test(phone) ? phone : null,
    email: claims.email ?? null,
  });
}

/** One user, or null. */
export async function getUser(db: Db, userId: string): Promise<User | null> {
  const row = await selectUser(db, userId);
  return row ?? null;
}

/** The profile of spec 3 (User) as the API returns it. */
export function toProfile(user: User): Profile {
  return { user_id: user.userId, display_name: user.displayName, avatar: user.avatar, phone: user.phone, email: user.email };
}

/** Changes display name, and avatar and phone when given (null clears them). */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<User> {
  return updateUserProfile(db, userId, {
    displayName: input.display_name.trim(),
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
  });
}
