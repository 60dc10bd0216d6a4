import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Permission } from '@store/domain/staff';
import type { AuditInput, StaffActor, StaffService } from './service';

export const STAFF_SESSION_COOKIE = 'staff_session';
export const STAFF_DEVICE_COOKIE = 'staff_device';

export interface Staff {
  service: StaffService;
  /** An onRequest hook: the caller is a staff member (session cookie, or the bootstrap token) with `permission`; 401/403 otherwise. */
  require(permission: Permission): onRequestHookHandler;
  /** The signed-in staff member of a request, if any (for the order channel). */
  actorOf(request: FastifyRequest): Promise<StaffActor | null>;
  /** Records a staff action of this request in the audit log. */
  audit(request: FastifyRequest, entry: AuditInput): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: Staff;
  }
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
}
