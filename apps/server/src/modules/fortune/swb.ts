import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LUCKY_NUMBER_HOLD_MS } from '@store/domain/constants';
import { fortuneHoldMetaSchema, SWB_MAX_HOLD_MS, type SwbGroup, type SwbRedeemResult } from '@store/domain/fortune';
import type { NumberHold } from '@store/domain/number-search';
import type { SimPackage } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { AppError, conflict, gone, invalid, notFound } from '../../lib/errors';
import { getConfig } from '../config/service';
import { hashToken } from '../identity/secrets';
import type { NumbersService } from '../numbers/service';
import { listPackages } from '../sim/packages';
import type { SwbKeys } from './swb-keys';
import { claimRedemption, setRedemptionHold } from './swb-repository';

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

/**
 * The plan an SWB number is sold with: the first code of `swb.redirect_nas_codes` that names an
 * active postpaid plan of the shop (the operator's order), else the first active postpaid plan of the
 * shop (never an instant-SIM or SIM DIY plan: those are other sections).
 */
export async function swbPackage(db: Db, nasCodes: readonly string[]): Promise<SimPackage> {
  const plans = await listPackages(db, { sim_type: 'postpaid', section: 'wemall' });
  for (const code of nasCodes) {
    const plan = plans.find((p) => p.nas_code === code);
    if (plan) return plan;
  }
  if (plans[0]) return plans[0];
  throw notFound('package_not_found', 'No postpaid package is on sale.');
}

/** How long an SWB hold lasts: until the token's exp, unless more than 2 hours remain (spec 9): then the 30-minute lucky hold. */
export function swbHoldMs(expSeconds: number, now: Date): number {
  const remaining = expSeconds * 1000 - now.getTime();
  return remaining > SWB_MAX_HOLD_MS ? LUCKY_NUMBER_HOLD_MS : remaining;
}

const SWB_META = fortuneHoldMetaSchema.parse({ campaign: 'swb', berfuntong: null, birth_time: null, timezone: null });

/**
 * Redeems a token for the signed-in shopper `userId`: 404 swb_off (config swb.toggle),
 * 404 swb_group_not_listed with {redirect_to} (a white list that does not name the group), the token's
 * 400 / 410, 409 swb_token_used (another shopper redeemed it), 409 swb_number_not_found (the number is
 * on the not-found list, not in the pool or not available), 409 hold_limit. The same token again (two
 * tabs at once too) gives the hold it gave first (`created` false), never a second one.
 */
export async function redeemSwb(
  db: Db,
  deps: { numbers: NumbersService; keys: SwbKeys },
  input: { group: SwbGroup; token: string; userId: string },
  now: Date = new Date(),
): Promise<{ result: SwbRedeemResult; created: boolean }> {
  const config = await getConfig(db, 'swb');
  if (!config.toggle) throw notFound('swb_off', 'Links from our astrologers are not open at the moment.');
  if (config.redirect_white_list.length > 0 && !config.redirect_white_list.includes(input.group)) {
    throw new AppError('not_found', 'swb_group_not_listed', 'Links from this astrologer are not open at the moment.', { redirect_to: config.redirect_to });
  }
  const payload = await openToken(input.group, input.token, deps.keys, now);
  const pkg = await swbPackage(db, config.redirect_nas_codes);
  const tokenHash = hashToken(input.token);

  const redemption = await claimRedemption(db, { tokenHash, group: input.group, mobile: payload.mobile, userId: input.userId, expiresAt: new Date(payload.exp * 1000) });
  if (redemption.userId !== input.userId) throw conflict('swb_token_used', 'This link was used by another account.');

  const answer = (hold: NumberHold, created: boolean) => ({
    created,
    result: {
      mobile: payload.mobile,
      expired_in: new Date(payload.exp * 1000).toISOString(),
      source_type: payload.source_type,
      group: input.group,
      package_id: pkg.id,
      nas_code: pkg.nas_code,
      verify_path: `/online-store/postpaid/${pkg.id}/${encodeURIComponent(pkg.nas_code)}/${payload.mobile}`,
      hold: {
        number: hold.number,
        display: hold.display,
        hold_id: hold.hold_id,
        flow: hold.flow,
        expires_at: hold.expires_at,
        hold_expired_date: hold.hold_expired_date,
        price: hold.price,
      },
    },
  });

  // The hold this token gave, while it lasts, whatever the lists say now.
  if (redemption.holdId) {
    const held = await deps.numbers.getHold(db, redemption.holdId);
    if (held && held.owner === input.userId && held.status === 'held' && Date.parse(held.expires_at) > now.getTime()) return answer(held, false);
  }

  if (config.redirect_not_found_list.includes(payload.mobile)) throw numberNotFound();
  let taken: Awaited<ReturnType<NumbersService['hold']>>;
  try {
    // One number is one row: of simultaneous redemptions by this shopper one takes it, the others get that hold.
    taken = await deps.numbers.hold(db, { number: payload.mobile, owner: input.userId, flow: 'swb', key: `swb:${tokenHash}`, meta: SWB_META, holdMs: swbHoldMs(payload.exp, now) });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'number_not_found' || error.code === 'number_unavailable')) throw numberNotFound();
    throw error;
  }
  await setRedemptionHold(db, tokenHash, input.userId, taken.hold.hold_id);
  return answer(taken.hold, taken.created);
}

const numberNotFound = () => conflict('swb_number_not_found', 'Sorry, this number is no longer available.');
