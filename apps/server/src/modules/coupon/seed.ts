import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findProductBySlug } from '../catalog/service';
import { coupons } from './tables';

type NewCoupon = typeof coupons.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const baht = (n: number) => n * 100;

/**
 * The demo coupons, relative to the first start: usable ones, two ending within 3 days, one whose
 * every use is taken, one not started, one for smartphones, one for a single phone, one for SIM
 * product types, and two given only by coupon sync (member privileges).
 */
export function couponSeed(now: Date, iphone16Id: string | null): NewCoupon[] {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const list: NewCoupon[] = [
    {
      code: 'WELCOME100',
      title: { th: 'ส่วนลด 100 บาท สำหรับลูกค้าใหม่', en: '100 baht off for new customers' },
      description: { th: 'ลด 100 บาท เมื่อช้อปครบ 1,000 บาท ใช้ได้กับสินค้าทุกชิ้น', en: '100 baht off when you spend 1,000 baht or more on any item.' },
      discountKind: 'fixed',
      amount: baht(100),
      minSpend: baht(1_000),
      startsAt: at(-10 * DAY),
      endsAt: at(80 * DAY),
      totalLimit: 5_000,
      used: 1_268,
      collected: 2_140,
      perUserLimit: 1,
    },
    {
      code: 'PHONE10',
      title: { th: 'มือถือลด 10% สูงสุด 1,500 บาท', en: '10% off smartphones, up to 1,500 baht' },
      description: { th: 'ลด 10% สำหรับมือถือทุกรุ่น เมื่อซื้อครบ 10,000 บาท ลดสูงสุด 1,500 บาท', en: '10% off any smartphone when you spend 10,000 baht or more; at most 1,500 baht off.' },
      discountKind: 'percent',
      percent: 10,
      maxDiscount: baht(1_500),
      minSpend: baht(10_000),
      scopeCategories: ['smartphones'],
      startsAt: at(-3 * DAY),
      endsAt: at(27 * DAY),
      totalLimit: 500,
      used: 122,
      collected: 310,
      perUserLimit: 1,
    },
    {
      code: 'FLASH500',
      title: { th: 'แฟลชเซล ลดทันที 500 บาท', en: 'Flash sale: 500 baht off' },
      description: { th: 'ลด 500 บาท เมื่อช้อปครบ 15,000 บาท หมดเขตเร็ว ๆ นี้', en: '500 baht off when you spend 15,000 baht or more. Ends soon.' },
      discountKind: 'fixed',
      amount: baht(500),
      minSpend: baht(15_000),
      startsAt: at(-5 * DAY),
      endsAt: at(2 * DAY),
      totalLimit: 100,
      used: 37,
      collected: 64,
      perUserLimit: 1,
    },
    {
      code: 'ACC15',
      title: { th: 'อุปกรณ์เสริมลด 15%', en: '15% off accessories' },
      description: { th: 'ลด 15% สำหรับหูฟัง สายชาร์จ และอุปกรณ์เสริมทุกชิ้น ลดสูงสุด 300 บาท', en: '15% off earphones, chargers and every accessory; at most 300 baht off.' },
      discountKind: 'percent',
      percent: 15,
      maxDiscount: baht(300),
      scopeCategories: ['accessories'],
      startsAt: at(-12 * DAY),
      endsAt: at(3 * DAY - 2 * HOUR),
      totalLimit: 1_000,
      used: 411,
      collected: 590,
      perUserLimit: 2,
    },
    {
      code: 'MIDYEAR300',
      title: { th: 'กลางปีลด 300 บาท', en: 'Mid-year 300 baht off' },
      description: { th: 'ลด 300 บาท เมื่อช้อปครบ 3,000 บาท สิทธิ์มีจำนวนจำกัด', en: '300 baht off when you spend 3,000 baht or more. Limited number of uses.' },
      discountKind: 'fixed',
      amount: baht(300),
      minSpend: baht(3_000),
      startsAt: at(-7 * DAY),
      endsAt: at(20 * DAY),
      totalLimit: 50,
      used: 50,
      collected: 50,
      perUserLimit: 1,
    },
    {
      code: 'TABLET8',
      title: { th: 'แท็บเล็ตลด 8% เริ่มเร็ว ๆ นี้', en: '8% off tablets, starting soon' },
      description: { th: 'ลด 8% สำหรับแท็บเล็ตทุกรุ่น ลดสูงสุด 2,000 บาท เก็บไว้ก่อนได้เลย', en: '8% off every tablet, at most 2,000 baht off. Collect it now, use it when it starts.' },
      discountKind: 'percent',
      percent: 8,
      maxDiscount: baht(2_000),
      scopeCategories: ['tablets'],
      startsAt: at(5 * DAY),
      endsAt: at(35 * DAY),
      totalLimit: 300,
      perUserLimit: 1,
    },
    {
      code: 'SIM50',
      title: { th: 'ซิมใหม่ลด 50 บาท', en: '50 baht off a new SIM' },
      description: { th: 'ลด 50 บาท สำหรับซิมเติมเงิน ซิมรายเดือน และเบอร์มงคล', en: '50 baht off prepaid and postpaid SIMs and lucky numbers.' },
      discountKind: 'fixed',
      amount: baht(50),
      scopeProductTypes: ['sim', 'prepaid', 'postpaid'],
      startsAt: at(-20 * DAY),
      endsAt: at(60 * DAY),
      totalLimit: null,
      used: 845,
      collected: 1_320,
      perUserLimit: 3,
    },
    {
      code: 'ROUTER20',
      title: { th: 'เราเตอร์และเน็ตบ้านลด 20%', en: '20% off routers and home internet devices' },
      description: { th: 'ลด 20% สำหรับเราเตอร์และอุปกรณ์เน็ตบ้าน ลดสูงสุด 800 บาท', en: '20% off routers and home internet devices; at most 800 baht off.' },
      discountKind: 'percent',
      percent: 20,
      maxDiscount: baht(800),
      scopeCategories: ['routers'],
      startsAt: at(-2 * DAY),
      endsAt: at(40 * DAY),
      totalLimit: 200,
      used: 18,
      collected: 45,
      perUserLimit: 1,
    },
    {
      code: 'MEMBER200',
      title: { th: 'สิทธิพิเศษสมาชิก ลด 200 บาท', en: 'Member privilege: 200 baht off' },
      description: { th: 'สำหรับสมาชิกที่ซิงก์คูปอง ลด 200 บาท เมื่อช้อปครบ 3,000 บาท', en: 'For members who sync their coupons: 200 baht off when you spend 3,000 baht or more.' },
      discountKind: 'fixed',
      amount: baht(200),
      minSpend: baht(3_000),
      startsAt: at(-1 * DAY),
      endsAt: at(60 * DAY),
      totalLimit: 10_000,
      collected: 0,
      perUserLimit: 1,
      collectable: false,
    },
    {
      code: 'BIRTHDAY7',
      title: { th: 'ของขวัญวันเกิด ลด 7%', en: 'Birthday gift: 7% off' },
      description: { th: 'ลด 7% สำหรับสมาชิก ลดสูงสุด 700 บาท ใช้ได้ภายใน 10 วัน', en: '7% off for members, at most 700 baht off. Use it within 10 days.' },
      discountKind: 'percent',
      percent: 7,
      maxDiscount: baht(700),
      startsAt: at(-1 * DAY),
      endsAt: at(10 * DAY),
      totalLimit: null,
      perUserLimit: 1,
      collectable: false,
    },
  ];
  if (iphone16Id) {
    list.push({
      code: 'IPHONE16',
      title: { th: 'iPhone 16 ลดเพิ่ม 1,000 บาท', en: 'iPhone 16: extra 1,000 baht off' },
      description: { th: 'ลด 1,000 บาท สำหรับ iPhone 16 ทุกความจุและทุกสี', en: '1,000 baht off iPhone 16 in every capacity and colour.' },
      discountKind: 'fixed',
      amount: baht(1_000),
      scopeProductIds: [iphone16Id],
      startsAt: at(-4 * DAY),
      endsAt: at(1 * DAY + 6 * HOUR),
      totalLimit: 200,
      used: 151,
      collected: 188,
      perUserLimit: 1,
    });
  }
  return list;
}

/** Writes the demo coupons into an empty coupon table (a later start keeps what operators changed); returns how many. */
export async function seedCoupons(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(coupons);
  if (n > 0) return 0;
  const iphone16 = await findProductBySlug(db, 'smartphones', 'apple', 'iphone-16').then(
    (p) => String(p.product_id),
    () => null,
  );
  const rows = couponSeed(now, iphone16);
  await db
    .insert(coupons)
    .values(rows.map((r) => ({ ...r, createdAt: new Date(now.getTime() - 30 * DAY) })))
    .onConflictDoNothing();
  return rows.length;
}
