import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriberOnTop, subscriberPackages, subscriberTolAccounts, subscriberVas, subscriberVasCatalog, subscribers } from './tables';

type Text = { th: string; en: string };
const t = (th: string, en: string): Text => ({ th, en });

/** The subscriber system's package catalogue (README "Subscriber system (sandbox)"): fees in satang. */
export const TEST_PACKAGES: { nasCode: string; type: 'prepaid' | 'postpaid'; family: string; title: Text; monthlyFee: number; benefits: Text[] }[] = [
  { nasCode: 'PRE49-START', type: 'prepaid', family: 'prepaid', title: t('เติมเงิน ซิมเริ่มต้น', 'Prepaid starter'), monthlyFee: 4_900, benefits: [t('เน็ต 1GB', '1GB data')] },
  {
    nasCode: 'PRE79-7D',
    type: 'prepaid',
    family: 'prepaid',
    title: t('เติมเงิน เน็ต 4Mbps 7 วัน', 'Prepaid 4Mbps for 7 days'),
    monthlyFee: 7_900,
    benefits: [t('เน็ตไม่อั้น 4Mbps', 'Unlimited data at 4Mbps')],
  },
  {
    nasCode: 'PRE200-30D',
    type: 'prepaid',
    family: 'prepaid',
    title: t('เติมเงิน เน็ต 15Mbps 30 วัน', 'Prepaid 15Mbps for 30 days'),
    monthlyFee: 20_000,
    benefits: [t('เน็ตไม่อั้น 15Mbps', 'Unlimited data at 15Mbps')],
  },
  {
    nasCode: 'PRE300-30D',
    type: 'prepaid',
    family: 'prepaid',
    title: t('เติมเงิน เน็ต 30Mbps 30 วัน', 'Prepaid 30Mbps for 30 days'),
    monthlyFee: 30_000,
    benefits: [t('เน็ตไม่อั้น 30Mbps', 'Unlimited data at 30Mbps'), t('โทรฟรีในเครือข่าย', 'Free calls in network')],
  },
  {
    nasCode: 'PP399-5G',
    type: 'postpaid',
    family: '5g',
    title: t('5G เน็ตคุ้ม 399', '5G Value 399'),
    monthlyFee: 39_900,
    benefits: [t('เน็ต 5G/4G 20GB', '20GB 5G/4G data'), t('โทร 100 นาที', '100 minutes of calls')],
  },
  {
    nasCode: 'PP499-5G',
    type: 'postpaid',
    family: '5g',
    title: t('5G เน็ตคุ้ม 499', '5G Value 499'),
    monthlyFee: 49_900,
    benefits: [t('เน็ต 5G/4G 40GB', '40GB 5G/4G data'), t('โทร 200 นาที', '200 minutes of calls')],
  },
  {
    nasCode: 'PP699-5G',
    type: 'postpaid',
    family: '5g',
    title: t('5G แม็กซ์สปีด 699', '5G Max Speed 699'),
    monthlyFee: 69_900,
    benefits: [t('เน็ต 5G/4G 80GB', '80GB 5G/4G data'), t('โทร 300 นาที', '300 minutes of calls'), t('WiFi ไม่อั้น', 'Unlimited WiFi')],
  },
  {
    nasCode: 'PP999-5G-UNL',
    type: 'postpaid',
    family: '5g',
    title: t('5G ไม่อั้น 999', '5G Unlimited 999'),
    monthlyFee: 99_900,
    benefits: [t('เน็ต 5G ไม่อั้น ไม่ลดสปีด', 'Unlimited 5G data at full speed'), t('โทร 500 นาที', '500 minutes of calls'), t('TrueID+ ดูฟรี', 'TrueID+ included')],
  },
  {
    nasCode: 'PP1499-5G-FAM',
    type: 'postpaid',
    family: '5g',
    title: t('5G แฟมิลี่ 1499', '5G Family 1499'),
    monthlyFee: 149_900,
    benefits: [t('เน็ต 5G ไม่อั้น', 'Unlimited 5G data'), t('เพิ่มสมาชิกได้ 3 เบอร์', 'Up to 3 member lines'), t('โทรไม่อั้นทุกเครือข่าย', 'Unlimited calls to every network')],
  },
  {
    nasCode: 'PP599-4G',
    type: 'postpaid',
    family: '4g',
    title: t('4G พลัส 599', '4G Plus 599'),
    monthlyFee: 59_900,
    benefits: [t('เน็ต 4G 60GB', '60GB 4G data'), t('โทร 250 นาที', '250 minutes of calls')],
  },
];

/** Add-ons: for mobile lines and for home-internet accounts (monthly prices in satang). */
export const TEST_VAS: { code: string; service: 'mobile' | 'home'; title: Text; includes: Text[]; monthlyPrice: number; sort: number }[] = [
  {
    code: 'VAS-TRUEID-PLUS',
    service: 'mobile',
    title: t('TrueID+ ดูหนังซีรีส์', 'TrueID+ movies and series'),
    includes: [t('หนังและซีรีส์กว่า 3,000 เรื่อง', 'Over 3,000 movies and series'), t('ดูได้ 2 จอ', 'Two screens')],
    monthlyPrice: 9_900,
    sort: 1,
  },
  {
    code: 'VAS-ROAM-ASIA',
    service: 'mobile',
    title: t('โรมมิ่งเอเชีย 3GB', 'Asia roaming 3GB'),
    includes: [t('เน็ตโรมมิ่ง 3GB ใน 18 ประเทศ', '3GB roaming data in 18 countries')],
    monthlyPrice: 19_900,
    sort: 2,
  },
  {
    code: 'VAS-CALLER-TUNE',
    service: 'mobile',
    title: t('เสียงเพลงรอสาย', 'Caller tune'),
    includes: [t('เลือกเพลงได้ไม่จำกัด', 'Change songs any time')],
    monthlyPrice: 3_000,
    sort: 3,
  },
  {
    code: 'VAS-DEVICE-CARE',
    service: 'mobile',
    title: t('ประกันมือถือ', 'Device care'),
    includes: [t('ซ่อมจอแตก 1 ครั้งต่อปี', 'One screen repair a year'), t('เครื่องสำรองระหว่างซ่อม', 'A spare phone while it is repaired')],
    monthlyPrice: 12_900,
    sort: 4,
  },
  {
    code: 'TOL-MESH',
    service: 'home',
    title: t('Mesh WiFi เพิ่มจุด', 'Mesh WiFi extender'),
    includes: [t('เช่าอุปกรณ์ Mesh 1 ตัว', 'One mesh unit rented'), t('ติดตั้งฟรี', 'Free installation')],
    monthlyPrice: 10_000,
    sort: 1,
  },
  { code: 'TOL-FIXED-IP', service: 'home', title: t('Fixed IP', 'Fixed IP'), includes: [t('IP คงที่ 1 หมายเลข', 'One fixed IPv4 address')], monthlyPrice: 30_000, sort: 2 },
  {
    code: 'TOL-TV-BOX',
    service: 'home',
    title: t('กล่อง TrueID TV', 'TrueID TV box'),
    includes: [t('ช่องทีวีกว่า 100 ช่อง', 'Over 100 TV channels'), t('กล่อง 4K', '4K box')],
    monthlyPrice: 19_900,
    sort: 3,
  },
  {
    code: 'TOL-SPEED-BOOST',
    service: 'home',
    title: t('เพิ่มสปีด +500Mbps', 'Speed boost +500Mbps'),
    includes: [t('ความเร็วดาวน์โหลดเพิ่ม 500Mbps', '500Mbps more download speed')],
    monthlyPrice: 15_000,
    sort: 4,
  },
];

/** Home-internet accounts (README): the OTP goes to the contact mobile. */
export const TEST_TOL_ACCOUNTS: { accountId: string; holderName: string; contactMobile: string; package: Text; status: 'active' | 'suspended'; fault?: 'busy'; notes: string }[] = [
  {
    accountId: '9600000001',
    holderName: 'สมศรี รักบ้าน',
    contactMobile: '0861000030',
    package: t('ทรูออนไลน์ ไฟเบอร์ 1Gbps', 'True Online Fiber 1Gbps'),
    status: 'active',
    notes: 'CLM: TOL add-ons (e2e); Mesh WiFi on',
  },
  {
    accountId: '9600000002',
    holderName: 'John Smith',
    contactMobile: '0861000031',
    package: t('ทรูออนไลน์ ไฟเบอร์ 500Mbps', 'True Online Fiber 500Mbps'),
    status: 'active',
    notes: 'CLM: TOL add-ons (API tests)',
  },
  {
    accountId: '9600000003',
    holderName: 'มานี มีบ้าน',
    contactMobile: '0861000032',
    package: t('ทรูออนไลน์ ไฟเบอร์ 300Mbps', 'True Online Fiber 300Mbps'),
    status: 'suspended',
    notes: 'CLM: suspended (no add-on change)',
  },
  {
    accountId: '9600000009',
    holderName: 'ระบบ ไม่ว่าง',
    contactMobile: '0861000039',
    package: t('ทรูออนไลน์ ไฟเบอร์ 1Gbps', 'True Online Fiber 1Gbps'),
    status: 'active',
    fault: 'busy',
    notes: 'system busy (every call 503 subscriber_system_busy)',
  },
];

const empty = async (db: Db, table: typeof subscriberPackages | typeof subscriberOnTop | typeof subscriberVasCatalog | typeof subscriberTolAccounts | typeof subscriberVas) =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(table))[0].count === 0;

/**
 * Seeds the CLM side of the embedded subscriber system (issue 18), each table when it is empty: the
 * package catalogue, the on-top benefits and add-ons of some test lines, the add-on catalogue, the
 * home-internet accounts. Concurrent starts meet ON CONFLICT.
 */
export async function seedClm(db: Db, now = new Date()): Promise<void> {
  const day = 86_400_000;
  if (await empty(db, subscriberPackages)) {
    await db
      .insert(subscriberPackages)
      .values(
        TEST_PACKAGES.map((p) => ({
          nasCode: p.nasCode,
          type: p.type,
          family: p.family,
          titleTh: p.title.th,
          titleEn: p.title.en,
          monthlyFee: p.monthlyFee,
          benefits: p.benefits,
        })),
      )
      .onConflictDoNothing();
  }
  if (await empty(db, subscriberVasCatalog)) {
    await db
      .insert(subscriberVasCatalog)
      .values(
        TEST_VAS.map((v) => ({ code: v.code, service: v.service, titleTh: v.title.th, titleEn: v.title.en, includes: v.includes, monthlyPrice: v.monthlyPrice, sort: v.sort })),
      )
      .onConflictDoNothing();
  }
  if (await empty(db, subscriberTolAccounts)) {
    await db
      .insert(subscriberTolAccounts)
      .values(
        TEST_TOL_ACCOUNTS.map((a) => ({
          accountId: a.accountId,
          holderName: a.holderName,
          contactMobile: a.contactMobile,
          packageTitleTh: a.package.th,
          packageTitleEn: a.package.en,
          status: a.status,
          fault: a.fault ?? null,
          billingAddress: { name: a.holderName, phone: a.contactMobile, line1: '88/8 ถนนพระราม 4', subdistrict_id: 37, postcode: '10330' },
          notes: a.notes,
        })),
      )
      .onConflictDoNothing();
  }
  const lines = new Set(
    (
      await db
        .select({ msisdn: subscribers.msisdn })
        .from(subscribers)
        .where(inArray(subscribers.msisdn, ['0861000020', '0861000022']))
    ).map((r) => r.msisdn),
  );
  if (lines.size === 2 && (await empty(db, subscriberOnTop))) {
    await db.insert(subscriberOnTop).values([
      {
        msisdn: '0861000020',
        code: 'ONTOP-YOUTUBE',
        titleTh: 'ดู YouTube ไม่อั้น',
        titleEn: 'Unlimited YouTube',
        detailTh: 'ไม่เสียเน็ตหลัก 30 วัน',
        detailEn: 'Does not use your main data, 30 days',
        expiresAt: new Date(now.getTime() + 20 * day),
      },
      {
        msisdn: '0861000020',
        code: 'ONTOP-10GB',
        titleTh: 'เน็ตเพิ่ม 10GB',
        titleEn: '10GB extra data',
        detailTh: 'ของขวัญวันเกิด',
        detailEn: 'A birthday gift',
        expiresAt: new Date(now.getTime() + 5 * day),
      },
      {
        msisdn: '0861000020',
        code: 'ONTOP-OLD',
        titleTh: 'เน็ตเพิ่ม 1GB (หมดอายุแล้ว)',
        titleEn: '1GB extra data (ended)',
        detailTh: 'หมดอายุแล้ว',
        detailEn: 'Ended',
        expiresAt: new Date(now.getTime() - day),
      },
      {
        msisdn: '0861000022',
        code: 'ONTOP-WIFI',
        titleTh: 'WiFi ไม่อั้น',
        titleEn: 'Unlimited WiFi',
        detailTh: 'ตลอดอายุแพ็กเกจ',
        detailEn: 'While the package lasts',
        expiresAt: null,
      },
    ]);
  }
  if (lines.size === 2 && (await empty(db, subscriberVas))) {
    await db.insert(subscriberVas).values([
      { serviceId: '0861000022', code: 'VAS-CALLER-TUNE', reference: 'seed:0861000022:VAS-CALLER-TUNE', subscribedAt: new Date(now.getTime() - 60 * day) },
      { serviceId: '9600000001', code: 'TOL-MESH', reference: 'seed:9600000001:TOL-MESH', subscribedAt: new Date(now.getTime() - 90 * day) },
    ]);
  }
}
