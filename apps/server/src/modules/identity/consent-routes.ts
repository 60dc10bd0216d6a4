import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/identity';
import type { Db } from '../../db/client';
import { route } from '../../lib/module';
import type { Consents } from './consents';
import { requireSession } from './session-guard';

/** GET /me/consents and POST /me/consents/:purpose/withdraw (issue 15): the signed-in user's own PDPA consents only. */
export async function consentRoutes(app: FastifyInstance, { db, consents }: { db: Db; consents: Consents }) {
  route(app, contract.listMyConsents, async (request, reply) => {
    const session = await requireSession(db, request);
    reply.header('cache-control', 'no-store');
    return { data: await consents.mine(session.user.userId) };
  });

  route(app, contract.withdrawMyConsent, async (request, reply) => {
    const session = await requireSession(db, request);
    reply.header('cache-control', 'no-store');
    return { data: await consents.withdraw(session.user.userId, request.params.purpose) };
  });
}
