import type { BundleKind, BundleRules, BundleShelf } from '@store/domain/bundles';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts, catalogVariants } from '../catalog/tables';
import { bundleBenefits, bundleCampaignPrices, bundleCampaigns } from './tables';

const rules = (r: Partial<BundleRules>): BundleRules => ({
  types: ['prepaid', 'postpaid'],
  min_months: 0,
  min_rc: 0,
  families: [],
  no_overdue: true,
  not_blacklisted: true,
  active_only: true,
  ...r,
});

interface CampaignSeed {
  id: string;
  kind: BundleKind;
  shelf: BundleShelf;
  brand: string;
  slug: string;
  nasCode: string | null;
  /** Off the catalogue price of every variant (satang). */
  discount: number;
  rc: number;
  advancePayment: number;
  contractMonths: number;
  rules: BundleRules;
  name: { th: string; en: string };
  description: { th: string; en: string };
  benefits?: { id: string; kind: 'discount' | 'gift'; value: number; th: string; en: string }[];
}

/**
 * The demo campaigns (README "Device bundles (test data)"), each on a catalogue device found by
 * brand and slug at seed time, open 2025-01-01 to 2027-12-31. Subscriber prices are the catalogue
 * price less the campaign's discount, per variant.
 */
export const CAMPAIGN_SEEDS: CampaignSeed[] = [
  {
    id: 'EX-IP16-699',
    kind: 'device_bundle_existing',
    shelf: 'device',
    brand: 'apple',
    slug: 'iphone-16',
    nasCode: 'PP699-5G',
    discount: 500_000,
    rc: 69_900,
    advancePayment: 69_900,
    contractMonths: 12,
    rules: rules({ min_months: 6 }),
    name: { th: 'ลูกค้าปัจจุบัน iPhone 16 ลด 5,000 บาท กับแพ็กเกจ 699', en: 'Existing customers: iPhone 16, 5,000 baht off with the 699 plan' },
    description: {
      th: 'สำหรับเบอร์ที่ใช้งานกับเรามาแล้วอย่างน้อย 6 เดือน ไม่มียอดค้างชำระ สัญญา 12 เดือน ชำระค่าบริการล่วงหน้า 699 บาท หักจากบิลแรก',
      en: 'For numbers with us for at least 6 months and nothing owed. 12-month contract; a 699 baht advance payment, taken off the first bill.',
    },
    benefits: [
      { id: 'EX-IP16-699-D', kind: 'discount', value: 30_000, th: 'ส่วนลดค่าบริการ 100 บาท 3 รอบบิล', en: '100 baht off each of your next 3 bills' },
      { id: 'EX-IP16-699-G', kind: 'gift', value: 0, th: 'เคสและฟิล์มกันรอย', en: 'A case and a screen protector' },
    ],
  },
  {
    id: 'EX-A56-SIM',
    kind: 'device_bundle_existing',
    shelf: 'sim',
    brand: 'samsung',
    slug: 'galaxy-a56-5g',
    nasCode: 'PP499-5G',
    discount: 300_000,
    rc: 49_900,
    advancePayment: 0,
    contractMonths: 12,
    rules: rules({ min_months: 12, min_rc: 19_900, families: ['PP'] }),
    name: { th: 'ซิมเดิมรับเครื่องใหม่ Galaxy A56 ลด 3,000 บาท', en: 'Keep your SIM, get a Galaxy A56 3,000 baht off' },
    description: {
      th: 'สำหรับเบอร์อายุ 12 เดือนขึ้นไป แพ็กเกจปัจจุบัน 199 บาทขึ้นไป (หรือรายเดือน) ย้ายมาแพ็กเกจ 499 สัญญา 12 เดือน',
      en: 'For numbers 12 months or older on a 199 baht package or more (or any postpaid plan), moving to the 499 plan for 12 months.',
    },
  },
  {
    id: 'EX-S25FE-MNP',
    kind: 'device_bundle_existing',
    shelf: 'mnp',
    brand: 'samsung',
    slug: 'galaxy-s25-fe',
    nasCode: 'PP499-5G',
    discount: 400_000,
    rc: 49_900,
    advancePayment: 49_900,
    contractMonths: 12,
    rules: rules({ types: ['postpaid'], min_months: 3 }),
    name: { th: 'ลูกค้าย้ายค่ายมาแล้ว Galaxy S25 FE ลด 4,000 บาท', en: 'Moved to us: Galaxy S25 FE 4,000 baht off' },
    description: {
      th: 'สำหรับลูกค้ารายเดือน (รวมถึงผู้ที่ย้ายค่ายมา) อายุเบอร์ 3 เดือนขึ้นไป สัญญา 12 เดือน',
      en: 'For postpaid customers (including numbers moved to us) with us for 3 months or more. 12-month contract.',
    },
  },
  {
    id: 'EX-A26-TOL',
    kind: 'device_bundle_existing',
    shelf: 'trueonline',
    brand: 'samsung',
    slug: 'galaxy-a26-5g',
    nasCode: 'PP399-5G',
    discount: 200_000,
    rc: 39_900,
    advancePayment: 0,
    contractMonths: 12,
    rules: rules({ min_months: 3 }),
    name: { th: 'ลูกค้าเน็ตบ้าน Galaxy A26 ลด 2,000 บาท', en: 'Home internet customers: Galaxy A26 2,000 baht off' },
    description: {
      th: 'สำหรับลูกค้าเน็ตบ้านที่มีเบอร์มือถือกับเรา อายุเบอร์ 3 เดือนขึ้นไป แพ็กเกจ 399 สัญญา 12 เดือน',
      en: 'For home-internet customers with a mobile number of ours, 3 months or older. 399 plan, 12-month contract.',
    },
  },
  {
    id: 'PRE-A56',
    kind: 'device_bundle_prepaid',
    shelf: 'sim',
    brand: 'samsung',
    slug: 'galaxy-a56-5g',
    nasCode: 'PRE200-30D',
    discount: 150_000,
    rc: 20_000,
    advancePayment: 0,
    contractMonths: 6,
    rules: rules({ types: ['prepaid'], min_months: 3 }),
    name: { th: 'ลูกค้าเติมเงิน Galaxy A56 ลด 1,500 บาท', en: 'Prepaid customers: Galaxy A56 1,500 baht off' },
    description: {
      th: 'สำหรับเบอร์เติมเงินอายุ 3 เดือนขึ้นไป เติมเงินแพ็กเกจ 200 บาทต่อเนื่อง 6 เดือน',
      en: 'For prepaid numbers 3 months or older, keeping the 200 baht package for 6 months.',
    },
  },
  {
    id: 'NEW-RENO14',
    kind: 'device_bundle_new_customer',
    shelf: 'device',
    brand: 'oppo',
    slug: 'reno14-5g',
    nasCode: 'PP499-5G',
    discount: 400_000,
    rc: 49_900,
    advancePayment: 49_900,
    contractMonths: 12,
    rules: rules({ types: [] }),
    name: { th: 'เปิดเบอร์ใหม่ รับ OPPO Reno14 ลด 4,000 บาท', en: 'New number: OPPO Reno14 4,000 baht off' },
    description: {
      th: 'เลือกเบอร์ใหม่กับแพ็กเกจ 499 สัญญา 12 เดือน ชำระค่าบริการล่วงหน้า 499 บาท หักจากบิลแรก หนึ่งสิทธิ์ต่อบัตรประชาชน',
      en: 'Choose a new number on the 499 plan for 12 months; a 499 baht advance payment, taken off the first bill. One per ID card.',
    },
  },
  {
    id: 'DEV-A26',
    kind: 'device_only',
    shelf: 'device',
    brand: 'samsung',
    slug: 'galaxy-a26-5g',
    nasCode: null,
    discount: 100_000,
    rc: 0,
    advancePayment: 0,
    contractMonths: 0,
    rules: rules({ types: [] }),
    name: { th: 'Galaxy A26 ราคาพิเศษ ไม่ผูกแพ็กเกจ', en: 'Galaxy A26 at a special price, no plan' },
    description: { th: 'ซื้อเครื่องเปล่าในราคาแคมเปญ หนึ่งสิทธิ์ต่อบัตรประชาชน', en: 'The device alone at the campaign price, one per ID card.' },
  },
];

const WINDOW = { startsAt: new Date('2025-01-01T00:00:00Z'), endsAt: new Date('2027-12-31T16:59:59Z') };

/** Seeds the campaigns once the catalogue is seeded (a device missing from it is skipped); later starts change nothing. */
export async function seedBundles(db: Db): Promise<void> {
  const [any] = await db.select({ id: bundleCampaigns.id }).from(bundleCampaigns).limit(1);
  if (any) return;
  let sort = 0;
  for (const c of CAMPAIGN_SEEDS) {
    sort += 1;
    const [product] = await db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(and(eq(catalogProducts.brandSlug, c.brand), eq(catalogProducts.slug, c.slug)))
      .orderBy(asc(catalogProducts.id))
      .limit(1);
    if (!product) continue;
    const variants = await db.select({ id: catalogVariants.id, price: catalogVariants.price }).from(catalogVariants).where(eq(catalogVariants.productId, product.id));
    await db
      .insert(bundleCampaigns)
      .values({
        id: c.id,
        kind: c.kind,
        shelf: c.shelf,
        productId: product.id,
        nasCode: c.nasCode,
        name: c.name,
        description: c.description,
        campaignType: c.kind === 'device_only' ? 'device_only' : c.id,
        rc: c.rc,
        advancePayment: c.advancePayment,
        contractMonths: c.contractMonths,
        ...WINDOW,
        rules: c.rules,
        sort,
      })
      .onConflictDoNothing();
    if (variants.length)
      await db
        .insert(bundleCampaignPrices)
        .values(variants.map((v) => ({ campaignId: c.id, variantId: v.id, price: Math.max(0, v.price - c.discount) })))
        .onConflictDoNothing();
    if (c.benefits?.length)
      await db
        .insert(bundleBenefits)
        .values(c.benefits.map((b) => ({ id: b.id, campaignId: c.id, kind: b.kind, value: b.value, title: { th: b.th, en: b.en } })))
        .onConflictDoNothing();
  }
}
