import { compactSearchText, normalizeSearchText } from '@store/domain/search-text';
import { ACCESSORIES, PHONES, ROUTERS, TABLETS, WATCHES, type ModelGroup } from './models';
import { COLORS } from './palette';
import { BRANDS, CATEGORIES, THAI_PHRASES } from './reference';
import { thaiReading, thaiReadings } from './thai';

type Text = { th: string; en: string };

export interface VariantSeed {
  sku: string;
  capacity: string | null;
  capacityGb: number | null;
  colorKey: string;
  colorName: Text;
  colorHex: string;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  position: number;
}

export interface ProductSeed {
  slug: string;
  categorySlug: string;
  brandSlug: string;
  name: Text;
  subtitle: Text;
  description: Text;
  seo: { title: Text; description: Text; body: Text[] };
  specs: { label: Text; value: Text }[];
  tags: string[];
  shopId: string | null;
  popularity: number;
  releasedAt: Date;
  searchText: string;
  searchCompact: string;
  variants: VariantSeed[];
}

/** Brands with a shop-in-shop (/online-store/brand/:name). */
export const BRAND_SHOPS = ['apple', 'samsung', 'oppo', 'vivo', 'xiaomi', 'honor', 'tawan'];
/** Phones first in the default order: this is a mobile operator's store. */
const CATEGORY_WEIGHT: Record<string, number> = { smartphones: 400, tablets: 150, watches: 100 };
const NO_BRAND_PREFIX = /^(iPhone|iPad|AirPods|Redmi|POCO|Soundcore|Apple|Xiaomi|OPPO|Anker|Eloop|ZTE|HUAWEI|Deco|Archer|Tapo|Pixel Watch)/;

/** A small seeded PRNG (mulberry32): the same name always gives the same numbers. */
export function prng(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/\+/g, ' plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const thaiName = (en: string) => THAI_PHRASES.reduce((text, [re, th]) => text.replace(re, th), en);
const pick = <T>(rand: () => number, items: T[]) => items[Math.floor(rand() * items.length)];
const gb = (cap: string) => (cap.endsWith('T') ? Number(cap.slice(0, -1)) * 1024 : Number(cap));
const capLabel = (cap: string) => (cap.endsWith('T') ? `${cap.slice(0, -1)}TB` : `${cap}GB`);
const baht = (n: number) => n.toLocaleString('en-US');

function specsFor(category: string, model: string, tags: string[], rand: () => number, price: number) {
  const tier = price > 30000 ? 2 : price > 12000 ? 1 : 0;
  const yes = { th: 'รองรับ', en: 'Yes' };
  const no = { th: 'ไม่รองรับ', en: 'No' };
  const spec = (th: string, en: string, value: Text) => ({ label: { th, en }, value });
  const same = (v: string) => ({ th: v, en: v });
  if (category === 'smartphones' || category === 'tablets') {
    const screen =
      category === 'tablets'
        ? (/\b(8\.7|10\.9|11\.5|11|12\.4|13\.2|13)\b/.exec(model)?.[1] ?? pick(rand, ['10.9', '11', '12.4']))
        : /Max|Ultra|Plus|\+|XL/.test(model)
          ? pick(rand, ['6.7', '6.8', '6.9'])
          : pick(rand, tier === 2 ? ['6.1', '6.3', '6.4'] : ['6.5', '6.6', '6.7', '6.72']);
    const camera = category === 'tablets' ? pick(rand, [8, 12, 13]) : pick(rand, tier === 2 ? [48, 50, 200] : tier === 1 ? [50, 64, 108] : [13, 50]);
    const battery = category === 'tablets' ? pick(rand, [5100, 7040, 8000, 10090, 11200]) : pick(rand, tier === 0 ? [5000, 5160, 6000] : [4300, 4700, 5000, 5500, 6000]);
    return {
      summary: {
        th: `จอ ${screen} นิ้ว · กล้อง ${camera}MP · แบต ${baht(battery)} mAh`,
        en: `${screen}-inch display · ${camera} MP camera · ${baht(battery)} mAh`,
      },
      specs: [
        spec('หน้าจอ', 'Display', { th: `${screen} นิ้ว`, en: `${screen} inches` }),
        spec('กล้องหลัก', 'Main camera', same(`${camera} MP`)),
        spec('แบตเตอรี่', 'Battery', same(`${baht(battery)} mAh`)),
        spec('5G', '5G', tags.includes('5g') ? yes : no),
        spec('eSIM', 'eSIM', tags.includes('esim') ? yes : no),
      ],
      facts: { screen, camera, battery },
    };
  }
  if (category === 'watches') {
    const days = pick(rand, [1, 2, 3, 7, 10, 14]);
    return {
      summary: { th: `แบตใช้งานได้สูงสุด ${days} วัน · กันน้ำ 5ATM`, en: `Up to ${days}-day battery · 5 ATM water resistant` },
      specs: [
        spec('แบตเตอรี่', 'Battery life', { th: `สูงสุด ${days} วัน`, en: `Up to ${days} days` }),
        spec('กันน้ำ', 'Water resistance', same('5 ATM')),
        spec('eSIM', 'eSIM', tags.includes('esim') ? yes : no),
      ],
      facts: { days },
    };
  }
  if (category === 'routers') {
    const wifi = tags.includes('wifi7') ? 'Wi-Fi 7' : 'Wi-Fi 6';
    const users = pick(rand, [32, 64, 128, 256]);
    return {
      summary: {
        th: `${wifi} · เชื่อมต่อได้ ${users} อุปกรณ์${tags.includes('5g') ? ' · ใส่ซิม 5G' : ''}`,
        en: `${wifi} · up to ${users} devices${tags.includes('5g') ? ' · 5G SIM' : ''}`,
      },
      specs: [
        spec('มาตรฐานไวไฟ', 'Wi-Fi standard', same(wifi)),
        spec('จำนวนอุปกรณ์', 'Connected devices', { th: `สูงสุด ${users} เครื่อง`, en: `Up to ${users}` }),
        spec('ใส่ซิม 5G', '5G SIM slot', tags.includes('5g') ? yes : no),
      ],
      facts: { users },
    };
  }
  const kind: Record<string, Text> = {
    earbuds: { th: 'หูฟังไร้สาย · เชื่อมต่อบลูทูธ', en: 'Wireless earbuds · Bluetooth' },
    chargers: { th: 'ชาร์จเร็ว · ปลอดภัยด้วยระบบป้องกันไฟเกิน', en: 'Fast charging · over-current protection' },
    cases: { th: 'ปกป้องเครื่องรอบด้าน · พอดีทุกปุ่ม', en: 'All-round protection · precise cut-outs' },
    powerbanks: { th: 'แบตสำรองพกพา · ชาร์จเร็ว', en: 'Portable battery · fast charging' },
  };
  const tag = tags.find((t) => kind[t]) ?? 'cases';
  return { summary: kind[tag], specs: [spec('ประเภท', 'Type', kind[tag])], facts: {} };
}

function productFrom(group: ModelGroup, line: string, copy: number): ProductSeed {
  const [model, capsText, priceText, yearText, colorsText, tagsText] = line.split('|');
  const brand = BRANDS.find((b) => b.slug === group.brand)!;
  const category = CATEGORIES.find((c) => c.slug === group.category)!;
  const rand = prng(`${group.brand}:${model}:${copy}`);
  const basePrice = Number(priceText);
  const tags = tagsText ? tagsText.split(',') : [];
  if (group.category === 'smartphones' && tags.includes('5g') && basePrice <= 12000) tags.push('budget-5g');
  if (tags.includes('esim')) tags.push('esim-devices');

  const suffix = copy > 0 ? ` (${copy + 1})` : '';
  const label = group.label ? group.label(model) : null;
  const enBase = label ? label.en : NO_BRAND_PREFIX.test(model) || model.startsWith(brand.name.en) ? model : `${brand.name.en} ${model}`;
  const name = { en: `${enBase}${suffix}`, th: `${label ? thaiName(label.th) : enBase}${suffix}` };
  const slug = slugify(model) + (copy > 0 ? `-${copy + 1}` : '');
  const { summary, specs } = specsFor(group.category, model, tags, rand, basePrice);

  const caps = capsText ? capsText.split(',') : [null];
  const colors = colorsText.split(',');
  const step = Math.max(1000, Math.round((basePrice * 0.15) / 1000) * 1000);
  const discounted = rand() < 0.45;
  const soldOutProduct = rand() < 0.04;
  const variants: VariantSeed[] = [];
  caps.forEach((cap, ci) => {
    colors.forEach((color, vi) => {
      const price = (basePrice + ci * step) * 100;
      const compareAt = discounted ? Math.round((price * (1.08 + rand() * 0.14)) / 10000) * 10000 + 9000 : null;
      const stock = soldOutProduct || rand() < 0.12 ? 0 : 1 + Math.floor(rand() * 60);
      variants.push({
        sku: `${group.brand}-${slug}-${cap ? capLabel(cap) : 'std'}-${color}`.toUpperCase(),
        capacity: cap ? capLabel(cap) : null,
        capacityGb: cap ? gb(cap) : null,
        colorKey: color,
        colorName: COLORS[color].name,
        colorHex: COLORS[color].hex,
        price,
        compareAtPrice: compareAt && compareAt > price ? compareAt : null,
        stock,
        position: ci * colors.length + vi,
      });
    });
  });

  const reading = label ? name.th : thaiReading(model);
  const firstPrice = baht(basePrice);
  const description = {
    th: `${name.th} ${category.noun.th}จาก ${brand.name.th} ${summary.th} สินค้าของแท้ 100% รับประกันศูนย์ไทย 1 ปี ราคาเริ่มต้น ${firstPrice} บาท ส่งฟรีถึงบ้านภายใน 48 ชั่วโมง`,
    en: `${name.en}, a ${category.noun.en.toLowerCase()} by ${brand.name.en}: ${summary.en}. 100% genuine with a 1-year Thai warranty, from ${firstPrice} baht, delivered free within 48 hours.`,
  };
  const seo = {
    title: { th: `${name.th} ราคาพิเศษ ของแท้ ประกันศูนย์ | ตะวัน โมบาย สโตร์`, en: `${name.en}: price, specs and offers | Tawan Mobile Store` },
    description: {
      th: `ซื้อ ${name.th} (${reading}) ออนไลน์ ${summary.th} ผ่อน 0% ได้ ส่งไวใน 48 ชม.`,
      en: `Buy ${name.en} online. ${summary.en}. 0% instalments, delivery within 48 hours.`,
    },
    body: [
      {
        th: `${name.th} เป็น${category.noun.th}รุ่นปี ${yearText} ของ ${brand.name.th} มีให้เลือก ${colors.length} สี${caps[0] ? ` และความจุ ${caps.map((c) => capLabel(c!)).join(', ')}` : ''}`,
        en: `${name.en} is ${brand.name.en}'s ${yearText} ${category.noun.en.toLowerCase()}, in ${colors.length} colour${colors.length > 1 ? 's' : ''}${caps[0] ? ` and ${caps.map((c) => capLabel(c!)).join(', ')}` : ''}.`,
      },
      {
        th: 'ซื้อกับตะวัน โมบาย สโตร์ มั่นใจได้ด้วยสินค้าของแท้ รับประกัน 1 ปี เปลี่ยนเครื่องใหม่ภายใน 7 วันหากพบปัญหาจากการผลิต และชำระเงินได้ทั้งบัตรเครดิตและพร้อมเพย์',
        en: 'Buying from Tawan Mobile Store means a genuine product, a 1-year warranty, a new unit within 7 days for a factory fault, and payment by card or PromptPay.',
      },
    ],
  };

  const readings = label ? [name.th] : thaiReadings(model);
  const aliases = [name.en, name.th, model, ...readings, `${brand.name.en} ${model}`, ...readings.map((r) => `${brand.aliases[0]} ${r}`), ...brand.aliases];
  const words = [...aliases, brand.name.th, brand.name.en, category.name.th, category.name.en, ...category.aliases];
  const uniqueWords = [...new Set(words.flatMap((w) => normalizeSearchText(w).split(' ')))];
  const year = Number(yearText);
  return {
    slug,
    categorySlug: group.category,
    brandSlug: group.brand,
    name,
    subtitle: summary,
    description,
    seo,
    specs,
    tags,
    shopId: BRAND_SHOPS.includes(group.brand) ? group.brand : null,
    popularity: Math.round((year - 2020) * 100 + rand() * 400 + (basePrice > 20000 ? 80 : 0) + (CATEGORY_WEIGHT[group.category] ?? 0)),
    releasedAt: new Date(Date.UTC(year, Math.floor(rand() * 12), 1 + Math.floor(rand() * 27))),
    searchText: uniqueWords.join(' '),
    searchCompact: [...new Set(aliases.map(compactSearchText))].join(' '),
    variants,
  };
}

/** Every product of the demo catalogue, `scale` times over (scale > 1 only for benchmarks). */
export function generateProducts(scale = 1): ProductSeed[] {
  const groups = [...PHONES, ...TABLETS, ...WATCHES, ...ACCESSORIES, ...ROUTERS];
  const products: ProductSeed[] = [];
  for (let copy = 0; copy < scale; copy++) {
    for (const group of groups) for (const line of group.lines) products.push(productFrom(group, line, copy));
  }
  return products;
}
