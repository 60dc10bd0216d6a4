import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { insertSecretIfAbsent, selectSecret } from './secrets-repository';

/**
 * A secret generated once and shared by every process: the first writer wins (insert ... on conflict
 * do nothing), then everyone reads the stored value.
 */
export async function getOrCreateSecret(db: Db, name: string, create: () => string | Promise<string>): Promise<string> {
  const existing = await selectSecret(db, name);
  if (existing) return existing.value;
  await insertSecretIfAbsent(db, name, await create());
  const row = await selectSecret(db, name);
  return row!.value;
}

/** A random, URL-safe secret of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
