import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simDiyOptions } from './tables';

/** The SQL of SIM DIY (diy.ts holds its rules; the plan itself is a package: packages-repository.ts). */
export type DiyOptionRow = typeof simDiyOptions.$inferSelect;

/** The active options, in shelf order. */
export async function activeDiyOptionRows(db: Db): Promise<DiyOptionRow[]> {
  return await db.select().from(simDiyOptions).where(eq(simDiyOptions.active, true)).orderBy(asc(simDiyOptions.sort), asc(simDiyOptions.id));
}
