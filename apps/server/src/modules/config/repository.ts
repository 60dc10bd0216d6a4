import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configSettings } from './tables';

/** Every stored override. */
export const selectOverrides = (db: Db) => db.select({ key: configSettings.key, value: configSettings.value }).from(configSettings);

/** Writes an override (insert or replace). */
export async function upsertOverride(db: Db, key: string, value: unknown, by: string): Promise<void> {
  await db
    .insert(configSettings)
    .values({ key, value, updatedBy: by })
    .onConflictDoUpdate({ target: configSettings.key, set: { value, updatedAt: new Date(), updatedBy: by } });
}

/** Removes an override. */
export async function deleteOverride(db: Db, key: string): Promise<void> {
  await db.delete(configSettings).where(eq(configSettings.key, key));
}
