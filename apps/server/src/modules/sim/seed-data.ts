import type { simPackages } from './tables';

type PlanSeed = Omit<typeof simPackages.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'section' | 'status' | 'verificationRequired'>;

const postpaidTerms = (months: number, penalty: number) => ({
  termShort: {
    th: `สัญญา ${months} เดือน ชำระค่าบริการล่วงหน้าเดือนแรก`,
    en: `${months}-month contract, first month paid in advance`,
  },
  termLong: {
    th: `ต้องใช้บริการต่อเนื่อง ${months} เดือน หากยกเลิกหรือย้ายค่ายก่อนครบสัญญา ชำระค่าปรับ ${penalty.toLocaleString('en-US')} บาท · ค่าบริการล่วงหน้าจะหักเป็นส่วนลดในใบแจ้งค่าบริการรอบแรก · ใช้งานเกินแพ็กเกจคิดตามจริง ราคายังไม่รวมภาษีมูลค่าเพิ่ม · สำหรับผู้ที่มีอายุการใช้งานเบอร์เดิมครบ 1 ปี หรือเปิดเบอร์ใหม่ภายใน 30 วันเท่านั้น`,
    en: `The service must be kept for ${months} months; cancelling or porting out earlier costs a ${penalty.toLocaleString('en-US')} baht penalty · The advance payment is credited on the first bill · Usage beyond the package is charged as used; prices exclude VAT · For numbers at least 1 year old or new numbers opened within 30 days`,
  },
});

const prepaidTerms = (days: number) => ({
  termShort: { th: `ใช้ได้ ${days} วัน ไม่มีสัญญา`, en: `Valid ${days} days, no contract` },
  termLong: {
    th: `สมัครอัตโนมัติเมื่อเปิดซิม ใช้งานได้ ${days} วันนับจากวันที่สมัคร · ต่ออายุเมื่อเติมเงินครบตามราคาแพ็กเกจ · ไม่มีค่าปรับ · เบอร์ต้องลงทะเบียนด้วยบัตรประชาชนก่อนใช้งาน`,
    en: `Starts when the SIM is activated and lasts ${days} days · Renews when you top up the package price · No penalty · The number must be registered with an ID card before use`,
  },
});

/** The price plans on sale (section wemall): six postpaid, four prepaid. */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    name: { th: '5G เน็ตคุ้ม 399', en: '5G Value 399' }, campaignCode: 'RMV000000001399', nasCode: 'PP399-5G', simType: 'postpaid',
    baseline: 39_900, advancePayment: 39_900, contract: 12, penalty: 300_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-A',
    dataGb: 30, speedMbps: null, callMinutes: 200, validityDays: null, esimAllowed: true, colour: '#e4002b', sort: 1,
    highlights: [{ th: 'เน็ต 5G 30GB แล้วใช้ต่อที่ 1Mbps', en: '30GB of 5G data, then 1Mbps' }, { th: 'โทรทุกเครือข่าย 200 นาที', en: '200 minutes to all networks' }, { th: 'WiFi ไม่จำกัด', en: 'Unlimited WiFi' }],
    ...postpaidTerms(12, 3000),
  },
  {
    name: { th: '5G เน็ตคุ้ม 499', en: '5G Value 499' }, campaignCode: 'RMV000000001499', nasCode: 'PP499-5G', simType: 'postpaid',
    baseline: 49_900, advancePayment: 49_900, contract: 12, penalty: 300_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-A',
    dataGb: 60, speedMbps: null, callMinutes: 300, validityDays: null, esimAllowed: true, colour: '#f05a28', sort: 2,
    highlights: [{ th: 'เน็ต 5G 60GB แล้วใช้ต่อที่ 4Mbps', en: '60GB of 5G data, then 4Mbps' }, { th: 'โทรทุกเครือข่าย 300 นาที', en: '300 minutes to all networks' }, { th: 'ดูหนังฟรี 12 เดือน', en: '12 months of movies free' }],
    ...postpaidTerms(12, 3000),
  },
  {
    name: { th: '5G เน็ตไม่อั้น 699', en: '5G Unlimited 699' }, campaignCode: 'RMV000000001699', nasCode: 'PP699-5G', simType: 'postpaid',
    baseline: 69_900, advancePayment: 69_900, contract: 12, penalty: 400_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-A',
    dataGb: null, speedMbps: 20, callMinutes: 450, validityDays: null, esimAllowed: true, colour: '#7a1fa2', sort: 3,
    highlights: [{ th: 'เน็ต 5G ไม่อั้นที่ 20Mbps', en: 'Unlimited 5G data at 20Mbps' }, { th: 'โทรทุกเครือข่าย 450 นาที', en: '450 minutes to all networks' }, { th: 'เล่นโซเชียลไม่หักเน็ต', en: 'Social apps do not count' }],
    ...postpaidTerms(12, 4000),
  },
  {
    name: { th: '5G เน็ตไม่อั้น 899', en: '5G Unlimited 899' }, campaignCode: 'RMV000000001899', nasCode: 'PP899-5G', simType: 'postpaid',
    baseline: 89_900, advancePayment: 89_900, contract: 12, penalty: 500_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-B',
    dataGb: null, speedMbps: 100, callMinutes: 600, validityDays: null, esimAllowed: true, colour: '#1f4fa2', sort: 4,
    highlights: [{ th: 'เน็ต 5G ไม่อั้นที่ 100Mbps', en: 'Unlimited 5G data at 100Mbps' }, { th: 'โทรทุกเครือข่าย 600 นาที', en: '600 minutes to all networks' }, { th: 'โรมมิ่งเอเชีย 3GB', en: '3GB roaming in Asia' }],
    ...postpaidTerms(12, 5000),
  },
  {
    name: { th: '5G แม็กซ์สปีด 1,199', en: '5G Max Speed 1,199' }, campaignCode: 'RMV000000001199', nasCode: 'PP1199-5G', simType: 'postpaid',
    baseline: 119_900, advancePayment: 119_900, contract: 12, penalty: 600_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-B',
    dataGb: null, speedMbps: null, callMinutes: 1000, validityDays: null, esimAllowed: true, colour: '#0a7d5a', sort: 5,
    highlights: [{ th: 'เน็ต 5G ไม่อั้น ไม่ลดสปีด', en: 'Unlimited 5G at full speed' }, { th: 'โทรทุกเครือข่าย 1,000 นาที', en: '1,000 minutes to all networks' }, { th: 'ซิมเสริมสำหรับแท็บเล็ต 1 ซิม', en: 'One extra data SIM for a tablet' }],
    ...postpaidTerms(12, 6000),
  },
  {
    name: { th: 'ซิมเริ่มต้น 299 (สัญญา 3 เดือน)', en: 'Starter 299 (3-month contract)' }, campaignCode: 'RMV000000000299', nasCode: 'PP299-4G', simType: 'postpaid',
    baseline: 29_900, advancePayment: 0, contract: 3, penalty: 100_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-A',
    dataGb: 15, speedMbps: null, callMinutes: 100, validityDays: null, esimAllowed: false, colour: '#c98a00', sort: 6,
    highlights: [{ th: 'เน็ต 15GB', en: '15GB of data' }, { th: 'โทรทุกเครือข่าย 100 นาที', en: '100 minutes to all networks' }, { th: 'ไม่ต้องจ่ายล่วงหน้า', en: 'No advance payment' }],
    ...postpaidTerms(3, 1000),
  },
  {
    name: { th: 'เติมเงิน เน็ต 15Mbps 30 วัน', en: 'Prepaid 15Mbps for 30 days' }, campaignCode: 'RMV000000002200', nasCode: 'PRE200-30D', simType: 'prepaid',
    baseline: 20_000, advancePayment: 0, contract: 0, penalty: 0, matCategory: 'SIM', poolNumber: 'POOL-PREPAID',
    dataGb: null, speedMbps: 15, callMinutes: null, validityDays: 30, esimAllowed: true, colour: '#d81b60', sort: 11,
    highlights: [{ th: 'เน็ตไม่อั้น 15Mbps 30 วัน', en: 'Unlimited data at 15Mbps for 30 days' }, { th: 'โทรในเครือข่ายฟรี', en: 'Free calls on our network' }],
    ...prepaidTerms(30),
  },
  {
    name: { th: 'เติมเงิน 5G 7 วัน', en: 'Prepaid 5G for 7 days' }, campaignCode: 'RMV000000002079', nasCode: 'PRE79-7D', simType: 'prepaid',
    baseline: 7_900, advancePayment: 0, contract: 0, penalty: 0, matCategory: 'SIM', poolNumber: 'POOL-PREPAID',
    dataGb: 20, speedMbps: null, callMinutes: null, validityDays: 7, esimAllowed: true, colour: '#00897b', sort: 12,
    highlights: [{ th: 'เน็ต 5G 20GB 7 วัน', en: '20GB of 5G data for 7 days' }],
    ...prepaidTerms(7),
  },
  {
    name: { th: 'ซิมนักท่องเที่ยว 15 วัน', en: 'Tourist SIM 15 days' }, campaignCode: 'RMV000000002299', nasCode: 'PRE299-TOUR', simType: 'prepaid',
    baseline: 29_900, advancePayment: 0, contract: 0, penalty: 0, matCategory: 'SIM', poolNumber: 'POOL-PREPAID',
    dataGb: 50, speedMbps: null, callMinutes: 100, validityDays: 15, esimAllowed: true, colour: '#3949ab', sort: 13,
    highlights: [{ th: 'เน็ต 5G 50GB', en: '50GB of 5G data' }, { th: 'โทรต่างประเทศ 100 นาที', en: '100 minutes of international calls' }],
    ...prepaidTerms(15),
  },
  {
    name: { th: 'ซิมเติมเงิน เริ่มต้น 49', en: 'Prepaid starter 49' }, campaignCode: 'RMV000000002049', nasCode: 'PRE49-START', simType: 'prepaid',
    baseline: 4_900, advancePayment: 0, contract: 0, penalty: 0, matCategory: 'SIM', poolNumber: 'POOL-PREPAID',
    dataGb: 3, speedMbps: null, callMinutes: 30, validityDays: 30, esimAllowed: false, colour: '#6d4c41', sort: 14,
    highlights: [{ th: 'เน็ต 3GB โทร 30 นาที', en: '3GB of data and 30 minutes of calls' }],
    ...prepaidTerms(30),
  },
];

/**
 * Plans sold with an instant SIM (section instantsim): the first package a pack starts with when its
 * holder activates it online, paid at checkout (the card itself was paid in the shop).
 */
export const INSTANT_PLAN_SEEDS: (PlanSeed & { section: string })[] = [
  {
    name: { th: 'ซิมพร้อมใช้ เน็ต 10GB 30 วัน', en: 'Instant SIM 10GB for 30 days' }, campaignCode: 'RMV000000003099', nasCode: 'INST99-30D', simType: 'prepaid', section: 'instantsim',
    baseline: 9_900, advancePayment: 0, contract: 0, penalty: 0, matCategory: 'SIM', poolNumber: 'POOL-INSTANT',
    dataGb: 10, speedMbps: null, callMinutes: 30, validityDays: 30, esimAllowed: false, colour: '#00838f', sort: 21,
    highlights: [{ th: 'เน็ต 10GB 30 วัน', en: '10GB of data for 30 days' }, { th: 'โทรทุกเครือข่าย 30 นาที', en: '30 minutes to all networks' }, { th: 'เปิดใช้ซิมที่ซื้อจากร้านได้เองออนไลน์', en: 'Activate the SIM you bought in a shop online' }],
    ...prepaidTerms(30),
  },
  {
    name: { th: 'ซิมพร้อมใช้ เน็ตไม่อั้น 30 วัน', en: 'Instant SIM unlimited for 30 days' }, campaignCode: 'RMV000000003199', nasCode: 'INST199-30D', simType: 'prepaid', section: 'instantsim',
    baseline: 19_900, advancePayment: 0, contract: 0, penalty: 0, matCategory: 'SIM', poolNumber: 'POOL-INSTANT',
    dataGb: null, speedMbps: 10, callMinutes: 100, validityDays: 30, esimAllowed: false, colour: '#2e7d32', sort: 22,
    highlights: [{ th: 'เน็ตไม่อั้น 10Mbps 30 วัน', en: 'Unlimited data at 10Mbps for 30 days' }, { th: 'โทรทุกเครือข่าย 100 นาที', en: '100 minutes to all networks' }],
    ...prepaidTerms(30),
  },
];

/** The SIM DIY plan: the contract and terms every composed package shares (its price is the composition's). */
export const DIY_PLAN_SEED: PlanSeed & { section: string } = {
  name: { th: 'แพ็กเกจ DIY รายเดือน', en: 'DIY postpaid package' }, campaignCode: 'RMV000000004000', nasCode: 'DIY-POST', simType: 'postpaid', section: 'simdiy',
  baseline: 9_900, advancePayment: 0, contract: 12, penalty: 300_000, matCategory: 'SIM', poolNumber: 'POOL-POSTPAID-A',
  dataGb: null, speedMbps: null, callMinutes: null, validityDays: null, esimAllowed: true, colour: '#5e35b1', sort: 31,
  highlights: [{ th: 'เลือกเน็ต โทร และบริการเสริมเอง', en: 'Choose your own data, calls and extras' }, { th: 'ราคาตามที่เลือก จ่ายค่าบริการเดือนแรกล่วงหน้า', en: 'Priced as you build it; first month paid in advance' }],
  ...postpaidTerms(12, 3000),
};

/** SIM DIY options (ids stable, prices in satang, monthly). */
export const DIY_OPTION_SEEDS: { id: string; kind: 'base' | 'data' | 'calls' | 'extra'; label: { th: string; en: string }; price: number; dataGb?: number; speedMbps?: number; callMinutes?: number }[] = [
  { id: 'base', kind: 'base', label: { th: 'ค่าบริการพื้นฐาน', en: 'Base fee' }, price: 9_900 },
  { id: 'data-10gb', kind: 'data', label: { th: 'เน็ต 10GB', en: '10GB data' }, price: 10_000, dataGb: 10 },
  { id: 'data-30gb', kind: 'data', label: { th: 'เน็ต 30GB', en: '30GB data' }, price: 20_000, dataGb: 30 },
  { id: 'data-80gb', kind: 'data', label: { th: 'เน็ต 80GB', en: '80GB data' }, price: 35_000, dataGb: 80 },
  { id: 'data-unl-20', kind: 'data', label: { th: 'เน็ตไม่อั้น 20Mbps', en: 'Unlimited data at 20Mbps' }, price: 45_000, speedMbps: 20 },
  { id: 'calls-100', kind: 'calls', label: { th: 'โทร 100 นาที', en: '100 minutes' }, price: 5_000, callMinutes: 100 },
  { id: 'calls-300', kind: 'calls', label: { th: 'โทร 300 นาที', en: '300 minutes' }, price: 10_000, callMinutes: 300 },
  { id: 'calls-unl', kind: 'calls', label: { th: 'โทรไม่อั้นทุกเครือข่าย', en: 'Unlimited calls to all networks' }, price: 25_000 },
  { id: 'extra-social', kind: 'extra', label: { th: 'โซเชียลไม่หักเน็ต', en: 'Social apps do not count' }, price: 5_900 },
  { id: 'extra-tv', kind: 'extra', label: { th: 'ดูทีวีและหนัง', en: 'TV and movies' }, price: 9_900 },
  { id: 'extra-roaming', kind: 'extra', label: { th: 'โรมมิ่งเอเชีย 3GB', en: '3GB roaming in Asia' }, price: 14_900 },
  { id: 'extra-cloud', kind: 'extra', label: { th: 'คลาวด์ 100GB', en: '100GB cloud storage' }, price: 4_900 },
];

export const ESIM_DEVICES: [string, string][] = [
  ['Apple', 'iPhone 17 Pro Max'], ['Apple', 'iPhone 17 Pro'], ['Apple', 'iPhone 17'], ['Apple', 'iPhone Air'], ['Apple', 'iPhone 16'], ['Apple', 'iPhone 15'], ['Apple', 'iPhone 14'], ['Apple', 'iPhone 13'], ['Apple', 'iPhone SE (3rd generation)'],
  ['Apple', 'iPad Pro (M4)'], ['Apple', 'Apple Watch Series 11 (GPS + Cellular)'],
  ['Samsung', 'Galaxy S25 Ultra'], ['Samsung', 'Galaxy S25'], ['Samsung', 'Galaxy Z Fold7'], ['Samsung', 'Galaxy Z Flip7'], ['Samsung', 'Galaxy A56 5G'],
  ['Google', 'Pixel 10 Pro'], ['Google', 'Pixel 10'], ['Google', 'Pixel 9a'],
  ['OPPO', 'Find X8 Pro'], ['OPPO', 'Reno14 5G'], ['vivo', 'X200 Pro'], ['Xiaomi', '15T Pro'], ['HONOR', 'Magic7 Pro'], ['Huawei', 'Pura 80 Pro'],
];

/**
 * Sandbox blacklist (like test cards): verifying with these IDs is refused. Valid checksums, so the
 * refusal comes from the blacklist, not the format.
 */
export const BLACKLIST_SEEDS: { thaiId: string; reason: string }[] = [
  { thaiId: '1101700230708', reason: 'unpaid_debt' },
  { thaiId: '3100000000004', reason: 'fraud' },
];
