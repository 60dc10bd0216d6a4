import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/identity';
import type { Db } from '../../db/client';
import { route, type ContractRequest } from '../../lib/module';
import { requireSelf, requireSession } from './session-guard';
import { toProfile, updateProfile } from './users';

/** GET /profile (the session's user); PUT /user/:user_id/profile and /edit-profile (only your own). */
export async function profileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, contract.getProfile, async (request, reply) => {
    const session = await requireSession(db, request);
    reply.header('cache-control', 'no-store');
    return { data: toProfile(session.user) };
  });

  const change = async (request: ContractRequest<typeof contract.updateProfile>) => {
    const session = await requireSelf(db, request, request.params.user_id);
    return { data: toProfile(await updateProfile(db, session.user.userId, request.body)) };
  };
  route<typeof contract.updateProfile>(app, contract.updateProfile, change);
  route<typeof contract.editProfile>(app, contract.editProfile, change);
}
