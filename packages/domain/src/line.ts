import { z } from 'zod';
import { i18nTextSchema } from './content';
import { PRODUCT_TYPES } from './line-kinds';

/**
 * What a cart line and an order line have in common (spec 3 Cart line; decision 011): the product,
 * its title and picture, the money of spec 9 (price, quantity, discount, coupon discount, line
 * total; satang), capacity, colour and sim_meta. The cart adds stock and holds; an order keeps this
 * part as it was when the order was placed. One shape, so that the two stay in step.
 */
export const lineShape = {
  id: z.string(),
  /** The line's kind (line-kinds.ts): which meta it carries and which module sells it. */
  product_type: z.enum(PRODUCT_TYPES),
  product_id: z.string(),
  variant_id: z.number().int().nullable(),
  title: i18nTextSchema,
  image: z.string().nullable(),
  href: z.string().nullable(),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  quantity: z.number().int(),
  discount: z.number().int(),
  coupon_discount: z.number().int(),
  line_total: z.number().int(),
  capacity: z.string().nullable(),
  colour: i18nTextSchema.nullable(),
  sim_meta: z.record(z.string(), z.unknown()).nullable(),
};

export const lineSchema = z.object(lineShape);
export type Line = z.infer<typeof lineSchema>;
