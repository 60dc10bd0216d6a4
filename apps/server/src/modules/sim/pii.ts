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

export async function loadPii(db: Db): Promise<Pii> {
  const key = Buffer.from(await getOrCreateSecret(db, 'sim-pii-key', () => randomToken(32)), 'base64url');
  return {
    hmac: (purpose, value) => createHmac('sha256', key).update(`${purpose}:${value}`).digest('hex'),
    encrypt(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(value) {
      const [iv, tag, data] = value.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
