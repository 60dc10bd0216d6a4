import { z } from 'zod';
import { ZODIAC_SIGNS, fortuneProfileSchema } from './fortune';
import { orderViewSchema } from './order';
import { THAI_MOBILE_RE, normalizeThaiMobile } from './phone';
import { thaiIdSchema } from './sim';
import { text } from './contracts/primitives';

/**
 * The offline shop (issue 19 part A; spec 2 /offline-store/*, spec 3 vhora-offline-data and
 * vhora-authen-*, spec 5 error 020, spec 7 "Seller and offline"): shop staff (employee) and dealers
 * sign in on a shop device and sell fortune numbers to the customer at the counter.
 */

/** The two ways of signing in on a shop device (spec 3 vhora-authen-type). */
export const OFFLINE_AUTH_TYPES = ['employee', 'dealer'] as const;
export type OfflineAuthType = (typeof OFFLINE_AUTH_TYPES)[number];

/** Spec 5: an offline channel not in the shop's permitted list is logged out with this error. */
export const OFFLINE_CHANNEL_NOT_PERMITTED = '020';

/** The campaigns sold at the counter: berfuntong always, zodiac with the offline zodiac toggle. */
export const OFFLINE_CAMPAIGNS = ['berfuntong', 'zodiac'] as const;

export const shopCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, { message: 'shop_code_invalid' });

const bilingual = z.object({ th: z.string(), en: z.string() });

export const offlineShopSchema = z.object({
  code: z.string(),
  name: bilingual,
  address: bilingual,
  phone: z.string(),
  opening_hours: z.string(),
  channels: z.array(z.enum(OFFLINE_AUTH_TYPES)),
  pickup: z.boolean(),
});
export type OfflineShop = z.infer<typeof offlineShopSchema>;

/** PATCH /offline/shops/:code (staff.manage). */
export const offlineShopChangeSchema = z
  .object({
    name: z.object({ th: text(120).min(1), en: text(120).min(1) }),
    channels: z.array(z.enum(OFFLINE_AUTH_TYPES)).max(2),
    pickup: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

/** POST /offline/authentication (spec offline authentication). */
export const offlineAuthenticationBodySchema = z.object({
  type: z.enum(OFFLINE_AUTH_TYPES),
  shop_code: shopCodeSchema,
  email: z.string().trim().max(254),
  password: z.string().max(256),
});

/** Who is signed in on the device, for which shop (spec vhora-offline-data, vhora-authen-data-{type}). */
export const offlineSessionSchema = z.object({
  type: z.enum(OFFLINE_AUTH_TYPES),
  /** spec vhora-authen-data-{type}.key: the shop code the device signed in to. */
  key: z.string(),
  channel: z.enum(OFFLINE_AUTH_TYPES),
  shop: z.object({ code: z.string(), name: bilingual }),
  staff: z.object({ display_name: z.string(), dealer_code: z.string().nullable() }),
  /** Whether the shop permits this channel (false: the device must log out with error 020). */
  permitted: z.boolean(),
});
export type OfflineSession = z.infer<typeof offlineSessionSchema>;

const phone = z
  .string()
  .trim()
  .transform(normalizeThaiMobile)
  .pipe(z.string().regex(THAI_MOBILE_RE, { message: 'phone_invalid' }));

/** POST /offline/placeorder (spec /v2/vhora/offline/placeorder): the customer's number, plan and details. */
export const offlinePlaceOrderBodySchema = fortuneProfileSchema.extend({
  campaign: z.enum(OFFLINE_CAMPAIGNS),
  zodiac_sign: z.enum(ZODIAC_SIGNS).optional(),
  number: z.string().regex(/^0[689]\d{8}$/, { message: 'number_invalid' }),
  package_id: z.number().int().min(1).max(2_147_483_647),
  customer: z.object({
    name: text(100).min(1),
    phone,
    email: z.email().max(254),
    thai_id: thaiIdSchema,
  }),
});
export type OfflinePlaceOrderBody = z.input<typeof offlinePlaceOrderBodySchema>;

/** An order of the shop as the staff member sees it, with who sold it. */
export const offlineOrderSchema = z.object({
  order: orderViewSchema,
  shop_code: z.string(),
  channel: z.enum(OFFLINE_AUTH_TYPES),
  sold_by: z.string(),
  dealer_code: z.string().nullable(),
  /** Reserved, waiting for the customer to pay at the counter (offline_stock.enable_two_steps). */
  awaiting_counter_payment: z.boolean(),
  handed_over: z.boolean(),
});
export type OfflineOrder = z.infer<typeof offlineOrderSchema>;

/** POST /offline/orders/:order_number/resend-email: the reading again, to the customer's address on the order or a new one. */
export const offlineResendEmailBodySchema = fortuneProfileSchema.extend({
  email: z.email().max(254).optional(),
  lang: z.enum(['th', 'en']).default('th'),
});
