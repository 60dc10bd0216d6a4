import { z } from 'zod';
import { dataEnvelope } from '../api';
import { MSISDN_RE } from '../msisdn';
import { holdBodySchema, numberHoldSchema, numberItemSchema, numberSearchQuerySchema, numberSearchResultSchema } from '../number-search';
import { defineRoute } from './define';

const tags = ['numbers'];
const numberParams = z.object({ number: z.string().regex(MSISDN_RE, { message: 'number_invalid' }) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(128) });

export const searchNumbers = defineRoute({
  method: 'GET',
  path: '/numbers/search',
  tags,
  summary: 'Search available numbers (contains, starts, ends, position pattern, digit sum, favourite/avoided digits, class, price); cursor paged',
  querystring: numberSearchQuerySchema,
  response: { 200: dataEnvelope(numberSearchResultSchema) },
});

export const listNumberHolds = defineRoute({
  method: 'GET',
  path: '/numbers/holds',
  tags,
  summary: 'My numbers on hold, soonest expiry first',
  response: { 200: dataEnvelope(z.array(numberHoldSchema)) },
});

export const getNumber = defineRoute({
  method: 'GET',
  path: '/numbers/:number',
  tags,
  summary: 'One number and whether it can be held now (spec /truemoveh/mobiles available)',
  params: numberParams,
  response: { 200: dataEnvelope(numberItemSchema.extend({ available: z.boolean() })) },
});

export const holdNumber = defineRoute({
  method: 'POST',
  path: '/numbers/:number/hold',
  tags,
  summary: 'Hold a number (201; 200 when the caller holds it already); 409 number_unavailable or hold_limit',
  params: numberParams,
  headers: idempotencyHeaders,
  body: holdBodySchema,
  response: { 200: dataEnvelope(numberHoldSchema), 201: dataEnvelope(numberHoldSchema) },
});

export const cancelNumberHold = defineRoute({
  method: 'DELETE',
  path: '/numbers/:number/hold',
  tags,
  summary: 'Give up my hold on a number (spec: number reservation cancel); the cart drops its line',
  params: numberParams,
  response: { 200: dataEnvelope(z.object({ number: z.string(), hold_id: z.string() })) },
});
