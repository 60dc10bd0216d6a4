import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema } from '@store/domain/contact';
import { dataEnvelope } from '@store/domain/api';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { createLead, listLeads } from './service';

/** POST /contact-requests (public, rate-limited); GET /contact-requests (operator). */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/contact-requests',
    {
      config: { rateLimit: { max: 5, timeWindow: 60_000, keyPrefix: 'contact' } },
      schema: {
        tags: ['contact'],
        summary: 'Ask the call centre to call back (stored as a lead)',
        body: contactRequestSchema,
        response: { 201: dataEnvelope(z.object({ id: z.number(), created_at: z.string() })) },
      },
    },
    async (req, reply) => {
      const lead = await createLead(db, req.body, parseLang(req.headers['accept-language']?.slice(0, 2)));
      return reply.status(201).send({ data: lead });
    },
  );

  app.get(
    '/contact-requests',
    {
      onRequest: app.staff.require('contact.read'),
      schema: {
        tags: ['contact'],
        summary: 'Newest contact requests (operator)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: {
          200: dataEnvelope(
            z.array(
              z.object({
                id: z.number(),
                contactName: z.string(),
                mobileNumber: z.string(),
                campCode: z.string(),
                offerProduct: z.string(),
                lang: z.string(),
                status: z.string(),
                createdAt: z.date(),
              }),
            ),
          ),
        },
      },
    },
    async (req) => {
      // Names and phones are personal data: each read is on the record.
      await app.staff.audit(req, { action: 'contact.list', objectType: 'contact_request', after: { limit: req.query.limit } });
      return { data: await listLeads(db, req.query.limit) };
    },
  );
};
