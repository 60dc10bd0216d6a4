import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geoDistricts, geoProvinces, geoSubdistricts } from '../address/tables';
import { hiBlacklist, hiCoverageAreas, hiLeads, hiPackages, hiTransactions } from './tables';
import { containsPattern } from '../../lib/like';

export type CoverageRow = typeof hiCoverageAreas.$inferSelect;
export type PackageRow = typeof hiPackages.$inferSelect;
export type TransactionRow = typeof hiTransactions.$inferSelect;
export type LeadRow = typeof hiLeads.$inferSelect;

/** A subdistrict with its district and province (ids and names), or null. */
export async function placeOf(db: Db, subdistrictId: number) {
  const [row] = await db
    .select({
      subdistrictId: geoSubdistricts.id,
      districtId: geoSubdistricts.districtId,
      provinceId: geoSubdistricts.provinceId,
      postcode: geoSubdistricts.postcode,
      subdistrict: { th: geoSubdistricts.nameTh, en: geoSubdistricts.nameEn },
      district: { th: geoDistricts.nameTh, en: geoDistricts.nameEn },
      province: { th: geoProvinces.nameTh, en: geoProvinces.nameEn },
    })
    .from(geoSubdistricts)
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(eq(geoSubdistricts.id, subdistrictId));
  return row ?? null;
}

/** Every coverage row that could apply to a subdistrict: its own, its district's and its province's (active or not). */
export function coverageRowsFor(db: Db, place: { provinceId: number; districtId: number; subdistrictId: number }): Promise<CoverageRow[]> {
  return db
    .select()
    .from(hiCoverageAreas)
    .where(
      and(
        eq(hiCoverageAreas.provinceId, place.provinceId),
        or(
          and(isNull(hiCoverageAreas.districtId), isNull(hiCoverageAreas.subdistrictId)),
          and(eq(hiCoverageAreas.districtId, place.districtId), isNull(hiCoverageAreas.subdistrictId)),
          eq(hiCoverageAreas.subdistrictId, place.subdistrictId),
        ),
      ),
    );
}

export async function coverageArea(db: Db, id: string): Promise<CoverageRow | null> {
  const [row] = await db.select().from(hiCoverageAreas).where(eq(hiCoverageAreas.id, id));
  return row ?? null;
}

export function coverageOfProvince(db: Db, provinceId: number): Promise<CoverageRow[]> {
  return db
    .select()
    .from(hiCoverageAreas)
    .where(eq(hiCoverageAreas.provinceId, provinceId))
    .orderBy(sql`${hiCoverageAreas.districtId} nulls first`, sql`${hiCoverageAreas.subdistrictId} nulls first`, asc(hiCoverageAreas.id));
}

export async function updateCoverage(db: Db, id: string, patch: Partial<typeof hiCoverageAreas.$inferInsert>): Promise<CoverageRow | null> {
  const [row] = await db.update(hiCoverageAreas).set(patch).where(eq(hiCoverageAreas.id, id)).returning();
  return row ?? null;
}

/** Takes a port of the area: one conditional write (never more than capacity). False when none is free. */
export async function takePort(tx: Db, areaId: string): Promise<boolean> {
  const rows = await tx
    .update(hiCoverageAreas)
    .set({ used: sql`${hiCoverageAreas.used} + 1` })
    .where(and(eq(hiCoverageAreas.id, areaId), eq(hiCoverageAreas.active, true), sql`${hiCoverageAreas.used} < ${hiCoverageAreas.capacity}`))
    .returning({ id: hiCoverageAreas.id });
  return rows.length === 1;
}

/** Gives a port back (an order cancelled before installation). */
export async function releasePort(tx: Db, areaId: string): Promise<void> {
  await tx
    .update(hiCoverageAreas)
    .set({ used: sql`greatest(${hiCoverageAreas.used} - 1, 0)` })
    .where(eq(hiCoverageAreas.id, areaId));
}

export function activePackages(db: Db): Promise<PackageRow[]> {
  return db.select().from(hiPackages).where(eq(hiPackages.active, true)).orderBy(asc(hiPackages.sort), asc(hiPackages.id));
}

export async function packageRow(db: Db, id: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(hiPackages).where(eq(hiPackages.id, id));
  return row ?? null;
}

export async function insertTransaction(db: Db, row: typeof hiTransactions.$inferInsert): Promise<TransactionRow> {
  const [inserted] = await db.insert(hiTransactions).values(row).returning();
  return inserted;
}

export async function transactionRow(db: Db, id: string, lock = false): Promise<TransactionRow | null> {
  const q = db.select().from(hiTransactions).where(eq(hiTransactions.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function transactionOfOrder(db: Db, orderId: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(hiTransactions).where(eq(hiTransactions.orderId, orderId));
  return row ?? null;
}

export async function transactionOfAppointment(db: Db, appointmentId: string): Promise<TransactionRow | null> {
  const [row] = await db.select().from(hiTransactions).where(eq(hiTransactions.appointmentId, appointmentId));
  return row ?? null;
}

export async function updateTransaction(db: Db, id: string, patch: Partial<typeof hiTransactions.$inferInsert>): Promise<TransactionRow> {
  const [row] = await db.update(hiTransactions).set(patch).where(eq(hiTransactions.id, id)).returning();
  return row;
}

/** Open transactions whose time ran out by `now`. */
export async function expiredTransactions(db: Db, now: Date, limit = 200): Promise<TransactionRow[]> {
  return db
    .select()
    .from(hiTransactions)
    .where(and(eq(hiTransactions.state, 'open'), lte(hiTransactions.expiresAt, now)))
    .limit(limit);
}

export async function blacklisted(db: Db, thaiIdHash: string): Promise<boolean> {
  const [row] = await db.select({ reason: hiBlacklist.reason }).from(hiBlacklist).where(eq(hiBlacklist.thaiIdHash, thaiIdHash));
  return Boolean(row);
}

export async function insertLead(db: Db, row: typeof hiLeads.$inferInsert): Promise<LeadRow> {
  const [inserted] = await db.insert(hiLeads).values(row).returning();
  return inserted;
}

/** Leads of a number (by its HMAC) since `since`. */
export async function leadsOfMobileSince(db: Db, mobileHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hiLeads)
    .where(and(eq(hiLeads.mobileHash, mobileHash), sql`${hiLeads.createdAt} >= ${since.toISOString()}::timestamptz`));
  return row?.n ?? 0;
}

export function recentLeads(db: Db, limit: number): Promise<LeadRow[]> {
  return db.select().from(hiLeads).orderBy(desc(hiLeads.createdAt)).limit(limit);
}

/** A page of leads, newest first (keyset on created_at, id), of one state or all. */
export function leadPage(db: Db, f: { state?: string; before?: { at: Date; id: string }; limit: number }): Promise<LeadRow[]> {
  const b = f.before;
  return db
    .select()
    .from(hiLeads)
    .where(
      and(
        f.state ? eq(hiLeads.status, f.state) : undefined,
        b ? or(sql`${hiLeads.createdAt} < ${b.at.toISOString()}::timestamptz`, and(eq(hiLeads.createdAt, b.at), sql`${hiLeads.id} < ${b.id}::uuid`)) : undefined,
      ),
    )
    .orderBy(desc(hiLeads.createdAt), desc(hiLeads.id))
    .limit(f.limit + 1);
}

export async function leadById(db: Db, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(hiLeads).where(eq(hiLeads.id, id));
  return row;
}

/** Moves a lead from `from` to `to` (one conditional write); undefined when it is no longer in `from`. */
export async function updateLeadState(db: Db, id: string, from: string, to: string, at: Date): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(hiLeads)
    .set({ status: to, statusChangedAt: at })
    .where(and(eq(hiLeads.id, id), eq(hiLeads.status, from)))
    .returning();
  return row;
}

export function transactionsByIds(db: Db, ids: string[]): Promise<TransactionRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(hiTransactions).where(inArray(hiTransactions.id, ids));
}

/** A coverage row with the names of its province, district and subdistrict (null above its level). */
export type CoverageWithPlace = CoverageRow & {
  place: { province: { th: string; en: string }; district: { th: string; en: string } | null; subdistrict: { th: string; en: string } | null };
};

export interface CoverageQuery {
  provinceId?: number;
  districtId?: number;
  subdistrictId?: number;
  technology?: CoverageRow['technology'];
  active?: boolean;
  /** Part of a place name, Thai or English. */
  q?: string;
  after?: string;
  limit: number;
}

function coverageWithPlace(db: Db) {
  return db
    .select({
      area: hiCoverageAreas,
      province: { th: geoProvinces.nameTh, en: geoProvinces.nameEn },
      districtTh: geoDistricts.nameTh,
      districtEn: geoDistricts.nameEn,
      subdistrictTh: geoSubdistricts.nameTh,
      subdistrictEn: geoSubdistricts.nameEn,
    })
    .from(hiCoverageAreas)
    .innerJoin(geoProvinces, eq(geoProvinces.id, hiCoverageAreas.provinceId))
    .leftJoin(geoDistricts, eq(geoDistricts.id, hiCoverageAreas.districtId))
    .leftJoin(geoSubdistricts, eq(geoSubdistricts.id, hiCoverageAreas.subdistrictId));
}

type PlacedRow = Awaited<ReturnType<typeof coverageWithPlace>>[number];
const placed = (r: PlacedRow): CoverageWithPlace => ({
  ...r.area,
  place: {
    province: r.province,
    district: r.districtTh !== null && r.districtEn !== null ? { th: r.districtTh, en: r.districtEn } : null,
    subdistrict: r.subdistrictTh !== null && r.subdistrictEn !== null ? { th: r.subdistrictTh, en: r.subdistrictEn } : null,
  },
});

/** The console's coverage list (decision 044): one keyset page in id order (`id > after`, never OFFSET). */
export async function coveragePage(db: Db, q: CoverageQuery): Promise<CoverageWithPlace[]> {
  const where: SQL[] = [];
  if (q.after !== undefined) where.push(gt(hiCoverageAreas.id, q.after));
  if (q.provinceId !== undefined) where.push(eq(hiCoverageAreas.provinceId, q.provinceId));
  if (q.districtId !== undefined) where.push(eq(hiCoverageAreas.districtId, q.districtId));
  if (q.subdistrictId !== undefined) where.push(eq(hiCoverageAreas.subdistrictId, q.subdistrictId));
  if (q.technology) where.push(eq(hiCoverageAreas.technology, q.technology));
  if (q.active !== undefined) where.push(eq(hiCoverageAreas.active, q.active));
  if (q.q) {
    const like = containsPattern(q.q);
    where.push(
      or(
        ilike(geoProvinces.nameTh, like),
        ilike(geoProvinces.nameEn, like),
        ilike(geoDistricts.nameTh, like),
        ilike(geoDistricts.nameEn, like),
        ilike(geoSubdistricts.nameTh, like),
        ilike(geoSubdistricts.nameEn, like),
      )!,
    );
  }
  const rows = await coverageWithPlace(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(hiCoverageAreas.id))
    .limit(q.limit);
  return rows.map(placed);
}

export async function coverageAreaWithPlace(db: Db, id: string): Promise<CoverageWithPlace | null> {
  const [row] = await coverageWithPlace(db).where(eq(hiCoverageAreas.id, id));
  return row ? placed(row) : null;
}

/** The console's package list: one keyset page of packages of any state in id order. */
export function packagePage(db: Db, q: { technology?: PackageRow['technology']; active?: boolean; after?: string; limit: number }): Promise<PackageRow[]> {
  const where: SQL[] = [];
  if (q.after !== undefined) where.push(gt(hiPackages.id, q.after));
  if (q.technology) where.push(eq(hiPackages.technology, q.technology));
  if (q.active !== undefined) where.push(eq(hiPackages.active, q.active));
  return db
    .select()
    .from(hiPackages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(hiPackages.id))
    .limit(q.limit);
}

export async function updatePackage(db: Db, id: string, patch: Partial<typeof hiPackages.$inferInsert>): Promise<PackageRow | null> {
  const [row] = await db.update(hiPackages).set(patch).where(eq(hiPackages.id, id)).returning();
  return row ?? null;
}

/** A coverage row locked for a change (an order taking a port waits for it). */
export async function lockCoverageArea(db: Db, id: string): Promise<CoverageRow | null> {
  const [row] = await db.select().from(hiCoverageAreas).where(eq(hiCoverageAreas.id, id)).for('update');
  return row ?? null;
}

/** A package row locked for a change. */
export async function lockPackage(db: Db, id: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(hiPackages).where(eq(hiPackages.id, id)).for('update');
  return row ?? null;
}

/**
 * The codes of a province, and of a district and subdistrict when given, from the Thai address data,
 * each with the parent it belongs to (null for an id the data does not have).
 */
export async function geoCodes(db: Db, ids: { provinceId: number; districtId: number | null; subdistrictId: number | null }) {
  const [province] = await db.select({ code: geoProvinces.code }).from(geoProvinces).where(eq(geoProvinces.id, ids.provinceId));
  const [district] =
    ids.districtId === null ? [] : await db.select({ code: geoDistricts.code, provinceId: geoDistricts.provinceId }).from(geoDistricts).where(eq(geoDistricts.id, ids.districtId));
  const [subdistrict] =
    ids.subdistrictId === null
      ? []
      : await db
          .select({ code: geoSubdistricts.code, districtId: geoSubdistricts.districtId, provinceId: geoSubdistricts.provinceId })
          .from(geoSubdistricts)
          .where(eq(geoSubdistricts.id, ids.subdistrictId));
  return { province: province ?? null, district: district ?? null, subdistrict: subdistrict ?? null };
}

/** The ids of the rows of exactly this place (a province-wide, district-wide or subdistrict row) and technology. */
export async function coverageIdsAt(
  db: Db,
  at: { provinceId: number; districtId: number | null; subdistrictId: number | null; technology: CoverageRow['technology'] },
): Promise<string[]> {
  const rows = await db
    .select({ id: hiCoverageAreas.id })
    .from(hiCoverageAreas)
    .where(
      and(
        eq(hiCoverageAreas.provinceId, at.provinceId),
        at.districtId === null ? isNull(hiCoverageAreas.districtId) : eq(hiCoverageAreas.districtId, at.districtId),
        at.subdistrictId === null ? isNull(hiCoverageAreas.subdistrictId) : eq(hiCoverageAreas.subdistrictId, at.subdistrictId),
        eq(hiCoverageAreas.technology, at.technology),
      ),
    );
  return rows.map((r) => r.id);
}

/** A new coverage row; false when its id is taken (nothing written). */
export async function insertCoverage(db: Db, row: typeof hiCoverageAreas.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(hiCoverageAreas).values(row).onConflictDoNothing({ target: hiCoverageAreas.id }).returning({ id: hiCoverageAreas.id });
  return inserted.length === 1;
}

/** The shelf order after every package's: where a new package goes when none is given. */
export async function nextPackageSort(db: Db): Promise<number> {
  const [row] = await db.select({ sort: max(hiPackages.sort) }).from(hiPackages);
  return Math.min((row?.sort ?? 0) + 1, 2_147_483_647);
}

/** A new package; null when its id is taken (nothing written). */
export async function insertPackage(db: Db, row: typeof hiPackages.$inferInsert): Promise<PackageRow | null> {
  const [inserted] = await db.insert(hiPackages).values(row).onConflictDoNothing({ target: hiPackages.id }).returning();
  return inserted ?? null;
}
