import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { getOrCreateSecret, randomToken } from '../identity/secrets';

/**
 * Personal data of the SIM flows (national IDs, OTP codes): an HMAC for comparing and looking up,
 * AES-256-GCM where the value itself must be kept (the ID that registers the SIM). The key is made
 * once per installation and kept in the database like the identity secrets.
 */
export interface Pii {
  hmac(purpose: string, value: string): string;
  encrypt(value: string): string;
  decrypt(value: string): string;
}

/** AES-256-GCM: a fresh 12-byte IV, then the 16-byte tag, then the ciphertext. */
export function sealBytes(key: Buffer, plain: Buffer): { iv: Buffer; tag: Buffer; data: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

/** Opens what sealBytes sealed; throws when the key is not the one or a byte was changed. */
export function openBytes(key: Buffer, sealed: { iv: Buffer; tag: Buffer; data: Buffer }): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.data), decipher.final()]);
}

/** A 32-byte key generated once per installation and kept in the secrets table under `name`. */
export async function loadStoreKey(db: Db, name: string): Promise<Buffer> {
  return Buffer.from(await getOrCreateSecret(db, name, () => randomToken(32)), 'base64url');
}

export async function loadPii(db: Db): Promise<Pii> {
  const key = await loadStoreKey(db, 'sim-pii-key');
  return {
    hmac: (purpose, value) => createHmac('sha256', key).update(`${purpose}:${value}`).digest('hex'),
    encrypt(value) {
      const { iv, tag, data } = sealBytes(key, Buffer.from(value, 'utf8'));
      return [iv, tag, data].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(value) {
      const [iv, tag, data] = value.split('.').map((p) => Buffer.from(p, 'base64url'));
      return openBytes(key, { iv, tag, data }).toString('utf8');
    },
  };
}
