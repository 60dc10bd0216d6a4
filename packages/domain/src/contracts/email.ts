import { z } from 'zod';
import { dataEnvelope } from '../api';
import { defineRoute } from './define';

export const readEmailOutbox = defineRoute({
  method: 'GET',
  path: '/dev/email-outbox',
  tags: ['email'],
  summary: 'Operator/developer: the embedded e-mail outbox (receipts, prophecies), newest first',
  querystring: z.object({
    to: z.string().trim().max(254).email().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: {
    200: dataEnvelope(z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), purpose: z.string(), created_at: z.string() }))),
  },
});
