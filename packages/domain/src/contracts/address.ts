import { z } from 'zod';
import { addressInputSchema, addressSchema, SUGGESTION_TYPES, suggestionSchema } from '../address';
import { dataEnvelope } from '../api';
import { defineRoute } from './define';

/**
 * Thai address suggestions, the user's addresses (one default) and shipping addresses (spec 7
 * "Session, profile, address"). Every user-scoped call must name the session's own user id
 * (401 without a session, 403 user_mismatch for another id).
 */
const tags = ['address'];
const userParams = z.object({ user_id: z.string().max(64) });
const addressParams = userParams.extend({ address_id: z.coerce.number().int().positive() });
const one = dataEnvelope(addressSchema);
const list = dataEnvelope(z.array(addressSchema));
const deleted = dataEnvelope(z.object({ address_id: z.number().int(), deleted: z.literal(true) }));

export const getAddressSuggestions = defineRoute({
  method: 'GET',
  path: '/address/suggestion/:type',
  tags,
  summary: 'Provinces, districts, subdistricts by name prefix, or every place of a postcode',
  params: z.object({ type: z.enum(SUGGESTION_TYPES) }),
  querystring: z.object({
    q: z.string().max(100).optional(),
    province_id: z.coerce.number().int().positive().optional(),
    district_id: z.coerce.number().int().positive().optional(),
    lang: z.string().max(8).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  }),
  response: { 200: dataEnvelope(z.array(suggestionSchema)) },
});

export const listAddresses = defineRoute({
  method: 'GET',
  path: '/user/:user_id/address',
  tags,
  summary: "The user's addresses, the default first",
  params: userParams,
  response: { 200: list },
});

export const createAddress = defineRoute({
  method: 'POST',
  path: '/user/:user_id/address',
  tags,
  summary: 'Add an address',
  params: userParams,
  body: addressInputSchema,
  response: { 201: one },
});

export const updateAddress = defineRoute({
  method: 'PUT',
  path: '/user/:user_id/address/:address_id',
  tags,
  summary: 'Change an address',
  params: addressParams,
  body: addressInputSchema,
  response: { 200: one },
});

export const deleteAddress = defineRoute({
  method: 'DELETE',
  path: '/user/:user_id/address/:address_id',
  tags,
  summary: 'Delete an address',
  params: addressParams,
  response: { 200: deleted },
});

export const setDefaultAddress = defineRoute({
  method: 'PUT',
  path: '/user/:user_id/default/address',
  tags,
  summary: 'Make one address the default (exactly one per user)',
  params: userParams,
  body: z.object({ address_id: z.number().int().positive() }),
  response: { 200: list },
});

export const listShippingAddresses = defineRoute({
  method: 'GET',
  path: '/shipping_address/user/:user_id',
  tags,
  summary: "The user's shipping addresses, the default first",
  params: userParams,
  response: { 200: list },
});

export const createShippingAddress = defineRoute({
  method: 'POST',
  path: '/shipping_address/user/:user_id',
  tags,
  summary: 'Add a shipping address',
  params: userParams,
  body: addressInputSchema,
  response: { 201: one },
});

export const updateShippingAddress = defineRoute({
  method: 'PUT',
  path: '/shipping_address/user/:user_id/address/:address_id',
  tags,
  summary: 'Change a shipping address',
  params: addressParams,
  body: addressInputSchema,
  response: { 200: one },
});

export const deleteShippingAddress = defineRoute({
  method: 'DELETE',
  path: '/shipping_address/user/:user_id/address/:address_id',
  tags,
  summary: 'Delete a shipping address',
  params: addressParams,
  response: { 200: deleted },
});
