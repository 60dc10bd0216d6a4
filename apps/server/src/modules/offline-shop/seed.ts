import type { Db } from '../../db/client';
import { hashPassword } from '../identity/password';
import { staffAccounts } from '../staff/tables';
import { offlineShops } from './tables';

/** The sandbox password of the seeded shop staff (README "Offline shop (sandbox)"); disable those accounts in production. */
export const OFFLINE_SANDBOX_PASSWORD = 'offline-sandbox-2026';

/** The seeded shops: A and B permit employees and dealers, C only employees (a dealer of C is logged out with error 020). */
export const OFFLINE_SHOPS = {
  A: 'TW001',
  B: 'TW002',
  C: 'TW003',
} as const;

/** The seeded shop staff (e-mail, shop, role, dealer code). */
export const OFFLINE_STAFF = [
  { email: 'employee.a@shop.tawan.test', name: 'พนักงาน ร้าน A', shop: OFFLINE_SHOPS.A, role: 'employee', dealer: null },
  { email: 'dealer.a1@shop.tawan.test', name: 'ตัวแทน A1', shop: OFFLINE_SHOPS.A, role: 'dealer', dealer: 'DLA001' },
  { email: 'dealer.a2@shop.tawan.test', name: 'ตัวแทน A2', shop: OFFLINE_SHOPS.A, role: 'dealer', dealer: 'DLA002' },
  { email: 'employee.b@shop.tawan.test', name: 'พนักงาน ร้าน B', shop: OFFLINE_SHOPS.B, role: 'employee', dealer: null },
  { email: 'dealer.c@shop.tawan.test', name: 'ตัวแทน C', shop: OFFLINE_SHOPS.C, role: 'dealer', dealer: 'DLC001' },
] as const;

const SHOPS: (typeof offlineShops.$inferInsert)[] = [
  {
    code: OFFLINE_SHOPS.A,
    name: { th: 'ตะวัน ช็อป สยามสแควร์', en: 'Tawan Shop Siam Square' },
    address: { th: 'ซอยสยามสแควร์ 3 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ', en: 'Siam Square Soi 3, Rama I Road, Pathum Wan, Bangkok' },
    phone: '02-610-7101',
    openingHours: '10:00-21:00',
    channels: ['employee', 'dealer'],
    pickup: true,
  },
  {
    code: OFFLINE_SHOPS.B,
    name: { th: 'ตะวัน ช็อป เชียงใหม่', en: 'Tawan Shop Chiang Mai' },
    address: { th: 'ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมือง เชียงใหม่', en: 'Huay Kaew Road, Suthep, Mueang, Chiang Mai' },
    phone: '053-210-710',
    openingHours: '10:00-20:00',
    channels: ['employee', 'dealer'],
    pickup: true,
  },
  {
    code: OFFLINE_SHOPS.C,
    name: { th: 'ตะวัน ช็อป ขอนแก่น', en: 'Tawan Shop Khon Kaen' },
    address: { th: 'ถนนมิตรภาพ ตำบลในเมือง อำเภอเมือง ขอนแก่น', en: 'Mittraphap Road, Nai Mueang, Mueang, Khon Kaen' },
    phone: '043-220-710',
    openingHours: '10:00-20:00',
    channels: ['employee'],
    pickup: true,
  },
];

/** Seeds the shops and (unless OFFLINE_SANDBOX_STAFF=off) their sandbox staff once; an existing shop or account is left as it is. */
export async function seedOfflineShops(db: Db, options: { sandboxStaff: boolean } = { sandboxStaff: true }): Promise<void> {
  await db.insert(offlineShops).values(SHOPS).onConflictDoNothing();
  if (!options.sandboxStaff) return;
  // One scrypt hash per process (every test database is seeded): the accounts share the documented password anyway.
  sandboxHash ??= hashPassword(OFFLINE_SANDBOX_PASSWORD);
  const passwordHash = await sandboxHash;
  await db
    .insert(staffAccounts)
    .values(OFFLINE_STAFF.map((s) => ({ email: s.email, displayName: s.name, passwordHash, roles: [s.role], shopCode: s.shop, dealerCode: s.dealer })))
    .onConflictDoNothing();
}

let sandboxHash: Promise<string> | undefined;
