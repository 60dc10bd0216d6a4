import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { CardTier } from '@store/domain/loyalty-rules';
import type { Db } from '../../db/client';
import { catalogProducts } from '../catalog/tables';
import { loyaltyCards, loyaltyPointEntries, loyaltyPrivileges } from './tables';

/** The HMAC purpose of a card holder's Thai ID in the embedded card system. */
export const HOLDER_HMAC_PURPOSE = 'card-holder';

/**
 * The embedded card system's test cards (README "Card system (sandbox)"). Member-since counts from the
 * day the table is seeded; points as the card system keeps them (a point is worth config
 * loyalty_points.satang_per_point).
 */
export const TEST_CARDS: { cardNo: string; tier: CardTier; thaiId: string; mobile: string; months: number; points: number; fault?: 'busy'; notes: string }[] = [
  {
    cardNo: '8000000001',
    tier: 'black',
    thaiId: '3101700888815',
    mobile: '0870000001',
    months: 30,
    points: 20_000,
    notes: 'black (phone e2e: black-card offer paid partly with points)',
  },
  { cardNo: '8000000002', tier: 'red', thaiId: '3101700888823', mobile: '0870000002', months: 14, points: 5_000, notes: 'red (refused black-card offers)' },
  { cardNo: '8000000003', tier: 'black', thaiId: '3101700888831', mobile: '0870000003', months: 62, points: 8_000, notes: 'black (API tests)' },
  { cardNo: '8000000004', tier: 'red', thaiId: '3101700888840', mobile: '0870000004', months: 3, points: 100, notes: 'red, few points (API tests)' },
  {
    cardNo: '8000000005',
    tier: 'black',
    thaiId: '3101700888858',
    mobile: '0870000005',
    months: 40,
    points: 1_000,
    fault: 'busy',
    notes: 'card system busy (every call 503 card_system_busy)',
  },
  { cardNo: '8000000006', tier: 'black', thaiId: '3101700888866', mobile: '0870000006', months: 25, points: 12_000, notes: 'black (e2e English run, profile)' },
];

/** `months` whole months before `now` (UTC), a day earlier so that a count on the same day is not one short. */
function monthsAgo(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d;
}

/** Seeds the test cards (with an opening `earn` entry each) when the table is empty; concurrent starts meet ON CONFLICT. */
export async function seedCards(db: Db, hmac: (purpose: string, value: string) => Promise<string>, now = new Date()): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(loyaltyCards);
  if (count > 0) return 0;
  const rows = await Promise.all(
    TEST_CARDS.map(async (c) => ({
      cardNo: c.cardNo,
      tier: c.tier,
      holderIdHash: await hmac(HOLDER_HMAC_PURPOSE, c.thaiId),
      holderIdLast4: c.thaiId.slice(-4),
      mobile: c.mobile,
      memberSince: monthsAgo(now, c.months),
      points: c.points,
      fault: c.fault ?? null,
      notes: c.notes,
    })),
  );
  const added = await db.insert(loyaltyCards).values(rows).onConflictDoNothing().returning({ cardNo: loyaltyCards.cardNo });
  if (added.length)
    await db
      .insert(loyaltyPointEntries)
      .values(
        TEST_CARDS.filter((c) => added.some((a) => a.cardNo === c.cardNo)).map((c) => ({
          cardNo: c.cardNo,
          kind: 'earn' as const,
          points: c.points,
          reference: 'opening-balance',
        })),
      )
      .onConflictDoNothing();
  return added.length;
}

const t = (th: string, en: string) => ({ th, en });
const DAY = 86_400_000;

/** The privilege offers: two black-card offers and a partner's product (the first catalogue product in stock of a brand and category), and two partner offers claimed at the partner. */
const PRIVILEGES: (Omit<typeof loyaltyPrivileges.$inferInsert, 'validFrom' | 'validUntil' | 'productId'> & {
  product?: { brand: string; category: string };
  days: [number, number];
})[] = [
  {
    id: 'black-iphone',
    partner: t('ตะวัน โมบาย', 'Tawan Mobile'),
    title: t('ราคาพิเศษสมาชิกบัตรดำ: iPhone', 'Black card price: iPhone'),
    summary: t('ลด 15% สำหรับสมาชิกบัตรดำ เครื่องละหนึ่งสิทธิ์ต่อคำสั่งซื้อ', '15% off for black card members, one per order'),
    terms: [
      t('เฉพาะสมาชิกบัตรดำที่ผูกบัตรกับบัญชีร้านค้า', 'For black card members whose card is linked to their store account'),
      t('ตรวจสิทธิ์อีกครั้งเมื่อยืนยันคำสั่งซื้อ', 'Your right is checked again when you place the order'),
      t('ใช้ร่วมกับคะแนนสะสมได้', 'May be paid partly with points'),
    ],
    howToClaim: [t('เข้าสู่ระบบและผูกบัตรสมาชิก', 'Sign in and link your member card'), t('กด "ซื้อราคาสมาชิก" แล้วชำระเงินตามปกติ', 'Press "Buy at member price" and pay as usual')],
    minTier: 'black',
    lineKind: 'family_black_truecard',
    image: '/images/privileges/black-card.svg',
    discountBp: 1500,
    sort: 1,
    product: { brand: 'apple', category: 'smartphones' },
    days: [-30, 365],
  },
  {
    id: 'black-watch',
    partner: t('ตะวัน โมบาย', 'Tawan Mobile'),
    title: t('ราคาพิเศษสมาชิกบัตรดำ: Galaxy Watch', 'Black card price: Galaxy Watch'),
    summary: t('ลด 20% สำหรับสมาชิกบัตรดำ', '20% off for black card members'),
    terms: [t('เฉพาะสมาชิกบัตรดำ', 'For black card members only'), t('ตรวจสิทธิ์อีกครั้งเมื่อยืนยันคำสั่งซื้อ', 'Your right is checked again when you place the order')],
    howToClaim: [t('เข้าสู่ระบบและผูกบัตรสมาชิก', 'Sign in and link your member card'), t('กด "ซื้อราคาสมาชิก"', 'Press "Buy at member price"')],
    minTier: 'black',
    lineKind: 'family_black_truecard',
    image: '/images/privileges/black-card.svg',
    discountBp: 2000,
    sort: 2,
    product: { brand: 'samsung', category: 'watches' },
    days: [-30, 365],
  },
  {
    id: 'anker-charger',
    partner: t('Anker', 'Anker'),
    title: t('อุปกรณ์ชาร์จ Anker ราคาสมาชิก', 'Anker chargers at member price'),
    summary: t('ลด 10% สำหรับสมาชิกทุกระดับ', '10% off for every member'),
    terms: [t('สมาชิกทุกระดับ (บัตรแดงขึ้นไป)', 'Every member (red card and above)'), t('ตรวจสิทธิ์อีกครั้งเมื่อยืนยันคำสั่งซื้อ', 'Your right is checked again when you place the order')],
    howToClaim: [t('เข้าสู่ระบบและผูกบัตรสมาชิก', 'Sign in and link your member card'), t('กด "ซื้อราคาสมาชิก"', 'Press "Buy at member price"')],
    minTier: 'red',
    lineKind: 'member_privilege',
    image: '/images/privileges/partner.svg',
    discountBp: 1000,
    sort: 3,
    product: { brand: 'anker', category: 'accessories' },
    days: [-30, 180],
  },
  {
    id: 'cafe-amazon-free-drink',
    partner: t('คาเฟ่ ริมทาง', 'Rimtang Café'),
    title: t('เครื่องดื่มฟรี 1 แก้วทุกเดือน', 'One free drink every month'),
    summary: t('สมาชิกบัตรดำรับเครื่องดื่มขนาดกลางฟรีเดือนละหนึ่งแก้ว', 'Black card members get a free medium drink once a month'),
    terms: [t('เดือนละหนึ่งสิทธิ์ต่อบัตร', 'Once a month per card'), t('ไม่สามารถแลกเป็นเงินสดได้', 'Not exchangeable for cash')],
    howToClaim: [t('แสดงบัตรสมาชิกที่เคาน์เตอร์', 'Show your member card at the counter'), t('พนักงานสแกนบัตรเพื่อใช้สิทธิ์', 'The staff scan your card to use the privilege')],
    minTier: 'black',
    lineKind: 'member_privilege',
    image: '/images/privileges/partner.svg',
    sort: 4,
    days: [-10, 90],
  },
  {
    id: 'cinema-two-for-one',
    partner: t('เมืองหนัง ซีนีม่า', 'Muang Nang Cinema'),
    title: t('ดูหนัง 1 แถม 1', 'Movie tickets: buy one, get one'),
    summary: t('สมาชิกทุกระดับ ทุกวันพุธ', 'Every member, every Wednesday'),
    terms: [t('เฉพาะวันพุธ ที่นั่งปกติ', 'Wednesdays, standard seats'), t('สูงสุด 2 ที่นั่งต่อบัตรต่อวัน', 'Two seats per card a day at most')],
    howToClaim: [t('แสดงบัตรสมาชิกที่จุดขายตั๋ว', 'Show your member card at the ticket counter')],
    minTier: 'red',
    lineKind: 'member_privilege',
    image: '/images/privileges/partner.svg',
    sort: 5,
    days: [-60, 120],
  },
];

/** Seeds the privilege offers (once the catalogue is seeded; their products found by brand and category); later starts change nothing. */
export async function seedPrivileges(db: Db, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: loyaltyPrivileges.id }).from(loyaltyPrivileges).limit(1);
  if (any) return;
  const rows: (typeof loyaltyPrivileges.$inferInsert)[] = [];
  for (const { product, days, ...p } of PRIVILEGES) {
    let productId: number | null = null;
    if (product) {
      const [row] = await db
        .select({ id: catalogProducts.id })
        .from(catalogProducts)
        .where(
          and(
            eq(catalogProducts.brandSlug, product.brand),
            eq(catalogProducts.categorySlug, product.category),
            eq(catalogProducts.lifecycleStatus, 'active'),
            gt(catalogProducts.totalStock, 0),
          ),
        )
        .orderBy(asc(catalogProducts.id))
        .limit(1);
      if (!row) continue;
      productId = row.id;
    }
    rows.push({ ...p, productId, validFrom: new Date(now.getTime() + days[0] * DAY), validUntil: new Date(now.getTime() + days[1] * DAY) });
  }
  if (rows.length) await db.insert(loyaltyPrivileges).values(rows).onConflictDoNothing();
}
