import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { defineRoute } from './define';

/** A Thai mobile number as a shopper types it (10 digits, leading 0). */
const mobile = z.string().regex(/^0\d{9}$/, 'A 10-digit mobile number starting with 0.');

export const smsInboxMessage = z.object({ id: z.string(), body: z.string(), purpose: z.string(), created_at: z.string() });

/**
 * The development SMS inbox (issue 13): with the embedded SMS default (no real provider), anyone
 * testing the store reads the last messages sent to a number, without operator rights. Without `to`
 * it only says the inbox is on. 404 `sms_inbox_off` when a real SMS provider is configured.
 */
export const getSmsInbox = defineRoute({
  method: 'GET',
  path: '/dev/sms-inbox',
  tags: ['sim'],
  summary: 'Sandbox only: the last SMS messages sent to a number (off with a real SMS provider)',
  querystring: z.object({ to: mobile.optional() }),
  response: { 200: dataEnvelope(z.object({ enabled: z.literal(true), messages: z.array(smsInboxMessage) })), 404: errorEnvelopeSchema },
});
