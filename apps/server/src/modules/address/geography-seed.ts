import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geoDistricts, geoProvinces, geoSubdistricts } from './tables';

// The MIT-licensed dataset ships beside its LICENSE in ./thailand-geography (see SOURCE.md there).
const DATA_DIR = new URL('./thailand-geography/', import.meta.url);

interface ProvinceRow {
  id: number;
  provinceCode: number;
  provinceNameTh: string;
  provinceNameEn: string;
}
interface DistrictRow {
  id: number;
  provinceCode: number;
  districtCode: number;
  districtNameTh: string;
  districtNameEn: string;
}
interface SubdistrictRow {
  id: number;
  districtCode: number;
  subdistrictCode: number;
  subdistrictNameTh: string;
  subdistrictNameEn: string;
  postalCode: number;
}

const read = <T>(file: string): T[] => JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8')) as T[];

/**
 * Loads the Thai provinces (77), districts (928) and subdistricts (7,436) with Thai and English names
 * and postcodes; skipped when already loaded. Returns how many subdistricts were written.
 */
export async function seedGeography(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(geoSubdistricts);
  const subdistricts = read<SubdistrictRow>('subdistricts.json');
  if (n >= subdistricts.length) return 0;

  const provinces = read<ProvinceRow>('provinces.json');
  const districts = read<DistrictRow>('districts.json');
  const provinceIdByCode = new Map(provinces.map((p) => [p.provinceCode, p.id]));
  const districtByCode = new Map(districts.map((d) => [d.districtCode, d]));

  const provinceRows = provinces.map((p) => ({ id: p.id, code: p.provinceCode, name_th: p.provinceNameTh.trim(), name_en: p.provinceNameEn.trim() }));
  const districtRows = districts.map((d) => ({
    id: d.id,
    code: d.districtCode,
    province_id: provinceIdByCode.get(d.provinceCode)!,
    name_th: d.districtNameTh.trim(),
    name_en: d.districtNameEn.trim(),
  }));
  const subdistrictRows = subdistricts.map((s) => {
    const district = districtByCode.get(s.districtCode)!;
    return {
      id: s.id,
      code: s.subdistrictCode,
      district_id: district.id,
      province_id: provinceIdByCode.get(district.provinceCode)!,
      name_th: s.subdistrictNameTh.trim(),
      name_en: s.subdistrictNameEn.trim(),
      postcode: String(s.postalCode).padStart(5, '0'),
    };
  });
  // One statement per table: the rows travel as one JSON parameter (fast on PGlite and PostgreSQL).
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${geoProvinces} (id, code, name_th, name_en)
      select id, code, name_th, name_en from json_to_recordset(${JSON.stringify(provinceRows)}::json)
        as x(id int, code int, name_th text, name_en text)
      on conflict do nothing`);
    await tx.execute(sql`insert into ${geoDistricts} (id, code, province_id, name_th, name_en)
      select id, code, province_id, name_th, name_en from json_to_recordset(${JSON.stringify(districtRows)}::json)
        as x(id int, code int, province_id int, name_th text, name_en text)
      on conflict do nothing`);
    await tx.execute(sql`insert into ${geoSubdistricts} (id, code, district_id, province_id, name_th, name_en, postcode)
      select id, code, district_id, province_id, name_th, name_en, postcode from json_to_recordset(${JSON.stringify(subdistrictRows)}::json)
        as x(id int, code int, district_id int, province_id int, name_th text, name_en text, postcode text)
      on conflict do nothing`);
  });
  return subdistricts.length - n;
}
