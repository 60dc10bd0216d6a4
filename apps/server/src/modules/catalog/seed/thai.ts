/**
 * How Thai shoppers type brand and model names in Thai script ("ไอโฟน 17 โปร", "ซัมซุง กาแล็กซี่").
 * Used to build search aliases, so a Thai model name finds the product.
 */
const WORDS: Record<string, string> = {
  apple: 'แอปเปิล',
  samsung: 'ซัมซุง',
  oppo: 'ออปโป้',
  vivo: 'วีโว่',
  xiaomi: 'เสียวหมี่',
  honor: 'ออนเนอร์',
  realme: 'เรียลมี',
  huawei: 'หัวเว่ย',
  google: 'กูเกิล',
  nothing: 'นัทติง',
  anker: 'แองเคอร์',
  amazfit: 'อะเมซฟิต',
  eloop: 'อีลูป',
  tawan: 'ตะวัน',
  zte: 'แซดทีอี',
  'tp-link': 'ทีพีลิงก์',
  tplink: 'ทีพีลิงก์',
  ugreen: 'ยูกรีน',
  iphone: 'ไอโฟน',
  ipad: 'ไอแพด',
  galaxy: 'กาแล็กซี่',
  pro: 'โปร',
  max: 'แม็กซ์',
  plus: 'พลัส',
  ultra: 'อัลตร้า',
  air: 'แอร์',
  mini: 'มินิ',
  fold: 'โฟลด์',
  flip: 'ฟลิป',
  edge: 'เอดจ์',
  fe: 'เอฟอี',
  reno: 'เรโน',
  find: 'ไฟนด์',
  redmi: 'เรดมี',
  note: 'โน้ต',
  poco: 'โพโค่',
  magic: 'เมจิก',
  pixel: 'พิกเซล',
  pad: 'แพด',
  tab: 'แท็บ',
  watch: 'วอทช์',
  series: 'ซีรีส์',
  se: 'เอสอี',
  lite: 'ไลท์',
  neo: 'นีโอ',
  classic: 'คลาสสิก',
  buds: 'บัดส์',
  band: 'แบนด์',
  active: 'แอคทีฟ',
  turbo: 'เทอร์โบ',
  nova: 'โนวา',
  mate: 'เมท',
  pura: 'พูร่า',
  matepad: 'เมทแพด',
  freebuds: 'ฟรีบัดส์',
  airpods: 'แอร์พอดส์',
  phone: 'โฟน',
  smart: 'สมาร์ต',
  fit: 'ฟิต',
  gt: 'จีที',
  balance: 'บาลานซ์',
  bip: 'บิป',
  gtr: 'จีทีอาร์',
  enco: 'เอ็นโค',
  router: 'เราเตอร์',
  mesh: 'เมช',
  deco: 'เดโค่',
  archer: 'อาร์เชอร์',
  cellular: 'เซลลูลาร์',
  wifi: 'ไวไฟ',
  cmf: 'ซีเอ็มเอฟ',
  flex: 'เฟล็กซ์',
  cpe: 'ซีพีอี',
  pocket: 'พ็อกเก็ต',
  power: 'พาวเวอร์',
  bank: 'แบงก์',
  case: 'เคส',
  clear: 'เคลียร์',
  charger: 'ชาร์จเจอร์',
  cable: 'สาย',
  xl: 'เอ็กซ์แอล',
  for: 'ฟอร์',
  nano: 'นาโน',
  prime: 'ไพรม์',
  gan: 'แกน',
  magsafe: 'แม็กเซฟ',
  studio: 'สตูดิโอ',
};

const LETTERS: Record<string, string> = {
  a: 'เอ',
  b: 'บี',
  c: 'ซี',
  d: 'ดี',
  e: 'อี',
  f: 'เอฟ',
  g: 'จี',
  h: 'เอช',
  i: 'ไอ',
  j: 'เจ',
  k: 'เค',
  l: 'แอล',
  m: 'เอ็ม',
  n: 'เอ็น',
  o: 'โอ',
  p: 'พี',
  q: 'คิว',
  r: 'อาร์',
  s: 'เอส',
  t: 'ที',
  u: 'ยู',
  v: 'วี',
  w: 'ดับเบิลยู',
  x: 'เอ็กซ์',
  y: 'วาย',
  z: 'แซด',
};

/** Other common Thai spellings of some words ("รีโน" beside "เรโน", "กาแลคซี่" beside "กาแล็กซี่"). */
const ALTERNATES: Record<string, string> = {
  reno: 'รีโน',
  galaxy: 'กาแลคซี่',
  max: 'แมกซ์',
  ultra: 'อัลตรา',
  note: 'โน๊ต',
  find: 'ฟายด์',
  pixel: 'พิกเซิล',
  watch: 'วอช',
  pad: 'แพ็ด',
  redmi: 'เรดหมี่',
};

function token(word: string, alternate = false): string {
  const lower = word.toLowerCase();
  if (alternate && ALTERNATES[lower]) return ALTERNATES[lower];
  if (WORDS[lower]) return WORDS[lower];
  return lower
    .split(/(\d+)/)
    .filter(Boolean)
    .map((run) => {
      if (/^\d+$/.test(run)) return run;
      if (alternate && ALTERNATES[run]) return ALTERNATES[run];
      if (WORDS[run]) return WORDS[run];
      if (run.length <= 2 && /^[a-z]+$/.test(run)) return [...run].map((c) => LETTERS[c]).join('');
      return run;
    })
    .join('');
}

/** "Galaxy S25 Ultra" -> "กาแล็กซี่ เอส25 อัลตร้า"; words it does not know stay in Latin letters. */
export function thaiReading(name: string, alternate = false): string {
  return name
    .replace(/[()+]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => token(word, alternate))
    .join(' ');
}

/** The usual Thai reading and, when it differs, the one with the other common spellings. */
export function thaiReadings(name: string): string[] {
  return [...new Set([thaiReading(name), thaiReading(name, true)])];
}
