import type { AuthProvider } from 'react-admin';
import type { Permission, StaffAccountView } from '@store/domain/staff';
import { api, ApiError } from './api';
import { resourcePermission } from './resources/registry';

let me: Promise<StaffAccountView> | null = null;

/** The signed-in staff member (GET /staff/me), asked once per sign-in. */
export function currentStaff(): Promise<StaffAccountView> {
  me ??= api<StaffAccountView>('GET', '/staff/me').catch((error: unknown) => {
    me = null;
    throw error;
  });
  return me;
}

/**
 * Staff sign in with their own accounts (POST/DELETE /staff/session, an httpOnly SameSite=Strict
 * cookie). The menu and the pages ask `canAccess`: a resource needs its permission
 * (resources/registry.ts). The server checks every call again: a 403 is shown, never a sign-out.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    me = null;
    const account = await api<StaffAccountView>('POST', '/staff/session', { body: { email: username, password } });
    me = Promise.resolve(account);
  },
  async logout() {
    me = null;
    await api('DELETE', '/staff/session').catch(() => undefined);
  },
  async checkAuth() {
    await currentStaff();
  },
  async checkError(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      me = null;
      throw error;
    }
  },
  async getIdentity() {
    const account = await currentStaff();
    return { id: account.id, fullName: account.display_name || account.email };
  },
  async getPermissions() {
    return (await currentStaff()).permissions;
  },
  async canAccess({ resource }: { resource: string; action: string }) {
    const needed = resourcePermission(resource);
    if (!needed) return true;
    const permissions: Permission[] = (await currentStaff()).permissions;
    return permissions.includes(needed);
  },
};
