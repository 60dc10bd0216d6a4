import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { cartViewSchema, MAX_LINE_QUANTITY } from '../cart';
import { defineRoute } from './define';
import { INT32_MAX } from './primitives';

const tags = ['cart'];
const reply = dataEnvelope(cartViewSchema);
const lineParams = z.object({ line_id: z.uuid() });
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

export const getCart = defineRoute({
  method: 'GET',
  path: '/cart',
  tags,
  summary: 'My cart with totals (spec 9 line total); `coupon_code` is evaluated, not taken',
  querystring: z.object({ coupon_code: z.string().trim().min(1).max(40).optional(), lang: z.enum(['th', 'en']).optional() }),
  response: { 200: reply },
});

export const addCartLine = defineRoute({
  method: 'POST',
  path: '/cart/lines',
  tags,
  summary: 'Add a catalogue variant and get the cart back (409 out_of_stock with details.available; 409 quantity_limit past 10)',
  body: z.object({ variant_id: z.number().int().positive().max(INT32_MAX), quantity: quantity.default(1) }),
  response: { 201: reply, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
});

export const setCartLineQuantity = defineRoute({
  method: 'PATCH',
  path: '/cart/lines/:line_id',
  tags,
  summary: 'Change a line quantity (1..10, at most the stock)',
  params: lineParams,
  body: z.object({ quantity }),
  response: { 200: reply },
});

export const removeCartLine = defineRoute({
  method: 'DELETE',
  path: '/cart/lines/:line_id',
  tags,
  summary: 'Remove a line (a hold on it is released by its module)',
  params: lineParams,
  response: { 200: reply },
});

export const clearCart = defineRoute({
  method: 'DELETE',
  path: '/cart',
  tags,
  summary: 'Clear my cart (signed-in only; spec 5)',
  response: { 200: reply },
});
