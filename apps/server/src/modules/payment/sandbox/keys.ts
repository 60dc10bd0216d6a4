import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { insertKeysIfAbsent, keysNamed } from './repository';

export interface SandboxKeys {
  /** Sent by the browser when it tokenises a card (public, like Omise's pkey_test_...). */
  publicKey: string;
  /** The store's key for server calls over HTTP (skey_test_...). */
  secretKey: string;
  /** Signs webhooks (HMAC-SHA256), shared with the store. */
  webhookSecret: string;
}

/** A new sandbox object id such as chrg_test_5f3a... (prefix as in Omise). */
export function newId(prefix: 'tokn' | 'card' | 'cust' | 'src' | 'chrg' | 'rfnd' | 'evnt'): string {
  return `${prefix}_test_${randomBytes(10).toString('hex')}`;
}

const NAMES = { publicKey: 'public_key', secretKey: 'secret_key', webhookSecret: 'webhook_secret' } as const;

/** The sandbox's keys, made on first use and kept in its table so every process shares them. */
export async function loadSandboxKeys(db: Db): Promise<SandboxKeys> {
  const fresh = [
    { name: NAMES.publicKey, value: `pkey_test_${randomBytes(12).toString('hex')}` },
    { name: NAMES.secretKey, value: `skey_test_${randomBytes(16).toString('hex')}` },
    { name: NAMES.webhookSecret, value: randomBytes(32).toString('base64') },
  ];
  await insertKeysIfAbsent(db, fresh);
  const rows = await keysNamed(db, Object.values(NAMES));
  const value = (name: string) => rows.find((r) => r.name === name)!.value;
  return { publicKey: value(NAMES.publicKey), secretKey: value(NAMES.secretKey), webhookSecret: value(NAMES.webhookSecret) };
}
