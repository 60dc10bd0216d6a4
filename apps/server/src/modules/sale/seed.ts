import type { Db } from '../../db/client';
import { saleShops } from './tables';

/** The shops in sale mode (decision 039): each at a partner shop of pickup-seed.ts. */
export const SALE_SHOP_SEEDS: (typeof saleShops.$inferInsert)[] = [
  {
    code: 'SHOP-PARAGON',
    name: { th: 'ตะวัน ช็อป สยามพารากอน', en: 'Tawan Shop Siam Paragon' },
    address: { th: 'ชั้น 4 สยามพารากอน 991 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ', en: '4th floor, Siam Paragon, 991 Rama I Road, Pathum Wan, Bangkok' },
    phone: '02-610-7001',
    pickupShopId: 'bkk-siam-paragon',
    linkTtlHours: 24,
  },
  {
    code: 'SHOP-CTW',
    name: { th: 'ตะวัน ช็อป เซ็นทรัลเวิลด์', en: 'Tawan Shop CentralWorld' },
    address: { th: 'ชั้น 3 เซ็นทรัลเวิลด์ 999/9 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ', en: '3rd floor, CentralWorld, 999/9 Rama I Road, Pathum Wan, Bangkok' },
    phone: '02-610-7002',
    pickupShopId: 'bkk-centralworld',
    linkTtlHours: 24,
  },
];

/**
 * Test sellers with sandbox passwords (README "Sale mode"), one per shop and a second one at
 * SHOP-PARAGON (seller scoping). Created only while the payment gateway is the sandbox.
 */
export const SALE_TEST_SELLERS = [
  {
    email: 'seller.paragon@sandbox.tawan.test',
    display_name: 'สมศรี ขายดี',
    password: 'sandbox-seller-1',
    shop_code: 'SHOP-PARAGON',
    // The scrypt hash of the password (identity/password.ts), made once, so a start hashes nothing.
    password_hash: 'scrypt$16384$8$1$3AJPLWwg2Wbk4lb2_wFXEw$WFCXYQoGPpf7q52m2Buxhq1AB4XT3NayVvp2ybgsy7u6NSm-L8J6gizxB2R83W1lzqR-Y0vCZwnl-zzgDEBU5A',
  },
  {
    email: 'seller2.paragon@sandbox.tawan.test',
    display_name: 'Somchai Sales',
    password: 'sandbox-seller-2',
    shop_code: 'SHOP-PARAGON',
    password_hash: 'scrypt$16384$8$1$2eQKLNn48J8rLsHqbfpQPg$7PWjOggJeGezc0UGeAvuelIY9EhRE4dD38NWqDiEAfuFLyvHWpgCWpbOxuV4CWn9zSKKpDLEwTJds-qGJeBAUw',
  },
  {
    email: 'seller.ctw@sandbox.tawan.test',
    display_name: 'มานี ใจงาม',
    password: 'sandbox-seller-3',
    shop_code: 'SHOP-CTW',
    password_hash: 'scrypt$16384$8$1$l2t9fu-5jvnQnNFxACb8jA$axd8e98js6dHv_yVHigJ39xoxt3I0I6s_MPK0CoySTsWY0G2bEPNsehuGXuMSz-hUmsKA1m3NrGfzEWxOmgoAA',
  },
] as const;

export async function seedSaleShops(db: Db): Promise<void> {
  await db.insert(saleShops).values(SALE_SHOP_SEEDS).onConflictDoNothing();
}
