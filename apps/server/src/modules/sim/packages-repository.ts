import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { simPackageQuerySchema } from '@store/domain/sim';
import type { Db } from '../../db/client';
import { esimDevices, simPackages } from './tables';
import { containsPattern } from '../../lib/like';

/** The SQL of SIM packages (packages.ts holds their shapes and banners). */
export type PackageRow = typeof simPackages.$inferSelect;

/** Active plans of a type and section, by their shelf order; `q` matches the name in either language or the NAS code. */
export async function packageRows(db: Db, q: z.output<typeof simPackageQuerySchema>): Promise<PackageRow[]> {
  const where = [eq(simPackages.simType, q.sim_type), eq(simPackages.section, q.section), eq(simPackages.status, 'active')];
  if (q.max_price !== undefined) where.push(lte(simPackages.baseline, q.max_price));
  if (q.esim !== undefined) where.push(eq(simPackages.esimAllowed, q.esim));
  if (q.q) {
    const like = containsPattern(q.q);
    where.push(or(sql`${simPackages.name}->>'th' ilike ${like}`, sql`${simPackages.name}->>'en' ilike ${like}`, sql`${simPackages.nasCode} ilike ${like}`)!);
  }
  return await db
    .select()
    .from(simPackages)
    .where(and(...where))
    .orderBy(asc(simPackages.sort), asc(simPackages.id));
}

/** One plan by id (any status), or null. */
export async function packageRow(db: Db, id: number): Promise<PackageRow | null> {
  const [row] = await db.select().from(simPackages).where(eq(simPackages.id, id));
  return row ?? null;
}

/** Plans by NAS code (any status, any section), in shelf order. */
export async function packageRowsByNasCode(db: Db, nasCodes: string[]): Promise<PackageRow[]> {
  if (nasCodes.length === 0) return [];
  return db.select().from(simPackages).where(inArray(simPackages.nasCode, nasCodes)).orderBy(asc(simPackages.sort), asc(simPackages.id));
}

/** The first plan of a section in shelf order (any status), or null. */
export async function firstPackageOfSection(db: Db, section: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(simPackages).where(eq(simPackages.section, section)).orderBy(asc(simPackages.sort)).limit(1);
  return row ?? null;
}

/** The banner colour of a plan that exists. */
export async function packageColour(db: Db, id: number): Promise<string> {
  const [{ colour }] = await db.select({ colour: simPackages.colour }).from(simPackages).where(eq(simPackages.id, id));
  return colour;
}

/** The devices that take an eSIM, in the shop's order. */
export function esimDeviceRows(db: Db) {
  return db.select({ brand: esimDevices.brand, model: esimDevices.model }).from(esimDevices).orderBy(asc(esimDevices.sort));
}
