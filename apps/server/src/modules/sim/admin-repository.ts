import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PackageRow } from './packages-repository';
import { simPackages } from './tables';
import { containsPattern } from '../../lib/like';

/** The SQL of the console's SIM packages (admin.ts holds the rules). */
export interface AdminPackageQuery {
  simType?: PackageRow['simType'];
  section?: string;
  status?: PackageRow['status'];
  q?: string;
  after?: number;
  limit: number;
}

/** One keyset page of plans of any status in id order (`id > after`, never OFFSET). */
export function selectAdminPackagePage(db: Db, q: AdminPackageQuery): Promise<PackageRow[]> {
  const where: SQL[] = [];
  if (q.after !== undefined) where.push(gt(simPackages.id, q.after));
  if (q.simType) where.push(eq(simPackages.simType, q.simType));
  if (q.section) where.push(eq(simPackages.section, q.section));
  if (q.status) where.push(eq(simPackages.status, q.status));
  if (q.q) {
    const like = containsPattern(q.q);
    where.push(or(sql`${simPackages.name}->>'th' ilike ${like}`, sql`${simPackages.name}->>'en' ilike ${like}`, sql`${simPackages.nasCode} ilike ${like}`)!);
  }
  return db
    .select()
    .from(simPackages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(simPackages.id))
    .limit(q.limit);
}

export type PackageChange = Partial<Pick<PackageRow, 'name' | 'baseline' | 'advancePayment' | 'penalty' | 'contract' | 'status' | 'esimAllowed' | 'sort' | 'highlights'>>;

/** Writes a change (undefined fields stay); null when there is no such plan. */
export async function updatePackage(db: Db, id: number, change: PackageChange): Promise<PackageRow | null> {
  const [row] = await db
    .update(simPackages)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(simPackages.id, id))
    .returning();
  return row ?? null;
}
