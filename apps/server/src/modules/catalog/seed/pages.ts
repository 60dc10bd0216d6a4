/** Store lists, shops, editorial pages and campaigns of the demo catalogue, in Thai and English. */
type Text = { th: string; en: string };
const t = (th: string, en: string): Text => ({ th, en });

export const LISTS: { slug: string; title: Text; description: Text; category?: string; brand?: string; tag?: string }[] = [
  {
    slug: 'all',
    title: t('สินค้าทั้งหมด', 'All products'),
    description: t(
      'มือถือ แท็บเล็ต สมาร์ตวอทช์ อุปกรณ์เสริม และอุปกรณ์เน็ตบ้าน ของแท้ รับประกัน 1 ปี',
      'Phones, tablets, smartwatches, accessories and home-internet devices: genuine, with a 1-year warranty.',
    ),
  },
  {
    slug: 'smartphones',
    category: 'smartphones',
    title: t('มือถือ', 'Smartphones'),
    description: t('มือถือรุ่นใหม่ทุกแบรนด์ ราคาพิเศษ ผ่อน 0% ส่งไวใน 48 ชั่วโมง', 'The newest phones of every brand at special prices, 0% instalments and delivery within 48 hours.'),
  },
  {
    slug: 'budget-5g',
    tag: 'budget-5g',
    title: t('มือถือ 5G ราคาประหยัด', 'Budget 5G phones'),
    description: t('มือถือ 5G ราคาไม่เกิน 12,000 บาท ใช้งานเน็ตเร็วแรงในราคาที่คุ้มค่า', '5G phones for 12,000 baht or less: fast data at a fair price.'),
  },
  {
    slug: 'foldables',
    tag: 'foldable',
    title: t('มือถือจอพับ', 'Foldable phones'),
    description: t('มือถือจอพับทั้งแบบพับครึ่งและพับเป็นแท็บเล็ต', 'Flip and fold phones that open into a bigger screen.'),
  },
  {
    slug: 'tablets',
    category: 'tablets',
    title: t('แท็บเล็ต', 'Tablets'),
    description: t('แท็บเล็ตสำหรับเรียน ทำงาน และดูหนัง รุ่น Wi-Fi และรุ่นใส่ซิม', 'Tablets for study, work and films, in Wi-Fi and cellular models.'),
  },
  { slug: 'ipad', tag: 'ipad', title: t('iPad', 'iPad'), description: t('iPad ทุกรุ่น ของแท้จาก Apple ประกันศูนย์ไทย', 'Every iPad, genuine from Apple with a Thai warranty.') },
  { slug: 'galaxy-tab', tag: 'galaxy-tab', title: t('Galaxy Tab', 'Galaxy Tab'), description: t('แท็บเล็ต Samsung Galaxy Tab ทุกรุ่น', 'Every Samsung Galaxy Tab.') },
  {
    slug: 'watches',
    category: 'watches',
    title: t('สมาร์ตวอทช์', 'Smartwatches'),
    description: t('สมาร์ตวอทช์และสายรัดข้อมือเพื่อสุขภาพ รุ่นใส่ eSIM ได้', 'Smartwatches and fitness bands, including eSIM models.'),
  },
  {
    slug: 'apple-watch',
    tag: 'apple-watch',
    title: t('Apple Watch', 'Apple Watch'),
    description: t('Apple Watch ทุกรุ่น ทั้ง GPS และ GPS + Cellular', 'Every Apple Watch, GPS and GPS + Cellular.'),
  },
  { slug: 'galaxy-watch', tag: 'galaxy-watch', title: t('Galaxy Watch', 'Galaxy Watch'), description: t('Samsung Galaxy Watch ทุกรุ่น', 'Every Samsung Galaxy Watch.') },
  {
    slug: 'accessories',
    category: 'accessories',
    title: t('อุปกรณ์เสริม', 'Accessories'),
    description: t('หูฟัง หัวชาร์จ เคส และพาวเวอร์แบงก์ ของแท้', 'Genuine earbuds, chargers, cases and power banks.'),
  },
  {
    slug: 'earbuds',
    tag: 'earbuds',
    title: t('หูฟังไร้สาย', 'Wireless earbuds'),
    description: t('หูฟังไร้สายตัดเสียงรบกวน จากแบรนด์ชั้นนำ', 'Noise-cancelling wireless earbuds from leading brands.'),
  },
  {
    slug: 'chargers',
    tag: 'chargers',
    title: t('หัวชาร์จและสายชาร์จ', 'Chargers and cables'),
    description: t('หัวชาร์จเร็ว แท่นชาร์จไร้สาย และสายชาร์จ', 'Fast chargers, wireless chargers and cables.'),
  },
  {
    slug: 'cases',
    tag: 'cases',
    title: t('เคสและฟิล์ม', 'Cases and screen protection'),
    description: t('เคสและกระจกกันรอยสำหรับมือถือรุ่นยอดนิยม', 'Cases and tempered glass for popular phones.'),
  },
  { slug: 'powerbanks', tag: 'powerbanks', title: t('พาวเวอร์แบงก์', 'Power banks'), description: t('แบตสำรองชาร์จเร็ว พกพาสะดวก', 'Fast-charging portable batteries.') },
  {
    slug: 'routers',
    category: 'routers',
    title: t('เราเตอร์และอุปกรณ์เน็ตบ้าน', 'Routers and home internet'),
    description: t('เราเตอร์ Wi-Fi 7 ระบบเมช และเราเตอร์ใส่ซิม 5G', 'Wi-Fi 7 routers, mesh systems and 5G SIM routers.'),
  },
  { slug: 'esim', tag: 'esim', title: t('อุปกรณ์ที่รองรับ eSIM', 'eSIM devices'), description: t('มือถือ แท็บเล็ต และนาฬิกาที่ใช้ eSIM ได้', 'Phones, tablets and watches that take an eSIM.') },
  {
    slug: 'esim-devices',
    tag: 'esim',
    title: t('อุปกรณ์ที่รองรับ eSIM', 'eSIM devices'),
    description: t('มือถือ แท็บเล็ต และนาฬิกาที่ใช้ eSIM ได้', 'Phones, tablets and watches that take an eSIM.'),
  },
  {
    slug: 'mnp-bundle',
    tag: 'mnp-bundle',
    title: t('ย้ายค่ายพร้อมเครื่อง', 'Switch with a phone'),
    description: t('ย้ายค่ายเบอร์เดิมมาใช้กับเรา รับส่วนลดมือถือรุ่นเหล่านี้', 'Bring your number to us and get a discount on these phones.'),
  },
  { slug: 'gaming', tag: 'gaming', title: t('มือถือเล่นเกม', 'Gaming phones'), description: t('มือถือจอลื่น แบตอึด สำหรับสายเกม', 'Smooth screens and big batteries for gamers.') },
];

const menu = (shop: string, brandName: string) => [
  { label: t('สินค้าทั้งหมด', 'All products'), link: `/online-store/brand/${shop}` },
  { label: t('แฟลชเซล', 'Flash sale'), link: `/online-store/brand/${shop}/flash-sale` },
  { label: t(`บทความ ${brandName}`, `${brandName} stories`), link: `/online-store/brand/${shop}/editorial/${shop}-guide` },
];

const brandShop = (id: string, name: string, theme: string, tagline: Text) => ({
  id,
  brandSlug: id,
  tag: null,
  name: t(`${name} ช็อป`, `${name} Shop`),
  tagline,
  description: t(`ร้าน ${name} อย่างเป็นทางการในตะวัน โมบาย สโตร์ สินค้าของแท้ ประกันศูนย์ 1 ปี`, `The official ${name} shop at Tawan Mobile Store: genuine products with a 1-year warranty.`),
  theme,
  hideMenu: false,
  menu: menu(id, name),
});

export const SHOPS = [
  brandShop('apple', 'Apple', 'navy', t('iPhone, iPad และ Apple Watch รุ่นล่าสุด', 'The latest iPhone, iPad and Apple Watch')),
  brandShop('samsung', 'Samsung', 'navy', t('Galaxy AI ในทุกรุ่นใหม่', 'Galaxy AI in every new model')),
  brandShop('oppo', 'OPPO', 'teal', t('ถ่ายพอร์ตเทรตสวยทุกแสง', 'Portraits that shine in any light')),
  brandShop('vivo', 'vivo', 'violet', t('กล้อง ZEISS ในมือคุณ', 'ZEISS optics in your hand')),
  brandShop('xiaomi', 'Xiaomi', 'amber', t('สเปกแรงในราคาคุ้มค่า', 'Top specs at a fair price')),
  brandShop('honor', 'HONOR', 'teal', t('จอพับบางเบาที่สุด', 'Thin, light foldables')),
  brandShop('tawan', 'Tawan', 'red', t('อุปกรณ์เน็ตบ้านและอุปกรณ์เสริมจากตะวัน', 'Home-internet gear and accessories by Tawan')),
  {
    id: 'gaming',
    brandSlug: null,
    tag: 'gaming',
    name: t('โซนเกมเมอร์', 'Gamer zone'),
    tagline: t('มือถือสเปกแรงสำหรับเล่นเกม', 'Powerful phones for gaming'),
    description: t('รวมมือถือจอรีเฟรชเรตสูง ชิปแรง แบตอึด สำหรับคอเกม', 'High-refresh screens, fast chips and big batteries for gamers.'),
    theme: 'violet',
    hideMenu: false,
    menu: [
      { label: t('มือถือเล่นเกม', 'Gaming phones'), link: '/online-store/shop/gaming' },
      { label: t('หูฟัง', 'Earbuds'), link: '/online-store/list/earbuds' },
      { label: t('พาวเวอร์แบงก์', 'Power banks'), link: '/online-store/list/powerbanks' },
    ],
  },
  {
    id: 'home-internet',
    brandSlug: null,
    tag: 'home-internet',
    name: t('เน็ตบ้านช็อป', 'Home internet shop'),
    tagline: t('Wi-Fi แรงทั่วบ้าน', 'Strong Wi-Fi in every room'),
    description: t('เราเตอร์ Wi-Fi 7 ระบบเมช และเราเตอร์ใส่ซิม 5G ติดตั้งง่าย', 'Wi-Fi 7 routers, mesh systems and 5G SIM routers that are easy to set up.'),
    theme: 'teal',
    hideMenu: true,
    menu: [],
  },
];

const p = (th: string, en: string) => ({ kind: 'p' as const, text: t(th, en) });
const h = (th: string, en: string) => ({ kind: 'h2' as const, text: t(th, en) });

export const EDITORIALS: {
  id: string;
  shopId: string | null;
  title: Text;
  summary: Text;
  body: { kind: 'h2' | 'p'; text: Text }[];
  theme: string;
  productTag?: string;
  productBrand?: string;
}[] = [
  {
    id: 'apple-guide',
    shopId: 'apple',
    theme: 'navy',
    productBrand: 'apple',
    title: t('เลือก iPhone รุ่นไหนดี', 'Which iPhone is right for you?'),
    summary: t('เปรียบเทียบ iPhone 17, iPhone Air และ iPhone 17 Pro', 'iPhone 17, iPhone Air and iPhone 17 Pro compared'),
    body: [
      h('จอและขนาด', 'Screen and size'),
      p('iPhone Air บางที่สุด ส่วน iPhone 17 Pro Max มีจอใหญ่และแบตอึดที่สุด', 'iPhone Air is the thinnest; iPhone 17 Pro Max has the largest screen and the longest battery life.'),
      h('กล้อง', 'Cameras'),
      p('รุ่น Pro มีกล้องเทเลโฟโต้สำหรับซูมไกล เหมาะกับคนชอบถ่ายภาพ', 'The Pro models add a telephoto camera for distant shots.'),
    ],
  },
  {
    id: 'samsung-guide',
    shopId: 'samsung',
    theme: 'navy',
    productBrand: 'samsung',
    title: t('Galaxy AI ทำอะไรได้บ้าง', 'What Galaxy AI can do'),
    summary: t('แปลภาษาระหว่างโทร วงเพื่อค้นหา และแต่งภาพด้วย AI', 'Live call translation, Circle to Search and AI photo editing'),
    body: [
      h('แปลภาษาระหว่างโทร', 'Live translate'),
      p('คุยกับคนต่างชาติได้ทันที มือถือแปลให้ทั้งสองฝั่ง', 'Talk across languages: the phone translates both sides of the call.'),
      h('วงเพื่อค้นหา', 'Circle to Search'),
      p('วงสิ่งที่เห็นบนจอเพื่อค้นหาได้ทันที', 'Circle anything on screen to search for it.'),
    ],
  },
  {
    id: 'oppo-guide',
    shopId: 'oppo',
    theme: 'teal',
    productBrand: 'oppo',
    title: t('เคล็ดลับถ่ายพอร์ตเทรตด้วย OPPO Reno', 'Portrait tips with OPPO Reno'),
    summary: t('ถ่ายคนให้สวยทั้งกลางวันและกลางคืน', 'Beautiful portraits by day and night'),
    body: [p('ใช้โหมดพอร์ตเทรตและแสงธรรมชาติด้านข้าง เพื่อให้ผิวดูเป็นธรรมชาติ', 'Use portrait mode with soft side light for natural skin tones.')],
  },
  {
    id: 'vivo-guide',
    shopId: 'vivo',
    theme: 'violet',
    productBrand: 'vivo',
    title: t('กล้อง ZEISS ของ vivo X ดีอย่างไร', 'What ZEISS brings to vivo X'),
    summary: t('เลนส์และสีแบบ ZEISS ในมือถือ', 'ZEISS lenses and colour in a phone'),
    body: [p('เลนส์เคลือบ ZEISS T* ลดแสงสะท้อน ทำให้ภาพคมชัดแม้ย้อนแสง', 'ZEISS T* coating cuts flare for sharp photos against the light.')],
  },
  {
    id: 'xiaomi-guide',
    shopId: 'xiaomi',
    theme: 'amber',
    productBrand: 'xiaomi',
    title: t('Redmi Note หรือ POCO เลือกแบบไหน', 'Redmi Note or POCO?'),
    summary: t('คุ้มค่าทั้งคู่ แต่เหมาะกับคนละสไตล์', 'Both are great value, for different people'),
    body: [p('Redmi Note เน้นกล้องและจอ ส่วน POCO เน้นความแรงสำหรับเล่นเกม', 'Redmi Note focuses on camera and screen; POCO on gaming power.')],
  },
  {
    id: 'honor-guide',
    shopId: 'honor',
    theme: 'teal',
    productBrand: 'honor',
    title: t('ทำไมจอพับ HONOR ถึงบางเบา', 'Why HONOR foldables are so thin'),
    summary: t('วัสดุใหม่และบานพับแบบใหม่', 'New materials and a new hinge'),
    body: [p('บานพับไทเทเนียมและแบตซิลิคอนคาร์บอนทำให้เครื่องบางแต่แบตอึด', 'A titanium hinge and a silicon-carbon battery keep it thin with long battery life.')],
  },
  {
    id: 'tawan-guide',
    shopId: 'tawan',
    theme: 'red',
    productBrand: 'tawan',
    title: t('Wi-Fi 7 ต่างจาก Wi-Fi 6 อย่างไร', 'Wi-Fi 7 versus Wi-Fi 6'),
    summary: t('เร็วขึ้น หน่วงน้อยลง รองรับอุปกรณ์มากขึ้น', 'Faster, lower latency, more devices'),
    body: [
      h('ความเร็ว', 'Speed'),
      p('Wi-Fi 7 ใช้ช่องสัญญาณกว้าง 320 MHz เร็วกว่าเดิมหลายเท่า', 'Wi-Fi 7 uses 320 MHz channels for several times the speed.'),
      h('ความหน่วง', 'Latency'),
      p('Multi-Link Operation ส่งข้อมูลหลายย่านความถี่พร้อมกัน ลดอาการกระตุก', 'Multi-Link Operation sends over several bands at once, so calls and games stutter less.'),
    ],
    productTag: 'wifi7',
  },
  {
    id: 'how-to-order',
    shopId: null,
    theme: 'red',
    title: t('วิธีสั่งซื้อ', 'How to order'),
    summary: t('สั่งซื้อง่ายใน 4 ขั้นตอน', 'Order in four easy steps'),
    body: [
      p(
        '1. เลือกสินค้าและรุ่นที่ต้องการ 2. ใส่ตะกร้า 3. กรอกที่อยู่หรือเลือกรับที่ร้าน 4. ชำระเงินด้วยบัตรหรือพร้อมเพย์',
        '1. Choose a product and option. 2. Add it to the cart. 3. Enter an address or pick a shop. 4. Pay by card or PromptPay.',
      ),
    ],
  },
  {
    id: 'delivery',
    shopId: null,
    theme: 'teal',
    title: t('การจัดส่ง', 'Delivery'),
    summary: t('ส่งฟรีทั่วไทยภายใน 48 ชั่วโมง', 'Free delivery across Thailand within 48 hours'),
    body: [p('เราจัดส่งฟรีทุกคำสั่งซื้อภายใน 48 ชั่วโมงหลังชำระเงิน พร้อมเลขพัสดุให้ติดตามได้', 'Every order ships free within 48 hours of payment, with a tracking number.')],
  },
  {
    id: 'returns',
    shopId: null,
    theme: 'amber',
    title: t('การคืนและเปลี่ยนสินค้า', 'Returns and exchanges'),
    summary: t('เปลี่ยนเครื่องใหม่ภายใน 7 วันหากพบปัญหาจากการผลิต', 'A new unit within 7 days for a factory fault'),
    body: [p('หากสินค้ามีปัญหาจากการผลิต เปลี่ยนเครื่องใหม่ได้ภายใน 7 วันนับจากวันที่ได้รับ', 'If a product has a factory fault, we replace it within 7 days of delivery.')],
  },
  {
    id: 'help',
    shopId: null,
    theme: 'navy',
    title: t('ศูนย์ช่วยเหลือ', 'Help centre'),
    summary: t('คำถามที่พบบ่อยและช่องทางติดต่อ', 'Common questions and how to reach us'),
    body: [p('โทร 1242 ได้ตลอด 24 ชั่วโมง หรือแชตกับเราผ่าน LINE', 'Call 1242 any time, or chat with us on LINE.')],
  },
  {
    id: 'privacy',
    shopId: null,
    theme: 'navy',
    title: t('นโยบายความเป็นส่วนตัว', 'Privacy policy'),
    summary: t('เราเก็บและใช้ข้อมูลของคุณอย่างไร', 'How we collect and use your data'),
    body: [
      p(
        'เราเก็บข้อมูลเท่าที่จำเป็นต่อการให้บริการ ตาม พ.ร.บ. คุ้มครองข้อมูลส่วนบุคคล และคุณถอนความยินยอมได้ทุกเมื่อ',
        'We collect only what the service needs, under the Personal Data Protection Act, and you may withdraw consent at any time.',
      ),
    ],
  },
  {
    id: 'mnp',
    shopId: null,
    theme: 'violet',
    title: t('ย้ายค่ายเบอร์เดิม', 'Switch and keep your number'),
    summary: t('ย้ายค่ายง่าย เสร็จภายใน 2 วัน', 'Easy switching, done within 2 days'),
    body: [
      p(
        'ลงทะเบียนด้วยบัตรประชาชน เลือกแพ็กเกจ และรอรับซิมใหม่ การย้ายค่ายเสร็จภายใน 2 วัน',
        'Register with your ID card, choose a plan and receive your new SIM; porting completes within 2 days.',
      ),
    ],
    productTag: 'mnp-bundle',
  },
  {
    id: 'business',
    shopId: null,
    theme: 'teal',
    title: t('ลูกค้าองค์กร', 'For business'),
    summary: t('แพ็กเกจและอุปกรณ์สำหรับองค์กร', 'Plans and devices for companies'),
    body: [p('ใบเสนอราคาสำหรับองค์กร ราคาพิเศษเมื่อสั่งจำนวนมาก และบริการหลังการขายเฉพาะ', 'Company quotes, volume pricing and dedicated after-sales service.')],
  },
];

/** Campaigns relative to the seeding time: one running, one ended, one upcoming, one switched off. */
export function campaignSeeds(now: Date) {
  const day = 86_400_000;
  const at = (days: number) => new Date(now.getTime() + days * day);
  return [
    {
      id: 'mega-sale',
      theme: 'red',
      status: 'active',
      startAt: at(-7),
      endAt: at(365),
      title: t('เมกะเซล ลดสูงสุด 30%', 'Mega sale: up to 30% off'),
      description: t('มือถือและอุปกรณ์เสริมลดราคาพิเศษ พร้อมส่งฟรี', 'Phones and accessories at special prices, with free delivery.'),
    },
    {
      id: 'back-to-school',
      theme: 'amber',
      status: 'active',
      startAt: at(-120),
      endAt: at(-30),
      title: t('เปิดเทอมช้อปคุ้ม', 'Back to school'),
      description: t('แท็บเล็ตและหูฟังราคาพิเศษสำหรับนักเรียน', 'Tablets and earbuds at student prices.'),
    },
    {
      id: 'new-year',
      theme: 'violet',
      status: 'active',
      startAt: at(60),
      endAt: at(90),
      title: t('ฉลองปีใหม่', 'New Year celebration'),
      description: t('ของขวัญปีใหม่สำหรับคนที่คุณรัก', 'New Year gifts for the people you love.'),
    },
    {
      id: 'staff-preview',
      theme: 'navy',
      status: 'inactive',
      startAt: at(-10),
      endAt: at(30),
      title: t('พรีวิวสำหรับพนักงาน', 'Staff preview'),
      description: t('แคมเปญนี้ถูกปิดไว้', 'This campaign is switched off.'),
    },
  ];
}

/** Flash sales: store-wide (a month long, so titled for the month) and Samsung running now, Apple starting in two days. */
export function flashSaleSeeds(now: Date) {
  const hour = 3_600_000;
  const start = new Date(Math.floor(now.getTime() / hour) * hour);
  return [
    {
      id: 'store-flash',
      brandSlug: null,
      startAt: new Date(start.getTime() - 2 * hour),
      endAt: new Date(start.getTime() + 30 * 24 * hour),
      title: t('แฟลชเซลประจำเดือน', 'Flash sale of the month'),
    },
    {
      id: 'samsung-flash',
      brandSlug: 'samsung',
      startAt: new Date(start.getTime() - hour),
      endAt: new Date(start.getTime() + 14 * 24 * hour),
      title: t('Samsung แฟลชเซล', 'Samsung flash sale'),
    },
    {
      id: 'apple-flash',
      brandSlug: 'apple',
      startAt: new Date(start.getTime() + 48 * hour),
      endAt: new Date(start.getTime() + 72 * hour),
      title: t('Apple แฟลชเซล', 'Apple flash sale'),
    },
  ];
}
