import type { FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../../lib/errors';
import { defineModule } from '../../lib/module';
import { staffRoutes } from './routes';
import { STAFF_SESSION_COOKIE, type Staff } from './access';
import { createStaffService, type StaffActor } from './service';

/** Staff accounts, roles, permissions, the operator API's check and the audit log (issue 11 part 4). */
export const staffModule = defineModule('staff', [], async (app, ctx) => {
  const service = createStaffService(ctx.db, { operatorToken: ctx.options.OPERATOR_TOKEN });
  app.decorateRequest('staffActor', null);

  async function actorOf(request: FastifyRequest): Promise<StaffActor | null> {
    if (request.staffActor) return request.staffActor;
    const found = await service.sessionActor(request.cookies?.[STAFF_SESSION_COOKIE]);
    request.staffActor = found?.actor ?? null;
    return request.staffActor;
  }

  const staff: Staff = {
    service,
    require(permission) {
      return async (request) => {
        const authorization = request.headers.authorization;
        const actor = authorization ? service.tokenActor(authorization) : await actorOf(request);
        if (!actor) throw new AppError('unauthorized', 'staff_sign_in_required', 'Sign in as staff to do this.');
        if (!actor.permissions.includes(permission)) throw forbidden('permission_denied', `Your role does not allow this (${permission}).`);
        request.staffActor = actor;
      };
    },
    actorOf,
    async audit(request, entry) {
      const actor = request.staffActor ?? (await actorOf(request));
      if (actor) await service.audit(actor, entry, String(request.id));
    },
  };
  app.decorate('staff', staff);
  await app.register(staffRoutes, { prefix: ctx.apiPrefix, staff, basePath: ctx.basePath });
});
