import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configSettings, configVersions } from './tables';

/** Every stored override. */
export const selectOverrides = (db: Db) => db.select({ key: configSettings.key, value: configSettings.value }).from(configSettings);

/** Every stored override with who wrote it when (the console's list). */
export const selectOverrideStamps = (db: Db) =>
  db.select({ key: configSettings.key, updatedAt: configSettings.updatedAt, updatedBy: configSettings.updatedBy }).from(configSettings);

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

/**
 * Records a change as the key's next version. Two writers of one key are serialised by a transaction
 * advisory lock on the key, so versions never collide (and the unique index holds it anyway).
 */
export async function insertVersion(db: Db, row: { key: string; value: unknown; action: 'set' | 'reset' | 'revert'; revertedFrom?: number | null; changedBy: string }) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`config:${row.key}`}))`);
  const [last] = await db
    .select({ version: sql<number>`coalesce(max(${configVersions.version}), 0)::int` })
    .from(configVersions)
    .where(eq(configVersions.key, row.key));
  const [inserted] = await db
    .insert(configVersions)
    .values({ key: row.key, version: (last?.version ?? 0) + 1, value: row.value ?? null, action: row.action, revertedFrom: row.revertedFrom ?? null, changedBy: row.changedBy })
    .returning();
  return inserted;
}

export const selectVersions = (db: Db, key: string) => db.select().from(configVersions).where(eq(configVersions.key, key)).orderBy(desc(configVersions.version)).limit(200);

export async function selectVersion(db: Db, key: string, version: number) {
  const [row] = await db
    .select()
    .from(configVersions)
    .where(and(eq(configVersions.key, key), eq(configVersions.version, version)));
  return row ?? null;
}

/** The latest version number of every key that has one. */
export const selectLatestVersions = (db: Db) =>
  db
    .select({ key: configVersions.key, version: sql<number>`max(${configVersions.version})::int` })
    .from(configVersions)
    .groupBy(configVersions.key);
