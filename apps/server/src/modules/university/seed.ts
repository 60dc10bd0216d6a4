import type { Db } from '../../db/client';
import { vlearnOffers } from './tables';

/** The vlearn offers (student packages, billed monthly; satang), seeded at start when missing. */
export const VLEARN_OFFERS: (typeof vlearnOffers.$inferInsert)[] = [
  {
    id: 'VLEARN-199',
    name: { th: 'วีเลิร์น 199 สำหรับนักศึกษา', en: 'vLearn 199 for students' },
    description: { th: 'เน็ต 30GB ความเร็วสูง ใช้แอปเรียนออนไลน์ไม่จำกัด โทรฟรีในเครือข่าย', en: '30 GB high-speed data, unlimited online-learning apps, free on-net calls' },
    monthlyPrice: 19_900,
    normalPrice: 39_900,
    contractMonths: 12,
    dataGb: 30,
    sort: 1,
  },
  {
    id: 'VLEARN-299',
    name: { th: 'วีเลิร์น 299 สำหรับนักศึกษา', en: 'vLearn 299 for students' },
    description: { th: 'เน็ต 80GB ความเร็วสูง ใช้แอปเรียนออนไลน์และวิดีโอคอลไม่จำกัด', en: '80 GB high-speed data, unlimited online-learning and video-call apps' },
    monthlyPrice: 29_900,
    normalPrice: 59_900,
    contractMonths: 12,
    dataGb: 80,
    sort: 2,
  },
];

export async function seedVlearnOffers(db: Db): Promise<void> {
  await db.insert(vlearnOffers).values(VLEARN_OFFERS).onConflictDoNothing();
}
