import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LUCKY_NUMBER_HOLD_MS } from '@store/domain/constants';
import { SWB_MAX_HOLD_MS, type SwbGroup } from '@store/domain/fortune';
import { gone, invalid, notFound } from '../../lib/errors';
import type { SwbKeys } from './swb-keys';

/**
 * SWB partner links (spec 2 /online-store/swb/:group/:encrypt, spec 3 SWB decrypt; decision 025):
 * a partner astrologer sends a shopper with a token naming a number and until when it is theirs.
 *
 * token = base64url(version 0x01 ‖ 12-byte IV ‖ AES-256-GCM ciphertext ‖ 16-byte tag), under the
 * partner group's key, with the version byte and the group as additional authenticated data: a
 * token altered anywhere, forged, or taken to another group's URL does not open. The plaintext is
 * JSON {v: 1, mobile, exp (unix seconds), source_type, jti}.
 *
 * Neither a token nor a mobile number is ever logged or put in an error message.
 */

export const SWB_TOKEN_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The contract's longest token (2,048 base64url characters) is 1,536 bytes. */
const MAX_TOKEN_BYTES = 1536;

export const swbPayloadSchema = z.object({
  v: z.literal(SWB_TOKEN_VERSION),
  mobile: z.string().regex(/^0[689]\d{8}$/),
  exp: z.number().int().positive(),
  source_type: z.enum(['physical-sim', 'esim']).default('physical-sim'),
  jti: z.string().min(8).max(64),
});
export type SwbPayload = z.output<typeof swbPayloadSchema>;

const aad = (group: SwbGroup) => Buffer.concat([Buffer.from([SWB_TOKEN_VERSION]), Buffer.from(`swb:${group}`, 'utf8')]);

const tokenInvalid = () => invalid('swb_token_invalid', 'This link is not valid. Please ask your astrologer for a new one.');

/** Seals a payload for a group under its key (what a partner does; the sandbox mint route too). */
export function sealToken(group: SwbGroup, payload: z.input<typeof swbPayloadSchema>, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(group));
  const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([SWB_TOKEN_VERSION]), iv, data, cipher.getAuthTag()]).toString('base64url');
}

/**
 * Opens a group's token: its payload, or AppError 400 swb_token_invalid (not canonical base64url,
 * wrong length or version, no key for the group, authentication fails: forged, altered or of another
 * group; a payload that is not ours) or 410 swb_token_expired (its exp has passed).
 */
export async function openToken(group: SwbGroup, token: string, keys: SwbKeys, now: Date = new Date()): Promise<SwbPayload> {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw tokenInvalid();
  const raw = Buffer.from(token, 'base64url');
  // Canonical only: a character whose unused low bits differ would decode to the same bytes.
  if (raw.length < 1 + IV_BYTES + 1 + TAG_BYTES || raw.length > MAX_TOKEN_BYTES || raw.toString('base64url') !== token) throw tokenInvalid();
  if (raw[0] !== SWB_TOKEN_VERSION) throw tokenInvalid();
  const key = await keys.keyOf(group);
  if (!key) throw tokenInvalid();
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(1, 1 + IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(group));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw tokenInvalid();
  }
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    throw tokenInvalid();
  }
  const parsed = swbPayloadSchema.safeParse(json);
  if (!parsed.success) throw tokenInvalid();
  if (parsed.data.exp * 1000 <= now.getTime()) throw gone('swb_token_expired', 'This link has expired. Please ask your astrologer for a new one.');
  return parsed.data;
}

/** The sandbox's partner: a token for `mobile` under the embedded key of `group`, and its link. */
export async function mintToken(
  keys: SwbKeys,
  input: { group: SwbGroup; mobile: string; expires_in_s: number; source_type: 'physical-sim' | 'esim' },
  now: Date = new Date(),
): Promise<{ token: string; path: string }> {
  const key = await keys.keyOf(input.group);
  if (!keys.embedded || !key) throw notFound('swb_mint_off', 'Tokens are made by the partners: the store has their keys (SWB_KEYS).');
  const exp = Math.floor(now.getTime() / 1000) + input.expires_in_s;
  const token = sealToken(input.group, { v: SWB_TOKEN_VERSION, mobile: input.mobile, exp, source_type: input.source_type, jti: randomBytes(12).toString('base64url') }, key);
  return { token, path: `/online-store/swb/${input.group}/${token}` };
}

/** How long an SWB hold lasts: until the token's exp, unless more than 2 hours remain (spec 9): then the 30-minute lucky hold. */
export function swbHoldMs(expSeconds: number, now: Date): number {
  const remaining = expSeconds * 1000 - now.getTime();
  return remaining > SWB_MAX_HOLD_MS ? LUCKY_NUMBER_HOLD_MS : remaining;
}
