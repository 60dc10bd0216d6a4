import type { FastifyInstance } from 'fastify';
import * as contract from '@store/domain/contracts/staff';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/module';
import { cookieOptions } from '../identity/cookies';
import { STAFF_DEVICE_COOKIE, STAFF_SESSION_COOKIE, type Staff } from './access';
import { viewOf } from './service';

/** Per address, on top of the per-account pause of lib/login-throttle.ts. */
const SIGN_IN_LIMIT = { max: 20, timeWindow: 60_000, keyPrefix: 'staff-sign-in' };

/** Staff sign-in (own cookie, SameSite=Strict), accounts (staff.manage) and the audit log (audit.read). */
export async function staffRoutes(app: FastifyInstance, { staff, basePath }: { staff: Staff; basePath: string }) {
  const { service } = staff;
  const sessionPath = `${basePath}/`;
  const devicePath = `${basePath}/api/staff`;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  route(
    app,
    contract.signInStaff,
    async (request, reply) => {
      const signed = await service.signIn(request.body.email, request.body.password, request.cookies?.[STAFF_DEVICE_COOKIE]).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'staff_account_locked') reply.header('retry-after', String((error.details as { retry_after_s: number }).retry_after_s));
        throw error;
      });
      reply.setCookie(STAFF_SESSION_COOKIE, signed.token, cookieOptions(request, sessionPath, { sameSite: 'strict', expires: signed.expiresAt }));
      reply.setCookie(STAFF_DEVICE_COOKIE, signed.knownDevice, cookieOptions(request, devicePath, { sameSite: 'strict', maxAge: 400 * 86_400 }));
      const actor = { id: signed.account.id, label: signed.account.email, roles: [], permissions: [], shopCode: null, dealerCode: null };
      await service.audit(actor, { action: 'staff.sign_in', objectType: 'staff', objectId: signed.account.id }, String(request.id));
      return { data: viewOf(signed.account) };
    },
    { config: { rateLimit: SIGN_IN_LIMIT } },
  );

  route(app, contract.signOutStaff, async (request, reply) => {
    const token = request.cookies?.[STAFF_SESSION_COOKIE];
    const found = await service.sessionActor(token);
    await service.signOut(token);
    if (found) await service.audit(found.actor, { action: 'staff.sign_out', objectType: 'staff', objectId: found.actor.id }, String(request.id));
    reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request, sessionPath, { sameSite: 'strict' }));
    return { data: { signed_out: Boolean(found) } };
  });

  route(app, contract.getStaffMe, async (request) => {
    const found = await service.sessionActor(request.cookies?.[STAFF_SESSION_COOKIE]);
    if (!found) throw new AppError('unauthorized', 'staff_sign_in_required', 'Sign in as staff to do this.');
    return { data: viewOf(found.account) };
  });

  route(app, contract.listStaff, async () => ({ data: await service.list() }), { onRequest: staff.require('staff.manage') });

  route(
    app,
    contract.createStaff,
    async (request, reply) => {
      const row = await service.create(request.body);
      const view = viewOf(row);
      await staff.audit(request, { action: 'staff.create', objectType: 'staff', objectId: row.id, after: view });
      return reply.status(201).send({ data: view });
    },
    { onRequest: staff.require('staff.manage') },
  );

  route(
    app,
    contract.changeStaff,
    async (request) => {
      const { before, after } = await service.change(request.params.id, request.body);
      const view = viewOf(after);
      const changed = { ...request.body, ...(request.body.password ? { password: '[changed]' } : {}) };
      await staff.audit(request, { action: 'staff.update', objectType: 'staff', objectId: after.id, before: viewOf(before), after: { ...view, changed: Object.keys(changed) } });
      return { data: view };
    },
    { onRequest: staff.require('staff.manage') },
  );

  route(
    app,
    contract.readAudit,
    async (request) => {
      const q = request.query;
      return {
        data: await service.readAudit({
          actorId: q.actor_id,
          actor: q.actor,
          objectType: q.object_type,
          objectId: q.object_id,
          action: q.action,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
          beforeId: q.before_id,
          limit: q.limit,
        }),
      };
    },
    { onRequest: staff.require('audit.read') },
  );
}
