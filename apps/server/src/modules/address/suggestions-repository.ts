import { and, asc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geoDistricts, geoProvinces, geoSubdistricts } from './tables';
import { escapeLike } from '../../lib/like';

/** The SQL of address suggestions (suggestions.ts shapes them). */

/** Names starting with q, in Thai or (case-insensitively) in English. */
function nameStarts(q: string | undefined, th: AnyColumn, en: AnyColumn): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const prefix = `${escapeLike(text)}%`;
  return sql`(${like(th, prefix)} or lower(${en}) like lower(${prefix}))`;
}

/** Provinces whose name starts with q, by id. */
export function provincesStartingWith(db: Db, q: string | undefined, limit: number) {
  return db
    .select()
    .from(geoProvinces)
    .where(nameStarts(q, geoProvinces.nameTh, geoProvinces.nameEn))
    .orderBy(asc(geoProvinces.id))
    .limit(limit);
}

/** Districts (with their province) whose name starts with q, within a province when given, by id. */
export function districtsStartingWith(db: Db, where: { q: string | undefined; provinceId?: number }, limit: number) {
  return db
    .select({ d: geoDistricts, p: geoProvinces })
    .from(geoDistricts)
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoDistricts.provinceId))
    .where(and(where.provinceId ? eq(geoDistricts.provinceId, where.provinceId) : undefined, nameStarts(where.q, geoDistricts.nameTh, geoDistricts.nameEn)))
    .orderBy(asc(geoDistricts.id))
    .limit(limit);
}

/**
 * Subdistricts with their district and province: with `postcode`, those whose postcode starts with
 * it; else those whose name starts with q. Within a province and district when given; by postcode, id.
 */
export function subdistrictsMatching(db: Db, where: { postcode: string | null; q: string | undefined; provinceId?: number; districtId?: number }, limit: number) {
  return db
    .select({ s: geoSubdistricts, d: geoDistricts, p: geoProvinces })
    .from(geoSubdistricts)
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(
      and(
        where.postcode !== null ? like(geoSubdistricts.postcode, `${where.postcode}%`) : nameStarts(where.q, geoSubdistricts.nameTh, geoSubdistricts.nameEn),
        where.provinceId ? eq(geoSubdistricts.provinceId, where.provinceId) : undefined,
        where.districtId ? eq(geoSubdistricts.districtId, where.districtId) : undefined,
      ),
    )
    .orderBy(asc(geoSubdistricts.postcode), asc(geoSubdistricts.id))
    .limit(limit);
}
