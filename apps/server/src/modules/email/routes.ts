import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/email';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import { selectOutbox } from './repository';

/** The embedded outbox, read by operators and the sandbox (only when no SMTP server is set). */
export async function emailRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    contract.readEmailOutbox,
    async (req) => {
      await app.staff.audit(req, { action: 'email_outbox.read', objectType: 'email_outbox', objectId: null });
      const rows = await selectOutbox(db, req.query.to, req.query.limit);
      return { data: rows.map((r) => ({ id: String(r.id), to: r.to, subject: r.subject, text: r.text, purpose: r.purpose, created_at: r.createdAt.toISOString() })) };
    },
    { onRequest: app.staff.require('email_outbox.read') },
  );
}
