import type { Content, MenuItem } from '@store/domain/content';

const t = (th: string, en: string) => ({ th, en });
const item = (title: { th: string; en: string }, link: string | null, sub: MenuItem[] = []): MenuItem => ({ title, link, show: true, active: true, sub_menu: sub });

/** The demo store's content, in Thai and English; written on first start, then edited by operators. */
export const contentSeed: Content = {
  'main-menu': [
    item(t('มือถือ', 'Phones'), '/online-store/list/smartphones', [
      item(t('iPhone', 'iPhone'), '/online-store/brand/apple'),
      item(t('Samsung Galaxy', 'Samsung Galaxy'), '/online-store/brand/samsung'),
      item(t('OPPO', 'OPPO'), '/online-store/brand/oppo'),
      item(t('vivo', 'vivo'), '/online-store/brand/vivo'),
      item(t('Xiaomi', 'Xiaomi'), '/online-store/brand/xiaomi'),
      item(t('HONOR', 'HONOR'), '/online-store/brand/honor'),
      item(t('มือถือ 5G ราคาประหยัด', 'Budget 5G phones'), '/online-store/list/budget-5g'),
      item(t('มือถือจอพับ', 'Foldable phones'), '/online-store/list/foldables'),
    ]),
    item(t('เบอร์มือถือ', 'Mobile numbers'), '/online-store/luckysim', [
      item(t('เบอร์มงคล', 'Lucky numbers'), '/online-store/luckysim'),
      item(t('เบอร์ตอง 9999', 'Lucky 9999 numbers'), '/online-store/lucky9999'),
      item(t('เบอร์ตามวันเกิด', 'Birthday fortune numbers'), '/online-store/berfuntong'),
      item(t('เบอร์ตามราศี', 'Zodiac numbers'), '/online-store/berfuntong-zodiac'),
    ]),
    item(t('รายเดือน', 'Postpaid'), '/packages', [
      item(t('แพ็กเกจรายเดือน 5G', '5G postpaid plans'), '/packages'),
      item(t('ซิมรายเดือนพร้อมเบอร์', 'Postpaid SIM with a number'), '/prepaid-and-postpaid-sim'),
      item(t('ซิมรายเดือนสำหรับนักท่องเที่ยว', 'Postpaid for visitors'), '/TMHPostpaid'),
      item(t('สมัครซิมเองออนไลน์', 'Self sign-up SIM'), '/online-store/sim-diy/postpaid'),
    ]),
    item(t('เติมเงิน', 'Prepaid'), '/prepaid-and-postpaid-sim', [
      item(t('ซิมเติมเงินเน็ตไม่อั้น', 'Unlimited data prepaid SIM'), '/prepaid-and-postpaid-sim'),
      item(t('ซิมพร้อมใช้', 'Instant SIM'), '/online-store/instantsim/1'),
    ]),
    item(t('ย้ายค่าย', 'Switch to us'), '/mnp', [
      item(t('ย้ายค่ายเบอร์เดิม', 'Keep your number'), '/mnp'),
      item(t('ย้ายค่ายพร้อมเครื่อง', 'Switch with a phone'), '/online-store/list/mnp-bundle'),
    ]),
    item(t('เน็ตบ้าน', 'Home internet'), '/trueonline/coverage', [
      item(t('เช็กพื้นที่ให้บริการ', 'Check coverage'), '/trueonline/coverage'),
      item(t('แพ็กเกจเน็ตบ้าน 1Gbps', '1 Gbps home packages'), '/trueonline/package'),
      item(t('เราเตอร์ Wi-Fi 7', 'Wi-Fi 7 routers'), '/online-store/list/routers'),
    ]),
    item(t('แท็บเล็ต', 'Tablets'), '/online-store/list/tablets', [
      item(t('iPad', 'iPad'), '/online-store/list/ipad'),
      item(t('Galaxy Tab', 'Galaxy Tab'), '/online-store/list/galaxy-tab'),
    ]),
    item(t('สมาร์ตวอทช์', 'Smartwatches'), '/online-store/list/watches', [
      item(t('Apple Watch', 'Apple Watch'), '/online-store/list/apple-watch'),
      item(t('Galaxy Watch', 'Galaxy Watch'), '/online-store/list/galaxy-watch'),
    ]),
    item(t('อุปกรณ์เสริม', 'Accessories'), '/online-store/list/accessories', [
      item(t('หูฟังไร้สาย', 'Wireless earbuds'), '/online-store/list/earbuds'),
      item(t('ที่ชาร์จและสาย', 'Chargers and cables'), '/online-store/list/chargers'),
      item(t('เคสและฟิล์ม', 'Cases and screen guards'), '/online-store/list/cases'),
      item(t('พาวเวอร์แบงก์', 'Power banks'), '/online-store/list/powerbanks'),
    ]),
    item(t('eSIM', 'eSIM'), '/online-store/list/esim', [item(t('รุ่นที่รองรับ eSIM', 'eSIM-ready devices'), '/online-store/list/esim-devices')]),
    item(t('เปลี่ยนเติมเงินเป็นรายเดือน', 'Prepaid to postpaid'), '/pre2post/verify'),
    item(t('คูปอง', 'Coupons'), '/coupon'),
    item(t('แฟลชเซล', 'Flash sale'), '/online-store/shop/flash-sale'),
    item(t('สิทธิพิเศษนักศึกษา', 'Student offers'), '/university/verify'),
    item(t('โปรโมชันลูกค้าปัจจุบัน', 'Offers for customers'), '/uppack/index', [
      item(t('เพิ่มแพ็กเกจเสริม', 'Add-on packages'), '/uppack/index'),
      item(t('อัปเกรดเครื่องใหม่', 'Upgrade your phone'), '/clm/device'),
    ]),
    item(t('ติดตามพัสดุ', 'Track order'), '/tracking'),
    item(t('ช่วยเหลือ', 'Help'), '/editorial/help'),
  ],
  'top-bar': {
    brand_header_type: 'normal',
    links: [
      { label: t('บุคคล', 'Personal'), link: '/' },
      { label: t('ธุรกิจ', 'Business'), link: '/editorial/business' },
      { label: t('ค้นหาร้านค้า', 'Find a shop'), link: '/pickup' },
    ],
  },
  'middle-bar': [
    {
      name: t('สินค้าและบริการ', 'Products and services'),
      position: 1,
      link: '/online-store/list/all',
      product_service_headers: [
        {
          position: 1,
          title: t('มือถือ', 'Mobile'),
          product_service_details: [
            { position: 1, title: t('รายเดือน', 'Postpaid'), link: '/packages' },
            { position: 2, title: t('เติมเงิน', 'Prepaid'), link: '/prepaid-and-postpaid-sim' },
            { position: 3, title: t('เบอร์มงคล', 'Lucky numbers'), link: '/online-store/luckysim' },
          ],
        },
        {
          position: 2,
          title: t('บ้าน', 'Home'),
          product_service_details: [
            { position: 1, title: t('เน็ตบ้าน', 'Home internet'), link: '/trueonline/coverage' },
            { position: 2, title: t('เราเตอร์', 'Routers'), link: '/online-store/list/routers' },
          ],
        },
      ],
    },
  ],
  footer: {
    service: [
      { label: t('ซื้อมือถือ', 'Buy a phone'), link: '/online-store/list/smartphones' },
      { label: t('แพ็กเกจรายเดือน', 'Postpaid plans'), link: '/packages' },
      { label: t('ซิมเติมเงิน', 'Prepaid SIM'), link: '/prepaid-and-postpaid-sim' },
      { label: t('เน็ตบ้าน', 'Home internet'), link: '/trueonline/coverage' },
      { label: t('ย้ายค่ายเบอร์เดิม', 'Switch and keep your number'), link: '/mnp' },
    ],
    support: [
      { label: t('ติดตามคำสั่งซื้อ', 'Track your order'), link: '/tracking' },
      { label: t('วิธีการสั่งซื้อ', 'How to order'), link: '/editorial/how-to-order' },
      { label: t('การจัดส่งและรับที่ร้าน', 'Delivery and pickup'), link: '/editorial/delivery' },
      { label: t('การคืนสินค้าและการรับประกัน', 'Returns and warranty'), link: '/editorial/returns' },
      { label: t('นโยบายความเป็นส่วนตัว', 'Privacy policy'), link: '/editorial/privacy' },
    ],
    account: [
      { label: t('บัญชีของฉัน', 'My account'), link: '/profile' },
      { label: t('รายการโปรด', 'Wishlist'), link: '/profile/wishlist' },
      { label: t('คูปองของฉัน', 'My coupons'), link: '/profile/coupon' },
      { label: t('ที่อยู่จัดส่ง', 'Delivery addresses'), link: '/profile/address' },
    ],
  },
  faq: [
    {
      id: 'faq-delivery',
      title: t('สั่งซื้อแล้วจะได้รับสินค้าเมื่อไร', 'When will my order arrive?'),
      description: t(
        'สินค้าที่มีในสต็อกจัดส่งภายใน 48 ชั่วโมงทั่วประเทศ หรือเลือกรับที่ร้านพาร์ตเนอร์ใกล้บ้านได้ฟรี',
        'Items in stock are delivered within 48 hours anywhere in Thailand, or pick them up free at a partner store near you.',
      ),
      link: '/editorial/delivery',
      custom_fields: { base_url: '', icon: 'truck' },
    },
    {
      id: 'faq-payment',
      title: t('ชำระเงินได้ช่องทางใดบ้าง', 'How can I pay?'),
      description: t(
        'บัตรเครดิตและเดบิต (รองรับ 3-D Secure) หรือสแกน QR พร้อมเพย์ผ่านแอปธนาคารทุกธนาคาร',
        'Credit and debit cards (with 3-D Secure) or scan a PromptPay QR code with any Thai banking app.',
      ),
      link: '/editorial/how-to-order',
      custom_fields: { base_url: '', icon: 'card' },
    },
    {
      id: 'faq-mnp',
      title: t('ย้ายค่ายแบบใช้เบอร์เดิมต้องทำอย่างไร', 'How do I switch and keep my number?'),
      description: t(
        'เลือกแพ็กเกจ ยืนยันตัวตนด้วยบัตรประชาชน แล้วรอรับซิม เบอร์จะย้ายมาภายใน 2 วันทำการ',
        'Pick a package, verify your identity with your ID card and wait for the SIM. Your number moves over within 2 working days.',
      ),
      link: '/editorial/mnp',
      custom_fields: { base_url: '', icon: 'swap' },
    },
    {
      id: 'faq-warranty',
      title: t('สินค้ารับประกันนานเท่าไร', 'How long is the warranty?'),
      description: t('มือถือและอุปกรณ์ทุกชิ้นเป็นของแท้ 100% รับประกันศูนย์ไทย 1 ปี', 'Every phone and device is 100% genuine with a 1-year Thai service-centre warranty.'),
      link: '/editorial/returns',
      custom_fields: { base_url: '', icon: 'shield' },
    },
  ],
  'home-banners': [
    {
      id: 'b-5g-phones',
      title: t('มือถือ 5G ใหม่ ผ่อน 0% นาน 10 เดือน', 'New 5G phones at 0% for 10 months'),
      subtitle: t('รับส่วนลดเพิ่มสูงสุด 5,000 บาท เมื่อสมัครแพ็กเกจรายเดือน', 'Save up to 5,000 baht more with a postpaid plan'),
      cta: t('เลือกมือถือ', 'Shop phones'),
      link: '/online-store/list/smartphones',
      theme: 'red',
      art: 'phone',
    },
    {
      id: 'b-lucky',
      title: t('เบอร์มงคลเสริมดวง เลือกได้เป็นล้านเบอร์', 'A million lucky numbers to choose from'),
      subtitle: t('ค้นหาตามผลรวม เลขที่ชอบ หรือวันเกิดของคุณ', 'Search by digit sum, favourite digits or your birthday'),
      cta: t('ค้นหาเบอร์', 'Find a number'),
      link: '/online-store/luckysim',
      theme: 'violet',
      art: 'lucky',
    },
    {
      id: 'b-fibre',
      title: t('เน็ตบ้านไฟเบอร์ 1Gbps เริ่ม 599 บาท/เดือน', '1 Gbps home fibre from 599 baht a month'),
      subtitle: t('ติดตั้งฟรี พร้อมเราเตอร์ Wi-Fi 7', 'Free installation and a Wi-Fi 7 router'),
      cta: t('เช็กพื้นที่', 'Check coverage'),
      link: '/trueonline/coverage',
      theme: 'teal',
      art: 'router',
    },
  ],
  'home-journeys': [
    {
      id: 'numbers',
      title: t('เบอร์สวย เบอร์มงคล', 'Lucky numbers'),
      description: t('ค้นหาเบอร์ที่ใช่ จองได้ทันที', 'Find your number and hold it now'),
      link: '/online-store/luckysim',
    },
    {
      id: 'postpaid',
      title: t('แพ็กเกจรายเดือน', 'Postpaid plans'),
      description: t('5G เน็ตไม่อั้น เริ่ม 299 บาท', 'Unlimited 5G from 299 baht'),
      link: '/packages',
    },
    {
      id: 'prepaid',
      title: t('ซิมเติมเงิน', 'Prepaid SIM'),
      description: t('ซิมพร้อมเน็ต ส่งถึงบ้าน', 'Data SIMs delivered to your door'),
      link: '/prepaid-and-postpaid-sim',
    },
    {
      id: 'devices',
      title: t('มือถือและอุปกรณ์', 'Phones and devices'),
      description: t('ของแท้ รับประกัน 1 ปี', 'Genuine, with a 1-year warranty'),
      link: '/online-store/list/all',
    },
    {
      id: 'home-internet',
      title: t('เน็ตบ้าน', 'Home internet'),
      description: t('ไฟเบอร์ 1Gbps ติดตั้งฟรี', '1 Gbps fibre, free installation'),
      link: '/trueonline/coverage',
    },
    {
      id: 'mnp',
      title: t('ย้ายค่ายเบอร์เดิม', 'Switch, keep your number'),
      description: t('ย้ายง่าย ภายใน 2 วัน', 'Easy switch within 2 days'),
      link: '/mnp',
    },
  ],
};
