import type { Db } from '../../db/client';
import { pickupShops } from './tables';

type Shop = [id: string, th: string, en: string, areaTh: string, areaEn: string, addressTh: string, addressEn: string, province: string, lat: number, lng: number, phone: string];

/** Partner stores for pickup: Tawan Mobile shops in malls and partner dealers, Bangkok and the provinces. */
const SHOPS: Shop[] = [
  ['bkk-siam-paragon', 'ตะวัน ช็อป สยามพารากอน', 'Tawan Shop Siam Paragon', 'ปทุมวัน กรุงเทพฯ', 'Pathum Wan, Bangkok', 'ชั้น 4 สยามพารากอน 991 ถนนพระราม 1', '4th floor, Siam Paragon, 991 Rama I Road', 'Bangkok', 13.7462, 100.5347, '02-610-7001'],
  ['bkk-centralworld', 'ตะวัน ช็อป เซ็นทรัลเวิลด์', 'Tawan Shop CentralWorld', 'ปทุมวัน กรุงเทพฯ', 'Pathum Wan, Bangkok', 'ชั้น 3 เซ็นทรัลเวิลด์ 999/9 ถนนพระราม 1', '3rd floor, CentralWorld, 999/9 Rama I Road', 'Bangkok', 13.7466, 100.5393, '02-610-7002'],
  ['bkk-mbk', 'ตะวัน ช็อป เอ็ม บี เค เซ็นเตอร์', 'Tawan Shop MBK Center', 'ปทุมวัน กรุงเทพฯ', 'Pathum Wan, Bangkok', 'ชั้น 4 เอ็ม บี เค เซ็นเตอร์ 444 ถนนพญาไท', '4th floor, MBK Center, 444 Phaya Thai Road', 'Bangkok', 13.7445, 100.5300, '02-610-7003'],
  ['bkk-emsphere', 'ตะวัน ช็อป เอ็มสเฟียร์', 'Tawan Shop EmSphere', 'คลองเตย กรุงเทพฯ', 'Khlong Toei, Bangkok', 'ชั้น 2 เอ็มสเฟียร์ 628 ถนนสุขุมวิท', '2nd floor, EmSphere, 628 Sukhumvit Road', 'Bangkok', 13.7316, 100.5690, '02-610-7004'],
  ['bkk-terminal21', 'ตะวัน ช็อป เทอร์มินอล 21 อโศก', 'Tawan Shop Terminal 21 Asok', 'วัฒนา กรุงเทพฯ', 'Watthana, Bangkok', 'ชั้น 3 เทอร์มินอล 21 ถนนสุขุมวิท 19', '3rd floor, Terminal 21, Sukhumvit 19', 'Bangkok', 13.7377, 100.5603, '02-610-7005'],
  ['bkk-ladprao', 'ตะวัน ช็อป เซ็นทรัล ลาดพร้าว', 'Tawan Shop Central Ladprao', 'จตุจักร กรุงเทพฯ', 'Chatuchak, Bangkok', 'ชั้น 3 เซ็นทรัล ลาดพร้าว 1693 ถนนพหลโยธิน', '3rd floor, Central Ladprao, 1693 Phahonyothin Road', 'Bangkok', 13.8166, 100.5608, '02-610-7006'],
  ['bkk-fashion-island', 'ตะวัน ช็อป แฟชั่นไอส์แลนด์', 'Tawan Shop Fashion Island', 'คันนายาว กรุงเทพฯ', 'Khan Na Yao, Bangkok', 'ชั้น 2 แฟชั่นไอส์แลนด์ 587 ถนนรามอินทรา', '2nd floor, Fashion Island, 587 Ramindra Road', 'Bangkok', 13.8253, 100.6794, '02-610-7007'],
  ['bkk-seacon', 'ตะวัน ช็อป ซีคอนสแควร์', 'Tawan Shop Seacon Square', 'ประเวศ กรุงเทพฯ', 'Prawet, Bangkok', 'ชั้น 2 ซีคอนสแควร์ 55 ถนนศรีนครินทร์', '2nd floor, Seacon Square, 55 Srinagarindra Road', 'Bangkok', 13.6938, 100.6478, '02-610-7008'],
  ['bkk-bangna', 'ตะวัน ช็อป เซ็นทรัล บางนา', 'Tawan Shop Central Bangna', 'บางนา กรุงเทพฯ', 'Bang Na, Bangkok', 'ชั้น 3 เซ็นทรัล บางนา 1091 ถนนบางนา-ตราด', '3rd floor, Central Bangna, 1091 Bangna-Trad Road', 'Bangkok', 13.6690, 100.6338, '02-610-7009'],
  ['bkk-rama9', 'ตะวัน ช็อป เซ็นทรัล พระราม 9', 'Tawan Shop Central Rama 9', 'ห้วยขวาง กรุงเทพฯ', 'Huai Khwang, Bangkok', 'ชั้น 4 เซ็นทรัล พระราม 9 ถนนรัชดาภิเษก', '4th floor, Central Rama 9, Ratchadaphisek Road', 'Bangkok', 13.7588, 100.5664, '02-610-7010'],
  ['bkk-pinklao', 'ตะวัน ช็อป เซ็นทรัล ปิ่นเกล้า', 'Tawan Shop Central Pinklao', 'บางกอกน้อย กรุงเทพฯ', 'Bangkok Noi, Bangkok', 'ชั้น 3 เซ็นทรัล ปิ่นเกล้า ถนนบรมราชชนนี', '3rd floor, Central Pinklao, Borommaratchachonnani Road', 'Bangkok', 13.7778, 100.4761, '02-610-7011'],
  ['bkk-iconsiam', 'ตะวัน ช็อป ไอคอนสยาม', 'Tawan Shop ICONSIAM', 'คลองสาน กรุงเทพฯ', 'Khlong San, Bangkok', 'ชั้น 4 ไอคอนสยาม 299 ถนนเจริญนคร', '4th floor, ICONSIAM, 299 Charoen Nakhon Road', 'Bangkok', 13.7267, 100.5104, '02-610-7012'],
  ['bkk-the-mall-bangkapi', 'ร้านพันธมิตร โฟนเวิลด์ เดอะมอลล์ บางกะปิ', 'Partner: PhoneWorld The Mall Bangkapi', 'บางกะปิ กรุงเทพฯ', 'Bang Kapi, Bangkok', 'ชั้น 3 เดอะมอลล์ บางกะปิ ถนนลาดพร้าว', '3rd floor, The Mall Bangkapi, Lat Phrao Road', 'Bangkok', 13.7660, 100.6425, '02-734-1100'],
  ['non-central-westgate', 'ตะวัน ช็อป เซ็นทรัล เวสต์เกต', 'Tawan Shop Central WestGate', 'บางใหญ่ นนทบุรี', 'Bang Yai, Nonthaburi', 'ชั้น 2 เซ็นทรัล เวสต์เกต ถนนกาญจนาภิเษก', '2nd floor, Central WestGate, Kanchanaphisek Road', 'Nonthaburi', 13.8769, 100.4113, '02-610-7013'],
  ['pte-future-rangsit', 'ตะวัน ช็อป ฟิวเจอร์พาร์ค รังสิต', 'Tawan Shop Future Park Rangsit', 'ธัญบุรี ปทุมธานี', 'Thanyaburi, Pathum Thani', 'ชั้น 2 ฟิวเจอร์พาร์ค รังสิต ถนนพหลโยธิน', '2nd floor, Future Park Rangsit, Phahonyothin Road', 'Pathum Thani', 13.9887, 100.6176, '02-610-7014'],
  ['spk-mega-bangna', 'ตะวัน ช็อป เมกาบางนา', 'Tawan Shop Mega Bangna', 'บางพลี สมุทรปราการ', 'Bang Phli, Samut Prakan', 'ชั้น 1 เมกาบางนา ถนนบางนา-ตราด กม. 8', '1st floor, Mega Bangna, Bangna-Trad Road km 8', 'Samut Prakan', 13.6469, 100.6800, '02-610-7015'],
  ['cnx-central-festival', 'ตะวัน ช็อป เซ็นทรัล เชียงใหม่', 'Tawan Shop Central Chiangmai', 'เมืองเชียงใหม่ เชียงใหม่', 'Mueang Chiang Mai, Chiang Mai', 'ชั้น 2 เซ็นทรัล เชียงใหม่ ถนนซุปเปอร์ไฮเวย์', '2nd floor, Central Chiangmai, Superhighway Road', 'Chiang Mai', 18.8078, 99.0180, '053-288-700'],
  ['cnx-maya', 'ร้านพันธมิตร ดีโมบาย เมญ่า เชียงใหม่', 'Partner: D-Mobile MAYA Chiang Mai', 'เมืองเชียงใหม่ เชียงใหม่', 'Mueang Chiang Mai, Chiang Mai', 'ชั้น 3 เมญ่า ถนนห้วยแก้ว', '3rd floor, MAYA, Huay Kaew Road', 'Chiang Mai', 18.8025, 98.9672, '053-081-555'],
  ['cei-central-chiangrai', 'ตะวัน ช็อป เซ็นทรัล เชียงราย', 'Tawan Shop Central Chiangrai', 'เมืองเชียงราย เชียงราย', 'Mueang Chiang Rai, Chiang Rai', 'ชั้น 1 เซ็นทรัล เชียงราย ถนนพหลโยธิน', '1st floor, Central Chiangrai, Phahonyothin Road', 'Chiang Rai', 19.8877, 99.8345, '053-179-800'],
  ['kkc-central-khonkaen', 'ตะวัน ช็อป เซ็นทรัล ขอนแก่น', 'Tawan Shop Central Khonkaen', 'เมืองขอนแก่น ขอนแก่น', 'Mueang Khon Kaen, Khon Kaen', 'ชั้น 2 เซ็นทรัล ขอนแก่น ถนนศรีจันทร์', '2nd floor, Central Khonkaen, Si Chan Road', 'Khon Kaen', 16.4330, 102.8246, '043-288-900'],
  ['nma-terminal21-korat', 'ตะวัน ช็อป เทอร์มินอล 21 โคราช', 'Tawan Shop Terminal 21 Korat', 'เมืองนครราชสีมา นครราชสีมา', 'Mueang Nakhon Ratchasima', 'ชั้น 2 เทอร์มินอล 21 โคราช ถนนมิตรภาพ', '2nd floor, Terminal 21 Korat, Mittraphap Road', 'Nakhon Ratchasima', 14.9797, 102.0795, '044-288-210'],
  ['ubn-central-ubon', 'ร้านพันธมิตร สมาร์ทโฟนพลัส อุบลราชธานี', 'Partner: Smartphone Plus Ubon Ratchathani', 'เมืองอุบลราชธานี อุบลราชธานี', 'Mueang Ubon Ratchathani', 'ชั้น 1 เซ็นทรัล อุบล ถนนชยางกูร', '1st floor, Central Ubon, Chayangkun Road', 'Ubon Ratchathani', 15.2597, 104.8294, '045-959-311'],
  ['udn-central-udon', 'ตะวัน ช็อป เซ็นทรัล อุดร', 'Tawan Shop Central Udon', 'เมืองอุดรธานี อุดรธานี', 'Mueang Udon Thani, Udon Thani', 'ชั้น 2 เซ็นทรัล อุดร ถนนประจักษ์ศิลปาคม', '2nd floor, Central Udon, Prajak Sillapakom Road', 'Udon Thani', 17.4058, 102.7993, '042-921-800'],
  ['cbi-central-pattaya', 'ตะวัน ช็อป เซ็นทรัล พัทยา', 'Tawan Shop Central Pattaya', 'บางละมุง ชลบุรี', 'Bang Lamung, Chon Buri', 'ชั้น 2 เซ็นทรัล พัทยา ถนนพัทยาสาย 2', '2nd floor, Central Pattaya, Pattaya Second Road', 'Chon Buri', 12.9345, 100.8832, '038-043-600'],
  ['ryg-central-rayong', 'ร้านพันธมิตร ระยองโมบาย', 'Partner: Rayong Mobile', 'เมืองระยอง ระยอง', 'Mueang Rayong, Rayong', '88/8 ถนนสุขุมวิท ตำบลเชิงเนิน', '88/8 Sukhumvit Road, Choeng Noen', 'Rayong', 12.6895, 101.2593, '038-614-222'],
  ['pkt-central-phuket', 'ตะวัน ช็อป เซ็นทรัล ภูเก็ต', 'Tawan Shop Central Phuket', 'เมืองภูเก็ต ภูเก็ต', 'Mueang Phuket, Phuket', 'ชั้น 1 เซ็นทรัล ภูเก็ต ฟลอเรสต้า ถนนวิชิตสงคราม', '1st floor, Central Phuket Floresta, Wichit Songkhram Road', 'Phuket', 7.8913, 98.3683, '076-291-100'],
  ['hdy-central-hatyai', 'ตะวัน ช็อป เซ็นทรัล หาดใหญ่', 'Tawan Shop Central Hatyai', 'หาดใหญ่ สงขลา', 'Hat Yai, Songkhla', 'ชั้น 2 เซ็นทรัล หาดใหญ่ ถนนกาญจนวนิช', '2nd floor, Central Hatyai, Kanchanavanich Road', 'Songkhla', 6.9966, 100.4781, '074-800-500'],
  ['sni-central-suratthani', 'ร้านพันธมิตร สุราษฎร์ ดิจิทัล', 'Partner: Surat Digital', 'เมืองสุราษฎร์ธานี สุราษฎร์ธานี', 'Mueang Surat Thani', 'ชั้น 1 เซ็นทรัล สุราษฎร์ธานี ถนนชนเกษม', '1st floor, Central Suratthani, Chon Kasem Road', 'Surat Thani', 9.1111, 99.3031, '077-489-400'],
  ['phs-central-phitsanulok', 'ตะวัน ช็อป เซ็นทรัล พิษณุโลก', 'Tawan Shop Central Phitsanulok', 'เมืองพิษณุโลก พิษณุโลก', 'Mueang Phitsanulok', 'ชั้น 1 เซ็นทรัล พิษณุโลก ถนนสิงหวัฒน์', '1st floor, Central Phitsanulok, Singhawat Road', 'Phitsanulok', 16.8455, 100.2246, '055-338-800'],
];

export const PICKUP_SHOP_COUNT = SHOPS.length;

/** Seeds the partner stores once (later starts change nothing). */
export async function seedPickupShops(db: Db): Promise<void> {
  await db
    .insert(pickupShops)
    .values(
      SHOPS.map(([id, th, en, areaTh, areaEn, addressTh, addressEn, province, lat, lng, phone]) => ({
        id, name: { th, en }, area: { th: areaTh, en: areaEn }, address: { th: addressTh, en: addressEn }, province, lat, lng, phone,
        openingHours: '10:00-21:00', searchText: [th, en, areaTh, areaEn, addressTh, addressEn, province].join(' ').toLowerCase(),
      })),
    )
    .onConflictDoNothing();
}
