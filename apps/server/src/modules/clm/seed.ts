import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clmOffers, clmPreviewProfiles } from './tables';

/**
 * Who may move to which package (decision 033; README "Existing subscribers (CLM)"): NAS codes of
 * the subscriber system's catalogue.
 */
export const OFFERS: (typeof clmOffers.$inferInsert)[] = [
  { nasCode: 'PP399-5G', allowedTypes: ['postpaid'], allowedFromFamilies: ['5g', '4g'], minMonths: 0, allowedUnderContract: false, sort: 1 },
  { nasCode: 'PP499-5G', allowedTypes: ['postpaid'], allowedFromFamilies: ['5g', '4g'], minMonths: 0, allowedUnderContract: true, sort: 2 },
  { nasCode: 'PP699-5G', allowedTypes: ['postpaid'], allowedFromFamilies: ['5g', '4g'], minMonths: 0, allowedUnderContract: true, sort: 3 },
  { nasCode: 'PP999-5G-UNL', allowedTypes: ['postpaid'], allowedFromFamilies: ['5g'], minMonths: 3, allowedUnderContract: true, sort: 4 },
  { nasCode: 'PP1499-5G-FAM', allowedTypes: ['postpaid'], allowedFromFamilies: ['5g'], minMonths: 12, allowedUnderContract: true, sort: 5 },
  { nasCode: 'PP599-4G', allowedTypes: ['postpaid'], allowedFromFamilies: ['4g'], minMonths: 0, allowedUnderContract: true, sort: 6 },
  { nasCode: 'PRE300-30D', allowedTypes: ['prepaid'], allowedFromFamilies: ['prepaid'], minMonths: 0, allowedUnderContract: true, sort: 7 },
];

/** The preview's made-up subscriber (no real line's data). */
export const PREVIEW: typeof clmPreviewProfiles.$inferInsert = {
  id: 'default',
  type: 'postpaid',
  packageNasCode: 'PP499-5G',
  monthsActive: 14,
  contractMonthsLeft: null,
  billCycleDay: 1,
  onTop: [
    { code: 'SAMPLE-YOUTUBE', title: { th: 'ดู YouTube ไม่อั้น', en: 'Unlimited YouTube' }, detail: { th: 'ไม่เสียเน็ตหลัก', en: 'Does not use your main data' }, days_left: 20 },
    { code: 'SAMPLE-WIFI', title: { th: 'WiFi ไม่อั้น', en: 'Unlimited WiFi' }, detail: { th: 'ตลอดอายุแพ็กเกจ', en: 'While the package lasts' }, days_left: null },
  ],
  vasCodes: ['VAS-TRUEID-PLUS', 'TOL-MESH'],
  homePackage: { th: 'ทรูออนไลน์ ไฟเบอร์ 1Gbps (ตัวอย่าง)', en: 'True Online Fiber 1Gbps (sample)' },
};

/** Seeds the offers and the preview profile when their tables are empty (concurrent starts meet ON CONFLICT). */
export async function seedClm(db: Db): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(clmOffers);
  if (count === 0) await db.insert(clmOffers).values(OFFERS).onConflictDoNothing();
  await db.insert(clmPreviewProfiles).values(PREVIEW).onConflictDoNothing();
}
