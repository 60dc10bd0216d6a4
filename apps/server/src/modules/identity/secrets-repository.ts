import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySecrets } from './tables';

/** The SQL of the shared secrets (secrets.ts holds the first-writer-wins rule). */

/** The stored secret of a name, or undefined. */
export async function selectSecret(db: Db, name: string): Promise<{ value: string } | undefined> {
  const [row] = await db.select({ value: identitySecrets.value }).from(identitySecrets).where(eq(identitySecrets.name, name));
  return row;
}

/** Stores a secret unless one of that name exists (insert ... on conflict do nothing). */
export async function insertSecretIfAbsent(db: Db, name: string, value: string): Promise<void> {
  await db.insert(identitySecrets).values({ name, value }).onConflictDoNothing();
}
