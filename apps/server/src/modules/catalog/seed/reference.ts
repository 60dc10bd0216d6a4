/** Categories and brands of the demo catalogue, in Thai and English, with the spellings search accepts. */
type Text = { th: string; en: string };

export const CATEGORIES: { slug: string; name: Text; noun: Text; aliases: string[] }[] = [
  { slug: 'smartphones', name: { th: 'มือถือ', en: 'Smartphones' }, noun: { th: 'สมาร์ตโฟน', en: 'Smartphone' }, aliases: ['มือถือ', 'สมาร์ทโฟน', 'โทรศัพท์', 'phone', 'mobile'] },
  { slug: 'tablets', name: { th: 'แท็บเล็ต', en: 'Tablets' }, noun: { th: 'แท็บเล็ต', en: 'Tablet' }, aliases: ['แทบเล็ต', 'tablet'] },
  { slug: 'watches', name: { th: 'สมาร์ตวอทช์', en: 'Smartwatches' }, noun: { th: 'สมาร์ตวอทช์', en: 'Smartwatch' }, aliases: ['นาฬิกา', 'สมาร์ทวอทช์', 'watch'] },
  { slug: 'accessories', name: { th: 'อุปกรณ์เสริม', en: 'Accessories' }, noun: { th: 'อุปกรณ์เสริม', en: 'Accessory' }, aliases: ['อุปกรณ์', 'accessory'] },
  {
    slug: 'routers',
    name: { th: 'เราเตอร์และเน็ตบ้าน', en: 'Routers & home internet' },
    noun: { th: 'อุปกรณ์เน็ตบ้าน', en: 'Home internet device' },
    aliases: ['เราเตอร์', 'เน็ตบ้าน', 'ไวไฟ', 'wifi', 'router'],
  },
];

export const BRANDS: { slug: string; name: Text; aliases: string[] }[] = [
  { slug: 'apple', name: { th: 'Apple', en: 'Apple' }, aliases: ['แอปเปิล', 'แอปเปิ้ล', 'แอ๊ปเปิ้ล'] },
  { slug: 'samsung', name: { th: 'Samsung', en: 'Samsung' }, aliases: ['ซัมซุง', 'ซำซุง', 'ซัมซุ้ง'] },
  { slug: 'oppo', name: { th: 'OPPO', en: 'OPPO' }, aliases: ['ออปโป้', 'อ๊อปโป้', 'ออปโป'] },
  { slug: 'vivo', name: { th: 'vivo', en: 'vivo' }, aliases: ['วีโว่', 'วีโว'] },
  { slug: 'xiaomi', name: { th: 'Xiaomi', en: 'Xiaomi' }, aliases: ['เสียวหมี่', 'เสี่ยวหมี่', 'ชาโอมี่'] },
  { slug: 'honor', name: { th: 'HONOR', en: 'HONOR' }, aliases: ['ออนเนอร์', 'ฮอนเนอร์'] },
  { slug: 'realme', name: { th: 'realme', en: 'realme' }, aliases: ['เรียลมี', 'เรียวมี'] },
  { slug: 'huawei', name: { th: 'HUAWEI', en: 'HUAWEI' }, aliases: ['หัวเว่ย', 'หัวเหว่ย'] },
  { slug: 'google', name: { th: 'Google', en: 'Google' }, aliases: ['กูเกิล', 'กูเกิ้ล'] },
  { slug: 'nothing', name: { th: 'Nothing', en: 'Nothing' }, aliases: ['นัทติง', 'นอตติง'] },
  { slug: 'infinix', name: { th: 'Infinix', en: 'Infinix' }, aliases: ['อินฟินิกซ์'] },
  { slug: 'amazfit', name: { th: 'Amazfit', en: 'Amazfit' }, aliases: ['อะเมซฟิต', 'อเมซฟิต'] },
  { slug: 'anker', name: { th: 'Anker', en: 'Anker' }, aliases: ['แองเคอร์', 'แองเคอร์'] },
  { slug: 'eloop', name: { th: 'Eloop', en: 'Eloop' }, aliases: ['อีลูป'] },
  { slug: 'tawan', name: { th: 'ตะวัน', en: 'Tawan' }, aliases: ['ตะวัน', 'tawan'] },
  { slug: 'tp-link', name: { th: 'TP-Link', en: 'TP-Link' }, aliases: ['ทีพีลิงก์', 'tplink'] },
  { slug: 'zte', name: { th: 'ZTE', en: 'ZTE' }, aliases: ['แซดทีอี'] },
];

/** Accessory and router words in Thai, longest first (names of those products are descriptive). */
export const THAI_PHRASES: [RegExp, string][] = [
  [/with Active Noise Cancellation/g, 'พร้อมระบบตัดเสียงรบกวน'],
  [/Dual USB-C Port Power Adapter/g, 'อะแดปเตอร์แปลงไฟพอร์ต USB-C คู่'],
  [/Woven Charge Cable/g, 'สายชาร์จแบบถัก'],
  [/Wireless Charging Stand/g, 'แท่นชาร์จไร้สาย'],
  [/Wireless Charger Duo/g, 'แท่นชาร์จไร้สายคู่'],
  [/Power Adapter/g, 'อะแดปเตอร์แปลงไฟ'],
  [/Travel Adapter with/g, 'หัวชาร์จพกพาพร้อม'],
  [/Tempered Glass for/g, 'กระจกนิรภัยสำหรับ'],
  [/Rugged Case for/g, 'เคสกันกระแทกสำหรับ'],
  [/Soft Case for/g, 'เคสนิ่มสำหรับ'],
  [/Silicone Case/g, 'เคสซิลิโคน'],
  [/Clear Case/g, 'เคสใส'],
  [/with MagSafe/g, 'พร้อม MagSafe'],
  [/Lanyard Phone Strap/g, 'สายคล้องมือถือ'],
  [/Battery Pack/g, 'แบตเตอรี่สำรอง'],
  [/Power Bank/g, 'พาวเวอร์แบงก์'],
  [/Car Charger/g, 'ที่ชาร์จในรถ'],
  [/Charger/g, 'หัวชาร์จ'],
  [/Cable/g, 'สาย'],
  [/Bumper/g, 'บัมเปอร์'],
  [/Home Wi-Fi Box/g, 'กล่องไวไฟบ้าน'],
  [/Smart Home Camera/g, 'กล้องวงจรปิดอัจฉริยะ'],
  [/Home Camera/g, 'กล้องวงจรปิด'],
  [/Range Extender/g, 'ตัวขยายสัญญาณ'],
  [/Pocket Wi-Fi/g, 'พ็อกเก็ตไวไฟ'],
  [/Mobile WiFi/g, 'โมบายไวไฟ'],
  [/Indoor CPE/g, 'เราเตอร์ใส่ซิมในบ้าน'],
  [/5G CPE/g, 'เราเตอร์ใส่ซิม 5G'],
  [/Router/g, 'เราเตอร์'],
  [/Mesh System/g, 'ระบบเมช'],
  [/Mesh/g, 'เมช'],
  [/Outdoor/g, 'ภายนอกอาคาร'],
  [/\((\d)-pack\)/g, '(แพ็ก $1 ชิ้น)'],
  [/\((\d+(?:\.\d)?) m\)/g, '($1 เมตร)'],
];

/** Questions every product page answers, by category (the FAQ block of the detail page). */
export const PRODUCT_FAQ: Record<string, { question: Text; answer: Text }[]> = {
  common: [
    {
      question: { th: 'สินค้าเป็นของแท้หรือไม่', en: 'Is the product genuine?' },
      answer: { th: 'สินค้าทุกชิ้นเป็นของแท้ 100% จากผู้ผลิต พร้อมใบรับประกันศูนย์ไทย', en: 'Every product is 100% genuine from the maker, with a Thai service-centre warranty.' },
    },
    {
      question: { th: 'จัดส่งนานแค่ไหน', en: 'How long does delivery take?' },
      answer: { th: 'จัดส่งภายใน 48 ชั่วโมงทั่วประเทศ หรือเลือกรับที่ร้านใกล้บ้าน', en: 'We deliver across Thailand within 48 hours, or you can pick up at a nearby shop.' },
    },
  ],
  smartphones: [
    {
      question: { th: 'รับประกันกี่ปี', en: 'How long is the warranty?' },
      answer: { th: 'รับประกันศูนย์ 1 ปี ครอบคลุมตัวเครื่องและอุปกรณ์ในกล่อง', en: 'A 1-year service-centre warranty covers the phone and what comes in the box.' },
    },
    {
      question: { th: 'ซื้อพร้อมซิมหรือย้ายค่ายได้ไหม', en: 'Can I buy it with a SIM or switch operators?' },
      answer: { th: 'ได้ เลือกแพ็กเกจรายเดือนหรือย้ายค่ายเบอร์เดิมได้ในขั้นตอนชำระเงิน', en: 'Yes: choose a postpaid plan or keep your number when you switch, at checkout.' },
    },
  ],
  routers: [
    {
      question: { th: 'ใช้กับเน็ตบ้านของค่ายอื่นได้ไหม', en: 'Does it work with other home-internet providers?' },
      answer: {
        th: 'เราเตอร์ไฟเบอร์ใช้ได้กับทุกผู้ให้บริการที่มีพอร์ต LAN ส่วนรุ่นใส่ซิมใช้ได้กับทุกเครือข่าย',
        en: 'Fibre routers work behind any provider with a LAN port; SIM routers work on any network.',
      },
    },
  ],
};
