import { z } from 'zod';
import { dataEnvelope } from '../api';
import { MSISDN_RE, NUMBER_CLASSES } from '../msisdn';
import { defineRoute } from './define';
import { INT32_MAX, token } from './primitives';

/** The operator console's number pool (issue 20; numbers.manage). */
const tags = ['admin'];
export const ADMIN_NUMBER_STATUSES = ['available', 'held', 'sold', 'withdrawn'] as const;
const numberParams = z.object({ number: z.string().regex(MSISDN_RE, 'A number is 10 digits starting 06, 08 or 09.') });

export const adminNumberSchema = z.object({
  id: z.string(),
  number: z.string(),
  class: z.enum(NUMBER_CLASSES),
  price: z.number().int(),
  status: z.enum(ADMIN_NUMBER_STATUSES),
  hold_flow: z.string().nullable(),
  hold_expires_at: z.string().nullable(),
  hold_order_id: z.string().nullable(),
  sold_at: z.string().nullable(),
});
export type AdminNumber = z.infer<typeof adminNumberSchema>;

export const adminListNumbers = defineRoute({
  method: 'GET',
  path: '/admin/numbers',
  tags,
  summary: 'The number pool in number order, filtered by class, state, price and leading digits; keyset pages (cursor = the last number)',
  querystring: z.object({
    class: z.enum(NUMBER_CLASSES).optional(),
    status: z.enum(ADMIN_NUMBER_STATUSES).optional(),
    q: z
      .string()
      .regex(/^\d{1,10}$/, 'Leading digits only.')
      .optional(),
    price_min: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
    price_max: z.coerce.number().int().min(0).max(INT32_MAX).optional(),
    cursor: z
      .string()
      .regex(/^\d{1,10}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: { 200: dataEnvelope(z.object({ items: z.array(adminNumberSchema), next_cursor: z.string().nullable() })) },
});

export const adminGetNumber = defineRoute({
  method: 'GET',
  path: '/admin/numbers/:number',
  tags,
  summary: 'One number of the pool (404 number_not_found)',
  params: numberParams,
  response: { 200: dataEnvelope(adminNumberSchema) },
});

export const adminChangeNumber = defineRoute({
  method: 'PATCH',
  path: '/admin/numbers/:number',
  tags,
  summary: 'Change the class and/or price (satang) of a number not sold (409 number_sold); audited',
  params: numberParams,
  body: z
    .object({ class: z.enum(NUMBER_CLASSES).optional(), price: z.number().int().min(0).max(INT32_MAX).optional() })
    .strict()
    .refine((b) => b.class !== undefined || b.price !== undefined, 'Give class or price.'),
  response: { 200: dataEnvelope(adminNumberSchema) },
});

export const adminReleaseNumber = defineRoute({
  method: 'POST',
  path: '/admin/numbers/:number/release',
  tags,
  summary: 'Release a stuck hold: the number is available again and its cart line dropped (409 number_not_held, 409 number_hold_in_order when an order took it); audited',
  params: numberParams,
  response: { 200: dataEnvelope(adminNumberSchema) },
});

export const adminWithdrawNumber = defineRoute({
  method: 'POST',
  path: '/admin/numbers/:number/withdraw',
  tags,
  summary: 'Take an available number out of sale (409 number_not_available); audited',
  params: numberParams,
  response: { 200: dataEnvelope(adminNumberSchema) },
});

export const adminReinstateNumber = defineRoute({
  method: 'POST',
  path: '/admin/numbers/:number/reinstate',
  tags,
  summary: 'Put a withdrawn number back on sale (409 number_not_withdrawn); audited',
  params: numberParams,
  response: { 200: dataEnvelope(adminNumberSchema) },
});

export const numberImportRejectSchema = z.object({ line: z.number().int(), number: z.string(), reason: z.string() });
export const numberImportReportSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  accepted: z.number().int(),
  inserted: z.number().int(),
  rejected: z.array(numberImportRejectSchema),
});

/** At most this many rows per import (the body is at most 1 MB). */
export const NUMBER_IMPORT_MAX_ROWS = 20_000;

export const adminImportNumbers = defineRoute({
  method: 'POST',
  path: '/admin/numbers/import',
  tags,
  summary:
    'Import numbers from CSV (columns number, class, price in baht; header optional; class and price default from the number). Each bad row is reported with its line and reason (invalid_number, duplicate_in_file, already_in_pool, invalid_class, invalid_price); dry_run previews. 400 csv_invalid when the file cannot be read; audited',
  body: z.object({ csv: z.string().max(1_000_000), dry_run: z.boolean().default(false), file_name: token(200).optional() }),
  response: { 200: dataEnvelope(numberImportReportSchema) },
});
