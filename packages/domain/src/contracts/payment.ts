import { z } from 'zod';
import { dataEnvelope } from '../api';
import { CHARGE_STATUSES, cardInputSchema, savedCardSchema } from '../payment';
import { defineRoute } from './define';

/**
 * The store's payment routes (what the browser needs to tokenise a card, the gateway's webhook, the
 * shopper's saved cards: spec 7 GET, DELETE /card-token/{userId}) and, while it is the active gateway,
 * the embedded sandbox gateway's HTTP API under /sandbox-gateway (decision 010).
 */
const tags = ['payment'];
const userParams = z.object({ user_id: z.string().max(64) });

export const getPaymentGateway = defineRoute({
  method: 'GET',
  path: '/payments/gateway',
  tags,
  summary: 'The active gateway and what the browser needs to tokenise a card',
  response: { 200: dataEnvelope(z.object({ name: z.string(), public_key: z.string(), tokens_url: z.string() })) },
});

/** The body is the raw JSON text (the signature is over it): the route keeps JSON as a string. */
export const paymentWebhook = defineRoute({
  method: 'POST',
  path: '/payments/webhook',
  tags,
  summary: 'Gateway webhook: signature and timestamp checked, the charge read again from the gateway, each event handled once',
  body: z.string(),
  response: { 200: dataEnvelope(z.object({ event_id: z.string(), duplicate: z.boolean(), changed: z.boolean() })) },
});

export const listSavedCards = defineRoute({
  method: 'GET',
  path: '/card-token/:user_id',
  tags,
  summary: 'My saved cards (brand and last 4 digits only)',
  params: userParams,
  response: { 200: dataEnvelope(z.array(savedCardSchema)) },
});

export const deleteSavedCard = defineRoute({
  method: 'DELETE',
  path: '/card-token/:user_id/:card_id',
  tags,
  summary: 'Delete one of my saved cards',
  params: userParams.extend({ card_id: z.string().max(64) }),
  response: { 200: dataEnvelope(z.object({ id: z.string(), deleted: z.literal(true) })) },
});

// The sandbox gateway's HTTP API: Omise-like objects inside the store's `{ data }` envelope.

const cardPart = { brand: z.string(), last_digits: z.string(), name: z.string(), expiration_month: z.number().int(), expiration_year: z.number().int() };

export const sandboxTokenSchema = z.object({
  object: z.literal('token'),
  id: z.string(),
  livemode: z.boolean(),
  used: z.boolean(),
  card: z.object({ object: z.literal('card'), ...cardPart }),
  created_at: z.string(),
});

export const sandboxCardSchema = z.object({ object: z.literal('card'), id: z.string(), customer: z.string().nullable(), ...cardPart });

export const sandboxCustomerSchema = z.object({ object: z.literal('customer'), id: z.string(), cards: z.object({ data: z.array(sandboxCardSchema) }) });

const sourceType = z.enum(['promptpay', 'paylater']);
const term = z.union([z.literal(3), z.literal(6), z.literal(10)]);
export const sandboxSourceSchema = z.object({
  object: z.literal('source'),
  id: z.string(),
  type: sourceType,
  amount: z.number().int(),
  currency: z.literal('THB'),
  charge: z.string().nullable(),
  installment_term: term.nullable(),
  phone_number: z.string().nullable(),
});

export const sandboxChargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('THB'),
  status: z.enum(CHARGE_STATUSES),
  paid: z.boolean(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  authorize_uri: z.string().nullable(),
  return_uri: z.string().nullable(),
  card: z.object({ id: z.string(), ...cardPart }).nullable(),
  customer: z.string().nullable(),
  source: z
    .object({
      id: z.string(),
      type: sourceType,
      installment_term: term.nullable(),
      scannable_code: z.object({ type: z.literal('qr'), payload: z.string().nullable(), image_uri: z.string().nullable() }).nullable(),
    })
    .nullable(),
  refunded_amount: z.number().int(),
  metadata: z.record(z.string(), z.string()),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

export const sandboxRefundSchema = z.object({ object: z.literal('refund'), id: z.string(), charge: z.string(), amount: z.number().int(), created_at: z.string() });

const id = z.string().min(1).max(64);
const satang = z.number().int();

export const sandboxChargeBodySchema = z.object({
  amount: satang,
  currency: z.literal('THB'),
  card: id.optional(),
  customer: id.optional(),
  source: id.optional(),
  return_uri: z.string().max(2000).optional(),
  description: z.string().max(255).optional(),
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
});

export const sandboxSourceBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('promptpay'), amount: satang, currency: z.literal('THB') }),
  z.object({ type: z.literal('paylater'), amount: satang, currency: z.literal('THB'), installment_term: term, phone_number: z.string().max(20) }),
]);

export const sandboxEligibilitySchema = z.object({
  object: z.literal('paylater_eligibility'),
  phone_number: z.string(),
  amount: z.number().int(),
  eligible: z.boolean(),
  reason: z.enum(['amount_below_minimum', 'credit_check_failed', 'credit_limit_exceeded']).nullable(),
  credit_limit: z.number().int(),
  available_credit: z.number().int(),
  terms: z.array(term),
});
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });
const chargeParams = z.object({ id });
const langQuery = z.object({ lang: z.string().max(8).optional() });

const sandboxTags = ['sandbox gateway'];
const htmlPage = z.string().meta({ description: 'text/html page' });
const toReturnUri = z.null().meta({ description: "redirect to the charge's return_uri" });

export const createSandboxToken = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/tokens',
  tags: sandboxTags,
  summary: 'Tokenise a card (from the browser, with the public key); only brand and last 4 digits are kept',
  body: z.object({ card: cardInputSchema }),
  response: { 201: dataEnvelope(sandboxTokenSchema) },
});

export const createSandboxCustomer = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/customers',
  tags: sandboxTags,
  summary: "Keep a token's card on a new customer",
  headers: idempotencyHeaders,
  body: z.object({ card: z.string().max(64) }),
  response: { 201: dataEnvelope(sandboxCustomerSchema) },
});

export const deleteSandboxCard = defineRoute({
  method: 'DELETE',
  path: '/sandbox-gateway/customers/:customer/cards/:card',
  tags: sandboxTags,
  summary: 'Delete a saved card',
  params: z.object({ customer: z.string().max(64), card: z.string().max(64) }),
  response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })) },
});

export const createSandboxSource = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/sources',
  tags: sandboxTags,
  summary: 'Create a PromptPay source',
  headers: idempotencyHeaders,
  body: sandboxSourceBodySchema,
  response: { 201: dataEnvelope(sandboxSourceSchema) },
});

export const getSandboxPayLaterEligibility = defineRoute({
  method: 'GET',
  path: '/sandbox-gateway/paylater/eligibility',
  tags: sandboxTags,
  summary: 'Pay-later credit check for a mobile number and an amount (numbers ending 0000 are refused; 30,000 baht of credit otherwise)',
  querystring: z.object({ phone_number: z.string().max(20), amount: z.coerce.number().int() }),
  response: { 200: dataEnvelope(sandboxEligibilitySchema) },
});

export const createSandboxCharge = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/charges',
  tags: sandboxTags,
  summary: 'Create a charge (token, saved card or source); Idempotency-Key honoured',
  headers: idempotencyHeaders,
  body: sandboxChargeBodySchema,
  response: { 201: dataEnvelope(sandboxChargeSchema) },
});

export const getSandboxCharge = defineRoute({
  method: 'GET',
  path: '/sandbox-gateway/charges/:id',
  tags: sandboxTags,
  summary: 'Retrieve a charge',
  params: chargeParams,
  response: { 200: dataEnvelope(sandboxChargeSchema) },
});

export const reverseSandboxCharge = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/charges/:id/reverse',
  tags: sandboxTags,
  summary: 'Reverse a pending charge',
  params: chargeParams,
  response: { 200: dataEnvelope(sandboxChargeSchema) },
});

export const refundSandboxCharge = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/charges/:id/refunds',
  tags: sandboxTags,
  summary: 'Refund part or all of a successful charge',
  params: chargeParams,
  headers: idempotencyHeaders,
  body: z.object({ amount: z.number().int() }),
  response: { 201: dataEnvelope(sandboxRefundSchema) },
});

export const simulateSandboxPayment = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/charges/:id/simulate-payment',
  tags: sandboxTags,
  summary: 'Pay a pending PromptPay charge as a bank app would (sandbox only; sends the signed webhook)',
  params: chargeParams,
  response: { 200: dataEnvelope(sandboxChargeSchema) },
});

export const simulateSandboxExpiry = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/charges/:id/simulate-expiry',
  tags: sandboxTags,
  summary: "Let a pending charge's time run out now, as if its QR or approval page had expired (sandbox only; sends the signed webhook)",
  params: chargeParams,
  response: { 200: dataEnvelope(sandboxChargeSchema) },
});

export const getSandboxPayLaterPage = defineRoute({
  method: 'GET',
  path: '/sandbox-gateway/paylater/:id',
  tags: sandboxTags,
  summary: "The pay-later approval page (HTML): the plan's instalments, approve or decline",
  params: chargeParams,
  querystring: langQuery,
  response: { 200: htmlPage },
});

export const answerSandboxPayLater = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/paylater/:id',
  tags: sandboxTags,
  summary: "The buyer's pay-later answer (approve takes the credit); redirects to the charge's return_uri",
  params: chargeParams,
  body: z.object({ action: z.enum(['approve', 'decline']), lang: z.string().max(8).optional() }),
  response: { 200: htmlPage, 303: toReturnUri },
});

export const getSandboxThreeDsPage = defineRoute({
  method: 'GET',
  path: '/sandbox-gateway/3ds/:id',
  tags: sandboxTags,
  summary: 'The 3-D Secure page (HTML)',
  params: chargeParams,
  querystring: langQuery,
  response: { 200: htmlPage },
});

export const answerSandboxThreeDs = defineRoute({
  method: 'POST',
  path: '/sandbox-gateway/3ds/:id',
  tags: sandboxTags,
  summary: "The buyer's 3-D Secure answer; redirects to the charge's return_uri",
  params: chargeParams,
  body: z.object({ action: z.enum(['authorise', 'fail']), lang: z.string().max(8).optional() }),
  response: { 200: htmlPage, 303: toReturnUri },
});
