import { SANDBOX_PORTING_HOLDER_ID } from '@store/domain/porting';
import type { DonorId } from '@store/domain/mnp';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portingClock, portingNumbers } from './tables';

/** The HMAC purpose of a holder's Thai ID at the embedded clearinghouse. */
export const PORTING_HOLDER_HMAC_PURPOSE = 'porting-holder';
/** The HMAC purpose of a porting PIN. */
export const PORTING_PIN_HMAC_PURPOSE = 'porting-pin';

interface TestNumber {
  msisdn: string;
  donor: DonorId;
  type: 'prepaid' | 'postpaid';
  registered?: boolean;
  billOutstanding?: number;
  active?: boolean;
  neverAnswers?: boolean;
  notes: { th: string; en: string };
}

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(3, '0')}`);

/**
 * The other operators' test numbers (README "Porting clearinghouse (sandbox)"), all held by
 * SANDBOX_PORTING_HOLDER_ID. A number can be ported in once per database, so the happy paths have
 * many; a rejection leaves the number where it was.
 */
export const TEST_NUMBERS: TestNumber[] = [
  ...range('0812000', 101, 140).map((msisdn) => ({
    msisdn,
    donor: 'ais' as const,
    type: 'postpaid' as const,
    notes: { th: 'รายเดือน AIS ไม่มียอดค้าง: ย้ายค่ายสำเร็จ', en: 'AIS postpaid, no bill: ports in' },
  })),
  ...range('0832000', 101, 120).map((msisdn) => ({
    msisdn,
    donor: 'nt' as const,
    type: 'prepaid' as const,
    notes: { th: 'เติมเงิน NT ลงทะเบียนแล้ว: ย้ายค่ายสำเร็จ', en: 'NT prepaid, registered: ports in' },
  })),
  ...range('0812000', 201, 210).map((msisdn) => ({
    msisdn,
    donor: 'ais' as const,
    type: 'postpaid' as const,
    billOutstanding: 45_000,
    notes: { th: 'รายเดือน AIS ค้างชำระ 450 บาท: ถูกปฏิเสธ (unpaid_bill)', en: 'AIS postpaid, 450 baht bill outstanding: rejected (unpaid_bill)' },
  })),
  {
    msisdn: '0832000201',
    donor: 'nt',
    type: 'prepaid',
    registered: false,
    notes: { th: 'เติมเงิน NT ยังไม่ลงทะเบียน: ถูกปฏิเสธ (unregistered_prepaid)', en: 'NT prepaid, not registered: rejected (unregistered_prepaid)' },
  },
  {
    msisdn: '0812000301',
    donor: 'ais',
    type: 'postpaid',
    active: false,
    notes: { th: 'รายเดือน AIS เลขหมายถูกระงับ: ถูกปฏิเสธ (number_inactive)', en: 'AIS postpaid, inactive: rejected (number_inactive)' },
  },
  ...range('0812000', 401, 405).map((msisdn) => ({
    msisdn,
    donor: 'ais' as const,
    type: 'postpaid' as const,
    neverAnswers: true,
    notes: { th: 'ศูนย์ย้ายค่ายไม่ตอบ (porting_timeout)', en: 'The clearinghouse never answers (porting_timeout)' },
  })),
];

/**
 * Seeds the test numbers and the clock row when the table is empty (at start; concurrent starts
 * meet ON CONFLICT). The holder ID is stored as an HMAC under the store's personal-data key.
 */
export async function seedPorting(db: Db, hmac: (purpose: string, value: string) => Promise<string>): Promise<number> {
  await db.insert(portingClock).values({ id: 1, offsetMs: 0 }).onConflictDoNothing();
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(portingNumbers);
  if (count > 0) return 0;
  const holderIdHash = await hmac(PORTING_HOLDER_HMAC_PURPOSE, SANDBOX_PORTING_HOLDER_ID);
  const rows = TEST_NUMBERS.map((n) => ({
    msisdn: n.msisdn,
    donor: n.donor,
    type: n.type,
    holderIdHash,
    holderIdLast4: SANDBOX_PORTING_HOLDER_ID.slice(-4),
    registered: n.registered ?? true,
    billOutstanding: n.billOutstanding ?? 0,
    active: n.active ?? true,
    neverAnswers: n.neverAnswers ?? false,
    notes: n.notes,
  }));
  const added = await db.insert(portingNumbers).values(rows).onConflictDoNothing().returning({ msisdn: portingNumbers.msisdn });
  return added.length;
}
