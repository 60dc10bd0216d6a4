import { and, asc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Suggestion, SuggestionType } from '@store/domain/address';
import type { Lang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { geoDistricts, geoProvinces, geoSubdistricts } from './tables';

export interface SuggestionQuery {
  q?: string;
  province_id?: number;
  district_id?: number;
  lang: Lang;
  limit: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names starting with q, in Thai or (case-insensitively) in English. */
function nameStarts(q: string | undefined, th: AnyColumn, en: AnyColumn): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const prefix = `${escapeLike(text)}%`;
  return sql`(${like(th, prefix)} or lower(${en}) like lower(${prefix}))`;
}

const place = (id: number, th: string, en: string) => ({ id, th, en });

/**
 * Address suggestions from the database (spec 7 GET /address/suggestion/{type}): provinces, districts
 * or subdistricts whose name starts with q (optionally within a parent), or every
 * subdistrict/district/province combination of a postcode that starts with q.
 */
export async function suggest(db: Db, type: SuggestionType, query: SuggestionQuery): Promise<Suggestion[]> {
  const { lang, limit } = query;
  if (type === 'province') {
    const rows = await db
      .select()
      .from(geoProvinces)
      .where(nameStarts(query.q, geoProvinces.nameTh, geoProvinces.nameEn))
      .orderBy(asc(geoProvinces.id))
      .limit(limit);
    return rows.map((p) => ({
      type,
      id: p.id,
      label: lang === 'en' ? p.nameEn : p.nameTh,
      postcode: null,
      province: place(p.id, p.nameTh, p.nameEn),
      district: null,
      subdistrict: null,
    }));
  }
  if (type === 'district') {
    const rows = await db
      .select({ d: geoDistricts, p: geoProvinces })
      .from(geoDistricts)
      .innerJoin(geoProvinces, eq(geoProvinces.id, geoDistricts.provinceId))
      .where(and(query.province_id ? eq(geoDistricts.provinceId, query.province_id) : undefined, nameStarts(query.q, geoDistricts.nameTh, geoDistricts.nameEn)))
      .orderBy(asc(geoDistricts.id))
      .limit(limit);
    return rows.map(({ d, p }) => ({
      type,
      id: d.id,
      label: lang === 'en' ? d.nameEn : d.nameTh,
      postcode: null,
      province: place(p.id, p.nameTh, p.nameEn),
      district: place(d.id, d.nameTh, d.nameEn),
      subdistrict: null,
    }));
  }
  const postcode = type === 'postcode' ? (query.q?.trim() ?? '') : '';
  if (type === 'postcode' && !/^\d{1,5}$/.test(postcode)) return [];
  const rows = await db
    .select({ s: geoSubdistricts, d: geoDistricts, p: geoProvinces })
    .from(geoSubdistricts)
    .innerJoin(geoDistricts, eq(geoDistricts.id, geoSubdistricts.districtId))
    .innerJoin(geoProvinces, eq(geoProvinces.id, geoSubdistricts.provinceId))
    .where(
      and(
        type === 'postcode' ? like(geoSubdistricts.postcode, `${postcode}%`) : nameStarts(query.q, geoSubdistricts.nameTh, geoSubdistricts.nameEn),
        query.province_id ? eq(geoSubdistricts.provinceId, query.province_id) : undefined,
        query.district_id ? eq(geoSubdistricts.districtId, query.district_id) : undefined,
      ),
    )
    .orderBy(asc(geoSubdistricts.postcode), asc(geoSubdistricts.id))
    .limit(limit);
  return rows.map(({ s, d, p }) => {
    const names = lang === 'en' ? [s.nameEn, d.nameEn, p.nameEn] : [s.nameTh, d.nameTh, p.nameTh];
    return {
      type,
      id: s.id,
      label: type === 'postcode' ? `${s.postcode} ${names.join(', ')}` : names.join(', '),
      postcode: s.postcode,
      province: place(p.id, p.nameTh, p.nameEn),
      district: place(d.id, d.nameTh, d.nameEn),
      subdistrict: place(s.id, s.nameTh, s.nameEn),
    };
  });
}
