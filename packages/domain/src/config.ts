import { z } from 'zod';
import { isThaiTaxId } from './thai-id';

/**
 * Every configuration object of spec section 3 ("Config objects" and "Other fetched configs") with
 * its default. The server stores overrides per key; the client reads the merged result at start-up.
 */
const toggle = z.object({ toggle: z.boolean() });

export const configSchemas = {
  store: z.object({
    name: z.object({ th: z.string(), en: z.string() }),
    call_centre: z.string().min(3),
    chat_url: z.string().url().or(z.literal('')),
    social: z.array(z.object({ name: z.enum(['facebook', 'line', 'youtube', 'instagram', 'tiktok', 'x']), url: z.string().url() })),
  }),
  swb: z.object({
    toggle: z.boolean(),
    redirect_to: z.string(),
    redirect_nas_codes: z.array(z.string()),
    redirect_white_list: z.array(z.string()),
    redirect_not_found_list: z.array(z.string()),
  }),
  /** Fortune numbers (issue 14): the berfuntong pages, and the plans (by NAS code) a fortune number is sold with. */
  berfuntong: z.object({ toggle: z.boolean(), nas_codes: z.array(z.string().min(1).max(40)).min(1) }),
  zodiac: toggle,
  offline_zodiac: toggle,
  /** The mahachok package: `product_id` is the NAS code of the plan the mahachok numbers are sold with. */
  vhora_mahachoke: z.object({ toggle: z.boolean(), product_id: z.string() }),
  coupon: z.object({ sync: z.boolean(), sync_limit: z.number().int().min(0), script_sync_time: z.number().min(0) }),
  /** eKYC required for online pre2post / home internet / MNP orders (issue 15). */
  ekyc_mobile: toggle,
  /** eKYC (issue 15, decision 027): photos kept at most `retention_hours` (deleted at the decision), hand-off links live `handoff_ttl_minutes`, an undecided application expires after `application_ttl_minutes`. */
  ekyc: z.object({
    retention_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    handoff_ttl_minutes: z.number().int().min(1).max(120),
    application_ttl_minutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
  }),
  tol_bypass_ekyc: z.object({ is_transaction_expire: z.boolean(), transaction_ttl: z.number().int().min(0) }),
  /**
   * The coverage page's map (issue 17): the tile source (a {z}/{x}/{y} URL template over https), its
   * attribution and the deepest zoom. The page works without tiles (the pin is optional).
   */
  home_internet_map: z.object({
    tile_url: z
      .string()
      .max(500)
      .regex(/^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'An https URL template with {z}, {x} and {y}.'),
    attribution: z.string().max(300),
    max_zoom: z.number().int().min(1).max(22),
  }),
  verify: z.object({ trueid: z.boolean() }),
  sim_only: toggle,
  vhora_god: toggle,
  lucky9999: toggle,
  berfuntong_zodiac: toggle,
  berfuntong_zodiac_offline: toggle,
  berfuntong_high_tier: toggle,
  disable_lowtier: toggle,
  toggle_feature: z.object({ menu_middle_bar: z.boolean() }),
  text_promotion_banner: z.object({ toggle: z.boolean(), text: z.object({ th: z.string(), en: z.string() }), link: z.string() }),
  /**
   * Prepaid to postpaid (issue 15): when on, a number activated less than `min_months` whole months
   * ago cannot convert (reason too_new). `min_months` defaults to 3 for overrides stored before it existed.
   */
  check_aging: z.object({ toggle: z.boolean(), min_months: z.number().int().min(0).max(120).default(3) }),
  new_identity_sdk: toggle,
  search_result_page: toggle,
  search: z.object({ name: z.string(), path: z.string() }),
  faq: z.object({ display: z.boolean() }),
  offline_stock: z.object({ enable_two_steps: z.boolean() }),
  shop: z.object({ hide_menu: z.boolean() }),
  postpaid_hold: z.object({
    minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  sim_postpaid_pickup_only: toggle,
  header: z.object({ import_headers: z.boolean(), new_design: z.boolean() }),
  /** Checkout payment methods offered (spec 7 GET /v2/payment-methods, GET /toggle/omise); pay-later also needs eligibility and a phone. */
  payment_methods: z.object({ card: z.boolean(), promptpay: z.boolean(), paylater: z.boolean() }),
  /** Points pay part of an order (issue 18, decision 035): what a point is worth (satang) and the largest share of the total they may pay (basis points). */
  loyalty_points: z.object({ toggle: z.boolean(), satang_per_point: z.number().int().min(1).max(10_000), max_share_bp: z.number().int().min(0).max(10_000) }),
  /** The seller on receipts and tax invoices (issue 13): legal name, 13-digit tax ID, branch, registered address, VAT rate (basis points). */
  seller: z.object({
    legal_name: z.object({ th: z.string().trim().min(1).max(200), en: z.string().trim().min(1).max(200) }),
    tax_id: z.string().refine(isThaiTaxId, { message: 'tax_id_checksum' }),
    branch: z.object({ th: z.string().trim().min(1).max(100), en: z.string().trim().min(1).max(100) }),
    address: z.object({ th: z.string().trim().min(1).max(300), en: z.string().trim().min(1).max(300) }),
    vat_rate_bp: z.number().int().min(0).max(10_000),
  }),
} as const;

export type ConfigKey = keyof typeof configSchemas;
export type StoreConfig = { [K in ConfigKey]: z.infer<(typeof configSchemas)[K]> };
export const CONFIG_KEYS = Object.keys(configSchemas) as ConfigKey[];

export const configDefaults: StoreConfig = {
  store: {
    name: { th: 'ตะวัน โมบาย สโตร์', en: 'Tawan Mobile Store' },
    call_centre: '1242',
    chat_url: 'https://line.me/R/ti/p/@tawanmobile',
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/tawanmobile' },
      { name: 'line', url: 'https://line.me/R/ti/p/@tawanmobile' },
      { name: 'youtube', url: 'https://www.youtube.com/@tawanmobile' },
      { name: 'instagram', url: 'https://www.instagram.com/tawanmobile' },
    ],
  },
  swb: { toggle: true, redirect_to: '/online-store/luckysim', redirect_nas_codes: ['PP399-5G'], redirect_white_list: [], redirect_not_found_list: [] },
  berfuntong: { toggle: true, nas_codes: ['PP499-5G', 'PP699-5G', 'PP899-5G'] },
  zodiac: { toggle: true },
  offline_zodiac: { toggle: false },
  vhora_mahachoke: { toggle: true, product_id: 'PP1199-5G' },
  coupon: { sync: true, sync_limit: 3, script_sync_time: 4 },
  ekyc_mobile: { toggle: true },
  ekyc: { retention_hours: 72, handoff_ttl_minutes: 15, application_ttl_minutes: 60 },
  tol_bypass_ekyc: { is_transaction_expire: true, transaction_ttl: 1800 },
  home_internet_map: { tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', max_zoom: 19 },
  verify: { trueid: false },
  sim_only: { toggle: true },
  vhora_god: { toggle: true },
  lucky9999: { toggle: true },
  berfuntong_zodiac: { toggle: true },
  berfuntong_zodiac_offline: { toggle: false },
  berfuntong_high_tier: { toggle: true },
  disable_lowtier: { toggle: false },
  toggle_feature: { menu_middle_bar: true },
  text_promotion_banner: {
    toggle: true,
    text: { th: 'ส่งฟรีทั่วไทย รับสินค้าภายใน 48 ชั่วโมง', en: 'Free delivery across Thailand within 48 hours' },
    link: '/online-store/list/all',
  },
  check_aging: { toggle: true, min_months: 3 },
  new_identity_sdk: { toggle: false },
  search_result_page: { toggle: false },
  search: { name: 'online-store-list', path: '' },
  faq: { display: true },
  offline_stock: { enable_two_steps: false },
  shop: { hide_menu: false },
  postpaid_hold: { minutes: 15 },
  sim_postpaid_pickup_only: { toggle: false },
  header: { import_headers: false, new_design: true },
  payment_methods: { card: true, promptpay: true, paylater: true },
  loyalty_points: { toggle: true, satang_per_point: 25, max_share_bp: 3000 },
  seller: {
    legal_name: { th: 'บริษัท ตะวัน โมบาย จำกัด', en: 'Tawan Mobile Co., Ltd.' },
    tax_id: '0105561000011',
    branch: { th: 'สำนักงานใหญ่', en: 'Head office' },
    address: {
      th: '88 อาคารตะวันทาวเวอร์ ชั้น 12 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
      en: '88 Tawan Tower, 12th floor, Rama 9 Road, Huai Khwang, Huai Khwang, Bangkok 10310',
    },
    vat_rate_bp: 700,
  },
};

/** Validates one override; throws a ZodError listing what is wrong. */
export function parseConfigValue<K extends ConfigKey>(key: K, value: unknown): StoreConfig[K] {
  return configSchemas[key].parse(value) as StoreConfig[K];
}

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(configSchemas, key);
}

// The search route helpers live in ./search (zod-free, so the storefront can load them eagerly).
