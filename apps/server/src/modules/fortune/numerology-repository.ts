import { desc, eq, lt, sql } from 'drizzle-orm';
import type { NumerologyData } from '@store/domain/numerology';
import type { Db } from '../../db/client';
import { numerologySettings, numerologyVersions } from './tables';

/** The SQL of the numerology data in force (numerology.ts holds its rules). */
export type NumerologyRow = typeof numerologySettings.$inferSelect;

export async function numerologyRow(db: Db): Promise<NumerologyRow | null> {
  const [row] = await db.select().from(numerologySettings).where(eq(numerologySettings.id, 1));
  return row ?? null;
}

/** Stores the first data set (version 1) unless one is stored already. */
export async function insertFirstNumerology(db: Db, data: NumerologyData): Promise<void> {
  await db.insert(numerologySettings).values({ id: 1, version: 1, data, featuresVersion: 0, updatedBy: 'seed' }).onConflictDoNothing();
  await db.insert(numerologyVersions).values({ version: 1, data, changedBy: 'seed' }).onConflictDoNothing();
}

/** Replaces the data: a new version, whose scores the pool does not have yet. */
export async function replaceNumerology(db: Db, data: NumerologyData, by: string, revertedFrom: number | null = null): Promise<number> {
  const now = new Date();
  const [row] = await db
    .update(numerologySettings)
    .set({ data, version: sql`${numerologySettings.version} + 1`, updatedBy: by, updatedAt: now })
    .where(eq(numerologySettings.id, 1))
    .returning({ version: numerologySettings.version });
  await db.insert(numerologyVersions).values({ version: row.version, data, changedBy: by, changedAt: now, revertedFrom }).onConflictDoNothing();
  return row.version;
}

export type NumerologyVersionRow = typeof numerologyVersions.$inferSelect;

/** Saved versions, newest first, before `before` (keyset); one more than `limit` tells a next page. */
export function numerologyVersionsPage(db: Db, before: number | undefined, limit: number) {
  return db
    .select({
      version: numerologyVersions.version,
      changedBy: numerologyVersions.changedBy,
      changedAt: numerologyVersions.changedAt,
      revertedFrom: numerologyVersions.revertedFrom,
    })
    .from(numerologyVersions)
    .where(before === undefined ? undefined : lt(numerologyVersions.version, before))
    .orderBy(desc(numerologyVersions.version))
    .limit(limit + 1);
}

export async function numerologyVersion(db: Db, version: number): Promise<NumerologyVersionRow | null> {
  const [row] = await db.select().from(numerologyVersions).where(eq(numerologyVersions.version, version));
  return row ?? null;
}

/** Records that the pool's scores are of `version` (unless a later one was recorded meanwhile). */
export async function markFeaturesVersion(db: Db, version: number): Promise<void> {
  await db
    .update(numerologySettings)
    .set({ featuresVersion: sql`greatest(${numerologySettings.featuresVersion}, ${version})` })
    .where(eq(numerologySettings.id, 1));
}
