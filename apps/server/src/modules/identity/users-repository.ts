import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './tables';

/** The SQL of store users (users.ts holds their rules). */
export type UserRow = typeof users.$inferSelect;

/** Inserts the user of an identity, or on a later sign-in keeps the row and refreshes only the e-mail (when given). */
export async function upsertUserRow(
  db: Db,
  values: { issuer: string; subject: string; displayName: string; avatar: string; phone: string | null; email: string | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: sql`coalesce(excluded.email, ${users.email})`, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

/** One user, or undefined. */
export async function selectUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

/** Writes display name, and avatar and phone when given (null clears them). */
export async function updateUserProfile(db: Db, userId: string, set: { displayName: string; avatar?: string | null; phone?: string | null }): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.userId, userId))
    .returning();
  return row;
}
