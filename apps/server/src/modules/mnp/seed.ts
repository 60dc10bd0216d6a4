import { and, asc, arrayContains, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogProducts } from '../catalog/tables';
import { mnpBundles, mnpOffers, mnpTempNumbers } from './tables';

/** The postpaid plans offered for porting in (the SIM module's plans by NAS code); PP899-5G is one-step only. */
export const OFFER_SEEDS: (typeof mnpOffers.$inferInsert)[] = [
  { nasCode: 'PP399-5G', modes: ['one_step', 'two_step'], advancePayment: 39_900, sort: 1 },
  { nasCode: 'PP499-5G', modes: ['one_step', 'two_step'], advancePayment: 49_900, sort: 2 },
  { nasCode: 'PP699-5G', modes: ['one_step', 'two_step'], advancePayment: 69_900, sort: 3 },
  { nasCode: 'PP899-5G', modes: ['one_step'], advancePayment: 89_900, sort: 4 },
];

/**
 * Two bundles for each of four mnp-bundle devices of the catalogue seed, found by brand and slug at
 * seed time (product ids are serial): a 12-month one on PP499-5G and a 24-month one on PP699-5G.
 */
const BUNDLE_DEVICES = [
  { brand: 'apple', slug: 'iphone-16', base: 1001, discounts: [300_000, 600_000] },
  { brand: 'samsung', slug: 'galaxy-s25-fe', base: 1011, discounts: [250_000, 500_000] },
  { brand: 'samsung', slug: 'galaxy-a56-5g', base: 1021, discounts: [150_000, 300_000] },
  { brand: 'oppo', slug: 'reno14-5g', base: 1031, discounts: [200_000, 400_000] },
];
const BUNDLE_PLANS = [
  {
    nasCode: 'PP499-5G',
    contractMonths: 12,
    advancePayment: 49_900,
    th: 'ย้ายค่ายรับส่วนลดเครื่อง แพ็กเกจ 499 สัญญา 12 เดือน',
    en: 'Move to us: device discount, 499 plan, 12-month contract',
  },
  {
    nasCode: 'PP699-5G',
    contractMonths: 24,
    advancePayment: 69_900,
    th: 'ย้ายค่ายรับส่วนลดเครื่อง แพ็กเกจ 699 สัญญา 24 เดือน',
    en: 'Move to us: device discount, 699 plan, 24-month contract',
  },
];

/** Temporary numbers for auto bundles: 0990001001..0990001050 (none of them is in the number pool's series nor a sandbox subscriber). */
export const TEMP_NUMBERS = Array.from({ length: 50 }, (_, i) => `09900010${String(i + 1).padStart(2, '0')}`);

/** Seeds offers, temporary numbers and (once the catalogue is seeded) the device bundles; later starts change nothing. */
export async function seedMnp(db: Db): Promise<void> {
  await db.insert(mnpOffers).values(OFFER_SEEDS).onConflictDoNothing();
  await db
    .insert(mnpTempNumbers)
    .values(TEMP_NUMBERS.map((msisdn) => ({ msisdn })))
    .onConflictDoNothing();
  const [anyBundle] = await db.select({ id: mnpBundles.id }).from(mnpBundles).limit(1);
  if (anyBundle) return;
  const rows: (typeof mnpBundles.$inferInsert)[] = [];
  for (const d of BUNDLE_DEVICES) {
    const [product] = await db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(and(eq(catalogProducts.brandSlug, d.brand), eq(catalogProducts.slug, d.slug), arrayContains(catalogProducts.tags, ['mnp-bundle'])))
      .orderBy(asc(catalogProducts.id))
      .limit(1);
    if (!product) continue;
    BUNDLE_PLANS.forEach((p, i) =>
      rows.push({
        id: `B${d.base + i}`,
        productId: product.id,
        nasCode: p.nasCode,
        name: { th: p.th, en: p.en },
        discount: d.discounts[i],
        contractMonths: p.contractMonths,
        advancePayment: p.advancePayment,
      }),
    );
  }
  if (rows.length) await db.insert(mnpBundles).values(rows).onConflictDoNothing();
}
