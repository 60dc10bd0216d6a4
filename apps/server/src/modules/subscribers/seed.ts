import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers, type SubscriberBillingAddress } from './tables';
import { seedClm } from './seed-clm';

/**
 * The embedded subscriber system's test lines (README "Subscriber system (sandbox)"; design of issue
 * 15). Ages count from the day the table is seeded. Balances in satang (negative = owed).
 */
export const TEST_LINES: {
  msisdn: string;
  type: 'prepaid' | 'postpaid';
  thaiId: string;
  months: number;
  status: 'active' | 'suspended';
  blacklisted?: boolean;
  balance: number;
  fault?: 'busy';
  package: 'PRE200-30D' | 'PRE79-7D' | 'PRE49-START' | 'PP499-5G' | 'PP699-5G';
  notes: string;
  /** Issue 18 (CLM): months until the contract ends (negative: it ended), none when absent; the bill cycle's day. */
  contractMonths?: number;
  billDay?: number;
}[] = [
  { msisdn: '0861000001', type: 'prepaid', thaiId: '1101700123456', months: 24, status: 'active', balance: 12_350, package: 'PRE200-30D', notes: 'eligible (phone e2e)' },
  { msisdn: '0861000002', type: 'prepaid', thaiId: '1101700234568', months: 36, status: 'active', balance: 4_000, package: 'PRE79-7D', notes: 'eligible (desktop hand-off e2e)' },
  { msisdn: '0861000003', type: 'prepaid', thaiId: '1101700345670', months: 1, status: 'active', balance: 5_000, package: 'PRE49-START', notes: 'too new (check_aging)' },
  { msisdn: '0861000004', type: 'postpaid', thaiId: '1101700789012', months: 30, status: 'active', balance: 0, package: 'PP499-5G', notes: 'not prepaid' },
  { msisdn: '0861000005', type: 'prepaid', thaiId: '1101700890121', months: 40, status: 'active', blacklisted: true, balance: 2_000, package: 'PRE200-30D', notes: 'blacklisted' },
  { msisdn: '0861000006', type: 'prepaid', thaiId: '1101700901238', months: 20, status: 'suspended', balance: 0, package: 'PRE79-7D', notes: 'suspended' },
  { msisdn: '0861000007', type: 'prepaid', thaiId: '1101700011119', months: 18, status: 'active', balance: -3_500, package: 'PRE200-30D', notes: 'balance owed (-35.00 baht)' },
  {
    msisdn: '0861000008',
    type: 'prepaid',
    thaiId: '1101700456781',
    months: 26,
    status: 'active',
    balance: 8_800,
    package: 'PRE200-30D',
    notes: 'eligible; the eKYC sandbox rejects this ID (face_mismatch)',
  },
  {
    msisdn: '0861000009',
    type: 'prepaid',
    thaiId: '1101700022226',
    months: 30,
    status: 'active',
    balance: 1_000,
    fault: 'busy',
    package: 'PRE79-7D',
    notes: 'system busy (every call 503 subscriber_system_busy)',
  },
  { msisdn: '0861000010', type: 'prepaid', thaiId: '1101700033333', months: 28, status: 'active', balance: 15_000, package: 'PRE200-30D', notes: 'eligible (API tests)' },
  { msisdn: '0861000011', type: 'prepaid', thaiId: '1101700044441', months: 28, status: 'active', balance: 15_000, package: 'PRE200-30D', notes: 'eligible (API tests)' },
  { msisdn: '0861000012', type: 'prepaid', thaiId: '1101700055558', months: 28, status: 'active', balance: 9_900, package: 'PRE200-30D', notes: 'eligible (e2e English run)' },
  // Issue 18 (CLM): postpaid lines for the package upgrade and the add-ons.
  {
    msisdn: '0861000020',
    type: 'postpaid',
    thaiId: '1101700066665',
    months: 30,
    status: 'active',
    balance: 0,
    package: 'PP499-5G',
    contractMonths: -6,
    billDay: 1,
    notes: 'CLM: upgrade (phone e2e, Thai)',
  },
  {
    msisdn: '0861000021',
    type: 'postpaid',
    thaiId: '1101700077771',
    months: 8,
    status: 'active',
    balance: 0,
    package: 'PP499-5G',
    contractMonths: 4,
    billDay: 15,
    notes: 'CLM: under contract (cheaper packages refused), too new for the family package',
  },
  {
    msisdn: '0861000022',
    type: 'postpaid',
    thaiId: '1101700088878',
    months: 26,
    status: 'active',
    balance: 0,
    package: 'PP699-5G',
    billDay: 10,
    notes: 'CLM: add-ons (desktop e2e, English); caller tune on',
  },
  { msisdn: '0861000023', type: 'postpaid', thaiId: '1101700099984', months: 24, status: 'active', balance: 0, package: 'PP499-5G', billDay: 1, notes: 'CLM: API tests' },
  {
    msisdn: '0861000024',
    type: 'postpaid',
    thaiId: '1101700100007',
    months: 24,
    status: 'active',
    balance: 0,
    package: 'PP499-5G',
    billDay: 1,
    notes: 'CLM: API tests (concurrent confirms)',
  },
  {
    msisdn: '0861000025',
    type: 'postpaid',
    thaiId: '1101700111114',
    months: 24,
    status: 'active',
    balance: 0,
    package: 'PP499-5G',
    billDay: 1,
    notes: 'CLM: the signed-in owner (e2e)',
  },
];

/** The billing address of every test line and account (Pathum Wan, Bangkok 10330 in the address data). */
export const TEST_BILLING: Omit<SubscriberBillingAddress, 'name' | 'phone'> = { line1: '99/9 ถนนพระราม 1', subdistrict_id: 37, postcode: '10330' };

/** The prepaid and postpaid packages the test lines are on (the subscriber system's own titles). */
const PACKAGE_TITLES: Record<(typeof TEST_LINES)[number]['package'], { th: string; en: string }> = {
  'PRE200-30D': { th: 'เติมเงิน เน็ต 15Mbps 30 วัน', en: 'Prepaid 15Mbps for 30 days' },
  'PRE79-7D': { th: 'เติมเงิน เน็ต 4Mbps 7 วัน', en: 'Prepaid 4Mbps for 7 days' },
  'PRE49-START': { th: 'เติมเงิน ซิมเริ่มต้น', en: 'Prepaid starter' },
  'PP499-5G': { th: '5G เน็ตคุ้ม 499', en: '5G Value 499' },
  'PP699-5G': { th: '5G แม็กซ์สปีด 699', en: '5G Max Speed 699' },
};

/** `months` whole months before `now` (UTC), a day earlier so that a count on the same day is not one short. */
function monthsAgo(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d;
}

/**
 * Seeds the test lines when the table is empty (at start; concurrent starts meet ON CONFLICT). The
 * holder IDs are stored as HMACs under the store's personal-data key (`hmac` = app.sim.hmac).
 */
export async function seedSubscribers(db: Db, hmac: (purpose: string, value: string) => Promise<string>, now = new Date()): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(subscribers);
  if (count > 0) {
    await seedClm(db, now);
    return 0;
  }
  const rows = await Promise.all(
    TEST_LINES.map(async (l) => ({
      msisdn: l.msisdn,
      type: l.type,
      holderIdHash: await hmac(HOLDER_HMAC_PURPOSE, l.thaiId),
      holderIdLast4: l.thaiId.slice(-4),
      packageNasCode: l.package,
      packageTitleTh: PACKAGE_TITLES[l.package].th,
      packageTitleEn: PACKAGE_TITLES[l.package].en,
      activatedAt: monthsAgo(now, l.months),
      balance: l.balance,
      blacklisted: l.blacklisted ?? false,
      status: l.status,
      fault: l.fault ?? null,
      notes: l.notes,
      contractEndsAt: l.contractMonths === undefined ? null : monthsAgo(now, -l.contractMonths),
      billCycleDay: l.billDay ?? 1,
      billingAddress: { name: 'ผู้ใช้บริการทดสอบ', phone: l.msisdn, ...TEST_BILLING },
    })),
  );
  const added = await db.insert(subscribers).values(rows).onConflictDoNothing().returning({ msisdn: subscribers.msisdn });
  await seedClm(db, now);
  return added.length;
}

/** The HMAC purpose of a holder's Thai ID in the embedded subscriber system. */
export const HOLDER_HMAC_PURPOSE = 'subscriber-holder';
