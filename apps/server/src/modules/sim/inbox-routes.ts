import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/sms-inbox';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/module';
import { readOutbox, type SmsPort } from './sms';

/** How many messages the inbox shows for one number. */
export const INBOX_LIMIT = 5;

/** Per address: enough for a tester, too few to sweep numbers (keyPrefix is read by the database store). */
const INBOX_RATE_LIMIT = { max: 30, timeWindow: 60_000, keyPrefix: 'sms-inbox' };

/**
 * GET /dev/sms-inbox (issue 13): the sandbox inbox for testers, served only while the SMS port is
 * the embedded outbox (`sms.sandbox`); with a real provider it answers 404. Rate-limited per address.
 * Logs nothing about the number or the messages.
 */
export async function smsInboxRoutes(app: FastifyInstance, { db, sms }: { db: Db; sms: SmsPort }) {
  route(
    app,
    contract.getSmsInbox,
    async (request) => {
      if (!sms.sandbox) throw notFound('sms_inbox_off', 'The SMS inbox is off: a real SMS provider is configured.');
      const to = request.query.to;
      const rows = to ? await readOutbox(db, to, INBOX_LIMIT) : [];
      return { data: { enabled: true as const, messages: rows.map(({ id, body, purpose, created_at }) => ({ id, body, purpose, created_at })) } };
    },
    { config: { rateLimit: INBOX_RATE_LIMIT } },
  );
}
