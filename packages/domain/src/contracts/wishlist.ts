import { z } from 'zod';
import { dataEnvelope } from '../api';
import { productCardSchema } from '../catalog';
import { defineRoute } from './define';
import { INT32_MAX } from './primitives';

const tags = ['wishlist'];
const productId = z.coerce.number().int().positive().max(INT32_MAX);
const changed = dataEnvelope(z.object({ product_id: z.number().int(), changed: z.boolean() }));

/** The signed-in shopper's wishlist (spec 7 GET, POST, DELETE /v2/wishlist); 401 without a session. */
export const getWishlist = defineRoute({
  method: 'GET',
  path: '/v2/wishlist',
  tags,
  summary: 'My saved products, newest first',
  response: { 200: dataEnvelope(z.object({ product_ids: z.array(z.number().int()), items: z.array(productCardSchema) })) },
});

export const addToWishlist = defineRoute({
  method: 'POST',
  path: '/v2/wishlist',
  tags,
  summary: 'Save a product (201 when new, 200 when it was saved already)',
  body: z.object({ product_id: productId }),
  response: { 200: changed, 201: changed },
});

export const removeFromWishlist = defineRoute({
  method: 'DELETE',
  path: '/v2/wishlist/:product_id',
  tags,
  summary: 'Remove a saved product',
  params: z.object({ product_id: productId }),
  response: { 200: changed },
});
