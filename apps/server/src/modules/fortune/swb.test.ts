import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SWB_GROUPS, type SwbGroup } from '@store/domain/fortune';
import { readEnv } from '../../env';
import { AppError } from '../../lib/errors';
import { openToken, sealToken, swbHoldMs, SWB_TOKEN_VERSION } from './swb';
import { deriveSwbKey, type SwbKeys } from './swb-keys';

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const staticKeys = (keys: Partial<Record<SwbGroup, Buffer>>): SwbKeys => ({ embedded: false, keyOf: async (g) => keys[g] ?? null });
const nowS = () => Math.floor(Date.now() / 1000);
/** A payload as a partner would seal it; `over` may make it one the store refuses. */
const payload = (over: Record<string, unknown> = {}) =>
  ({ v: SWB_TOKEN_VERSION, mobile: '0812345678', exp: nowS() + 3600, source_type: 'physical-sim', jti: 'jti-0000001', ...over }) as Parameters<typeof sealToken>[1];

/** The AppError code a promise rejects with. */
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
  return 'resolved';
}

describe('SWB tokens', () => {
  const keys = staticKeys({ vhora: KEY_A, naga: KEY_B });

  it('opens what was sealed, with its mobile, exp and source type (physical-sim when the partner leaves it out)', async () => {
    const exp = nowS() + 600;
    expect(await openToken('vhora', sealToken('vhora', payload({ exp, source_type: 'esim' }), KEY_A), keys)).toEqual(payload({ exp, source_type: 'esim' }));
    const { source_type: _, ...noSource } = payload();
    expect((await openToken('vhora', sealToken('vhora', noSource, KEY_A), keys)).source_type).toBe('physical-sim');
  });

  it('refuses a token with any byte flipped, or any character changed (400 swb_token_invalid)', async () => {
    const token = sealToken('vhora', payload(), KEY_A);
    const raw = Buffer.from(token, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const altered = Buffer.from(raw);
      altered[i] ^= 0x01;
      expect(await codeOf(openToken('vhora', altered.toString('base64url'), keys)), `byte ${i}`).toBe('400 swb_token_invalid');
    }
    for (let i = 0; i < token.length; i++) {
      const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(await codeOf(openToken('vhora', altered, keys)), `character ${i}`).toBe('400 swb_token_invalid');
    }
    for (const bad of ['', 'a', token.slice(0, 40), `${token}A`, `${token}==`, token.replace(/.$/, '+'), 'x'.repeat(2100)]) {
      expect(await codeOf(openToken('vhora', bad, keys))).toBe('400 swb_token_invalid');
    }
  });

  it("refuses one partner's token under another group's URL, even when both had the same key (the group is authenticated)", async () => {
    const token = sealToken('vhora', payload(), KEY_A);
    expect(await codeOf(openToken('naga', token, keys))).toBe('400 swb_token_invalid');
    const sameKey = staticKeys({ vhora: KEY_A, naga: KEY_A });
    expect(await codeOf(openToken('vhora', token, sameKey))).toBe('resolved');
    expect(await codeOf(openToken('naga', token, sameKey))).toBe('400 swb_token_invalid');
    // A group with no key opens nothing.
    expect(await codeOf(openToken('rahu', sealToken('rahu', payload(), KEY_A), keys))).toBe('400 swb_token_invalid');
  });

  it('refuses another version, a payload that is not ours, and says 410 swb_token_expired once exp has passed', async () => {
    const raw = Buffer.from(sealToken('vhora', payload(), KEY_A), 'base64url');
    raw[0] = 2;
    expect(await codeOf(openToken('vhora', raw.toString('base64url'), keys))).toBe('400 swb_token_invalid');
    for (const bad of [payload({ v: 2 }), payload({ mobile: '0712345678' }), payload({ exp: 'soon' }), payload({ jti: 'x' }), payload({ source_type: 'sim' })]) {
      expect(await codeOf(openToken('vhora', sealToken('vhora', bad, KEY_A), keys))).toBe('400 swb_token_invalid');
    }
    const exp = nowS() + 60;
    const token = sealToken('vhora', payload({ exp }), KEY_A);
    expect(await codeOf(openToken('vhora', token, keys, new Date(exp * 1000 - 1)))).toBe('resolved');
    expect(await codeOf(openToken('vhora', token, keys, new Date(exp * 1000)))).toBe('410 swb_token_expired');
    expect(await codeOf(openToken('vhora', sealToken('vhora', payload({ exp: nowS() - 1 }), KEY_A), keys))).toBe('410 swb_token_expired');
  });

  it('holds until exp, unless more than 2 hours remain: then 30 minutes', () => {
    const now = new Date(1_800_000_000_000);
    const s = now.getTime() / 1000;
    expect(swbHoldMs(s + 20 * 60, now)).toBe(20 * 60_000);
    expect(swbHoldMs(s + 2 * 3600, now)).toBe(7_200_000);
    expect(swbHoldMs(s + 2 * 3600 + 1, now)).toBe(1_800_000);
    expect(swbHoldMs(s + 3 * 3600, now)).toBe(1_800_000);
  });

  it('derives a different 32-byte key for each group from the master secret', () => {
    const master = randomBytes(32);
    const derived = SWB_GROUPS.map((g) => deriveSwbKey(master, g).toString('hex'));
    expect(new Set(derived).size).toBe(SWB_GROUPS.length);
    expect(deriveSwbKey(master, 'vhora')).toHaveLength(32);
    expect(deriveSwbKey(master, 'vhora').equals(deriveSwbKey(randomBytes(32), 'vhora'))).toBe(false);
  });

  it('reads SWB_KEYS as a JSON object of group to base64 32-byte key', () => {
    expect(readEnv({}).SWB_KEYS).toBeUndefined();
    const a = KEY_A.toString('base64');
    expect(readEnv({ SWB_KEYS: JSON.stringify({ vhora: a, naga: KEY_B.toString('base64url') }) }).SWB_KEYS).toEqual({ vhora: a, naga: KEY_B.toString('base64url') });
    expect(() => readEnv({ SWB_KEYS: 'vhora=abc' })).toThrow(/SWB_KEYS: SWB_KEYS must be a JSON object/);
    expect(() => readEnv({ SWB_KEYS: '["a"]' })).toThrow(/SWB_KEYS must be a JSON object/);
    expect(() => readEnv({ SWB_KEYS: JSON.stringify({ nobody: a }) })).toThrow(/nobody is not an SWB group/);
    expect(() => readEnv({ SWB_KEYS: JSON.stringify({ vhora: randomBytes(16).toString('base64') }) })).toThrow(/the key of vhora must be 32 bytes/);
    // The key is never in the message.
    try {
      readEnv({ SWB_KEYS: JSON.stringify({ vhora: randomBytes(16).toString('base64'), naga: a }) });
    } catch (error) {
      expect(String(error)).not.toContain(a);
    }
  });
});
