import type { Suggestion, SuggestionType } from '@store/domain/address';
import type { Lang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { districtsStartingWith, provincesStartingWith, subdistrictsMatching } from './suggestions-repository';

export interface SuggestionQuery {
  q?: string;
  province_id?: number;
  district_id?: number;
  lang: Lang;
  limit: number;
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
    const rows = await provincesStartingWith(db, query.q, limit);
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
    const rows = await districtsStartingWith(db, { q: query.q, provinceId: query.province_id }, limit);
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
  const rows = await subdistrictsMatching(db, { postcode: type === 'postcode' ? postcode : null, q: query.q, provinceId: query.province_id, districtId: query.district_id }, limit);
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
