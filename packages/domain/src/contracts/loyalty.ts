import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { cardStatusSchema, pointsStatusSchema, privilegeRightSchema, privilegeSchema } from '../loyalty';
import { defineRoute } from './define';
import { serialIdParam, text, token } from './primitives';

/** Member card, points and privileges (issue 18 part C, decision 035). */
const tags = ['loyalty'];
const error = errorEnvelopeSchema;
const privilegeId = z.object({ id: token(60) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(128) });

export const getCardStatus = defineRoute({
  method: 'POST',
  path: '/account-app/truecard/get-status',
  tags,
  summary: "The signed-in user's member card: tier, card image, member since and aging in months (linked false when no card is linked; 401 session_required)",
  response: { 200: dataEnvelope(cardStatusSchema), 401: error, 503: error },
});

export const linkCard = defineRoute({
  method: 'POST',
  path: '/account-app/truecard/link',
  tags,
  summary: "Link the member card whose holder's Thai ID this is to the signed-in user (422 thai_id_invalid, 404 card_not_found; rate-limited)",
  body: z.object({ thai_id: text(20) }),
  response: { 200: dataEnvelope(cardStatusSchema), 401: error, 404: error, 422: error, 503: error },
});

export const getPoints = defineRoute({
  method: 'POST',
  path: '/cpoint/request-user',
  tags,
  summary: "The signed-in member's points: balance, the rate (satang a point), what they are worth, the share of an order they may pay, and the history (404 card_not_linked)",
  response: { 200: dataEnvelope(pointsStatusSchema), 401: error, 404: error, 503: error },
});

export const listPrivileges = defineRoute({
  method: 'GET',
  path: '/privileges',
  tags,
  summary: 'Privilege offers running now: partner offers and black-card offers (`line_kind`), each with partner, validity and the lowest tier that may claim it',
  querystring: z.object({ line_kind: z.enum(['family_black_truecard', 'member_privilege']).optional() }),
  response: { 200: dataEnvelope(z.array(privilegeSchema)) },
});

export const getPrivilege = defineRoute({
  method: 'GET',
  path: '/privilege/:id',
  tags,
  summary: 'One privilege: partner, terms, validity, how to claim, the privilege price and the tier that may have it (404 privilege_not_found)',
  params: privilegeId,
  response: { 200: dataEnvelope(privilegeSchema), 404: error },
});

export const verifyPrivilege = defineRoute({
  method: 'GET',
  path: '/privilege/:id/verify',
  tags,
  summary:
    "The caller's right to the privilege price for a product and variant (eligible, or the reason: session_required, no_card, tier_too_low, not_started, ended, not_this_product)",
  params: privilegeId,
  querystring: z.object({ product_id: serialIdParam().optional(), variant_id: serialIdParam().optional() }),
  response: { 200: dataEnvelope(privilegeRightSchema), 404: error, 503: error },
});

export const addPrivilegeToCart = defineRoute({
  method: 'POST',
  path: '/privilege/:id/cart',
  tags,
  summary: "Put the privilege's product in my cart at the privilege price (Idempotency-Key; the right is checked again at place order; 403 privilege_not_eligible with the reason)",
  params: privilegeId,
  headers: idempotencyHeaders,
  body: z.object({ product_id: z.number().int().min(1).max(2_147_483_647), variant_id: z.number().int().min(1).max(2_147_483_647) }),
  response: {
    201: dataEnvelope(z.object({ line_id: z.string(), privilege_price: z.number().int() })),
    200: dataEnvelope(z.object({ line_id: z.string(), privilege_price: z.number().int() })),
    401: error,
    403: error,
    404: error,
    503: error,
  },
});
