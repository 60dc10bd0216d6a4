import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { permissionsOf, type Permission, type StaffAccountView, type StaffRole } from '@store/domain/staff';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { createLoginThrottle } from '../../lib/login-throttle';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../identity/password';
import { getOrCreateSecret } from '../identity/secrets';
import * as repo from './repository';

export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;

/** Who does a staff action: a staff member, or the bootstrap operator token (acting as admin). */
export interface StaffActor {
  id: string | null;
  label: string;
  roles: StaffRole[];
  permissions: Permission[];
  shopCode: string | null;
  dealerCode: string | null;
}

export interface AuditInput {
  action: string;
  objectType: string;
  objectId?: string | null;
  before?: unknown;
  after?: unknown;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function viewOf(row: repo.StaffRow): StaffAccountView {
  const roles = row.roles as StaffRole[];
  return {
    id: row.id,
    email: row.email,
    display_name: row.displayName,
    roles,
    permissions: permissionsOf(roles),
    shop_code: row.shopCode,
    dealer_code: row.dealerCode,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
  };
}

const actorOf = (row: repo.StaffRow): StaffActor => ({
  id: row.id,
  label: row.email,
  roles: row.roles as StaffRole[],
  permissions: permissionsOf(row.roles as StaffRole[]),
  shopCode: row.shopCode,
  dealerCode: row.dealerCode,
});

/** The bootstrap path: `Authorization: Bearer <OPERATOR_TOKEN>` acts as an admin named 'operator-token'. */
const TOKEN_ACTOR: StaffActor = { id: null, label: 'operator-token', roles: ['admin'], permissions: permissionsOf(['admin']), shopCode: null, dealerCode: null };

/** Staff accounts, sessions, permissions and the audit log (issue 11 part 4; decision 015). */
export function createStaffService(db: Db, options: { operatorToken?: string }) {
  const throttle = createLoginThrottle(db, 'staff', () => getOrCreateSecret(db, 'staff-device-key', () => randomBytes(32).toString('base64url')));

  return {
    /** Signs in by e-mail and password: a session token (for the cookie), or 401/429 with nothing said about which part was wrong. */
    async signIn(email: string, password: string, device: string | undefined) {
      const login = email.trim().toLowerCase();
      const paused = await throttle.pausedFor(login, device);
      if (paused > 0)
        throw new AppError('rate_limited', 'staff_account_locked', 'Too many wrong passwords for this account. Try again later.', { retry_after_s: Math.ceil(paused / 1000) });
      const row = await repo.selectStaffByEmail(db, login);
      const ok = await verifyPassword(password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!row || !ok || row.disabled) {
        await throttle.failed(login, device);
        throw new AppError('unauthorized', 'staff_credentials_invalid', 'The e-mail or the password is wrong, or the account is disabled.');
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
      await repo.insertSession(db, sha256(token), row.id, expiresAt);
      const knownDevice = await throttle.succeeded(login, device);
      return { account: row, token, expiresAt, knownDevice };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(db, sha256(token));
    },

    /** The actor behind a session cookie, or null. */
    async sessionActor(token: string | undefined): Promise<{ actor: StaffActor; account: repo.StaffRow } | null> {
      if (!token || token.length > 100) return null;
      const row = await repo.selectSessionStaff(db, sha256(token));
      return row ? { actor: actorOf(row), account: row } : null;
    },

    /** The bootstrap token's actor; 403 when the token path is off, 401 when the token is wrong. */
    tokenActor(authorization: string): StaffActor {
      const token = options.operatorToken;
      if (!token) throw new AppError('forbidden', 'operator_api_disabled', 'Set OPERATOR_TOKEN to enable the operator token, or sign in as staff.');
      const given = Buffer.from(/^Bearer (.+)$/.exec(authorization)?.[1] ?? '');
      const wanted = Buffer.from(token);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new AppError('unauthorized', 'operator_token_invalid', 'A valid operator token is required.');
      return TOKEN_ACTOR;
    },

    async list(): Promise<StaffAccountView[]> {
      return (await repo.selectAllStaff(db)).map(viewOf);
    },

    /**
     * Creates an account (409 staff_exists when the e-mail is taken). `password_hash` (a hash made by
     * identity/password.ts) instead of `password` serves seeded sandbox accounts, so no start hashes again.
     */
    async create(
      input: { email: string; display_name: string; roles: StaffRole[]; shop_code?: string | null; dealer_code?: string | null } & (
        { password: string } | { password_hash: string }
      ),
    ) {
      const row = await repo.insertStaff(db, {
        email: input.email.trim().toLowerCase(),
        displayName: input.display_name,
        passwordHash: 'password_hash' in input ? input.password_hash : await hashPassword(input.password),
        roles: [...new Set(input.roles)],
        shopCode: input.shop_code ?? null,
        dealerCode: input.dealer_code ?? null,
      });
      if (!row) throw conflict('staff_exists', 'A staff account with this e-mail exists.');
      return row;
    },

    /** Changes an account; a new password or disabling ends its sessions. Returns before and after. */
    async change(id: string, input: { display_name?: string; password?: string; roles?: StaffRole[]; shop_code?: string | null; dealer_code?: string | null; disabled?: boolean }) {
      const before = await repo.selectStaffById(db, id);
      if (!before) throw notFound('staff_not_found', 'No such staff account.');
      const after = await repo.updateStaff(db, id, {
        ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
        ...(input.password !== undefined ? { passwordHash: await hashPassword(input.password) } : {}),
        ...(input.roles !== undefined ? { roles: [...new Set(input.roles)] } : {}),
        ...(input.shop_code !== undefined ? { shopCode: input.shop_code } : {}),
        ...(input.dealer_code !== undefined ? { dealerCode: input.dealer_code } : {}),
        ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
      });
      if (input.password !== undefined || input.disabled) await repo.deleteSessionsOf(db, id);
      return { before, after: after! };
    },

    /** Appends to the audit log. */
    audit(actor: StaffActor, entry: AuditInput, requestId: string | null): Promise<void> {
      return repo.insertAudit(db, {
        actorId: actor.id,
        actor: actor.label,
        action: entry.action,
        objectType: entry.objectType,
        objectId: entry.objectId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        requestId,
      });
    },

    /** A page of the audit log, newest first. */
    async readAudit(filter: repo.AuditFilter) {
      const rows = await repo.selectAudit(db, filter);
      const page = rows.slice(0, filter.limit);
      return {
        entries: page.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor_id: r.actorId,
          actor: r.actor,
          action: r.action,
          object_type: r.objectType,
          object_id: r.objectId,
          before: r.before,
          after: r.after,
          request_id: r.requestId,
        })),
        next_before_id: rows.length > filter.limit ? page[page.length - 1].id : null,
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
