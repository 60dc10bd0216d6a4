import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { basePath } from './boot';
import { setCartCount } from './cart-count';
import { emit } from './events';
import { STORAGE_KEYS, storage, type StorageKey } from './storage';

/** The signed-in user of spec 3 (User), as GET /api/session returns it; null for a guest. */
export interface SessionUser {
  user_id: string;
  display_name: string;
  avatar: string | null;
  phone: string | null;
}
export interface SessionInfo {
  user: SessionUser | null;
  expires_at: string | null;
}

const GUEST: SessionInfo = { user: null, expires_at: null };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<SessionInfo> => {
      try {
        return await api<SessionInfo>('/session', { signal });
      } catch (error) {
        // No session, or the identity module is not there: a guest.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return GUEST;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** The current session; a guest while loading or when the call fails. */
export function useSession(): SessionInfo {
  return useQuery(sessionQueryOptions()).data ?? GUEST;
}

/**
 * Where the header's log in and sign up links go: the server starts the OpenID Connect flow and
 * comes back to `returnTo` (a path inside the store). Full-page navigation, not a router link.
 */
export function authUrl(kind: 'login' | 'signup', returnTo: string): string {
  const params = new URLSearchParams({ return_to: returnTo });
  if (kind === 'signup') params.set('prompt', 'create');
  return `${basePath()}/api/auth/login?${params}`;
}

/**
 * Logout of spec 4: clears the saved login data, checkout and SIM-verification storage, sets the cart
 * count to 0, broadcasts logout to every tab, then tells the server (which ends the session there).
 */
export async function logout(): Promise<void> {
  for (const key of LOGOUT_CLEARED_KEYS) storage.remove(key);
  setCartCount(0);
  emit('logout', {});
  await api('/session/logout', { method: 'POST', body: {} }).catch(() => undefined);
}

const LOGOUT_CLEARED_KEYS: StorageKey[] = [
  STORAGE_KEYS.cartId,
  STORAGE_KEYS.deliveryMethod,
  STORAGE_KEYS.pickupShopId,
  STORAGE_KEYS.pickupShopName,
  STORAGE_KEYS.orderId,
  STORAGE_KEYS.orderIdSecure,
  STORAGE_KEYS.couponCode,
  STORAGE_KEYS.contactMobile,
];
