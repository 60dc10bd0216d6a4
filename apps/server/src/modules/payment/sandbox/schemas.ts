import { z } from 'zod';
import { CHARGE_STATUSES } from '@store/domain/payment';

/** Zod shapes of the sandbox gateway's HTTP API (Omise-like objects inside the store's `{ data }` envelope). */
const cardPart = { brand: z.string(), last_digits: z.string(), name: z.string(), expiration_month: z.number().int(), expiration_year: z.number().int() };

export const tokenSchema = z.object({
  object: z.literal('token'),
  id: z.string(),
  livemode: z.boolean(),
  used: z.boolean(),
  card: z.object({ object: z.literal('card'), ...cardPart }),
  created_at: z.string(),
});

export const cardSchema = z.object({ object: z.literal('card'), id: z.string(), customer: z.string().nullable(), ...cardPart });

export const customerSchema = z.object({ object: z.literal('customer'), id: z.string(), cards: z.object({ data: z.array(cardSchema) }) });

const sourceType = z.enum(['promptpay', 'paylater']);
const term = z.union([z.literal(3), z.literal(6), z.literal(10)]);
export const sourceSchema = z.object({
  object: z.literal('source'),
  id: z.string(),
  type: sourceType,
  amount: z.number().int(),
  currency: z.literal('THB'),
  charge: z.string().nullable(),
  installment_term: term.nullable(),
  phone_number: z.string().nullable(),
});

export const chargeSchema = z.object({
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
    .object({ id: z.string(), type: sourceType, installment_term: term.nullable(), scannable_code: z.object({ type: z.literal('qr'), payload: z.string() }).nullable() })
    .nullable(),
  refunded_amount: z.number().int(),
  metadata: z.record(z.string(), z.string()),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

export const refundSchema = z.object({ object: z.literal('refund'), id: z.string(), charge: z.string(), amount: z.number().int(), created_at: z.string() });

const id = z.string().min(1).max(64);
const satang = z.number().int();

export const chargeBodySchema = z.object({
  amount: satang,
  currency: z.literal('THB'),
  card: id.optional(),
  customer: id.optional(),
  source: id.optional(),
  return_uri: z.string().max(2000).optional(),
  description: z.string().max(255).optional(),
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
});

export const sourceBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('promptpay'), amount: satang, currency: z.literal('THB') }),
  z.object({ type: z.literal('paylater'), amount: satang, currency: z.literal('THB'), installment_term: term, phone_number: z.string().max(20) }),
]);

export const eligibilitySchema = z.object({
  object: z.literal('paylater_eligibility'),
  phone_number: z.string(),
  amount: z.number().int(),
  eligible: z.boolean(),
  reason: z.enum(['amount_below_minimum', 'credit_check_failed', 'credit_limit_exceeded']).nullable(),
  credit_limit: z.number().int(),
  available_credit: z.number().int(),
  terms: z.array(term),
});
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(255).optional() });
export const chargeParams = z.object({ id });
