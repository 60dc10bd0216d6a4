import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedCards } from './tables';

/** The SQL of saved cards (saved-cards.ts holds their rules). */

/** One saved card of the user by id, or undefined. */
export async function savedCardOfUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
  return row;
}

/** The user's saved cards, newest first. */
export function savedCardsOfUser(db: Db, userId: string) {
  return db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** Deletes one saved card of the user. */
export async function deleteSavedCardRow(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
}
