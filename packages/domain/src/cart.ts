import { z } from 'zod';
import { lineSchema } from './line';

/** At most this many units of one catalogue variant per cart line. */
export const MAX_LINE_QUANTITY = 10;
/** Fewer units than this left shows the line as low stock. */
export const LOW_STOCK = 3;

/** A cart line (decision 011): the line shape plus stock, hold and what changed since it was added. */
export const cartLineSchema = lineSchema.extend({
  inventory: z.object({ id: z.string().nullable(), available: z.number().int().nullable() }),
  hold_id: z.string().nullable(),
  advance_payment: z.number().int().nullable(),
  flash_sale_id: z.string().nullable(),
  status: z.enum(['ok', 'out_of_stock', 'low_stock']),
  /** The price when the line was added, when the catalogue's price has changed since (`price` is today's); else null. */
  price_at_add: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type LineStatus = CartLine['status'];

/** The cart as the API shows it (GET /api/cart and every cart change); money in satang. */
export const cartViewSchema = z.object({
  id: z.string().nullable(),
  version: z.number().int(),
  status: z.enum(['open', 'checking_out']),
  lines: z.array(cartLineSchema),
  total_quantity: z.number().int(),
  advance_payment: z.boolean(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  coupon: z.union([z.object({ code: z.string(), discount: z.number().int() }), z.object({ code: z.string(), error_code: z.string() })]).nullable(),
  total: z.number().int(),
  currency: z.literal('THB'),
  order: z.object({ secure_key: z.string(), order_number: z.string(), state: z.string() }).nullable(),
});
export type CartView = z.infer<typeof cartViewSchema>;
export type CartCoupon = CartView['coupon'];
