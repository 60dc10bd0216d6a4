import { z } from 'zod';
import { orderTaxInvoiceSchema } from './tax-invoice';
import { i18nTextSchema } from './content';
import { lineSchema } from './line';
import { ORDER_STATES } from './order-state';
import { payLaterTermSchema } from './paylater';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';

/** The order as its pages show it (decision 011), the tracking row, and what placing and paying an order takes. */
const text = i18nTextSchema;

/** An order line: the cart line's common part (`@store/domain/line`) as it was at checkout. */
export const orderLineSchema = lineSchema;

export const orderPaymentSchema = z.object({
  method: z.string(),
  status: z.string(),
  failure_code: z.string().nullable(),
  charge_id: z.string().nullable(),
  qr: z.object({ payload: z.string().nullable(), image: z.string() }).nullable(),
  expires_at: z.string().nullable(),
  authorize_uri: z.string().nullable(),
  /** Pay-later: the plan chosen and its instalments (satang, adding up to the amount); null for other methods. */
  plan: z
    .object({ months: z.number().int(), instalments: z.array(z.number().int()) })
    .nullable()
    .default(null),
  /** Card payments: the card's brand and last 4 digits, as the gateway told them (nothing more is kept); null otherwise. */
  card: z.object({ brand: z.string(), last_digits: z.string() }).nullable().default(null),
  /** Satang given back to the payer (a cancelled paid order is refunded in full; status `refunded` then). */
  refunded_amount: z.number().int().default(0),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

const place = z.object({ province: z.string(), district: z.string(), subdistrict: z.string() });
const addressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  postcode: z.string(),
  province_id: z.number(),
  district_id: z.number(),
  subdistrict_id: z.number(),
  th: place,
  en: place,
});
/** An order's address snapshot (delivery or billing), with its place names in both languages. */
export type OrderAddress = z.infer<typeof addressSchema>;
/** Delivery to an address, pickup at a shop, or (service orders, issue 15) `billing`: the address bills go to, nothing is shipped. */
export const deliverySchema = z.union([
  z.object({ method: z.literal('address'), address: addressSchema }),
  z.object({ method: z.literal('pickup'), shop: z.object({ id: z.string(), name: text, area: text, address: text, phone: z.string(), opening_hours: z.string() }) }),
  z.object({ method: z.literal('billing'), address: addressSchema }),
]);

/**
 * The steps of an order's view: a product order's four (placed, paid, delivering, delivered); a
 * service order's (issue 15) placed, ekyc (only when eKYC was needed), scheduled (`at` = sent to the
 * subscriber system, `effective_at` = when the change takes effect) and completed.
 */
export const ORDER_VIEW_STEPS = ['placed', 'paid', 'delivering', 'delivered', 'ekyc', 'scheduled', 'completed'] as const;
export type OrderViewStep = (typeof ORDER_VIEW_STEPS)[number];
export const orderStepSchema = z.object({
  key: z.enum(ORDER_VIEW_STEPS),
  done: z.boolean(),
  at: z.string().nullable(),
  effective_at: z.string().nullable().optional(),
});

export const orderViewSchema = z.object({
  order_number: z.string(),
  secure_key: z.string(),
  state: z.enum(ORDER_STATES),
  status_code: z.string(),
  tmf_state: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  lines: z.array(orderLineSchema),
  total_quantity: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** What the total holds for delivery (satang): 0 is free delivery, as every order is today (spec 9 total = lines - coupon). */
  delivery_fee: z.number().int(),
  total: z.number().int(),
  coupon_code: z.string().nullable(),
  /** Member points that paid part of it (issue 18, decision 035): how many and what they were worth (satang); `total` is the rest. */
  points: z.object({ used: z.number().int(), value: z.number().int() }).nullable().default(null),
  currency: z.literal('THB'),
  delivery: deliverySchema,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  payment: orderPaymentSchema.nullable(),
  history: z.array(z.object({ from: z.string().nullable(), to: z.string(), at: z.string() })),
  steps: z.array(orderStepSchema),
  /** The full tax invoice issued for it on request (issue 13), or null. */
  tax_invoice: orderTaxInvoiceSchema,
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const trackingRowSchema = z.object({
  order_number: z.string(),
  secure_key: z.string(),
  created_at: z.string(),
  total_quantity: z.number().int(),
  total: z.number().int(),
  state: z.enum(ORDER_STATES),
  status_code: z.string(),
});

export type TrackingRow = z.infer<typeof trackingRowSchema>;

const phone = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }));
/** How the shopper pays (card token or saved card, PromptPay QR, pay later in instalments). */
export const paymentInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: z.string().min(1).max(100).optional(), saved_card_id: z.string().min(1).max(64).optional(), save_card: z.boolean().optional() }),
  z.object({ method: z.literal('promptpay') }),
  z.object({ method: z.literal('paylater'), term: payLaterTermSchema }),
]);
/** POST /orders: delivery (an address book entry, a new address, or pickup at a shop), contact, coupon, payment. */
export const placeOrderBodySchema = z.object({
  delivery: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('address'),
      address: z.union([
        z.object({ address_id: z.number().int().positive() }),
        z.object({
          name: z.string().trim().min(1).max(100),
          phone,
          line1: z.string().trim().min(1).max(200),
          province_id: z.number().int().positive(),
          district_id: z.number().int().positive(),
          subdistrict_id: z.number().int().positive(),
          postcode: z.string().regex(/^\d{5}$/),
        }),
      ]),
    }),
    z.object({ method: z.literal('pickup'), shop_id: z.string().min(1).max(64) }),
  ]),
  contact: z.object({ name: z.string().trim().min(1).max(100), phone, email: z.email().max(200).optional() }),
  coupon_code: z.string().trim().min(1).max(40).optional(),
  /** Member points to pay part of the total (issue 18; at most the configured share, the rest is charged). */
  points: z.number().int().min(1).max(2_147_483_647).optional(),
  payment: paymentInputSchema,
  cart_version: z.number().int().min(0).optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** A partner shop for pickup (GET /pickup-shops). */
export const pickupShopSchema = z.object({
  id: z.string(),
  name: text,
  area: text,
  address: text,
  province: z.string(),
  phone: z.string(),
  opening_hours: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_m: z.number().nullable(),
});

export type PickupShop = z.infer<typeof pickupShopSchema>;

/** What placing or paying an order answers: the order, its payment, and where the browser goes next. */
export const paymentResultSchema = z.object({ order: orderViewSchema, payment: orderPaymentSchema, next: z.enum(['success', 'authorize', 'qr', 'error']) });
export type PaymentResult = z.infer<typeof paymentResultSchema>;
