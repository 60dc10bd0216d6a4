import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '../api';
import { auditEntrySchema, newStaffSchema, staffAccountSchema, staffChangeSchema } from '../staff';
import { defineRoute } from './define';
import { serialIdParam, token } from './primitives';

const tags = ['staff'];

export const signInStaff = defineRoute({
  method: 'POST',
  path: '/staff/session',
  tags,
  summary: 'Staff sign-in (own httpOnly SameSite=Strict cookie; 401 staff_credentials_invalid; 429 staff_account_locked with Retry-After)',
  body: z.object({ email: z.string().trim().max(254), password: z.string().max(256) }),
  response: { 200: dataEnvelope(staffAccountSchema), 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
});

export const signOutStaff = defineRoute({
  method: 'DELETE',
  path: '/staff/session',
  tags,
  summary: 'Staff sign-out',
  response: { 200: dataEnvelope(z.object({ signed_out: z.boolean() })) },
});

export const getStaffMe = defineRoute({
  method: 'GET',
  path: '/staff/me',
  tags,
  summary: 'The signed-in staff member with roles and permissions (401 staff_session_required)',
  response: { 200: dataEnvelope(staffAccountSchema) },
});

export const listStaff = defineRoute({
  method: 'GET',
  path: '/staff/accounts',
  tags,
  summary: 'Staff accounts (staff.manage)',
  response: { 200: dataEnvelope(z.array(staffAccountSchema)) },
});

export const createStaff = defineRoute({
  method: 'POST',
  path: '/staff/accounts',
  tags,
  summary: 'Create a staff account (staff.manage; 409 staff_exists)',
  body: newStaffSchema,
  response: { 201: dataEnvelope(staffAccountSchema) },
});

export const changeStaff = defineRoute({
  method: 'PATCH',
  path: '/staff/accounts/:id',
  tags,
  summary: 'Change roles, codes, name, password or disable a staff account (staff.manage)',
  params: z.object({ id: z.uuid() }),
  body: staffChangeSchema,
  response: { 200: dataEnvelope(staffAccountSchema) },
});

export const readAudit = defineRoute({
  method: 'GET',
  path: '/staff/audit',
  tags,
  summary: 'The audit log, newest first (audit.read); filter by staff member, object and time; page by cursor',
  querystring: z.object({
    actor_id: z.uuid().optional(),
    /** The staff member's e-mail (or 'operator-token'), exact. */
    actor: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .regex(/^[^\u0000\s]+$/)
      .optional(),
    object_type: token(40).optional(),
    object_id: token(100).optional(),
    action: token(60).optional(),
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    before_id: serialIdParam().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: { 200: dataEnvelope(z.object({ entries: z.array(auditEntrySchema), next_before_id: z.number().nullable() })) },
});
