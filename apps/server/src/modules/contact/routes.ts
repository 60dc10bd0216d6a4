import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/contact';
import { parseLang } from '@store/domain/lang';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { createLead, listLeads } from './service';

/** Per address; `keyPrefix` names the route's counter in the shared store (lib/rate-limit-store.ts). */
const CONTACT_LIMIT = { max: 5, timeWindow: 60_000, keyPrefix: 'contact' };

/** POST /contact-requests (public, rate-limited); GET /contact-requests (operator). */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    contract.createContactRequest,
    async (req, reply) => {
      const lead = await createLead(db, req.body, parseLang(req.headers['accept-language']?.slice(0, 2)));
      return reply.status(201).send({ data: lead });
    },
    { config: { rateLimit: CONTACT_LIMIT } },
  );

  route(
    app,
    contract.listContactRequests,
    async (req) => {
      // Names and phones are personal data: each read is on the record.
      await app.staff.audit(req, { action: 'contact.list', objectType: 'contact_request', after: { limit: req.query.limit } });
      return { data: await listLeads(db, req.query.limit) };
    },
    { onRequest: app.staff.require('contact.read') },
  );
}
