import { z } from 'zod';
import { dataEnvelope } from '../api';
import { contactRequestSchema } from '../contact';
import { defineRoute } from './define';

const tags = ['contact'];

/** A stored lead as the operator reads it. */
export const contactLeadSchema = z.object({
  id: z.number(),
  contactName: z.string(),
  mobileNumber: z.string(),
  campCode: z.string(),
  offerProduct: z.string(),
  lang: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

export const createContactRequest = defineRoute({
  method: 'POST',
  path: '/contact-requests',
  tags,
  summary: 'Ask the call centre to call back (stored as a lead)',
  body: contactRequestSchema,
  response: { 201: dataEnvelope(z.object({ id: z.number(), created_at: z.string() })) },
});

export const listContactRequests = defineRoute({
  method: 'GET',
  path: '/contact-requests',
  tags,
  summary: 'Newest contact requests (operator)',
  querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
  response: { 200: dataEnvelope(z.array(contactLeadSchema)) },
});
