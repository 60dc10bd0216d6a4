import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { idpAccounts } from '../tables';

/** The SQL of the embedded provider's accounts (accounts.ts holds their rules). */
export type IdpAccountRow = typeof idpAccounts.$inferSelect;

/** Inserts an account; undefined when the login is taken (on conflict do nothing). */
export async function insertAccount(db: Db, values: { login: string; loginKind: 'phone' | 'email'; name: string; passwordHash: string }): Promise<IdpAccountRow | undefined> {
  const [row] = await db.insert(idpAccounts).values(values).onConflictDoNothing({ target: idpAccounts.login }).returning();
  return row;
}

/** The account of a normalised login, or undefined. */
export async function accountByLogin(db: Db, login: string): Promise<IdpAccountRow | undefined> {
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.login, login));
  return account;
}

/** The account of an id, or undefined. */
export async function accountById(db: Db, accountId: string): Promise<IdpAccountRow | undefined> {
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.accountId, accountId));
  return account;
}
