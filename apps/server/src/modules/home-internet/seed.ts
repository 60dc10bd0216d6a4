import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geoDistricts, geoProvinces, geoSubdistricts } from '../address/tables';
import { hiBlacklist, hiCoverageAreas, hiPackages } from './tables';

type Text = { th: string; en: string };

/** Provinces (by code) with fibre everywhere at 2000/1000 Mbps: Bangkok, its neighbours and the big cities. */
export const BIG_CITY_PROVINCE_CODES = [10, 11, 12, 13, 20, 30, 40, 50, 83, 90];

/**
 * The sandbox's special places (README "Home internet (sandbox)"), by subdistrict code: holes with
 * no network, a full fibre node with VDSL beside it (alternate), a full fibre node alone
 * (unqualified: no_capacity), a condo that does not let the operator in (building_not_served).
 */
export const SPECIAL_AREAS: {
  id: string;
  subdistrictCode: number;
  technology: 'ftth' | 'vdsl' | 'fwa';
  down: number;
  up: number;
  capacity: number;
  used: number;
  active: boolean;
  unservedBuildings?: string[];
}[] = [
  // Wiang Haeng, Chiang Mai (mountains on the border): no network in two subdistricts.
  { id: 'hi-s502001-none', subdistrictCode: 502001, technology: 'vdsl', down: 100, up: 50, capacity: 0, used: 0, active: false },
  { id: 'hi-s502002-none', subdistrictCode: 502002, technology: 'vdsl', down: 100, up: 50, capacity: 0, used: 0, active: false },
  // Talat Noi, Bangkok: the fibre node is full; VDSL still has ports -> alternate.
  { id: 'hi-s101303-ftth', subdistrictCode: 101303, technology: 'ftth', down: 1000, up: 500, capacity: 200, used: 200, active: true },
  { id: 'hi-s101303-vdsl', subdistrictCode: 101303, technology: 'vdsl', down: 100, up: 50, capacity: 200, used: 20, active: true },
  // Chakkrawat, Bangkok: the only node (fibre) is full -> unqualified, no_capacity.
  { id: 'hi-s101301-ftth', subdistrictCode: 101301, technology: 'ftth', down: 1000, up: 500, capacity: 100, used: 100, active: true },
  // Khlong Toei Nuea, Bangkok: fibre, but one condo has an exclusive contract with another provider.
  {
    id: 'hi-s103901-ftth',
    subdistrictCode: 103901,
    technology: 'ftth',
    down: 2000,
    up: 1000,
    capacity: 3000,
    used: 0,
    active: true,
    unservedBuildings: ['sandbox exclusive residence'],
  },
];

const t = (th: string, en: string): Text => ({ th, en });

export const PACKAGE_SEEDS: (typeof hiPackages.$inferInsert)[] = [
  {
    id: 'ftth-300',
    name: t('ไฟเบอร์ 300/300 Mbps', 'Fiber 300/300 Mbps'),
    technology: 'ftth',
    downMbps: 300,
    upMbps: 300,
    monthlyPrice: 59_900,
    contractMonths: 24,
    installationFee: 0,
    upfrontPayment: 0,
    upfrontLabel: null,
    router: t('เราเตอร์ Wi-Fi 6', 'Wi-Fi 6 router'),
    extras: [],
    image: '',
    sort: 40,
  },
  {
    id: 'ftth-500',
    name: t('ไฟเบอร์ 500/500 Mbps', 'Fiber 500/500 Mbps'),
    technology: 'ftth',
    downMbps: 500,
    upMbps: 500,
    monthlyPrice: 69_900,
    contractMonths: 24,
    installationFee: 0,
    upfrontPayment: 0,
    upfrontLabel: null,
    router: t('เราเตอร์ Wi-Fi 6', 'Wi-Fi 6 router'),
    extras: [t('ดูทีวีออนไลน์ 3 เดือน', 'Online TV for 3 months')],
    image: '',
    sort: 30,
  },
  {
    id: 'ftth-1000',
    name: t('ไฟเบอร์ 1000/1000 Mbps', 'Fiber 1000/1000 Mbps'),
    technology: 'ftth',
    downMbps: 1000,
    upMbps: 1000,
    monthlyPrice: 89_900,
    contractMonths: 24,
    installationFee: 0,
    upfrontPayment: 0,
    upfrontLabel: null,
    router: t('เราเตอร์ Wi-Fi 6 และ Mesh 1 ตัว', 'Wi-Fi 6 router and 1 mesh point'),
    extras: [t('ดูทีวีออนไลน์ 12 เดือน', 'Online TV for 12 months'), t('IP Camera 1 ตัว', '1 IP camera')],
    image: '',
    sort: 20,
  },
  {
    id: 'ftth-2000',
    name: t('ไฟเบอร์ 2000/1000 Mbps พรีเมียม', 'Fiber 2000/1000 Mbps Premium'),
    technology: 'ftth',
    downMbps: 2000,
    upMbps: 1000,
    monthlyPrice: 129_900,
    contractMonths: 24,
    installationFee: 0,
    // Premium: the first month is paid online with the order (card or PromptPay).
    upfrontPayment: 129_900,
    upfrontLabel: t('ค่าบริการเดือนแรก', 'First month'),
    router: t('เราเตอร์ Wi-Fi 7 และ Mesh 2 ตัว', 'Wi-Fi 7 router and 2 mesh points'),
    extras: [t('ดูทีวีออนไลน์ 24 เดือน', 'Online TV for 24 months'), t('ช่างติดตั้งนอกเวลา', 'Out-of-hours installation')],
    image: '',
    sort: 10,
  },
  {
    id: 'ftth-500-flex',
    name: t('ไฟเบอร์ 500/500 Mbps ไม่มีสัญญา', 'Fiber 500/500 Mbps, no contract'),
    technology: 'ftth',
    downMbps: 500,
    upMbps: 500,
    monthlyPrice: 79_900,
    contractMonths: 0,
    // No contract: the installation fee is paid online with the order.
    installationFee: 165_000,
    upfrontPayment: 165_000,
    upfrontLabel: t('ค่าติดตั้ง', 'Installation fee'),
    router: t('เราเตอร์ Wi-Fi 6', 'Wi-Fi 6 router'),
    extras: [],
    image: '',
    sort: 35,
  },
  {
    id: 'vdsl-100',
    name: t('วีดีเอสแอล 100/50 Mbps', 'VDSL 100/50 Mbps'),
    technology: 'vdsl',
    downMbps: 100,
    upMbps: 50,
    monthlyPrice: 59_000,
    contractMonths: 12,
    installationFee: 0,
    upfrontPayment: 0,
    upfrontLabel: null,
    router: t('โมเด็ม VDSL Wi-Fi 5', 'VDSL Wi-Fi 5 modem'),
    extras: [],
    image: '',
    sort: 50,
  },
  {
    id: 'vdsl-50',
    name: t('วีดีเอสแอล 50/20 Mbps', 'VDSL 50/20 Mbps'),
    technology: 'vdsl',
    downMbps: 50,
    upMbps: 20,
    monthlyPrice: 49_900,
    contractMonths: 12,
    installationFee: 0,
    upfrontPayment: 0,
    upfrontLabel: null,
    router: t('โมเด็ม VDSL Wi-Fi 5', 'VDSL Wi-Fi 5 modem'),
    extras: [],
    image: '',
    sort: 60,
  },
];

/**
 * The sandbox blacklist of home internet (unpaid bills): the SIM sandbox's unpaid-debt ID and the
 * subscriber system's blacklisted holder (README "Home internet (sandbox)"). Valid checksums.
 */
export const HI_BLACKLIST_SEEDS = [
  { thaiId: '1101700230708', reason: 'unpaid_bill' },
  { thaiId: '1101700890121', reason: 'unpaid_bill' },
];

/**
 * Packages, coverage for every province and the blacklist; each statement skips what is there, so
 * operators' edits stay. Coverage: fibre 2000/1000 province-wide in the big cities; elsewhere VDSL
 * 100/50 province-wide and fibre 1000/500 in the capital district (code <province>01); plus the
 * special places above.
 */
export async function seedHomeInternet(db: Db, hmac: (purpose: string, value: string) => Promise<string>): Promise<void> {
  await db.insert(hiPackages).values(PACKAGE_SEEDS).onConflictDoNothing();
  const big = sql.raw(BIG_CITY_PROVINCE_CODES.join(', '));
  await db.execute(sql`insert into ${hiCoverageAreas} (id, province_id, district_id, subdistrict_id, technology, max_down_mbps, max_up_mbps, capacity, used, active)
    select 'hi-p' || p.code || '-ftth', p.id, null::int, null::int, 'ftth', 2000, 1000, 20000, 0, true from ${geoProvinces} p where p.code in (${big})
    union all
    select 'hi-p' || p.code || '-vdsl', p.id, null::int, null::int, 'vdsl', 100, 50, 5000, 0, true from ${geoProvinces} p where p.code not in (${big})
    union all
    select 'hi-d' || d.code || '-ftth', d.province_id, d.id, null::int, 'ftth', 1000, 500, 5000, 0, true
      from ${geoDistricts} d join ${geoProvinces} p on p.id = d.province_id where p.code not in (${big}) and d.code = p.code * 100 + 1
    on conflict do nothing`);
  const special = JSON.stringify(SPECIAL_AREAS.map((a) => ({ ...a, unservedBuildings: a.unservedBuildings ?? [] })));
  await db.execute(sql`insert into ${hiCoverageAreas} (id, province_id, district_id, subdistrict_id, technology, max_down_mbps, max_up_mbps, capacity, used, active, unserved_buildings)
    select x.id, s.province_id, s.district_id, s.id, x.technology, x.down, x.up, x.capacity, x.used, x.active,
      array(select json_array_elements_text(x."unservedBuildings"))
    from json_to_recordset(${special}::json) as x(id text, "subdistrictCode" int, technology text, down int, up int, capacity int, used int, active boolean, "unservedBuildings" json)
    join ${geoSubdistricts} s on s.code = x."subdistrictCode"
    on conflict do nothing`);
  const blacklist = await Promise.all(HI_BLACKLIST_SEEDS.map(async (b) => ({ thaiIdHash: await hmac('thai-id', b.thaiId), reason: b.reason })));
  await db.insert(hiBlacklist).values(blacklist).onConflictDoNothing();
}
