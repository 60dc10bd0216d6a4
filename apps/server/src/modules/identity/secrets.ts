import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySecrets } from './tables';

/**
 * A secret generated once and shared by every process: the first writer wins (insert ... on conflict
 * do nothing), then everyone reads the stored value.
 */
export async function getOrCreateSecret(db: Db, name: string, create: () => string | Promise<string>): Promise<string> {
  const existing = await db.select({ value: identitySecrets.value }).from(identitySecrets).where(eq(identitySecrets.name, name));
  if (existing[0]) return existing[0].value;
  await db
    .insert(identitySecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select({ value: identitySecrets.value }).from(identitySecrets).where(eq(identitySecrets.name, name));
  return row.value;
}

/** A random, URL-safe secret of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
