import { z } from 'zod';
import { ORDER_STATES } from './order-state';
import { normalizeThaiMobile, THAI_MOBILE_RE } from './phone';
import { text, token } from './contracts/primitives';

/**
 * Seller sale mode (issue 19 part B; spec 2 sale-mode footer, 3 seller_token and seller
 * transactions, 6 sale_mode and shop_code, 7 "Seller and offline"): a seller signed in at a shop
 * builds an order for a customer and sends it as a signed link (SMS or QR); the customer pays it on
 * their own phone (/payment-offline/qr).
 */

/** How long a sale link (and the order it carries) waits for the customer's payment by default. */
export const SALE_LINK_TTL_HOURS_DEFAULT = 24;
/** The page a sale link opens (its token in `?link=`). */
export const SALE_LINK_PATH = '/payment-offline/qr';
/** Why the customer's payment page cannot take a payment (the reasons of /payment-offline/unsuccess). */
export const SALE_UNSUCCESS_REASONS = ['link_invalid', 'link_expired', 'qr_expired', 'payment_failed', 'order_cancelled'] as const;
export type SaleUnsuccessReason = (typeof SALE_UNSUCCESS_REASONS)[number];

/** The Bangkok offset (UTC+7, no daylight saving): the seller's day and month are Bangkok's. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The UTC instants where the Bangkok day and month of `now` start and end ([from, to)). */
export function bangkokPeriods(now: Date): { day: { label: string; from: Date; to: Date }; month: { label: string; from: Date; to: Date } } {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const at = (yy: number, mm: number, dd: number) => new Date(Date.UTC(yy, mm, dd) - BANGKOK_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: { label: `${y}-${pad(m + 1)}-${pad(d)}`, from: at(y, m, d), to: at(y, m, d + 1) },
    month: { label: `${y}-${pad(m + 1)}`, from: at(y, m, 1), to: at(y, m + 1, 1) },
  };
}

const mobile = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }));

export const shopCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'shop_code_invalid');

const thEn = z.object({ th: z.string(), en: z.string() });

/** A shop in sale mode (GET /sale/shop/:id). */
export const saleShopSchema = z.object({
  code: z.string(),
  name: thEn,
  address: thEn,
  phone: z.string(),
  /** The partner-shop id a customer's order is picked up at (GET /pickup-shops). */
  pickup_shop_id: z.string(),
});
export type SaleShop = z.infer<typeof saleShopSchema>;

/** GET /sale/config: the sale data of this browser (spec 6: sale_mode 1 shows the sale footer). */
export const saleConfigSchema = z.object({
  sale_mode: z.union([z.literal(0), z.literal(1)]),
  shop_code: z.string().nullable(),
  seller: z.object({ display_name: z.string(), email: z.string() }).nullable(),
  shop: saleShopSchema.nullable(),
});
export type SaleConfig = z.infer<typeof saleConfigSchema>;

/** GET /sale/config/:id: a shop's sale settings. */
export const saleShopConfigSchema = z.object({
  shop_code: z.string(),
  sale_mode: z.literal(1),
  link_ttl_hours: z.number().int(),
  payment_methods: z.array(z.literal('promptpay')),
  delivery: z.literal('pickup_at_shop'),
});

export const saleLoginBodySchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(256),
  shop_code: shopCodeSchema,
});

/** POST /v2/sale/order: the seller's cart becomes an order for this customer (picked up at the seller's shop). */
export const saleOrderBodySchema = z.object({
  customer: z.object({ name: text(100).min(1), mobile }),
  cart_version: z.number().int().min(0).max(2_147_483_647).optional(),
});

export const saleLinkRefSchema = z.object({
  sent_by: z.enum(['sms', 'qr']),
  sent_at: z.string(),
  expires_at: z.string(),
});

/** A seller's order as the seller sees it: the customer's name, the mobile masked. */
export const saleOrderSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  state: z.enum(ORDER_STATES),
  total: z.number().int(),
  total_quantity: z.number().int(),
  lines: z.array(z.object({ title: thEn, quantity: z.number().int(), line_total: z.number().int() })),
  customer: z.object({ name: z.string(), mobile: z.string() }),
  last_link: saleLinkRefSchema.nullable(),
});
export type SaleOrder = z.infer<typeof saleOrderSchema>;

const periodTotal = z.object({ label: z.string(), paid_orders: z.number().int(), paid_total: z.number().int() });
export const saleTotalsSchema = z.object({ time_zone: z.literal('Asia/Bangkok'), day: periodTotal, month: periodTotal });
export type SaleTotals = z.infer<typeof saleTotalsSchema>;

export const saleOrderListSchema = z.object({
  orders: z.array(saleOrderSchema),
  next_cursor: z.string().nullable(),
  totals: saleTotalsSchema,
});

export const saleSendBodySchema = z.object({ order_number: token(32), lang: z.enum(['th', 'en']).default('th') });
export const saleSmsResultSchema = z.object({ order_number: z.string(), sent_to: z.string(), expires_at: z.string() });
export const saleQrResultSchema = z.object({ order_number: z.string(), url: z.string(), qr: z.string(), expires_at: z.string() });

/** The customer's view of a sale link (GET /sale/links/:token). */
export const saleLinkViewSchema = z.object({
  status: z.enum(['open', 'paid', 'cancelled']),
  link_expires_at: z.string(),
  shop: z.object({ name: thEn }).nullable(),
  order: z.object({
    order_number: z.string(),
    state: z.enum(ORDER_STATES),
    total: z.number().int(),
    expires_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    customer_name: z.string(),
    lines: z.array(z.object({ title: thEn, image: z.string().nullable(), quantity: z.number().int(), line_total: z.number().int() })),
  }),
  payment: z
    .object({
      status: z.string(),
      failure_code: z.string().nullable(),
      /** The gateway's charge (as on the order's own page): what the sandbox's simulate-payment takes. */
      charge_id: z.string().nullable(),
      qr: z.string().nullable(),
      expires_at: z.string().nullable(),
    })
    .nullable(),
});
export type SaleLinkView = z.infer<typeof saleLinkViewSchema>;
